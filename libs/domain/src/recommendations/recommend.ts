import { daysUntil, isDateString } from '../pantry/dates.js';
import { isExpiringSoon } from '../pantry/expiry.js';
import { PLANNER_DAYS } from '../planner/window.js';
import { ALLERGIES, CUISINES, SPICE_LEVELS, type Cuisine, type Preferences, type SpiceLevel } from '../preferences/index.js';
import { tagKey } from '../recipes/filters.js';
import { ingredientMatchKey } from '../recipes/ingredient-key.js';
import { indexPantry, matchIngredients, type IngredientAvailability } from '../recipes/matching.js';
import { TRENDING_TAG } from '../recipes/recipe-tags.js';
import { breaksPreferences, ingredientConflicts, type DietaryExclusions, type IngredientConflicts } from './dietary-fit.js';
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
 * Badges (DECISIONS.md: every suggestion shows one; the spec names them without rules). Each is a
 * rule a person can check, tried in this order:
 * - Smart Swap: it uses pantry food that expires within USE_IT_UP_DAYS, swapping waste for a meal.
 * - Trending: the starter library flags it trending (isTrending, or its Trending tag), or this
 *   household planned or cooked it TRENDING_MIN_PLANS times or more in the last TRENDING_DAYS days
 *   (issue 26). Planned and cooked meals count together, a day at a time: a day counts as many
 *   meals of the recipe as were planned that day or as were cooked, whichever is more, so a
 *   planned meal that was cooked counts once and a second cooking that day counts again.
 * - Top Pick: its match percent is one of the TOP_PICK_COUNT best of all the recipes weighed (ties
 *   share a place), or TOP_PICK_MIN_MATCH or more.
 * A recipe that earns none is not suggested: a badge is never given without its rule being true.
 *
 * Reason: of RECOMMENDATION_REASONS true of this recipe and user, the one the cards above gave
 * least (on a tie, the first in their order), so the list does not repeat one sentence. Failing
 * all, how many ingredients are at hand. A Smart Swap's reason always names the food it uses up.
 */

export const RECOMMENDATION_BADGES = ['Top Pick', 'Trending', 'Smart Swap'] as const;
export type RecommendationBadge = (typeof RECOMMENDATION_BADGES)[number];

export const DEFAULT_RECOMMENDATION_LIMIT = 20;
// expiryLabel's red and orange notes ("Expires today" to "Expires in 3 days"): food to use now
export const USE_IT_UP_DAYS = 3;
// the planner's two weeks ahead (spec part 2 §9), and as many back, are "recently"
export const VARIETY_WINDOW_DAYS = PLANNER_DAYS;
export const TOP_PICK_MIN_MATCH = 80;
export const TOP_PICK_COUNT = 5;
// "this month": the planner's dates from 30 days ago up to today
export const TRENDING_DAYS = 30;
export const TRENDING_MIN_PLANS = 2;

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

/** A recorded cooking ("I cooked this"), on the cook's calendar day. */
export interface CookedRecipe {
  recipeId: number;
  /** YYYY-MM-DD. */
  date: string;
}

export interface RecommendationContext {
  pantry: readonly RecommendationPantryItem[];
  /** The user's own: they rank, and the reasons speak of them. */
  preferences: Preferences;
  /** What excludes a recipe, when more than the user's own preferences (householdExclusions); absent: the user's own. */
  exclusions?: DietaryExclusions;
  /**
   * Meal-plan entries: those within VARIETY_WINDOW_DAYS of today, either side, lower a recipe; those
   * of the last TRENDING_DAYS days up to today make it Trending.
   */
  plannedMeals: readonly PlannedRecipe[];
  /** Recorded cookings: those of the last TRENDING_DAYS days up to today count toward Trending with the plans. Absent: none. */
  cookedMeals?: readonly CookedRecipe[];
  /** Passed in, never read from the clock; its local calendar date is "today". */
  today: Date;
  limit?: number;
}

