import { useCallback, useMemo } from 'react';
import { apiErrorText } from '@mealapp/api-client';
import { TOAST_SIMPLE_DURATION_MS, useToast } from '@mealapp/ui';
import { useDeleteRecipeMutation, useToggleRecipeFavoriteMutation } from '../api/recipes-api';
import { RECIPE_ERRORS } from './messages';

/** Toasts on the recipe screens dismiss after 3 s (spec part 2 §4). */
export function useRecipeToast() {
  const toast = useToast();
  return useCallback(
    (type: 'success' | 'error' | 'info', message: string) => toast.show({ type, message, duration: TOAST_SIMPLE_DURATION_MS }),
    [toast],
  );
}

/** Favorite and delete, shown at once by the cache; a refusal puts the change back and says why. */
export function useRecipeActions() {
  const notify = useRecipeToast();
  const [toggleFavorite] = useToggleRecipeFavoriteMutation();
  const [deleteRecipe] = useDeleteRecipeMutation();
  const run = useCallback(
    async (change: () => PromiseLike<unknown>, fallback: string) => {
      try {
        await change();
        return true;
      } catch (failure) {
        notify('error', apiErrorText(failure, fallback));
        return false;
      }
    },
    [notify],
  );
  return useMemo(
    () => ({
      toggleFavorite: (id: number) => run(() => toggleFavorite(id).unwrap(), RECIPE_ERRORS.favorite),
      remove: (id: number) => run(() => deleteRecipe(id).unwrap(), RECIPE_ERRORS.delete),
    }),
    [run, toggleFavorite, deleteRecipe],
  );
}
