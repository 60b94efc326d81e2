/**
 * The first-run tutorial's contract between the shell, which runs the overlay, and the feature
 * apps, which are separate bundles: a feature asks through a `window` event, never by importing
 * the shell. spec part 2 §4 Tutorial: the seen flag is kept on the device under this key.
 */
export const TUTORIAL_SEEN_KEY = 'tutorialSeen:v1';

/** The `window` CustomEvent the shell listens for; its detail says what is asked. */
export const TUTORIAL_REQUEST_EVENT = 'mealapp:tutorial-request';

export type TutorialRequestAction = 'start' | 'reset';

export interface TutorialRequestDetail {
  action: TutorialRequestAction;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // A browser that refuses storage (privacy mode) still runs the tour; it is offered again.
    return undefined;
  }
}

export function isTutorialSeen(): boolean {
  return storage()?.getItem(TUTORIAL_SEEN_KEY) === 'true';
}

export function markTutorialSeen(): void {
  try {
    storage()?.setItem(TUTORIAL_SEEN_KEY, 'true');
  } catch {
    // Full or refused storage: the tour is simply offered again next time.
  }
}

function dispatch(action: TutorialRequestAction): void {
  window.dispatchEvent(new CustomEvent<TutorialRequestDetail>(TUTORIAL_REQUEST_EVENT, { detail: { action } }));
}

/** Settings > Start Tutorial: the shell starts the tour at its first step. */
export function requestTutorial(): void {
  dispatch('start');
}

/** spec part 2 §4: "Reset removes it and stops the tutorial"; the offer shows again on Home. */
export function resetTutorial(): void {
  storage()?.removeItem(TUTORIAL_SEEN_KEY);
  dispatch('reset');
}
