import {
  cardPlacement,
  nextMove,
  previousMove,
  ringAround,
  scrollBlockFor,
  stepAnnouncement,
  TUTORIAL_ROUTE_WAIT_MS,
  TUTORIAL_STEPS,
  tutorialKeyAction,
  tutorialTargetSelector,
  type KeyFocus,
} from './tutorial-steps';

test('spec part 2 §2: eight steps on their routes, in order', () => {
  expect(TUTORIAL_STEPS.map((step) => [step.id, step.route])).toEqual([
    ['nav', '/home'],
    ['pantry-list', '/pantry'],
    ['pantry-add', '/pantry'],
    ['shopping-list', '/shopping-list'],
    ['planner', '/planner'],
    ['recipes-list', '/recipes'],
    ['recipe-view', '/recipes/1'],
    ['settings', '/settings'],
  ]);
  expect(TUTORIAL_ROUTE_WAIT_MS).toBe(300);
  for (const step of TUTORIAL_STEPS) {
    expect(step.title.trim()).not.toBe('');
    expect(step.text.trim()).not.toBe('');
  }
});

test('each step targets its real element by data-tutorial', () => {
  expect(tutorialTargetSelector('pantry-add')).toBe('[data-tutorial="pantry-add"]');
});

test.each([
  [0, 'Step 1 of 8: Getting around'],
  [6, 'Step 7 of 8: A recipe'],
  [7, 'Step 8 of 8: Settings'],
])('step %i is announced as "%s"', (index, text) => {
  expect(stepAnnouncement(index)).toBe(text);
});

test.each([
  [0, { kind: 'go', index: 1 }],
  [3, { kind: 'go', index: 4 }],
  [6, { kind: 'go', index: 7 }],
  [7, { kind: 'finish' }],
])('next from step index %i', (index, move) => {
  expect(nextMove(index)).toEqual(move);
});

test.each([
  [0, { kind: 'stay' }],
  [1, { kind: 'go', index: 0 }],
  [7, { kind: 'go', index: 6 }],
])('back from step index %i', (index, move) => {
  expect(previousMove(index)).toEqual(move);
});

test.each<[string, KeyFocus, ReturnType<typeof tutorialKeyAction>]>([
  ['Escape', 'card', 'end'],
  ['Escape', 'card-button', 'end'],
  ['Escape', 'nothing', 'end'],
  ['Escape', 'page-control', 'end'],
  ['ArrowRight', 'card', 'next'],
  ['ArrowRight', 'card-button', 'next'],
  ['ArrowRight', 'nothing', 'next'],
  ['ArrowRight', 'page-control', null],
  ['ArrowLeft', 'card', 'back'],
  ['ArrowLeft', 'card-button', 'back'],
  ['ArrowLeft', 'nothing', 'back'],
  ['ArrowLeft', 'page-control', null],
  // A button's own Enter presses that button (Skip, Back, Next).
  ['Enter', 'card-button', null],
  ['Enter', 'card', 'next'],
  ['Enter', 'nothing', 'next'],
  ['Enter', 'page-control', null],
  ['Tab', 'card', null],
  [' ', 'card', null],
  ['ArrowDown', 'nothing', null],
])('%j with focus on %s -> %s', (key, focus, action) => {
  expect(tutorialKeyAction(key, focus)).toBe(action);
});

const viewport = { width: 390, height: 844 };

test.each([
  ['padded around a small target', { top: 100, left: 20, width: 100, height: 40 }, { top: 94, left: 14, width: 112, height: 52 }],
  ['kept on screen at the edges', { top: 780, left: 0, width: 390, height: 64 }, { top: 774, left: 2, width: 386, height: 68 }],
  ['a list taller than the screen, ringed where it shows', { top: -200, left: 16, width: 358, height: 2000 }, { top: 2, left: 10, width: 370, height: 840 }],
  ['off screen: no ring', { top: 900, left: 16, width: 100, height: 40 }, null],
])('ring %s', (_, target, ring) => {
  expect(ringAround(target, viewport)).toEqual(ring);
});

test.each([
  ['nothing to ring: centred', null, { kind: 'center' }],
  ['room below', { top: 100, left: 0, width: 100, height: 50 }, { kind: 'below', top: 162 }],
  ['the bottom nav: above it', { top: 774, left: 2, width: 386, height: 68 }, { kind: 'above', bottom: 82 }],
  ['the add button over the nav: above it', { top: 702, left: 300, width: 68, height: 68 }, { kind: 'above', bottom: 154 }],
  ['as tall as the screen: pinned above the nav', { top: 2, left: 10, width: 370, height: 840 }, { kind: 'pinned', bottom: 76 }],
])('card placement: %s', (_, ring, placement) => {
  expect(cardPlacement({ ring, viewportHeight: 844, cardHeight: 220, bottomInset: 64 })).toEqual(placement);
});

test.each([
  [40, 'center'],
  [379, 'center'],
  [381, 'start'],
  [2000, 'start'],
])('a target %ipx tall scrolls to its %s', (height, block) => {
  expect(scrollBlockFor(height, 844)).toBe(block);
});
