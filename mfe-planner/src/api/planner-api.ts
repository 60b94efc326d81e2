import { generatedApi, MEAL_PLAN_LIST_TAG, optimisticList, SHOPPING_LIST_TAG, upsertRow, type UpdateMealPlanApiArg } from '@mealapp/api-client';

const mealPlanLists = optimisticList('listMealPlans', MEAL_PLAN_LIST_TAG, (entry, range) => entry.date >= range.startDate && entry.date <= range.endDate);

/**
 * Cache behaviour for the generated meal-plan endpoints (generated/api.ts is never edited). A new
 * meal shows once the server has stored it (its answer carries the recipe summary); a removal
 * or a change of cook shows at once and is undone when the server refuses. A refusal refetches,
 * so the planner ends up showing what the server holds (a slot another device filled, for one).
 */
export const plannerApi = generatedApi.enhanceEndpoints({
  endpoints: {
    createMealPlan: {
      invalidatesTags: mealPlanLists.refetchOnRefusal,
      async onQueryStarted(_body, api) {
        try {
          const { data } = await api.queryFulfilled;
          mealPlanLists.patch(api, (draft, range) => {
            if (data.date >= range.startDate && data.date <= range.endDate) upsertRow(draft, data);
          });
        } catch {
          // The dialog shows the refusal and stays open.
        }
      },
    },
    deleteMealPlan: mealPlanLists.remove(),
    // Who cooks shows picked at once; the server's answer brings the cook's name (or takes it back).
    updateMealPlan: mealPlanLists.update((arg: UpdateMealPlanApiArg) => ({ cookId: arg.updateMealPlanDto.cookId })),
    // The shopping list gains rows: mfe-shopping's cached list is read again.
    addPlannedToShoppingList: { invalidatesTags: (_result, error) => (error ? [] : [SHOPPING_LIST_TAG]) },
  },
});

export const {
  useListMealPlansQuery,
  useCreateMealPlanMutation,
  useDeleteMealPlanMutation,
  useUpdateMealPlanMutation,
  useListRecipesQuery,
  useAddPlannedToShoppingListMutation,
} = plannerApi;
