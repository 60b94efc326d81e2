import { daysUntil, isDateString } from '../pantry/dates.js';
import { isExpiringSoon } from '../pantry/expiry.js';
import { PLANNER_DAYS } from '../planner/window.js';
import { ALLERGIES, CUISINES, SPICE_LEVELS, type Cuisine, type Preferences, type SpiceLevel } from '../preferences/index.js';
import { tagKey } from '../recipes/filters.js';
import { ingredientMatchKey } from '../recipes/ingredient-key.js';
import { indexPantry, matchIngredients, type IngredientAvailability } from '../recipes/matching.js';
import { TRENDING_TAG } from '../recipes/recipe-tags.js';
import { breaksPreferences, ingredientConflicts, type IngredientConflicts } from './dietary-fit.js';
import { ingredientHeat, recipeSpiceLevel } from './spice.js';

/*
 * DECISIONS.md, "Where logic runs": real recommendations from the user's own recipes and the
 * starter library. Diet and allergies exclude; everything else ranks.
 *
 * Match percent: how well a recipe fits this user, 0 to 100:
 *   50 × pantry coverage (matchIngredients' percent, low stock counting as present)
 * + 20 × cook-time fit: 1 within the maximum, falling to 0 at twice the maximum, 0.5 when unknown
 * + 15 × cuisine fit: 1 for a favourite cuisine (or when none is chosen), 0.5 otherwise
 * + 15 × spice fit: 1 at the preferred level, a third less per level hotter, a sixth less per
 *   level milder (too hot spoils a meal, too mild only disappoints).
 * A recipe over the maximum cooking time ranks lower but is not excluded: DECISIONS.md lists the
 * maximum among what ranks, and a long Sunday roast is still a fair suggestion.
 *
 * Score (the order): the match percent, plus what makes a recipe timely, minus repetition:
 * + 12 to 18 for each pantry item it uses that expires within 3 days (more the sooner), up to 3
 * + 5 when the user has made it a favourite
 * − 15 for each meal that planned it from 14 days ago to 13 days ahead (the planner's two weeks), up to 3
 * Ties: higher match percent, then lower recipe id.
 *
 * Badges (the spec names them without rules):
 * - Smart Swap: it uses food about to expire, swapping waste for a meal.
 * - Top Pick: otherwise, a match of 80% or more.
 * - Trending: otherwise, a recipe flagged trending (isTrending, or its Trending tag).
 * - none: a weaker match with nothing to single it out carries no badge rather than a false one.
 *
 * Reason: the first that is true of RECOMMENDATION_REASONS, in their order, from the recipe's and
 * the user's own data; failing all, how many ingredients are at hand.
 */

export const RECOMMENDATION_BADGES = ['Top Pick', 'Trending', 'Smart Swap'] as const;
export type RecommendationBadge = (typeof RECOMMENDATION_BADGES)[number];

export const DEFAULT_RECOMMENDATION_LIMIT = 20;
// expiryLabel's red and orange notes ("Expires today" to "Expires in 3 days"): food to use now
export const USE_IT_UP_DAYS = 3;
// the planner's two weeks ahead (spec part 2 §9), and as many back, are "recently"
export const VARIETY_WINDOW_DAYS = PLANNER_DAYS;
export const TOP_PICK_MIN_MATCH = 80;

const WEIGHT = { coverage: 50, time: 20, cuisine: 15, spice: 15 } as const;
const USE_IT_UP_BONUS = 12;
const USE_IT_UP_PER_DAY_SOONER = 2;
const USE_IT_UP_MAX_ITEMS = 3;
const FAVORITE_BONUS = 5;
const PLANNED_PENALTY = 15;
const PLANNED_MAX_COUNTED = 3;
const MOST_INGREDIENTS_MIN_PERCENT = 50;
const NAMED_ITEMS_MAX = 3;

export interface RecommendableRecipe {
  id: number;
  title: string;
  /** Minutes; the time the app shows on cards ("Ready in N min"). */
  cookTime: number | null;
  cuisine?: string | null;
  tags?: readonly string[];
  isTrending?: boolean;
  isFavorited?: boolean;
  /** `matchKey`: the stored ingredientMatchKey(name), when there is one. */
  ingredients: readonly { name: string; matchKey?: string | null }[];
}

