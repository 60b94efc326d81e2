import { ingredientMatchKey } from '../recipes/ingredient-key.js';
import { singularize } from '../shopping/item-names.js';

/*
 * Which of a recipe's ingredients a step mentions, for cook mode (issue 26). An ingredient is
 * named in a step by its match key ("2 large onions, diced" is "onion"; "extra-virgin olive oil"
 * is "oil"), by a word that has that key ("pepper" is black pepper, "peppers" bell pepper,
 * "scallions" green onion), or, failing those, by the last word of its key or of its name
 * ("the broth" for chicken broth, "the cheese" for shredded cheddar cheese). Longer names are
 * found first and each word of the step names one thing, so "garlic powder" is not also garlic.
 */

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

// Last words of names that name no food ("salt, to taste" ends in salt, "oil for frying" in oil).
const NOT_FOOD = new Set(['taste', 'serving', 'garnish', 'needed', 'desired', 'optional', 'frying', 'divided', 'more']);

function findPhrase(stepWords: readonly string[], claimed: boolean[], words: readonly string[]): number {
  for (let start = 0; start + words.length <= stepWords.length; start += 1) {
    if (words.every((word, offset) => stepWords[start + offset] === word && !claimed[start + offset])) return start;
  }
  return -1;
}

/** The ingredients a step mentions, in the recipe's order, as the same objects. */
export function stepIngredients<T extends { name: string; matchKey?: string | null }>(step: string, ingredients: readonly T[]): T[] {
  const written = wordsOf(step);
  const stepWords = written.map(singularize);
  const claimed = stepWords.map(() => false);
  const mentioned = new Set<number>();
  const keys = ingredients.map((ingredient) => ingredient.matchKey || ingredientMatchKey(ingredient.name));

  const byKey = keys.map((key, ingredient) => ({ ingredient, words: wordsOf(key) })).filter(({ words }) => words.length > 0);
  for (const { ingredient, words } of byKey.sort((a, b) => b.words.length - a.words.length)) {
    const start = findPhrase(stepWords, claimed, words);
    if (start < 0) continue;
    words.forEach((_, offset) => (claimed[start + offset] = true));
    mentioned.add(ingredient);
  }

  written.forEach((word, index) => {
    const key = claimed[index] ? '' : ingredientMatchKey(word);
    const ingredient = key === '' ? -1 : keys.indexOf(key);
    if (ingredient < 0) return;
    claimed[index] = true;
    mentioned.add(ingredient);
  });

  const lastWords = ingredients.flatMap((ingredient, index) => {
    const ofKey = wordsOf(keys[index]).pop();
    const ofName = wordsOf(ingredient.name.split(/[,(]/)[0]).map(singularize).pop();
    return [ofKey, ofName]
      .filter((word): word is string => word !== undefined && word.length > 2 && !NOT_FOOD.has(word))
      .map((word) => ({ ingredient: index, words: [word] }));
  });
  // a last word shared by several ingredients names them all ("the cheese" for two cheeses)
  for (const { ingredient, words } of lastWords) {
    if (!mentioned.has(ingredient) && findPhrase(stepWords, claimed, words) >= 0) mentioned.add(ingredient);
  }

  return ingredients.filter((_, index) => mentioned.has(index));
}
