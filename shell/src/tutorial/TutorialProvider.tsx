import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isTutorialSeen, markTutorialSeen, TUTORIAL_REQUEST_EVENT, VisuallyHidden, type TutorialRequestDetail } from '@mealapp/ui';

export interface TutorialApi {
  /** The first-run offer on Home: the tour has not been seen and is not running. */
  offered: boolean;
  start: () => void;
  /** "Not now": counts as seen. */
  decline: () => void;
}

const TutorialContext = createContext<TutorialApi | null>(null);

// A tour (its steps, route changes, keys and cards) loads when one starts (a first visit, or Start
// Tutorial in Settings): the app's first scripts carry only the offer and this provider.
const TutorialRun = lazy(() => import(/* webpackChunkName: "tutorial" */ './TutorialRun'));

/** Null outside the signed-in layout. */
export const useTutorial = () => useContext(TutorialContext);

/** Back to where focus was before the tour; when that is gone (another page), to the page's heading. */
function restoreFocus(previous: HTMLElement | null) {
  if (previous?.isConnected) {
    previous.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The first-run tutorial (spec part 2 §2 and §4): started from Home's offer or by a feature's
 * `requestTutorial()` (libs/ui tutorial.ts); the tour itself is TutorialRun. Ending it puts focus
 * back where it was; the live region that announces each step stays here, in the page before any
 * step is said.
 */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const [seen, setSeen] = useState(isTutorialSeen);
  /** 0 while no tour runs; each start a new number, so a second start begins a new tour. */
  const [tour, setTour] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const running = useRef(false);
  useEffect(() => {
    running.current = tour !== 0;
  });

  const start = useCallback(() => {
    const active = document.activeElement;
    // A second start (Settings while it runs) keeps the first place to return to.
    if (!returnFocus.current) returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setTour((current) => current + 1);
  }, []);

  const stop = useCallback((markSeen: boolean) => {
    if (markSeen) markTutorialSeen();
    setSeen(isTutorialSeen());
    setTour(0);
    setAnnouncement('');
    if (running.current) restoreFocus(returnFocus.current);
    running.current = false;
    returnFocus.current = null;
  }, []);

  const decline = useCallback(() => {
    markTutorialSeen();
    setSeen(true);
  }, []);

  // Settings > Start Tutorial and Reset arrive from other bundles as window events.
  useEffect(() => {
    const onRequest = (event: Event) => {
      const action = (event as CustomEvent<TutorialRequestDetail | undefined>).detail?.action;
      if (action === 'start') start();
      else if (action === 'reset') stop(false);
    };
    window.addEventListener(TUTORIAL_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(TUTORIAL_REQUEST_EVENT, onRequest);
  }, [start, stop]);

  const api = useMemo<TutorialApi>(() => ({ offered: !seen && tour === 0, start, decline }), [seen, tour, start, decline]);

  return (
    <TutorialContext.Provider value={api}>
      {children}
      {tour !== 0 && (
        <Suspense fallback={null}>
          <TutorialRun key={tour} onEnd={stop} announce={setAnnouncement} />
        </Suspense>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </TutorialContext.Provider>
  );
}
