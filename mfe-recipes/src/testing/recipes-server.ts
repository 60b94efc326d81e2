import {
  buildParsedRecipe,
  calendarDateIn,
  cleanRecipeDraft,
  DEFAULT_PREFERENCES,
  indexPantry,
  ingredientsToShop,
  MEAL_PLAN_MESSAGES,
  MEAL_TYPE_LABELS,
  matchIngredients,
  pantryChangesAfterCooking,
  parseAmount,
  parseIngredientLine,
  planShoppingAdds,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  RECIPE_PARSE_MESSAGES,
  recipeContentTags,
  recipeDraftError,
  recommendRecipes,
  shoppingItemsFromIngredients,
  type CookedRecipe,
  type PantryItem,
  type PantryStatus,
  type ParsedRecipe,
  type ParsedRecipeParts,
  type ShoppingItem,
} from '@mealapp/domain';
import type { CookedMealDto, CookRecipeDto, CreateMealPlanDto, MealPlanDto } from '@mealapp/api-client';
import { deferred, stubNetwork, type Answer, type RecordedCall } from '@mealapp/api-client/testing';
import type { Recipe, RecipeCategory, RecipeSummary } from '../shared/types';

/** An answer refuses the call; a promise holds it (and, resolving to undefined, lets it through). */
type Override = (call: RecordedCall) => Answer | undefined | Promise<Answer | undefined>;
type Call =
  | 'list'
  | 'recommended'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'favorite'
  | 'categories'
  | 'createCategory'
  | 'image'
  | 'upload'
  | 'shopping'
  | 'pantry'
  | 'pantryUpdate'
  | 'parse'
  | 'scan'
  | 'mealPlan'
  | 'cooked';

const SERVINGS_ERROR = `servings must be a whole number from ${RECIPE_LIMITS.servings.min} to ${RECIPE_LIMITS.servings.max}, or null for the recipe's own`;
/** The server's servings rule: absent or null, or a whole number within the recipe's limits. */
const badServings = (servings: unknown) =>
  servings !== undefined &&
  servings !== null &&
  !(Number.isInteger(servings) && (servings as number) >= RECIPE_LIMITS.servings.min && (servings as number) <= RECIPE_LIMITS.servings.max);

let lastId = 100;

/** A whole recipe as GET /api/recipes/{id} answers it; `ingredients` and `instructions` as plain names and steps. */
export function aRecipe(
  fields: Partial<Omit<Recipe, 'ingredients' | 'instructions'>> & { title: string; ingredients?: (string | Partial<Recipe['ingredients'][number]>)[]; instructions?: string[] },
): Recipe {
  const id = fields.id ?? ++lastId;
  const ingredients = (fields.ingredients ?? ['Salt']).map((ingredient, order) =>
    typeof ingredient === 'string'
      ? { id: id * 100 + order, name: ingredient, amount: null, amountValue: null, unit: null, notes: null, order }
      : { id: id * 100 + order, name: '', amount: null, amountValue: null, unit: null, notes: null, order, ...ingredient },
  );
  const instructions = (fields.instructions ?? ['Cook it.']).map((instruction, index) => ({ id: id * 100 + index, stepNumber: index + 1, instruction, notes: null }));
  const recipe: Recipe = {
    description: '',
    cookTime: 20,
    prepTime: 10,
    servings: 2,
    difficulty: 'medium',
    cuisine: null,
    tags: [],
    imageUrl: null,
    imageType: 'stock',
    stockImageId: null,
    source: null,
    categoryId: fields.category?.id ?? null,
    category: null,
    isTrending: false,
    isRecommended: false,
    isFavorited: false,
    isPinned: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    readOnly: false,
    library: null,
    nutrition: null,
    ...fields,
    id,
    ingredients,
    instructions,
    ingredientCount: ingredients.length,
    instructionCount: instructions.length,
    contentTags: [],
  };
  return { ...recipe, contentTags: contentTagsOf(recipe) };
}

/** The shared rule the server stores the derived tags with (recipes-design.md). */
function contentTagsOf(recipe: Recipe): string[] {
  return recipeContentTags({
    title: recipe.title,
    cookTime: recipe.cookTime,
    instructionCount: recipe.instructions.length,
    ingredientNames: recipe.ingredients.map((ingredient) => ingredient.name),
    categoryName: recipe.category?.name ?? null,
    source: recipe.source,
    cuisine: recipe.cuisine,
    isTrending: recipe.isTrending,
    isRecommended: recipe.isRecommended,
    tags: recipe.tags,
  });
}

