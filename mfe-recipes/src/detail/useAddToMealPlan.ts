import { useState } from 'react';
import { generatedApi, MEAL_PLAN_LIST_TAG, useAppDispatch, useCreateMealPlanMutation } from '@mealapp/api-client';
import { deviceTimeZone, localDateString, MEAL_PLAN_MESSAGES, type MealType } from '@mealapp/domain';
import { failureOf, type Failure } from '../import/failure';
import { MEAL_PLAN_TEXT } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';

/**
 * Add to Meal Plan (spec part 2 §4): the chosen day and meal, saved as a recipe meal. A success
 * says so in a toast; a refusal (a slot already taken, a past day) keeps the choices and says why,
 * never a success (DECISIONS: never fake success). Servings chosen on the recipe go with the meal
 * (issue 26), so the planner's shopping is scaled to them.
 */
export function useAddToMealPlan(recipe: { id: number; title: string }, onAdded: () => void, servings?: number) {
  // The device's calendar day, fixed while the dialog is open: the date picker's minimum.
  const [today] = useState(() => localDateString(new Date()));
  const [date, setDate] = useState('');
  // spec part 2 §4 lists breakfast first.
  const [mealType, setMealType] = useState<MealType>('breakfast');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [createMealPlan, { isLoading: saving }] = useCreateMealPlanMutation();
  const dispatch = useAppDispatch();
  const notify = useRecipeToast();

  const submit = async () => {
    if (date === '' || saving) return;
    setFailure(null);
    try {
      await createMealPlan({ date, mealType, type: 'recipe', recipeId: recipe.id, servings, timeZone: deviceTimeZone() }).unwrap();
    } catch (error) {
      setFailure(failureOf(MEAL_PLAN_MESSAGES.createFailed, error));
      return;
    }
    // The planner's cached days refetch whichever feature's cache rules for this call are loaded.
    dispatch(generatedApi.util.invalidateTags([MEAL_PLAN_LIST_TAG]));
    notify('success', MEAL_PLAN_TEXT.added(recipe.title, mealType, date));
    onAdded();
  };

  return {
    today,
    date,
    mealType,
    failure,
    saving,
    canAdd: date !== '' && !saving,
    changeDate: (value: string) => {
      setDate(value);
      setFailure(null);
    },
    changeMealType: (value: MealType) => {
      setMealType(value);
      setFailure(null);
    },
    submit,
  };
}
