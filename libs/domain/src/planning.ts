import { addDays } from './pantry/dates.js';

/** spec part 1 §9: 21 meals a week, 3 a day. */
export const WEEKLY_MEAL_TARGET = 21;

export type PlanningStatus = 'Well planned' | 'Partially planned' | 'Needs planning';

/** spec part 1 §2: at least 14 well planned, at least 7 partially, else needs planning. */
export function planningStatus(plannedMeals: number): PlanningStatus {
  if (plannedMeals >= 14) return 'Well planned';
  if (plannedMeals >= 7) return 'Partially planned';
  return 'Needs planning';
}

/** spec part 1 §2: Home's week is today and the 6 days after it, YYYY-MM-DD. */
export function homeWeek(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(today, 6) };
}

export interface WeekPlanSummary {
  planned: number;
  /** Of WEEKLY_MEAL_TARGET, rounded. */
  percent: number;
  status: PlanningStatus;
  /** spec part 1 §2: 'N of 21 meals planned • Add M more meals', or 'Start planning your weekly meals'. */
  text: string;
}

/** Home's This Week's Meals card over the meals planned for `homeWeek(today)`. */
export function weekPlanSummary(meals: readonly { date: string }[], today: string): WeekPlanSummary {
  const { startDate, endDate } = homeWeek(today);
  const planned = Math.min(meals.filter((meal) => meal.date >= startDate && meal.date <= endDate).length, WEEKLY_MEAL_TARGET);
  const remaining = WEEKLY_MEAL_TARGET - planned;
  let text = `${planned} of ${WEEKLY_MEAL_TARGET} meals planned`;
  if (planned === 0) text = 'Start planning your weekly meals';
  else if (remaining > 0) text += ` • Add ${remaining} more ${remaining === 1 ? 'meal' : 'meals'}`;
  return { planned, percent: Math.round((100 * planned) / WEEKLY_MEAL_TARGET), status: planningStatus(planned), text };
}
