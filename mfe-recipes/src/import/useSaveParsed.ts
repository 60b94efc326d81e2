import { useState } from 'react';
import type { ParsedRecipe } from '@mealapp/domain';
import { useCreateRecipeMutation } from '../api/recipes-api';
import type { ImageChoice } from '../image/image-choice';
import { RECIPE_ERRORS, RECIPE_SUCCESS } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';
import { failureOf, type Failure } from './failure';
import { createBodyOfParsed } from './parsed-recipe';

/**
 * Save Recipe in the review dialog (spec part 2 §2): POST /api/recipes with the recipe as parsed.
 * A refusal keeps the review open with its content and says why ('Failed to save imported recipe').
 */
export function useSaveParsed(onSaved: () => void) {
  const notify = useRecipeToast();
  const [createRecipe, { isLoading: saving }] = useCreateRecipeMutation();
  const [failure, setFailure] = useState<Failure | null>(null);

  const save = async (recipe: ParsedRecipe, image: ImageChoice) => {
    if (saving) return;
    setFailure(null);
    try {
      await createRecipe(createBodyOfParsed(recipe, image)).unwrap();
    } catch (error) {
      setFailure(failureOf(RECIPE_ERRORS.saveImported, error));
      return;
    }
    notify('success', RECIPE_SUCCESS.created);
    onSaved();
  };

  return { saving, failure, save, clearFailure: () => setFailure(null) };
}
