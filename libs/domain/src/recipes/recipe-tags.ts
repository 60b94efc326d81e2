import { RECIPE_FILTER_GROUPS, tagKey, type RecipeFilterTag } from './filters.js';
import { containsGluten, containsMeatOrFish, containsOtherAnimalFood, isDairy } from './food-words.js';
import { ingredientMatchKey } from './ingredient-key.js';
import type { IngredientAvailability } from './matching.js';
import { RECIPE_TAGS } from './tag-list.js';

/** What the content tags are derived from: everything about a recipe except the pantry. */
export interface RecipeTagSource {
  title: string;
  cookTime: number | null;
  instructionCount: number;
  ingredientNames: readonly string[];
  categoryName?: string | null;
  source?: string | null;
  /** The recipe's cuisine field ("Italian", "French"). */
  cuisine?: string | null;
  isTrending?: boolean;
  isRecommended?: boolean;
  /** The recipe's own tags; Season, Keto and Low-Carb come only from here. */
  tags?: readonly string[];
}

export const TRENDING_TAG = 'Trending';
export const RECOMMENDED_TAG = 'Recommended';

/** spec part 2 §4: 'Ready to Cook' when nothing is missing or low; 'Check Quantities' when only some are low. */
export function readinessTag(availability: Pick<IngredientAvailability, 'missing' | 'lowStock'>): RecipeFilterTag | null {
  if (availability.missing > 0) return null;
  return availability.lowStock > 0 ? 'Check Quantities' : 'Ready to Cook';
}

// spec part 2 §4: difficulty by instruction count: 3 or fewer, 4 to 6, more than 6
function difficultyTag(instructionCount: number): RecipeFilterTag {
  if (instructionCount <= 3) return 'Beginner';
  return instructionCount <= 6 ? 'Intermediate' : 'Advanced';
}

// spec part 2 §4: time by cookTime: up to 30, up to 60, above 60
function timeTag(cookTime: number | null): RecipeFilterTag | null {
  if (cookTime === null || !Number.isFinite(cookTime) || cookTime < 0) return null;
  if (cookTime <= 30) return 'Quick (< 30 min)';
  return cookTime <= 60 ? 'Medium (30-60 min)' : 'Long (> 60 min)';
}

const words = (...lists: string[][]) => new Set(lists.flat());

// spec part 2 §4: meal type from title keywords
const MEAL_WORDS: readonly [RecipeFilterTag, ReadonlySet<string>][] = [
  ['Breakfast', words(['breakfast', 'brunch'])],
  ['Lunch', words(['lunch'])],
  ['Dinner', words(['dinner', 'supper'])],
  ['Snack', words(['snack'])],
  ['Dessert', words(['dessert'])],
];

// spec part 2 §4: cuisine from title words: the name of the cuisine or of one of its dishes
const CUISINE_WORDS: readonly [RecipeFilterTag, ReadonlySet<string>][] = [
  ['Italian', words(['italian', 'pasta', 'spaghetti', 'lasagna', 'lasagne', 'risotto', 'pizza', 'pesto', 'carbonara', 'bolognese', 'gnocchi', 'parmigiana', 'bruschetta', 'minestrone', 'tiramisu', 'focaccia', 'caprese', 'penne', 'ravioli', 'marinara'])],
  ['Mexican', words(['mexican', 'taco', 'burrito', 'enchilada', 'quesadilla', 'fajita', 'guacamole', 'nacho', 'tamale', 'chilaquile', 'pozole', 'churro', 'tostada', 'elote'])],
  ['Asian', words(['asian', 'chinese', 'japanese', 'thai', 'korean', 'vietnamese', 'stir-fry', 'teriyaki', 'ramen', 'sushi', 'pho', 'kimchi', 'bibimbap', 'miso', 'udon', 'soba', 'bao', 'katsu', 'dumpling', 'gyoza', 'wonton', 'satay', 'laksa'])],
  ['Indian', words(['indian', 'tikka', 'masala', 'tandoori', 'biryani', 'dal', 'dhal', 'daal', 'paneer', 'korma', 'vindaloo', 'samosa', 'naan', 'chana', 'saag', 'aloo', 'pakora', 'dosa'])],
];

function dietTags(ingredientNames: readonly string[]): RecipeFilterTag[] {
  const keys = ingredientNames.map((name) => ingredientMatchKey(name).split(' ')).filter((key) => key[0] !== '');
  if (keys.length === 0) return [];
  const meat = keys.some(containsMeatOrFish);
  const dairy = keys.some(isDairy);
  const tags: RecipeFilterTag[] = [];
  if (!meat) tags.push('Vegetarian');
  if (!meat && !dairy && !keys.some(containsOtherAnimalFood)) tags.push('Vegan');
  if (!keys.some(containsGluten)) tags.push('Gluten-Free');
  if (!dairy) tags.push('Dairy-Free');
  return tags;
}

function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/stir[\s-]+fr(?:y|ied)/g, 'stir-fry')
      .split(/[^\p{L}-]+/u)
      .flatMap((word) => [word, word.replace(/(?:es|s)$/, ''), word.replace(/s$/, '')]),
  );
}

const KNOWN_TAGS = new Map<string, string>(
  [...RECIPE_TAGS, ...RECIPE_FILTER_GROUPS.flatMap((group) => group.options), TRENDING_TAG, RECOMMENDED_TAG].map((tag) => [tagKey(tag), tag]),
);

/** A tag as the fixed lists write it ("low carb" -> "Low-Carb"); any other tag trimmed. */
export function canonicalTag(tag: string): string {
  return KNOWN_TAGS.get(tagKey(tag)) ?? tag.trim();
}

/**
 * spec part 2 §4: every tag of a recipe that does not depend on the pantry: its own tags first,
 * then difficulty, meal type, cuisine, time, diet, category, source, Trending and Recommended.
 * Each tag once (compared without case, spaces or hyphens), written as the fixed lists write it.
 * The readiness tag depends on the pantry and is added by the caller (readinessTag).
 */
export function recipeContentTags(recipe: RecipeTagSource): string[] {
  const title = titleWords(recipe.title);
  const inTitle = (list: readonly [RecipeFilterTag, ReadonlySet<string>][]) =>
    list.filter(([, keywords]) => [...keywords].some((keyword) => title.has(keyword))).map(([tag]) => tag);
  const cuisines = inTitle(CUISINE_WORDS);
  // "Thai green curry" is Asian: a curry is Indian only when the title names no other cuisine
  if (cuisines.length === 0 && title.has('curry')) cuisines.push('Indian');
  const candidates = [
    ...(recipe.tags ?? []),
    difficultyTag(recipe.instructionCount),
    ...inTitle(MEAL_WORDS),
    recipe.cuisine ?? '',
    ...cuisines,
    timeTag(recipe.cookTime) ?? '',
    ...dietTags(recipe.ingredientNames),
    recipe.categoryName ?? '',
    recipe.source ?? '',
    recipe.isTrending ? TRENDING_TAG : '',
    recipe.isRecommended ? RECOMMENDED_TAG : '',
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = canonicalTag(candidate);
    const key = tagKey(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
