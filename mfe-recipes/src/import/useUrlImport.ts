import { useRef, useState } from 'react';
import type { ParsedRecipe } from '@mealapp/domain';
import { useParseRecipeMutation } from '../api/recipes-api';
import type { ImageChoice } from '../image/image-choice';
import { IMPORT_TEXT } from '../shared/messages';
import { failureOf, type Failure } from './failure';
import { importUrlProblem } from './import-url';
import { recipeOfParseAnswer, reviewImage } from './parsed-recipe';

export interface Reviewed {
  recipe: ParsedRecipe;
  image: ImageChoice;
}

/**
 * Import from URL (spec part 2 §2, §5): the address, its check, the import on our server, and the
 * review it opens. Closing the review starts again with an empty field.
 */
export function useUrlImport() {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const [parseRecipe, { isLoading: importing }] = useParseRecipeMutation();
  const running = useRef<{ abort: () => void } | null>(null);

  const submit = async () => {
    if (importing || url.trim() === '') return;
    const invalid = importUrlProblem(url);
    setProblem(invalid);
    setFailure(null);
    if (invalid) return;
    const call = parseRecipe({ type: 'url', url: url.trim() });
    running.current = call;
    let recipe: ParsedRecipe | null;
    try {
      recipe = recipeOfParseAnswer(await call.unwrap());
    } catch (error) {
      // An import stopped by closing the dialog says nothing.
      if (running.current === call) setFailure(failureOf(IMPORT_TEXT.urlFailed, error));
      return;
    } finally {
      if (running.current === call) running.current = null;
    }
    if (!recipe) setFailure({ message: IMPORT_TEXT.urlFailed, reason: null });
    else setReviewed({ recipe, image: reviewImage(recipe) });
  };

  return {
    url,
    problem,
    failure,
    importing,
    reviewed,
    canImport: url.trim() !== '' && !importing,
    change: (value: string) => {
      setUrl(value);
      setProblem(null);
      setFailure(null);
    },
    submit,
    /** spec part 2 §2: closing the review returns to the URL dialog with its state cleared. */
    closeReview: () => {
      setReviewed(null);
      setUrl('');
      setProblem(null);
      setFailure(null);
    },
    /** Stops an import still running (the dialog is closing). */
    stop: () => {
      const call = running.current;
      running.current = null;
      call?.abort();
    },
  };
}
