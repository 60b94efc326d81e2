import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextMove, previousMove, stepAnnouncement, TUTORIAL_ROUTE_WAIT_MS, TUTORIAL_STEPS, tutorialKeyAction, type KeyFocus } from './tutorial-steps';
import { TutorialOverlay } from './TutorialOverlay';

export interface TutorialRunProps {
  /** The tour ends: Finish, Skip and Escape mark it as seen. */
  onEnd: (markSeen: boolean) => void;
  /** What the provider's live region says. */
  announce: (text: string) => void;
}

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

/**
 * A tour, from its first step (the provider mounts one per start): opens each step's route, waits
 * 300 ms after a route change, shows the step over the page, and takes the tour's keys.
 */
export default function TutorialRun({ onEnd, announce }: TutorialRunProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [run, setRun] = useState<Run>({ index: 0, shown: null });
  const navigatedFor = useRef<number | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  const router = useRef({ pathname, navigate });
  useEffect(() => {
    router.current = { pathname, navigate };
  });

  const goTo = useCallback((index: number) => {
    navigatedFor.current = null;
    setRun({ index, shown: null });
  }, []);
  const next = useCallback(() => {
    const move = nextMove(run.index);
    if (move.kind === 'finish') onEnd(true);
    else if (move.kind === 'go') goTo(move.index);
  }, [run, onEnd, goTo]);
  const back = useCallback(() => {
    const move = previousMove(run.index);
    if (move.kind === 'go') goTo(move.index);
  }, [run, goTo]);
  const skip = useCallback(() => onEnd(true), [onEnd]);

  // Opens the step's route and shows the step: at once on the same route, 300 ms after a route
  // change. Runs once a step; the route and navigate are read through refs, so the navigation
  // itself does not restart the wait.
  useEffect(() => {
    if (run.shown === run.index) return;
    const { index } = run;
    const route = TUTORIAL_STEPS[index].route;
    const show = () => {
      setRun((current) => (current.index === index ? { ...current, shown: index } : current));
      announce(stepAnnouncement(index));
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
  }, [run, announce]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const action = tutorialKeyAction(event.key, focusOf(document.activeElement, cardRef.current));
      if (!action) return;
      // Between steps only Escape counts: a held key does not skip a step that has not shown.
      if (action !== 'end' && run.shown !== run.index) return;
      event.preventDefault();
      if (action === 'end') onEnd(true);
      else if (action === 'next') next();
      else back();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run, next, back, onEnd]);

  if (run.shown !== run.index) return null;
  return <TutorialOverlay key={run.shown} index={run.shown} onNext={next} onBack={back} onSkip={skip} cardRef={cardRef} />;
}