function summaryOf(recipe: Recipe, pantry: readonly PantryItem[]): RecipeSummary {
  const { ingredients, instructions, nutrition: _nutrition, ...fields } = recipe;
  return { ...fields, ingredientStatus: matchIngredients(ingredients, indexPantry(pantry)).availability, ingredientCount: ingredients.length, instructionCount: instructions.length };
}

/** A recipe as the parse and scan calls answer it, clipped by the server's own rule. */
export function aParsedRecipe(parts: ParsedRecipeParts): ParsedRecipe {
  return buildParsedRecipe(parts);
}

/**
 * What the fake reads: `texts` and `urls` map a pasted text or a page address to its recipe (the
 * parser itself is tested in libs/domain); `scanned` is the photo's, with its suggested stock image.
 */
export interface ImportFixtures {
  texts?: Record<string, ParsedRecipe>;
  urls?: Record<string, ParsedRecipe>;
  scanned?: ParsedRecipe & { suggestedImage: string | null };
}

type SavedIngredient = string | { name: string; amount?: string | null; unit?: string | null; notes?: string | null };

/**
 * Test-only: the recipes API over an in-memory store (with the pantry and shopping list it reads,
 * the meal plans the detail adds to and marks cooked, and the cookings it records),
 * answering like the contract and deciding with the same domain rules as the server. `fail` lets a
 * test refuse a call (return an answer) or hold it (return a pending promise).
 */
