import { addDays } from '../pantry/dates.js';
import { MEAL_TYPES, type MealType } from './meal-plan.js';

/** spec part 2 §9: 14 days starting today, 7 per page, 3 meal slots per day. */
export const PLANNER_DAYS = 14;
export const PLANNER_DAYS_PER_PAGE = 7;
export const MEALS_PER_DAY = MEAL_TYPES.length;
/** spec part 2 §9: a horizontal swipe over 50 px changes the page. */
export const PLANNER_SWIPE_PX = 50;

/** The planner's days, YYYY-MM-DD, from `today` (the user's calendar date, passed in). */
export function plannerWindow(today: string): string[] {
  return Array.from({ length: PLANNER_DAYS }, (_, i) => addDays(today, i));
}

/** The dates the planner reads its meals for: its window's first and last day, both included. */
export function plannerRange(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(today, PLANNER_DAYS - 1) };
}

/** The window cut into pages: This Week (page 0) and Next Week (page 1). */
export function plannerPages(days: readonly string[]): string[][] {
  const pages: string[][] = [];
  for (let start = 0; start < days.length; start += PLANNER_DAYS_PER_PAGE) pages.push(days.slice(start, start + PLANNER_DAYS_PER_PAGE));
  return pages;
}

/** The page a horizontal drag of `dx` px leads to: past the threshold, left is forward. */
export function pageAfterSwipe(page: number, dx: number, pageCount: number): number {
  if (dx < -PLANNER_SWIPE_PX) return Math.min(page + 1, pageCount - 1);
  if (dx > PLANNER_SWIPE_PX) return Math.max(page - 1, 0);
  return page;
}

/** What the planner needs of a stored entry. */
export interface PlannedMeal {
  date: string;
  mealType: MealType;
}

/** spec part 2 §2 Meal Planner: green all 3 planned, amber 1 or 2, hollow none. */
export type DayStatus = 'all' | 'some' | 'none';

export function plannedCount(entries: readonly PlannedMeal[], date: string): number {
  return new Set(entries.filter((entry) => entry.date === date).map((entry) => entry.mealType)).size;
}

export function dayStatus(planned: number): DayStatus {
  if (planned >= MEALS_PER_DAY) return 'all';
  return planned > 0 ? 'some' : 'none';
}

/** A day's Breakfast, Lunch and Dinner slots in order, each with its entry or null. */
export function daySlots<Entry extends PlannedMeal>(entries: readonly Entry[], date: string): Array<{ mealType: MealType; entry: Entry | null }> {
  return MEAL_TYPES.map((mealType) => ({ mealType, entry: entries.find((e) => e.date === date && e.mealType === mealType) ?? null }));
}
