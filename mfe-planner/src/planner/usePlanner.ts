import { canChooseCook, daySlots, dayStatus, deviceTimeZone, MEAL_PLAN_MESSAGES, type MealType, plannedCount, plannerPages, plannerWindow } from '@mealapp/domain';
import { plannerMeals, useCurrentHouseholdMembers, useToday, type MealPlanDto } from '@mealapp/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useCreateMealPlanMutation, useDeleteMealPlanMutation, useListMealPlansQuery, useUpdateMealPlanMutation } from '../api/planner-api';
import { plannerError } from './planner-errors';

export interface Slot {
  date: string;
  mealType: MealType;
}

export type NewMeal = { type: 'recipe'; recipeId: number } | { type: 'custom'; customName: string };

/** The planner's data: the 14 days from today, their stored meals, and the calls that change them. */
export function usePlanner() {
  const today = useToday();
  const days = useMemo(() => plannerWindow(today), [today]);
  const pages = useMemo(() => plannerPages(days), [days]);
  const query = useListMealPlansQuery(plannerMeals(today));
  const [createMealPlan] = useCreateMealPlanMutation();
  const [deleteMealPlan] = useDeleteMealPlanMutation();
  const [updateMealPlan] = useUpdateMealPlanMutation();
  const [changeError, setChangeError] = useState<string | null>(null);
  const members = useCurrentHouseholdMembers();

  const entries = query.data;
  const dayView = useCallback(
    (date: string) => {
      const stored: readonly MealPlanDto[] = entries ?? [];
      const planned = plannedCount(stored, date);
      return { date, planned, status: dayStatus(planned), slots: daySlots(stored, date) };
    },
    [entries],
  );

  /** Resolves to null once stored, or to the error text to show. */
  const add = useCallback(
    async (slot: Slot, meal: NewMeal): Promise<string | null> => {
      const result = await createMealPlan({ ...slot, ...meal, timeZone: deviceTimeZone() });
      return 'error' in result ? plannerError(result.error, MEAL_PLAN_MESSAGES.createFailed) : null;
    },
    [createMealPlan],
  );

  const remove = useCallback(
    async (entry: MealPlanDto) => {
      setChangeError(null);
      const result = await deleteMealPlan(entry.id);
      if ('error' in result) setChangeError(plannerError(result.error, MEAL_PLAN_MESSAGES.deleteFailed));
    },
    [deleteMealPlan],
  );

  const setCook = useCallback(
    async (entry: MealPlanDto, cookId: number | null) => {
      setChangeError(null);
      const result = await updateMealPlan({ id: entry.id, updateMealPlanDto: { cookId } });
      if ('error' in result) setChangeError(plannerError(result.error, MEAL_PLAN_MESSAGES.cookFailed));
    },
    [updateMealPlan],
  );

  return {
    pages,
    dayView,
    isLoading: query.isLoading,
    /** Only when nothing could be shown: a failed refetch keeps the last meals on screen. */
    loadError: query.isError && !query.data ? plannerError(query.error, MEAL_PLAN_MESSAGES.fetchFailed) : null,
    retry: () => void query.refetch(),
    add,
    remove,
    /** Who may be named to cook: the household's members, or null when there is nobody to choose between. */
    cooks: canChooseCook(members.length) ? members : null,
    setCook,
    /** A failed removal or change of cook: the meal is back as it was, this says why. */
    changeError,
  };
}

export type DayView = ReturnType<ReturnType<typeof usePlanner>['dayView']>;