export interface RecommendationPantryItem {
  name: string;
  status: string;
  /** YYYY-MM-DD. */
  expirationDate?: string | null;
}

/** A meal-plan entry as variety sees it: custom meals have no recipe. */
export interface PlannedRecipe {
  recipeId: number | null;
  /** YYYY-MM-DD. */
  date: string;
}

export interface RecommendationContext {
  pantry: readonly RecommendationPantryItem[];
  preferences: Preferences;
  /** Meal-plan entries; those within VARIETY_WINDOW_DAYS of today, either side, count. */
  plannedMeals: readonly PlannedRecipe[];
  /** Passed in, never read from the clock; its local calendar date is "today". */
  today: Date;
  limit?: number;
}

export interface Recommendation {
  recipeId: number;
  matchPercent: number;
  badge: RecommendationBadge | null;
  reason: string;
  score: number;
}

export const RECOMMENDATION_REASONS = {
  usesUp: (names: readonly string[]) => `Uses up your ${listed(names)} before ${names.length === 1 ? 'it expires' : 'they expire'}`,
  hasAll: (total: number) => (total === 1 ? 'You have the one ingredient it needs' : `You have all ${total} ingredients`),
  favorite: 'One of your favorites',
  favoriteCuisine: (cuisine: Cuisine) => `Matches your favorite cuisine, ${cuisine}`,
  hasMost: (have: number, total: number) => `You have ${have} of ${total} ingredients`,
  quick: (minutes: number, max: number) => `Ready in ${minutes} minutes, within your ${max}-minute limit`,
  trending: 'A trending recipe',
  spiceLevel: (label: string) => `Matches your spice level, ${label}`,
  fitsDiet: (diets: readonly string[]) => `Fits your ${listed(diets)} diet`,
  freeOf: (allergens: readonly string[]) => `Free of ${listed(allergens)}`,
} as const;

