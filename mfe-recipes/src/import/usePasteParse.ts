import { useState } from 'react';
import { RECIPE_PARSE_MESSAGES, type ParsedRecipe } from '@mealapp/domain';
import { useParseRecipeMutation } from '../api/recipes-api';
import { failureOf, type Failure } from './failure';
import { recipeOfParseAnswer } from './parsed-recipe';

/**
 * The Paste & Parse tab (spec part 2 §2, §5): the text, its parse on our server, and the failure,
 * which keeps the pasted text so the user can fix it or type the recipe instead.
 */
export function usePasteParse(onParsed: (recipe: ParsedRecipe) => void) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [parseRecipe, { isLoading: parsing }] = useParseRecipeMutation();

  const parse = async () => {
    if (parsing || text.trim() === '') return;
    setFailure(null);
    let recipe: ParsedRecipe | null;
    try {
      recipe = recipeOfParseAnswer(await parseRecipe({ type: 'text', text }).unwrap());
    } catch (error) {
      setFailure(failureOf(RECIPE_PARSE_MESSAGES.textFailed, error));
      return;
    }
    if (!recipe) setFailure({ message: RECIPE_PARSE_MESSAGES.textFailed, reason: null });
    else onParsed(recipe);
  };

  return {
    text,
    change: (value: string) => {
      setText(value);
      setFailure(null);
    },
    canParse: text.trim() !== '' && !parsing,
    parsing,
    failure,
    parse,
  };
}
