import { useCallback } from 'react';
import { apiErrorText } from '@mealapp/api-client';
import { useUploadRecipeImageMutation } from '../api/recipes-api';
import { RECIPE_ERRORS } from '../shared/messages';

/** Sends a picked file to the recipe's upload call; resolves to null once stored, else to the reason it was refused. */
export function useUploadImage() {
  const [upload] = useUploadRecipeImageMutation();
  return useCallback(
    async (id: number, file: File): Promise<string | null> => {
      try {
        await upload({ id, body: { file } }).unwrap();
        return null;
      } catch (refusal) {
        return apiErrorText(refusal, RECIPE_ERRORS.image);
      }
    },
    [upload],
  );
}
