import { useState } from 'react';
import { readServings, RECIPE_LIMITS } from '@mealapp/domain';

const { min, max } = RECIPE_LIMITS.servings;

/** The servings to send with a call: only when they differ from the recipe's own. */
export const servingsToSend = (servings: number | null, recipeServings: number | null | undefined): number | undefined =>
  servings !== null && servings !== recipeServings ? servings : undefined;

/**
 * The servings the recipe is shown for (issue 26), kept while the screen is open. The field keeps
 * what is typed; the recipe follows only a number readServings accepts. A recipe that does not
 * say how many it serves cannot be scaled: `servings` stays null.
 */
export function useServings(recipeServings: number | null) {
  const [servings, setServings] = useState(recipeServings);
  const [text, setText] = useState(recipeServings === null ? '' : String(recipeServings));

  const choose = (value: number) => {
    const within = Math.min(max, Math.max(min, value));
    setServings(within);
    setText(String(within));
  };

  return {
    servings,
    text,
    invalid: servings !== null && readServings(text) === null,
    changed: servingsToSend(servings, recipeServings),
    canLess: servings !== null && servings > min,
    canMore: servings !== null && servings < max,
    less: () => servings !== null && choose(servings - 1),
    more: () => servings !== null && choose(servings + 1),
    type: (value: string) => {
      setText(value);
      const read = readServings(value);
      if (read !== null) setServings(read);
    },
    /** Leaving the field shows the servings in use again, whatever was left typed in it. */
    settle: () => setText(servings === null ? '' : String(servings)),
  };
}

export type Servings = ReturnType<typeof useServings>;
