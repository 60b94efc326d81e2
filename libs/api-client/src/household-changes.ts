import { MEAL_TYPES, UNCATEGORIZED } from '@mealapp/domain';
import {
  generatedApi,
  type HouseholdChangesDto,
  type ListMealPlansApiArg,
  type ListPantryItemsApiArg,
  type ListRecipesApiArg,
  type MealPlanDto,
  type PantryItemDto,
  type RecipeSummaryDto,
} from './generated/api';
import { removeRow, type Row } from './optimistic-list';

/*
 * Delta reads (GET /api/changes, docs/performance.md): the rows another member changed, put into
 * every cached copy of the lists that show them, in the place the server's list would have them,
 * so a change moves one row to each phone, not the whole list again.
 */

type State = Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (action: ReturnType<typeof generatedApi.util.updateQueryData>) => unknown;

/** Whether a copy of the pantry fetched with a filter holds this row (the server filters the same way). */
export function pantryRowBelongs(item: Pick<PantryItemDto, 'status' | 'category'>, arg: ListPantryItemsApiArg): boolean {
  return (!arg.status || item.status === arg.status) && (!arg.category || (item.category ?? UNCATEGORIZED) === arg.category);
}

const byId = (a: Row, b: Row) => a.id - b.id;
const mealOrder = (a: MealPlanDto, b: MealPlanDto) =>
  a.date.localeCompare(b.date) || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType) || a.id - b.id;

/** Puts `row` in place of the row with its id, or where `order` puts it among the others. */
function placeRow<T extends Row>(draft: T[], row: T, order: (a: T, b: T) => number): void {
  removeRow(draft, row.id);
  let index = draft.length;
  while (index > 0 && order(draft[index - 1], row) > 0) index -= 1;
  draft.splice(index, 0, row);
}

/** Puts one kind's changes into a cached copy: deleted rows out, each changed row in place when the copy holds it, else out. */
function applyRows<T extends Row>(draft: T[], changes: { upserted: T[]; deleted: number[] }, holds: (row: T) => boolean, order: (a: T, b: T) => number): void {
  for (const id of changes.deleted) removeRow(draft, id);
  for (const row of changes.upserted) {
    if (holds(row)) placeRow(draft, row, order);
    else removeRow(draft, row.id);
  }
}

/** A recipe list asked for with a filter only the server can judge: it is asked again rather than patched. */
function recipeListIsWhole(arg: ListRecipesApiArg): boolean {
  return arg.category === undefined && arg.trending === undefined && arg.recommended === undefined && arg.favorited === undefined && arg.pinned === undefined;
}

function recipeBelongs(recipe: RecipeSummaryDto, arg: ListRecipesApiArg): boolean {
  return arg.scope === undefined || (arg.scope === 'mine') === !recipe.readOnly;
}

/**
 * Applies a delta answer to the cache; answers the recipe lists whose filter it cannot judge
 * and that hold a changed recipe or might now, for the caller to ask again.
 */
export function applyHouseholdChanges(dispatch: Dispatch, getState: () => unknown, changes: HouseholdChangesDto): ListRecipesApiArg[] {
  const state = getState() as State;
  const { pantry, shopping, mealPlans, recipes } = changes;

  if (pantry.upserted.length + pantry.deleted.length > 0) {
    for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listPantryItems')) {
      dispatch(
        generatedApi.util.updateQueryData('listPantryItems', arg, (draft) => applyRows(draft, pantry, (item) => pantryRowBelongs(item, arg), byId)),
      );
    }
  }

  if (shopping.upserted.length + shopping.deleted.length > 0) {
    for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listShoppingItems')) {
      dispatch(
        generatedApi.util.updateQueryData('listShoppingItems', arg, (draft) => applyRows(draft, shopping, () => true, byId)),
      );
    }
  }

  // A recipe's title or picture shows in the meals that name it.
  const recipeById = new Map(recipes.upserted.map((recipe) => [recipe.id, recipe]));
  if (mealPlans.upserted.length + mealPlans.deleted.length + recipeById.size > 0) {
    for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listMealPlans') as ListMealPlansApiArg[]) {
      dispatch(
        generatedApi.util.updateQueryData('listMealPlans', arg, (draft) => {
          applyRows(draft, mealPlans, (entry) => entry.date >= arg.startDate && entry.date <= arg.endDate, mealOrder);
          for (const entry of draft) {
            const recipe = entry.recipe && recipeById.get(entry.recipe.id);
            if (!entry.recipe || !recipe) continue;
            const { title, description, cookTime, servings, imageUrl, imageType, stockImageId } = recipe;
            Object.assign(entry.recipe, { title, description, cookTime, servings, imageUrl, imageType, stockImageId });
          }
        }),
      );
    }
  }

  const askAgain: ListRecipesApiArg[] = [];
  if (recipes.upserted.length + recipes.deleted.length > 0) {
    for (const arg of generatedApi.util.selectCachedArgsForQuery(state, 'listRecipes') as ListRecipesApiArg[]) {
      if (!recipeListIsWhole(arg)) {
        askAgain.push(arg);
        continue;
      }
      dispatch(
        generatedApi.util.updateQueryData('listRecipes', arg, (draft) => applyRows(draft, recipes, (recipe) => recipeBelongs(recipe, arg), byId)),
      );
    }
  }
  return askAgain;
}
