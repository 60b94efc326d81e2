import { cleanText } from './page-text.js';

/** What a yield counts, singular and plural, when it is not servings ("16 slices", "12 scones"). */
const YIELD_WORDS: readonly [string, string][] = [
  ['batch', 'batches'],
  ['bar', 'bars'],
  ['biscuit', 'biscuits'],
  ['brownie', 'brownies'],
  ['bun', 'buns'],
  ['cake', 'cakes'],
  ['cookie', 'cookies'],
  ['cup', 'cups'],
  ['cupcake', 'cupcakes'],
  ['dozen', 'dozen'],
  ['glass', 'glasses'],
  ['loaf', 'loaves'],
  ['muffin', 'muffins'],
  ['pancake', 'pancakes'],
  ['pie', 'pies'],
  ['piece', 'pieces'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['roll', 'rolls'],
  ['sandwich', 'sandwiches'],
  ['scone', 'scones'],
  ['slice', 'slices'],
  ['tart', 'tarts'],
  ['waffle', 'waffles'],
];

export interface RecipeYield {
  /** "4 servings", "1 serving", "16 slices". */
  yields: string;
  /** The number the yield starts with, when there is one. */
  servings: number | null;
}

/** The yield's text when schema.org gives several ("4", "4 servings"): the most telling one. */
function yieldText(value: unknown): string {
  const texts = (Array.isArray(value) ? value : [value]).map(cleanText).filter((text) => text !== '');
  return texts.find((text) => /\p{L}/u.test(text)) ?? texts[0] ?? '';
}

/**
 * A published yield ("Serves 6", "10 - 12 serving(s)", "1 loaf (8 slices)", ["16", "16 slices"],
 * "2個分") as "<number> <what>": the first number, and what it counts when the text names a
 * countable thing (the longest such word found), else servings; singular for one.
 */
export function readRecipeYield(value: unknown): RecipeYield | null {
  const text = yieldText(value);
  if (text === '') return null;
  const number = text.match(/\d+(?:[.,]\d+)?/);
  if (!number) return { yields: text, servings: null };
  const count = Number(number[0].replace(',', '.'));
  const lower = text.toLowerCase();
  let word: [string, string] = ['serving', 'servings'];
  let longest = 0;
  for (const [singular, plural] of YIELD_WORDS) {
    const found = [plural, singular].find((form) => new RegExp(`\\b${form}\\b`).test(lower));
    if (found && found.length > longest) {
      word = [singular, plural];
      longest = found.length;
    }
  }
  return { yields: `${number[0]} ${count === 1 ? word[0] : word[1]}`, servings: Number.isInteger(count) && count > 0 ? count : null };
}