function listed(items: readonly string[]): string {
  const shown = items.length > NAMED_ITEMS_MAX ? [...items.slice(0, NAMED_ITEMS_MAX - 1), `${items.length - NAMED_ITEMS_MAX + 1} more`] : items;
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** A recipe's cuisine label, compared as tags are, to the preferences' option it belongs to. */
const CUISINE_FAMILIES = new Map<string, Cuisine>([
  ...CUISINES.map((cuisine): [string, Cuisine] => [tagKey(cuisine), cuisine]),
  ...['thai', 'chinese', 'japanese', 'korean', 'vietnamese', 'filipino', 'indonesian', 'malaysian'].map((name): [string, Cuisine] => [name, 'Asian']),
  ...['greek', 'spanish'].map((name): [string, Cuisine] => [name, 'Mediterranean']),
  ...['lebanese', 'turkish', 'persian', 'israeli', 'syrian'].map((name): [string, Cuisine] => [name, 'Middle Eastern']),
  ['texmex', 'Mexican'],
  ['southern', 'American'],
  ['cajun', 'American'],
]);

function cuisinesOf(recipe: RecommendableRecipe): Set<Cuisine> {
  const found = new Set<Cuisine>();
  for (const label of [recipe.cuisine ?? '', ...(recipe.tags ?? [])]) {
    const cuisine = CUISINE_FAMILIES.get(tagKey(label));
    if (cuisine) found.add(cuisine);
  }
  return found;
}

/** What a recipe's ingredient line tells, whatever the recipe. */
interface LineFacts {
  key: string;
  conflicts: IngredientConflicts;
  heat: SpiceLevel;
}

// Ingredient lines repeat across thousands of recipes: each is read once per call.
function lineFactsCache(): (name: string, storedKey?: string | null) => LineFacts {
  const byName = new Map<string, LineFacts>();
  return (name, storedKey) => {
    const known = byName.get(name);
    if (known && (storedKey == null || storedKey === known.key)) return known;
    const key = storedKey ?? ingredientMatchKey(name);
    const facts = { key, conflicts: ingredientConflicts(name, key), heat: ingredientHeat(name) };
    byName.set(name, facts);
    return facts;
  };
}

interface ExpiringItem {
  name: string;
  daysLeft: number;
}

/** Per food key, the soonest-expiring pantry item that is not Out of Stock, within USE_IT_UP_DAYS. */
function expiringByKey(pantry: readonly RecommendationPantryItem[], today: Date, factsOf: (name: string) => LineFacts): Map<string, ExpiringItem> {
  const byKey = new Map<string, ExpiringItem>();
  for (const item of pantry) {
    const { expirationDate } = item;
    if (item.status === 'Out of Stock' || !expirationDate || !isExpiringSoon({ expirationDate }, today, USE_IT_UP_DAYS)) continue;
    const { key } = factsOf(item.name);
    if (key === '') continue;
    const candidate = { name: item.name.trim().toLowerCase(), daysLeft: daysUntil(expirationDate, today) };
    const held = byKey.get(key);
    if (!held || candidate.daysLeft < held.daysLeft || (candidate.daysLeft === held.daysLeft && candidate.name < held.name)) byKey.set(key, candidate);
  }
  return byKey;
}

function plannedCounts(meals: readonly PlannedRecipe[], today: Date): Map<number, number> {
  const counts = new Map<number, number>();
  for (const meal of meals) {
    if (meal.recipeId === null || !isDateString(meal.date)) continue;
    const days = daysUntil(meal.date, today);
    if (days < -VARIETY_WINDOW_DAYS || days >= VARIETY_WINDOW_DAYS) continue;
    counts.set(meal.recipeId, (counts.get(meal.recipeId) ?? 0) + 1);
  }
  return counts;
}

function timeFit(cookTime: number | null, max: number): number {
  if (cookTime === null || !Number.isFinite(cookTime) || cookTime < 0) return 0.5;
  return cookTime <= max ? 1 : Math.max(0, 1 - (cookTime - max) / max);
}

function spiceFit(level: SpiceLevel, preferred: SpiceLevel): number {
  const difference = level - preferred;
  return difference >= 0 ? 1 - difference / 3 : 1 + difference / 6;
}

interface Candidate {
  recipe: RecommendableRecipe;
  availability: IngredientAvailability;
  usesUp: ExpiringItem[];
  favoriteCuisine: Cuisine | null;
  spiceLevel: SpiceLevel;
  matchPercent: number;
  score: number;
}

const isTrending = (recipe: RecommendableRecipe) => recipe.isTrending === true || (recipe.tags ?? []).some((tag) => tagKey(tag) === tagKey(TRENDING_TAG));

function badgeOf({ recipe, usesUp, matchPercent }: Candidate): RecommendationBadge | null {
  if (usesUp.length > 0) return 'Smart Swap';
  if (matchPercent >= TOP_PICK_MIN_MATCH) return 'Top Pick';
  return isTrending(recipe) ? 'Trending' : null;
}

function reasonOf(candidate: Candidate, preferences: Preferences): string {
  const { recipe, availability, usesUp, favoriteCuisine, spiceLevel } = candidate;
  const { total, missing } = availability;
  const have = total - missing;
  const reasons = RECOMMENDATION_REASONS;
  if (usesUp.length > 0) return reasons.usesUp(usesUp.map((item) => item.name));
  if (missing === 0) return reasons.hasAll(total);
  if (recipe.isFavorited) return reasons.favorite;
  if (favoriteCuisine) return reasons.favoriteCuisine(favoriteCuisine);
  if (availability.percent >= MOST_INGREDIENTS_MIN_PERCENT) return reasons.hasMost(have, total);
  if (recipe.cookTime !== null && recipe.cookTime > 0 && recipe.cookTime <= preferences.maxCookingTime) return reasons.quick(recipe.cookTime, preferences.maxCookingTime);
  if (isTrending(recipe)) return reasons.trending;
  if (spiceLevel === preferences.spiceLevel) return reasons.spiceLevel(SPICE_LEVELS[spiceLevel - 1].label);
  if (preferences.dietaryRestrictions.length > 0) return reasons.fitsDiet(preferences.dietaryRestrictions);
  const allergens = ALLERGIES.filter(({ key }) => preferences.allergies[key]).map(({ label }) => label.toLowerCase());
  if (allergens.length > 0) return reasons.freeOf(allergens);
  return reasons.hasMost(have, total);
}

const byRank = (a: Candidate, b: Candidate) => b.score - a.score || b.matchPercent - a.matchPercent || a.recipe.id - b.recipe.id;

/**
 * The recipes to suggest, best first, at most `limit` (DEFAULT_RECOMMENDATION_LIMIT). A recipe
 * that holds one of the user's allergens or breaks a chosen diet, or lists no ingredients to
 * check, never appears. Same data, same answer, whatever the order of the lists.
 */
export function recommendRecipes(recipes: readonly RecommendableRecipe[], context: RecommendationContext): Recommendation[] {
  const { preferences, today } = context;
  const limit = context.limit ?? DEFAULT_RECOMMENDATION_LIMIT;
  const factsOf = lineFactsCache();
  const pantry = indexPantry(context.pantry.map((item) => ({ name: item.name, status: item.status })));
  const expiring = expiringByKey(context.pantry, today, factsOf);
  const planned = plannedCounts(context.plannedMeals, today);
  const favoriteCuisines = new Set(preferences.favoriteCuisines);

  const candidates: Candidate[] = [];
  for (const recipe of recipes) {
    if (recipe.ingredients.length === 0) continue;
    const lines = recipe.ingredients.map((ingredient) => ({ name: ingredient.name, matchKey: factsOf(ingredient.name, ingredient.matchKey).key }));
    if (breaksPreferences(lines, preferences, (name, matchKey) => factsOf(name, matchKey).conflicts) !== null) continue;

    const { availability } = matchIngredients(lines, pantry);
    const usesUp = [...new Set(lines.map((line) => line.matchKey))]
      .map((key) => expiring.get(key))
      .filter((item): item is ExpiringItem => item !== undefined)
      .sort((a, b) => a.daysLeft - b.daysLeft || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const cuisines = cuisinesOf(recipe);
    const favoriteCuisine = CUISINES.find((cuisine) => favoriteCuisines.has(cuisine) && cuisines.has(cuisine)) ?? null;
    const spiceLevel = recipeSpiceLevel({ title: recipe.title, tags: recipe.tags, ingredientNames: lines.map((line) => line.name) }, (name) => factsOf(name).heat);

    const fit =
      WEIGHT.coverage * (availability.percent / 100) +
      WEIGHT.time * timeFit(recipe.cookTime, preferences.maxCookingTime) +
      WEIGHT.cuisine * (favoriteCuisines.size === 0 || favoriteCuisine ? 1 : 0.5) +
      WEIGHT.spice * spiceFit(spiceLevel, preferences.spiceLevel);
    const timely = usesUp
      .slice(0, USE_IT_UP_MAX_ITEMS)
      .reduce((sum, item) => sum + USE_IT_UP_BONUS + USE_IT_UP_PER_DAY_SOONER * (USE_IT_UP_DAYS - item.daysLeft), 0);
    const repeated = PLANNED_PENALTY * Math.min(planned.get(recipe.id) ?? 0, PLANNED_MAX_COUNTED);
    const matchPercent = Math.round(fit);
    const score = Math.round((fit + timely + (recipe.isFavorited ? FAVORITE_BONUS : 0) - repeated) * 10) / 10;
    candidates.push({ recipe, availability, usesUp, favoriteCuisine, spiceLevel, matchPercent, score });
  }

  return candidates
    .sort(byRank)
    .slice(0, Math.max(0, limit))
    .map((candidate) => ({
      recipeId: candidate.recipe.id,
      matchPercent: candidate.matchPercent,
      badge: badgeOf(candidate),
      reason: reasonOf(candidate, preferences),
      score: candidate.score,
    }));
}
