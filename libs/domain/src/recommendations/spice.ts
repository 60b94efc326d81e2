import { SPICE_LEVEL_VALUES, type SpiceLevel } from '../preferences/index.js';
import { foodWords } from './food-text.js';

/*
 * A recipe's heat on the preferences' scale (spec part 2 §9: 1 Mild, 2 Medium, 3 Spicy,
 * 4 Very Hot), read from words, since recipes carry no heat field.
 *
 * - Each ingredient line has a heat: its hottest word. Chillies by their usual strength; pastes
 *   and sauces made of them (sriracha, harissa, gochujang) as Spicy; foods that usually carry a
 *   little chilli (salsa, kimchi, chorizo) as Medium.
 * - "pepper" alone, black, white, bell, sweet and red peppers are not hot; neither is paprika
 *   (sweet or smoked). "hot" counts only before a hot food ("hot sauce", "hot paprika"), never
 *   as temperature ("hot water", "hot cooked rice") or in "hot dog"; "buffalo" only before a
 *   dish ("buffalo wings", not "buffalo mozzarella").
 * - "a pinch of cayenne" or "a dash of hot sauce" warms a dish without making it Spicy: such a
 *   line is at most Medium. "mild" lowers a line by one level.
 * - The title and the recipe's own tags speak for the whole dish ("Spicy Noodles", "Very Hot",
 *   a "Mild" tag): their hottest word counts like an ingredient, and "mild" there caps the dish
 *   at Medium.
 * - Three or more Spicy lines make the dish Very Hot.
 */

const MILD: SpiceLevel = 1;
const MEDIUM: SpiceLevel = 2;
const SPICY: SpiceLevel = 3;
const VERY_HOT: SpiceLevel = 4;

// Maps, not objects: a word such as "constructor" must find nothing.
const levels = (level: SpiceLevel, words: string[]) => words.map((word): [string, SpiceLevel] => [word, level]);

const HEAT_WORDS = new Map([
  ...levels(MEDIUM, ['jalapeno', 'poblano', 'anaheim', 'aleppo', 'kashmiri', 'pepperoncini', 'salsa', 'kimchi', 'chorizo']),
  ...levels(SPICY, ['chili', 'cayenne', 'serrano', 'chipotle', 'arbol', 'pequin', 'sriracha', 'harissa', 'gochujang', 'gochugaru', 'sambal']),
  ...levels(SPICY, ['tabasco', 'nduja', 'wasabi', 'jerk', 'doubanjiang', 'arrabbiata', 'diavola', 'diablo', 'spicy', 'fiery', 'peri', 'piri']),
  ...levels(VERY_HOT, ['habanero', 'reaper', 'jolokia', 'vindaloo', 'phaal']),
]);

// What "hot" makes hot when it comes right before it.
const HOT_FOODS = new Map([
  ...levels(SPICY, ['sauce', 'pepper', 'chili', 'salsa', 'curry', 'wing']),
  ...levels(MEDIUM, ['paprika', 'sausage', 'mustard', 'giardiniera']),
]);
// Mild forms of chili: "chili powder" (an American blend), "chili con carne", "sweet chili sauce".
const MILD_CHILI_AFTER = new Set(['powder', 'con', 'bean']);
const MILD_CHILI_BEFORE = new Set(['sweet']);

const BUFFALO_DISHES = new Set(['sauce', 'wing', 'chicken', 'cauliflower', 'style']);

const SMALL_AMOUNT_WORDS = new Set(['pinch', 'dash']);
const INTENSIFIERS = new Set(['very', 'extra', 'extremely', 'super']);

function wordHeat(words: readonly string[], i: number): number {
  const [before, word, after] = [words[i - 1] ?? '', words[i], words[i + 1] ?? ''];
  if (word === 'hot') {
    // "very hot" ends a title or tag; "very hot water" is still water
    if (INTENSIFIERS.has(before) && (after === '' || HOT_FOODS.has(after))) return VERY_HOT;
    return HOT_FOODS.get(after) ?? MILD;
  }
  // "buffalo wings", not "buffalo mozzarella"
  if (word === 'buffalo') return BUFFALO_DISHES.has(after) ? SPICY : MILD;
  // "red pepper flakes", "crushed red pepper", "bird's eye", "scotch bonnet", "ghost pepper"
  if (word === 'flake' && (before === 'pepper' || before === 'chili')) return SPICY;
  if (word === 'pepper' && before === 'red' && words[i - 2] === 'crushed') return SPICY;
  if ((word === 'bird' && after === 'eye') || (word === 'scotch' && after === 'bonnet') || (word === 'ghost' && after === 'pepper')) return VERY_HOT;
  if ((word === 'sichuan' || word === 'szechuan') && after.startsWith('pepper')) return SPICY;
  if (word === 'curry' && after === 'paste') return SPICY;
  if (word === 'spicy' && INTENSIFIERS.has(before)) return VERY_HOT;
  if (word === 'chili' && (MILD_CHILI_AFTER.has(after) || MILD_CHILI_BEFORE.has(before))) return MEDIUM;
  return HEAT_WORDS.get(word) ?? MILD;
}

// Every word that can start or be heat; a line without one is Mild, whatever its other words.
const HEAT_CUES = new Set([...HEAT_WORDS.keys(), 'hot', 'buffalo', 'flake', 'pepper', 'bird', 'scotch', 'ghost', 'sichuan', 'szechuan', 'curry']);

const hottest = (words: readonly string[]) =>
  !words.some((word) => HEAT_CUES.has(word)) ? MILD : words.reduce<number>((max, _word, i) => Math.max(max, wordHeat(words, i)), MILD);

/** The heat of one ingredient line, 1 to 4. */
export function ingredientHeat(name: string): SpiceLevel {
  const words = foodWords(name);
  let heat = hottest(words);
  if (words.includes('mild')) heat -= 1;
  if (words.some((word) => SMALL_AMOUNT_WORDS.has(word))) heat = Math.min(heat, MEDIUM);
  return clamp(heat);
}

const clamp = (heat: number): SpiceLevel => SPICE_LEVEL_VALUES[Math.min(Math.max(heat, MILD), VERY_HOT) - 1];

const SPICY_LINES_FOR_VERY_HOT = 3;

export interface SpiceSource {
  title: string;
  tags?: readonly string[];
  ingredientNames: readonly string[];
}

/**
 * The heat of a recipe, 1 Mild to 4 Very Hot. `heatOf` lets a caller that rates many recipes reuse
 * the heat of an ingredient line it has seen.
 */
export function recipeSpiceLevel(recipe: SpiceSource, heatOf: (name: string) => SpiceLevel = ingredientHeat): SpiceLevel {
  const lines = recipe.ingredientNames.map(heatOf);
  const named = [recipe.title, ...(recipe.tags ?? [])].map(foodWords);
  let heat = Math.max(MILD, ...lines, ...named.map(hottest));
  if (lines.filter((line) => line >= SPICY).length >= SPICY_LINES_FOR_VERY_HOT) heat = VERY_HOT;
  if (named.some((words) => words.includes('mild'))) heat = Math.min(heat, MEDIUM);
  return clamp(heat);
}
