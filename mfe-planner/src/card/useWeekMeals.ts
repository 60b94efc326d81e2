import { useMemo } from 'react';
import { listOnScreen, useToday, weekMeals } from '@mealapp/api-client';
import { MEAL_PLAN_MESSAGES, weekPlanSummary } from '@mealapp/domain';
import { useListMealPlansQuery } from '../api/planner-api';

/** The meals planned for Home's week (today and the 6 days after), as the card shows them. */
export function useWeekMeals() {
  const today = useToday();
  const list = listOnScreen(useListMealPlansQuery(weekMeals(today)), MEAL_PLAN_MESSAGES.fetchFailed);
  const week = useMemo(() => weekPlanSummary(list.items, today), [list.items, today]);
  return { loading: list.isLoading, error: list.error, onRetry: list.retry, week };
}