export interface Recommendation {
  recipeId: number;
  matchPercent: number;
  badge: RecommendationBadge;
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
  /** `cooked`: how many of the `times` were recorded cooked. */
  plannedOften: (times: number, cooked = 0) => `You ${cooked === 0 ? 'planned' : cooked === times ? 'cooked' : 'planned or cooked'} it ${times} times this month`,
  spiceLevel: (label: string) => `Matches your spice level, ${label}`,
  withinSpiceLevel: (label: string) => `Mild enough for your spice level, ${label}`,
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

/** Per recipe, the meals that planned it whose day is `from` to `to` days from today (`to` excluded). */
function plannedCounts(meals: readonly PlannedRecipe[], today: Date, from: number, to: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const meal of meals) {
    if (meal.recipeId === null || !isDateString(meal.date)) continue;
    const days = daysUntil(meal.date, today);
    if (days < from || days >= to) continue;
    counts.set(meal.recipeId, (counts.get(meal.recipeId) ?? 0) + 1);
  }
  return counts;
}

interface MadeLately {
  /** Meals planned or cooked, a day counting the more of the two. */
  times: number;
  /** Of those, the cooked ones. */
  cooked: number;
}

/** Per recipe, its meals of the last TRENDING_DAYS days up to today, planned and cooked counted together (see Trending above). */
function madeLately(planned: readonly PlannedRecipe[], cooked: readonly CookedRecipe[], today: Date): Map<number, MadeLately> {
  const perDay = new Map<string, { recipeId: number; planned: number; cooked: number }>();
  const add = (meal: { recipeId: number | null; date: string }, kind: 'planned' | 'cooked') => {
    if (meal.recipeId === null || !isDateString(meal.date)) return;
    const days = daysUntil(meal.date, today);
    if (days < -TRENDING_DAYS || days > 0) return;
    const key = `${meal.recipeId} ${meal.date}`;
    const day = perDay.get(key) ?? { recipeId: meal.recipeId, planned: 0, cooked: 0 };
    day[kind] += 1;
    perDay.set(key, day);
  };
  for (const meal of planned) add(meal, 'planned');
  for (const meal of cooked) add(meal, 'cooked');
  const made = new Map<number, MadeLately>();
  for (const day of perDay.values()) {
    const sum = made.get(day.recipeId) ?? { times: 0, cooked: 0 };
    made.set(day.recipeId, { times: sum.times + Math.max(day.planned, day.cooked), cooked: sum.cooked + day.cooked });
  }
  return made;
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
  /** Times this household planned or cooked it in the last TRENDING_DAYS days. */
  madeLately: MadeLately;
}

const flaggedTrending = (recipe: RecommendableRecipe) => recipe.isTrending === true || (recipe.tags ?? []).some((tag) => tagKey(tag) === tagKey(TRENDING_TAG));

/** The badge whose rule the candidate meets first; `topPickFloor` is the lowest match that is a Top Pick. */
function badgeOf({ recipe, usesUp, matchPercent, madeLately }: Candidate, topPickFloor: number): RecommendationBadge | null {
  if (usesUp.length > 0) return 'Smart Swap';
  if (flaggedTrending(recipe) || madeLately.times >= TRENDING_MIN_PLANS) return 'Trending';
  return matchPercent >= topPickFloor ? 'Top Pick' : null;
}

/** The lowest match percent that is one of the TOP_PICK_COUNT best (ties share a place), or TOP_PICK_MIN_MATCH if lower. */
function topPickFloor(candidates: readonly Candidate[]): number {
  const best = [...new Set(candidates.map((candidate) => candidate.matchPercent))].sort((a, b) => b - a);
  return Math.min(TOP_PICK_MIN_MATCH, best[Math.min(TOP_PICK_COUNT, best.length) - 1] ?? TOP_PICK_MIN_MATCH);
}

type ReasonKind = keyof typeof RECOMMENDATION_REASONS;

