/** spec part 1 §9: 21 meals a week, 3 a day. */
export const WEEKLY_MEAL_TARGET = 21;

export type PlanningStatus = 'Well planned' | 'Partially planned' | 'Needs planning';

/** spec part 1 §2: at least 14 well planned, at least 7 partially, else needs planning. */
export function planningStatus(plannedMeals: number): PlanningStatus {
  if (plannedMeals >= 14) return 'Well planned';
  if (plannedMeals >= 7) return 'Partially planned';
  return 'Needs planning';
}
