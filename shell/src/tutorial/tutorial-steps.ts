/** spec part 2 §2 "Tutorial overlay": eight steps, each on its route. */
export type TutorialStepId = 'nav' | 'pantry-list' | 'pantry-add' | 'shopping-list' | 'planner' | 'recipes-list' | 'recipe-view' | 'settings';

export interface TutorialStep {
  /** Also the value of the `data-tutorial` attribute on the step's real element. */
  id: TutorialStepId;
  route: string;
  title: string;
  text: string;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'nav',
    route: '/home',
    title: 'Getting around',
    text: 'The bar at the bottom takes you to Home, your Pantry, the Shopping list, Recipes and the Planner.',
  },
  {
    id: 'pantry-list',
    route: '/pantry',
    title: 'Your pantry',
    text: 'Everything you have at home, grouped by category, with its stock level and expiry date.',
  },
  {
    id: 'pantry-add',
    route: '/pantry',
    title: 'Add to your pantry',
    text: 'Use the plus button to add an item you have bought.',
  },
  {
    id: 'shopping-list',
    route: '/shopping-list',
    title: 'Shopping list',
    text: 'Check items off as you shop; checked items can go straight into your pantry.',
  },
  {
    id: 'planner',
    route: '/planner',
    title: 'Meal planner',
    text: 'Plan breakfast, lunch and dinner for this week and next. Pick a day to fill its meals.',
  },
  {
    id: 'recipes-list',
    route: '/recipes',
    title: 'Recipes',
    text: 'Your recipes by category, with what you can cook from your pantry right now.',
  },
  {
    id: 'recipe-view',
    route: '/recipes/1',
    title: 'A recipe',
    text: 'See which ingredients you have, add the missing ones to your shopping list, or plan the recipe for a day.',
  },
  {
    id: 'settings',
    route: '/settings',
    title: 'Settings',
    text: 'Your dietary preferences, profile and app preferences live here. You can take this tour again from Settings at any time.',
  },
];

/** spec part 2 §2: "It waits 300 ms after a route change before showing the next step." */
export const TUTORIAL_ROUTE_WAIT_MS = 300;

export const tutorialTargetSelector = (id: TutorialStepId) => `[data-tutorial="${id}"]`;

export const stepLabel = (index: number, count = TUTORIAL_STEPS.length) => `Step ${index + 1} of ${count}`;

/** What the live region says when a step shows. */
export const stepAnnouncement = (index: number, steps: readonly TutorialStep[] = TUTORIAL_STEPS) =>
  `${stepLabel(index, steps.length)}: ${steps[index].title}`;

export type TutorialMove = { kind: 'go'; index: number } | { kind: 'finish' } | { kind: 'stay' };

/** Next on the last step finishes the tour. */
export function nextMove(index: number, count = TUTORIAL_STEPS.length): TutorialMove {
  return index + 1 >= count ? { kind: 'finish' } : { kind: 'go', index: index + 1 };
}

/** Back on the first step does nothing. */
export function previousMove(index: number): TutorialMove {
  return index <= 0 ? { kind: 'stay' } : { kind: 'go', index: index - 1 };
}

export type TutorialKeyAction = 'next' | 'back' | 'end';

/**
 * Where the key was pressed: on a button of the tour's card, elsewhere in the card (its heading),
 * on a control of the page (the tour is not modal), or with nothing focused.
 */
export type KeyFocus = 'card-button' | 'card' | 'page-control' | 'nothing';

/**
 * spec part 2 §2: Escape ends it; Right arrow or Enter goes forward; Left arrow goes back. A
 * button's own Enter stays that button's (Skip, Back), and the page's controls keep their keys.
 */
export function tutorialKeyAction(key: string, focus: KeyFocus): TutorialKeyAction | null {
  if (key === 'Escape') return 'end';
  if (focus === 'page-control') return null;
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'back';
  if (key === 'Enter' && focus !== 'card-button') return 'next';
  return null;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space between the element and the ring drawn around it. */
export const RING_PADDING = 6;
/** How near the ring may come to the edge of the screen. */
const EDGE = 2;

/** The ring around `target`, kept on screen (a list taller than the screen is ringed where it shows). */
export function ringAround(target: Box, viewport: { width: number; height: number }, padding = RING_PADDING): Box | null {
  const top = Math.max(EDGE, target.top - padding);
  const left = Math.max(EDGE, target.left - padding);
  const bottom = Math.min(viewport.height - EDGE, target.top + target.height + padding);
  const right = Math.min(viewport.width - EDGE, target.left + target.width + padding);
  if (bottom - top < 1 || right - left < 1) return null;
  return { top, left, width: right - left, height: bottom - top };
}

export type CardPlacement = { kind: 'center' } | { kind: 'below'; top: number } | { kind: 'above'; bottom: number } | { kind: 'pinned'; bottom: number };

export interface PlacementInput {
  ring: Box | null;
  viewportHeight: number;
  cardHeight: number;
  /** What the bottom navigation covers. */
  bottomInset: number;
  gap?: number;
}

/**
 * The card goes below the ring when it fits there, else above it, else (a ring as tall as the
 * screen) at the bottom, over the ring. With nothing to ring it is centred.
 */
export function cardPlacement({ ring, viewportHeight, cardHeight, bottomInset, gap = 12 }: PlacementInput): CardPlacement {
  if (!ring) return { kind: 'center' };
  const ringBottom = ring.top + ring.height;
  if (ringBottom + gap + cardHeight <= viewportHeight - bottomInset - gap) return { kind: 'below', top: ringBottom + gap };
  if (ring.top - gap - cardHeight >= gap) return { kind: 'above', bottom: viewportHeight - ring.top + gap };
  return { kind: 'pinned', bottom: bottomInset + gap };
}

/** A target taller than this share of the screen is scrolled to its top, not its middle. */
export const scrollBlockFor = (targetHeight: number, viewportHeight: number): ScrollLogicalPosition =>
  targetHeight > viewportHeight * 0.45 ? 'start' : 'center';