export function recipesServer(
  initial: { recipes?: Recipe[]; categories?: RecipeCategory[]; pantry?: PantryItem[]; shopping?: ShoppingItem[]; mealPlans?: MealPlanDto[]; imports?: ImportFixtures } = {},
  fail: Partial<Record<Call, Override>> = {},
) {
  let recipes = (initial.recipes ?? []).map((recipe) => ({ ...recipe }));
  let categories = [...(initial.categories ?? [])];
  let pantry = [...(initial.pantry ?? [])];
  let cooked: CookedMealDto[] = [];
  let shopping = [...(initial.shopping ?? [])];
  let mealPlans = [...(initial.mealPlans ?? [])];
  let nextId = Math.max(100, ...recipes.map((recipe) => recipe.id)) + 1;
  const find = (call: RecordedCall) => recipes.find((recipe) => recipe.id === Number(call.params.id));
  const notFound: Answer = { status: 404, body: { error: RECIPE_MESSAGES.notFound } };
  const readOnly: Answer = { status: 403, body: { error: RECIPE_MESSAGES.readOnly } };
  const replace = (recipe: Recipe) => {
    recipes = recipes.map((each) => (each.id === recipe.id ? recipe : each));
    return recipe;
  };

  const saved = (body: unknown, before?: Recipe): Answer => {
    const cleaned = cleanRecipeDraft(body as Parameters<typeof cleanRecipeDraft>[0]);
    const error = recipeDraftError(cleaned);
    if (error) return { status: 400, body: { error } };
    const id = before?.id ?? nextId++;
    const category = categories.find((each) => each.id === cleaned.categoryId) ?? null;
    const ingredients = (cleaned.ingredients as SavedIngredient[]).map((ingredient) => {
      const fields = typeof ingredient === 'string' ? parseIngredientLine(ingredient) : ingredient;
      return { name: fields.name, amount: fields.amount ?? null, amountValue: parseAmount(fields.amount ?? ''), unit: fields.unit ?? null, notes: fields.notes ?? null };
    });
    const recipe = aRecipe({
      ...before,
      ...cleaned,
      id,
      category,
      categoryId: category?.id ?? null,
      ingredients,
      instructions: (cleaned.instructions as ({ instruction: string } | string)[]).map((step) => (typeof step === 'string' ? step : step.instruction)),
      readOnly: false,
      library: null,
    } as Parameters<typeof aRecipe>[0]);
    if (before) replace(recipe);
    else recipes = [...recipes, recipe];
    return { status: before ? 200 : 201, body: recipe };
  };

  const refusal = async (call: Call, recorded: RecordedCall) => fail[call]?.(recorded);

  const net = stubNetwork({
    'GET /api/recipes/categories': async (call) => (await refusal('categories', call)) ?? { status: 200, body: categories },
    'POST /api/recipes/categories': async (call) => {
      const refused = await refusal('createCategory', call);
      if (refused) return refused;
      const { name, description } = call.body as { name: string; description?: string };
      if (categories.some((each) => each.name.toLowerCase() === name.trim().toLowerCase())) {
        return { status: 409, body: { error: RECIPE_MESSAGES.categoryExists } };
      }
      const category = { id: Math.max(0, ...categories.map((each) => each.id)) + 1, name: name.trim(), description: description ?? null };
      categories = [...categories, category];
      return { status: 201, body: category };
    },
    'GET /api/recipes': async (call) => {
      // Recommendations by the server's rule, over the fake's recipes, pantry and cookings, default preferences and no plans.
      if (call.query.get('recommended') === 'true') {
        const cookedMeals: CookedRecipe[] = cooked.map((each) => ({ recipeId: each.recipeId, date: calendarDateIn(new Date(each.cookedAt), 'UTC') }));
        const ranked = recommendRecipes(recipes, { pantry, preferences: DEFAULT_PREFERENCES, plannedMeals: [], cookedMeals, today: new Date() });
        const body = ranked.map(({ recipeId, matchPercent, badge, reason }) => {
          const recipe = recipes.find((each) => each.id === recipeId)!;
          return { ...summaryOf(recipe, pantry), isRecommended: true, recommendation: { matchPercent, badge, reason, calories: recipe.nutrition?.calories ?? null } };
        });
        return (await refusal('recommended', call)) ?? { status: 200, body };
      }
      // The server's pages: ordered by id, at most `limit` above `afterId`.
      const afterId = Number(call.query.get('afterId') ?? 0);
      const limit = Number(call.query.get('limit') ?? Infinity);
      const page = [...recipes].sort((a, b) => a.id - b.id).filter((recipe) => recipe.id > afterId).slice(0, limit);
      return (await refusal('list', call)) ?? { status: 200, body: page.map((recipe) => summaryOf(recipe, pantry)) };
    },
    'POST /api/recipes': async (call) => (await refusal('create', call)) ?? saved(call.body),
    'GET /api/recipes/:id': async (call) => (await refusal('get', call)) ?? (find(call) ? { status: 200, body: find(call) } : notFound),
    'PUT /api/recipes/:id': async (call) => {
      const before = find(call);
      if (!before) return notFound;
      return (await refusal('update', call)) ?? (before.readOnly ? readOnly : saved(call.body, before));
    },
    'DELETE /api/recipes/:id': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = (await refusal('delete', call)) ?? (recipe.readOnly ? readOnly : undefined);
      if (refused) return refused;
      recipes = recipes.filter((each) => each !== recipe);
      return { status: 204 };
    },
    'POST /api/recipes/:id/favorite': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = await refusal('favorite', call);
      if (refused) return refused;
      const updated = replace({ ...recipe, isFavorited: !recipe.isFavorited });
      return { status: 200, body: { id: updated.id, isFavorited: updated.isFavorited } };
    },
    'PATCH /api/recipes/:id/image': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = (await refusal('image', call)) ?? (recipe.readOnly ? readOnly : undefined);
      if (refused) return refused;
      return { status: 200, body: replace({ ...recipe, ...(call.body as Partial<Recipe>) }) };
    },
    'POST /api/recipes/:id/image/upload': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = (await refusal('upload', call)) ?? (recipe.readOnly ? readOnly : undefined);
      if (refused) return refused;
      return { status: 200, body: replace({ ...recipe, imageType: 'upload', imageUrl: `/api/recipe-images/${recipe.id}-upload`, stockImageId: null }) };
    },
    'POST /api/recipes/:id/shopping': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = await refusal('shopping', call);
      if (refused) return refused;
      const { scope, servings } = call.body as { scope: 'needed' | 'all'; servings?: number | null };
      if (badServings(servings)) return { status: 400, body: { error: SERVINGS_ERROR } };
      const needed = ingredientsToShop(matchIngredients(recipe.ingredients, indexPantry(pantry)).ingredients, scope);
      const wanted = shoppingItemsFromIngredients(needed, servings ? { from: recipe.servings, to: servings } : null);
      const plan = planShoppingAdds(wanted, shopping);
      let id = Math.max(0, ...shopping.map((item) => item.id));
      const created = plan.create.map((item) => ({ ...item, id: ++id, isShopped: false }));
      const merged = plan.merge.map(({ id: mergeId, quantity }) => ({ ...shopping.find((item) => item.id === mergeId)!, quantity }));
      shopping = [...shopping.map((item) => merged.find((each) => each.id === item.id) ?? item), ...created];
      return { status: 200, body: { added: created.length, merged: merged.length, items: [...created, ...merged] } };
    },
    'POST /api/recipes/parse': async (call) => {
      const refused = await refusal('parse', call);
      if (refused) return refused;
      const body = call.body as { type: 'text'; text: string } | { type: 'url'; url: string };
      const recipe = body.type === 'text' ? initial.imports?.texts?.[body.text] : initial.imports?.urls?.[body.url];
      if (recipe) return { status: 200, body: recipe };
      return { status: 422, body: { error: body.type === 'text' ? RECIPE_PARSE_MESSAGES.textFailed : 'No recipe found on that page' } };
    },
    'POST /api/recipes/scan': async (call) => {
      const refused = await refusal('scan', call);
      if (refused) return refused;
      const scanned = initial.imports?.scanned;
      return scanned ? { status: 200, body: { recipe: scanned } } : { status: 422, body: { error: 'No recipe found in the photo' } };
    },
    'POST /api/meal-plans': async (call) => {
      const refused = await refusal('mealPlan', call);
      if (refused) return refused;
      const { date, mealType, recipeId, timeZone, servings: planned } = call.body as CreateMealPlanDto;
      if (badServings(planned)) return { status: 400, body: { error: SERVINGS_ERROR } };
      // The server's rule: not before today in the user's zone, UTC when none is sent.
      if (date < calendarDateIn(new Date(), timeZone ?? 'UTC')) return { status: 400, body: { error: 'date must not be before today' } };
      const recipe = recipes.find((each) => each.id === recipeId);
      if (!recipe) return { status: 404, body: { error: MEAL_PLAN_MESSAGES.recipeNotFound } };
      if (mealPlans.some((entry) => entry.date === date && entry.mealType === mealType)) {
        return { status: 409, body: { error: `A meal is already planned for ${MEAL_TYPE_LABELS[mealType]} on ${date}. Remove it first.` } };
      }
      const { id, title, description, cookTime, servings, imageUrl, imageType, stockImageId } = recipe;
      const entry: MealPlanDto = {
        id: Math.max(0, ...mealPlans.map((each) => each.id)) + 1,
        date,
        mealType,
        type: 'recipe',
        recipeId: id,
        recipe: { id, title, description, cookTime, servings, imageUrl, imageType, stockImageId },
        customName: null,
        cookId: null,
        cook: null,
        servings: planned ?? null,
        cookedAt: null,
      };
      mealPlans = [...mealPlans, entry];
      return { status: 201, body: entry };
    },
    'POST /api/recipes/:id/cooked': async (call) => {
      const recipe = find(call);
      if (!recipe) return notFound;
      const refused = await refusal('cooked', call);
      if (refused) return refused;
      const { servings, timeZone } = (call.body ?? {}) as CookRecipeDto;
      if (badServings(servings)) return { status: 400, body: { error: SERVINGS_ERROR } };
      const now = new Date();
      const cookedAt = now.toISOString();
      // The server's rule: today's slots (in the user's zone, UTC when none is sent) holding this recipe are marked; the pantry is only offered changes.
      const today = calendarDateIn(now, timeZone ?? 'UTC');
      mealPlans = mealPlans.map((entry) => (entry.recipeId === recipe.id && entry.date === today ? { ...entry, cookedAt } : entry));
      const record: CookedMealDto = {
        cookedAt,
        recipeId: recipe.id,
        servings: servings ?? null,
        mealPlans: mealPlans.filter((entry) => entry.recipeId === recipe.id && entry.date === today),
        pantryChanges: pantryChangesAfterCooking(recipe.ingredients, pantry).map(({ item, status }) => ({ item: { updatedBy: null, ...item }, status })),
      };
      cooked = [...cooked, record];
      return { status: 201, body: record };
    },
    'POST /api/errors': () => ({ status: 201 }),
    'GET /api/pantry': async (call) => (await refusal('pantry', call)) ?? { status: 200, body: pantry },
    // How the app applies a pantry change the user confirmed after cooking.
    'PATCH /api/pantry/:id': async (call) => {
      const item = pantry.find((each) => each.id === Number(call.params.id));
      if (!item) return { status: 404, body: { error: 'Pantry item not found' } };
      const refused = await refusal('pantryUpdate', call);
      if (refused) return refused;
      const updated = { ...item, ...(call.body as { status?: PantryStatus }) };
      pantry = pantry.map((each) => (each === item ? updated : each));
      return { status: 200, body: { updatedBy: null, ...updated } };
    },
    'GET /api/shopping': () => ({ status: 200, body: shopping }),
  });
  return { ...net, recipes: () => recipes, categories: () => categories, shopping: () => shopping, mealPlans: () => mealPlans, pantry: () => pantry, cooked: () => cooked };
}

export { deferred };
