import { useEffect, useState } from 'react';
import { scrollBlockFor, type Box } from './tutorial-steps';

export interface TargetState {
  /** Where the step's element is on screen; null while it is not in the page. */
  box: Box | null;
  viewport: { width: number; height: number };
}

const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/**
 * Follows the element `selector` names. Feature apps load at runtime, so it is looked for on every
 * change to the page until it shows (and again if it is replaced); once found it is scrolled into
 * view, and its box is measured again on scroll, resize and any change to the page. Never waits:
 * the step shows without a ring while there is nothing to ring.
 */
export function useTutorialTarget(selector: string): TargetState {
  const [state, setState] = useState<TargetState>(() => ({ box: null, viewport: viewportNow() }));

  useEffect(() => {
    let element: Element | null = null;
    let scrolled = false;
    let frame = 0;
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => schedule());

    const measure = () => {
      const found = document.querySelector(selector);
      if (found !== element) {
        if (element) resizes?.unobserve(element);
        element = found;
        if (element) {
          resizes?.observe(element);
          if (!scrolled) {
            scrolled = true;
            const height = element.getBoundingClientRect().height;
            // jsdom has no scrollIntoView.
            element.scrollIntoView?.({ block: scrollBlockFor(height, window.innerHeight), inline: 'nearest' });
          }
        }
      }
      const rect = element?.getBoundingClientRect();
      const box = rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
      const viewport = viewportNow();
      setState((previous) =>
        sameBox(previous.box, box) && previous.viewport.width === viewport.width && previous.viewport.height === viewport.height
          ? previous
          : { box, viewport },
      );
    };
    function schedule() {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    }

    measure();
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-tutorial', 'hidden', 'class'] });
    resizes?.observe(document.body);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [selector]);

  return state;
}
