import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTutorialSeen, markTutorialSeen, TUTORIAL_REQUEST_EVENT, VisuallyHidden, type TutorialRequestDetail } from '@mealapp/ui';
import { nextMove, previousMove, stepAnnouncement, TUTORIAL_ROUTE_WAIT_MS, TUTORIAL_STEPS, tutorialKeyAction, type KeyFocus } from './tutorial-steps';

export interface TutorialApi {
  /** The first-run offer on Home: the tour has not been seen and is not running. */
  offered: boolean;
  start: () => void;
  /** "Not now": counts as seen. */
  decline: () => void;
}

const TutorialContext = createContext<TutorialApi | null>(null);

// The tour's cards load when a tour starts (a first visit, or Start Tutorial in Settings): the app's first scripts leave them out.
const TutorialOverlay = lazy(() => import(/* webpackChunkName: "tutorial" */ './TutorialOverlay').then((m) => ({ default: m.TutorialOverlay })));

/** Null outside the signed-in layout. */
export const useTutorial = () => useContext(TutorialContext);

interface Run {
  index: number;
  /** The step whose card shows; behind `index` while its route is opened and waited for. */
  shown: number | null;
}

function focusOf(active: Element | null, card: HTMLElement | null): KeyFocus {
  if (!active || active === document.body || active === document.documentElement) return 'nothing';
  if (card?.contains(active)) return active.tagName === 'BUTTON' ? 'card-button' : 'card';
  return 'page-control';
}

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
 * `requestTutorial()` (libs/ui tutorial.ts), it opens each step's route, waits 300 ms after a
 * route change, and shows the step over the page; Finish, Skip and Escape mark it as seen.
 */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(isTutorialSeen);
  const [run, setRun] = useState<Run | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const navigatedFor = useRef<number | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  const router = useRef({ pathname, navigate });
  const running = useRef(false);
  useEffect(() => {
    router.current = { pathname, navigate };
    running.current = run !== null;
  });

  const start = useCallback(() => {
    const active = document.activeElement;
    // A second start (Settings while it runs) keeps the first place to return to.
    if (!returnFocus.current) returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    navigatedFor.current = null;
    setRun({ index: 0, shown: null });
  }, []);

  const stop = useCallback((markSeen: boolean) => {
    if (markSeen) markTutorialSeen();
    setSeen(isTutorialSeen());
    setRun(null);
    setAnnouncement('');
    if (running.current) restoreFocus(returnFocus.current);
    running.current = false;
    returnFocus.current = null;
  }, []);

  const decline = useCallback(() => {
    markTutorialSeen();
    setSeen(true);
  }, []);

  const goTo = useCallback((index: number) => {
    navigatedFor.current = null;
    setRun({ index, shown: null });
  }, []);
  const next = useCallback(() => {
    if (!run) return;
    const move = nextMove(run.index);
    if (move.kind === 'finish') stop(true);
    else if (move.kind === 'go') goTo(move.index);
  }, [run, stop, goTo]);
  const back = useCallback(() => {
    if (!run) return;
    const move = previousMove(run.index);
    if (move.kind === 'go') goTo(move.index);
  }, [run, goTo]);
  const skip = useCallback(() => stop(true), [stop]);

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

  // Opens the step's route and shows the step: at once on the same route, 300 ms after a route
  // change. Runs once a step; the route and navigate are read through refs, so the navigation
  // itself does not restart the wait.
  useEffect(() => {
    if (!run || run.shown === run.index) return;
    const { index } = run;
    const route = TUTORIAL_STEPS[index].route;
    const show = () => {
      setRun((current) => (current && current.index === index ? { ...current, shown: index } : current));
      setAnnouncement(stepAnnouncement(index));
    };
    if (router.current.pathname === route && navigatedFor.current !== index) {
      show();
      return;
    }
    if (navigatedFor.current !== index) {
      navigatedFor.current = index;
      router.current.navigate(route);
    }
    const timer = setTimeout(show, TUTORIAL_ROUTE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [run]);

  useEffect(() => {
    if (!run) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const action = tutorialKeyAction(event.key, focusOf(document.activeElement, cardRef.current));
      if (!action) return;
      // Between steps only Escape counts: a held key does not skip a step that has not shown.
      if (action !== 'end' && run.shown !== run.index) return;
      event.preventDefault();
      if (action === 'end') stop(true);
      else if (action === 'next') next();
      else back();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, next, back, stop]);

  const api = useMemo<TutorialApi>(() => ({ offered: !seen && run === null, start, decline }), [seen, run, start, decline]);
  const shown = run !== null && run.shown === run.index ? run.shown : null;

  return (
    <TutorialContext.Provider value={api}>
      {children}
      {shown !== null && (
        <Suspense fallback={null}>
          <TutorialOverlay key={shown} index={shown} onNext={next} onBack={back} onSkip={skip} cardRef={cardRef} />
        </Suspense>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </TutorialContext.Provider>
  );
}
