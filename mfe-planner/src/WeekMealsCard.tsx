import { WeekMealsCardView } from './card/WeekMealsCardView';
import { useWeekMeals } from './card/useWeekMeals';

/** Exposed to the shell's Home as `planner/WeekMealsCard`. */
export default function WeekMealsCard() {
  return <WeekMealsCardView {...useWeekMeals()} />;
}