/** Every reason true of the candidate, strongest first; never empty. */
function reasonsOf(candidate: Candidate, preferences: Preferences): [ReasonKind, string][] {
  const { recipe, availability, usesUp, favoriteCuisine, spiceLevel, madeLately } = candidate;
  const { total, missing } = availability;
  const have = total - missing;
  const reasons = RECOMMENDATION_REASONS;
  const allergens = ALLERGIES.filter(({ key }) => preferences.allergies[key]).map(({ label }) => label.toLowerCase());
  const found: [ReasonKind, string | false][] = [
    ['usesUp', usesUp.length > 0 && reasons.usesUp(usesUp.map((item) => item.name))],
    ['hasAll', missing === 0 && reasons.hasAll(total)],
    ['favorite', recipe.isFavorited === true && reasons.favorite],
    ['favoriteCuisine', favoriteCuisine !== null && reasons.favoriteCuisine(favoriteCuisine)],
    ['hasMost', missing > 0 && availability.percent >= MOST_INGREDIENTS_MIN_PERCENT && reasons.hasMost(have, total)],
    ['plannedOften', madeLately.times >= TRENDING_MIN_PLANS && reasons.plannedOften(madeLately.times, madeLately.cooked)],
    ['quick', recipe.cookTime !== null && recipe.cookTime > 0 && recipe.cookTime <= preferences.maxCookingTime && reasons.quick(recipe.cookTime, preferences.maxCookingTime)],
    ['trending', flaggedTrending(recipe) && reasons.trending],
    ['spiceLevel', spiceLevel === preferences.spiceLevel && reasons.spiceLevel(SPICE_LEVELS[spiceLevel - 1].label)],
    ['withinSpiceLevel', spiceLevel < preferences.spiceLevel && reasons.withinSpiceLevel(SPICE_LEVELS[preferences.spiceLevel - 1].label)],
    ['fitsDiet', preferences.dietaryRestrictions.length > 0 && reasons.fitsDiet(preferences.dietaryRestrictions)],
    ['freeOf', allergens.length > 0 && reasons.freeOf(allergens)],
  ];
  const truths = found.filter((entry): entry is [ReasonKind, string] => entry[1] !== false);
  return truths.length > 0 ? truths : [['hasMost', reasons.hasMost(have, total)]];
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
  const planned = plannedCounts(context.plannedMeals, today, -VARIETY_WINDOW_DAYS, VARIETY_WINDOW_DAYS);
  const made = madeLately(context.plannedMeals, context.cookedMeals ?? [], today);
  const favoriteCuisines = new Set(preferences.favoriteCuisines);

  const candidates: Candidate[] = [];
  for (const recipe of recipes) {
    if (recipe.ingredients.length === 0) continue;
    const lines = recipe.ingredients.map((ingredient) => ({ name: ingredient.name, matchKey: factsOf(ingredient.name, ingredient.matchKey).key }));
    if (breaksPreferences(lines, context.exclusions ?? preferences, (name, matchKey) => factsOf(name, matchKey).conflicts) !== null) continue;

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
    candidates.push({ recipe, availability, usesUp, favoriteCuisine, spiceLevel, matchPercent, score, madeLately: made.get(recipe.id) ?? { times: 0, cooked: 0 } });
  }

  const floor = topPickFloor(candidates);
  const given = new Map<ReasonKind, number>();
  const timesGiven = (kind: ReasonKind) => given.get(kind) ?? 0;
  const suggestions: Recommendation[] = [];
  for (const candidate of candidates.sort(byRank)) {
    if (suggestions.length >= limit) break;
    const badge = badgeOf(candidate, floor);
    if (badge === null) continue;
    const reasons = reasonsOf(candidate, preferences);
    // A Smart Swap always names the food it uses up: that is its badge's rule. Otherwise the true
    // reason the cards above gave least, the stronger one on a tie.
    const [kind, reason] = badge === 'Smart Swap' ? reasons[0] : reasons.reduce((least, each) => (timesGiven(each[0]) < timesGiven(least[0]) ? each : least));
    given.set(kind, timesGiven(kind) + 1);
    suggestions.push({ recipeId: candidate.recipe.id, matchPercent: candidate.matchPercent, badge, reason, score: candidate.score });
  }
  return suggestions;
}
