import {
  generatedApi,
  MEAL_PLAN_LIST_TAG,
  optimisticList,
  RECIPE_LIST_TAG,
  SHOPPING_LIST_TAG,
  type CacheAccess,
} from '@mealapp/api-client';
import type { Recipe } from '../shared/types';

const recipeLists = optimisticList('listRecipes', RECIPE_LIST_TAG);
const recipeTag = (id: number) => ({ type: 'recipes' as const, id });
const stays = () => [];

/** Puts the server's recipe into an open detail's cache entry, so it shows without a refetch. */
function showSaved(api: CacheAccess, recipe: Recipe) {
  api.dispatch(generatedApi.util.updateQueryData('getRecipe', recipe.id, () => recipe));
}

/** A favorite flips at once in the list and the detail, and flips back when the server refuses. */
function flipFavorite(api: CacheAccess, id: number, value: (current: boolean) => boolean) {
  recipeLists.patch(api, (draft) => {
    const row = draft.find((recipe) => recipe.id === id);
    if (row) row.isFavorited = value(Boolean(row.isFavorited));
  });
  api.dispatch(
    generatedApi.util.updateQueryData('getRecipe', id, (draft) => {
      draft.isFavorited = value(Boolean(draft.isFavorited));
    }),
  );
}

/**
 * Cache behaviour for the generated recipe endpoints (generated/api.ts is never edited). The list
 * carries what the server computes from the pantry and the recipe (status, derived tags), so a
 * saved recipe refetches it; a delete, a favorite and an image change show at once.
 */
export const recipesApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getRecipe: { providesTags: (_result, _error, id) => [recipeTag(id)] },
    createRecipe: {
      invalidatesTags: (_result, error) => (error ? [] : [RECIPE_LIST_TAG]),
      async onQueryStarted(_arg, api) {
        try {
          // A copy opens at once, without asking for what the answer already holds.
          const { data } = await api.queryFulfilled;
          api.dispatch(generatedApi.util.upsertQueryData('getRecipe', data.id, data));
        } catch {
          // The form shows the refusal and keeps the input.
        }
      },
    },
    updateRecipe: {
      invalidatesTags: (_result, error) => (error ? [] : [RECIPE_LIST_TAG]),
      async onQueryStarted(_arg, api) {
        try {
          showSaved(api, (await api.queryFulfilled).data);
        } catch {
          // The form shows the refusal and keeps the input.
        }
      },
    },
    deleteRecipe: recipeLists.remove(),
    toggleRecipeFavorite: {
      invalidatesTags: stays,
      async onQueryStarted(id, api) {
        flipFavorite(api, id, (current) => !current);
        try {
          const { data } = await api.queryFulfilled;
          flipFavorite(api, id, () => data.isFavorited);
        } catch {
          flipFavorite(api, id, (current) => !current);
        }
      },
    },
    toggleRecipePin: { invalidatesTags: stays },
    updateRecipeImage: { invalidatesTags: stays, onQueryStarted: (_arg, api) => imageSaved(api) },
    uploadRecipeImage: {
      // The generated call would send the file as JSON; a multipart body lets the browser set the boundary.
      query: ({ id, body }) => {
        const form = new FormData();
        form.append('file', body.file);
        return { url: `/api/recipes/${id}/image/upload`, method: 'POST', body: form };
      },
      invalidatesTags: stays,
      onQueryStarted: (_arg, api) => imageSaved(api),
    },
    createRecipeCategory: {
      invalidatesTags: stays,
      async onQueryStarted(_arg, api) {
        try {
          const { data } = await api.queryFulfilled;
          api.dispatch(generatedApi.util.updateQueryData('listRecipeCategories', undefined, (draft) => void draft.push(data)));
        } catch {
          // The sheet shows the refusal.
        }
      },
    },
    // Reading a recipe from text, a page or a photo saves nothing: the list stays as it is.
    parseRecipe: { invalidatesTags: stays },
    scanRecipe: { invalidatesTags: stays },
    // spec part 2 §2: adding to the shopping list refreshes its cached data.
    addRecipeToShoppingList: { invalidatesTags: (_result, error) => (error ? [] : [SHOPPING_LIST_TAG]) },
    // Issue 26: a cooked meal counts for Trending, and the planner shows today's slot cooked.
    cookRecipe: { invalidatesTags: (_result, error) => (error ? [] : [RECIPE_LIST_TAG, MEAL_PLAN_LIST_TAG]) },
  },
});

/** The answer to an image change: the detail shows it, and the list row takes its image fields. */
async function imageSaved(api: CacheAccess & { queryFulfilled: PromiseLike<{ data: Recipe }> }) {
  try {
    const { data } = await api.queryFulfilled;
    showSaved(api, data);
    recipeLists.patch(api, (draft) => {
      const row = draft.find((recipe) => recipe.id === data.id);
      if (row) Object.assign(row, { imageUrl: data.imageUrl, imageType: data.imageType, stockImageId: data.stockImageId });
    });
  } catch {
    // The image dialog shows the refusal; nothing changed.
  }
}

export const {
  useListRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useToggleRecipeFavoriteMutation,
  useListRecipeCategoriesQuery,
  useCreateRecipeCategoryMutation,
  useUpdateRecipeImageMutation,
  useUploadRecipeImageMutation,
  useAddRecipeToShoppingListMutation,
  useListPantryItemsQuery,
  useParseRecipeMutation,
  useScanRecipeMutation,
  useCookRecipeMutation,
  // The pantry screen's own update (its list's optimistic rules live in mfe-pantry): applies a confirmed change after cooking.
  useUpdatePantryItemMutation,
} = recipesApi;
