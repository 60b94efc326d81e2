import { readTimers, type CookTimer } from '@mealapp/domain';

/** What cook mode keeps while cooking one recipe: in this tab only, gone when the tab closes. */
export interface CookSession {
  step: number;
  /** Indexes of the ticked ingredients and of the steps checked off. */
  ingredients: number[];
  steps: number[];
  timers: CookTimer[];
}

export const EMPTY_SESSION: CookSession = { step: 0, ingredients: [], steps: [], timers: [] };

const keyOf = (recipeId: number) => `mealapp.cook.${recipeId}`;
const indexes = (value: unknown) => (Array.isArray(value) ? value.filter((each): each is number => Number.isInteger(each) && each >= 0) : []);

export function readCookSession(recipeId: number): CookSession {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(recipeId)) ?? 'null') as Partial<Record<keyof CookSession, unknown>> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_SESSION;
    return {
      step: Number.isInteger(saved.step) && (saved.step as number) >= 0 ? (saved.step as number) : 0,
      ingredients: indexes(saved.ingredients),
      steps: indexes(saved.steps),
      timers: readTimers(saved.timers),
    };
  } catch {
    return EMPTY_SESSION;
  }
}

export function writeCookSession(recipeId: number, session: CookSession): void {
  try {
    sessionStorage.setItem(keyOf(recipeId), JSON.stringify(session));
  } catch {
    // Storage full or refused (private mode): cooking goes on, only a reload forgets the ticks.
  }
}

export function clearCookSession(recipeId: number): void {
  try {
    sessionStorage.removeItem(keyOf(recipeId));
  } catch {
    // as above
  }
}
