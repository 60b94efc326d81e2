import { accountApi, applyHouseholdChanges, createAppStore, type HouseholdChangesDto, type MealPlanDto, type PantryItemDto, type RecipeSummaryDto, type ShoppingItemDto } from './index';
import { stubNetwork } from './testing';

const person = { id: 2, name: 'Bo' };
const pantryItem = (id: number, name: string, status: PantryItemDto['status'] = 'In Stock'): PantryItemDto => ({ id, name, status, category: null, expirationDate: null, updatedBy: person });
const shoppingItem = (id: number, name: string): ShoppingItemDto =>
  ({ id, name, quantity: null, category: 'Produce', isShopped: false, addedBy: person, checkedBy: null, updatedBy: person }) as ShoppingItemDto;
const meal = (id: number, date: string, mealType: MealPlanDto['mealType'], recipe: { id: number; title: string } | null = null): MealPlanDto =>
  ({
    id,
    date,
    mealType,
    type: recipe ? 'recipe' : 'custom',
    recipeId: recipe?.id ?? null,
    recipe: recipe && { id: recipe.id, title: recipe.title, description: null, cookTime: null, servings: null, imageUrl: null, imageType: null, stockImageId: null },
    customName: recipe ? null : 'Soup',
    cookId: null,
    cook: null,
    servings: null,
    cookedAt: null,
  }) as MealPlanDto;
const recipe = (id: number, title: string, readOnly = false) => ({ id, title, readOnly, description: null, cookTime: null, servings: null, imageUrl: null, imageType: null, stockImageId: null }) as unknown as RecipeSummaryDto;

const none = { upserted: [], deleted: [] };
const delta = (parts: Partial<HouseholdChangesDto>): HouseholdChangesDto => ({ seq: 9, reload: false, pantry: none, shopping: none, mealPlans: none, recipes: none, ...parts });

async function cached() {
  localStorage.setItem('accessToken', 'token');
  const server = stubNetwork({
    'GET /api/pantry': (call) => ({
      status: 200,
      body: [pantryItem(1, 'Milk'), pantryItem(4, 'Rice', 'Low Stock')].filter((row) => !call.query.get('status') || row.status === call.query.get('status')),
    }),
    'GET /api/shopping': () => ({ status: 200, body: [shoppingItem(1, 'Eggs'), shoppingItem(3, 'Bread')] }),
    'GET /api/meal-plans': () => ({ status: 200, body: [meal(1, '2026-12-01', 'dinner', { id: 7, title: 'Stew' }), meal(2, '2026-12-02', 'lunch')] }),
    'GET /api/recipes': (call) => ({ status: 200, body: call.query.get('afterId') ? [] : [recipe(5, 'Soup'), recipe(7, 'Stew')] }),
  });
  const store = createAppStore();
  const week = { startDate: '2026-12-01', endDate: '2026-12-07' };
  const subscriptions = [
    store.dispatch(accountApi.endpoints.listPantryItems.initiate({})),
    store.dispatch(accountApi.endpoints.listPantryItems.initiate({ status: 'Low Stock' })),
    store.dispatch(accountApi.endpoints.listShoppingItems.initiate(undefined)),
    store.dispatch(accountApi.endpoints.listMealPlans.initiate(week)),
    store.dispatch(accountApi.endpoints.listRecipes.initiate({})),
    store.dispatch(accountApi.endpoints.listRecipes.initiate({ favorited: true })),
  ];
  await Promise.all(subscriptions);
  const state = () => store.getState() as never;
  const shown = {
    pantry: (arg = {}) => accountApi.endpoints.listPantryItems.select(arg)(state()).data?.map((row) => `${row.id}:${row.name}:${row.status}`),
    shopping: () => accountApi.endpoints.listShoppingItems.select(undefined)(state()).data?.map((row) => `${row.id}:${row.name}`),
    meals: () => accountApi.endpoints.listMealPlans.select(week)(state()).data?.map((row) => `${row.id}:${row.date}:${row.mealType}:${row.recipe?.title ?? row.customName}`),
    recipes: () => accountApi.endpoints.listRecipes.select({})(state()).data?.map((row) => `${row.id}:${row.title}`),
  };
  const apply = (changes: HouseholdChangesDto) => applyHouseholdChanges(store.dispatch, store.getState, changes);
  return { server, shown, apply, end: () => subscriptions.forEach((entry) => entry.unsubscribe()) };
}

describe('applyHouseholdChanges', () => {
  it("puts changed pantry rows in place by id, in the copies whose filter they match, and takes deleted ones out", async () => {
    const { shown, apply, end } = await cached();
    apply(delta({ pantry: { upserted: [pantryItem(2, 'Oats', 'Low Stock'), pantryItem(4, 'Rice')], deleted: [1] } }));
    expect(shown.pantry()).toEqual(['2:Oats:Low Stock', '4:Rice:In Stock']);
    // Rice is no longer Low Stock: gone from that copy; Oats joins it.
    expect(shown.pantry({ status: 'Low Stock' })).toEqual(['2:Oats:Low Stock']);
    end();
  });

  it('adds, changes and deletes shopping rows', async () => {
    const { shown, apply, end } = await cached();
    apply(delta({ shopping: { upserted: [shoppingItem(9, 'Tea'), shoppingItem(1, 'Duck eggs')], deleted: [3] } }));
    expect(shown.shopping()).toEqual(['1:Duck eggs', '9:Tea']);
    end();
  });

  it("keeps a week's plan to its range and order, and shows a changed recipe's title in the meals that name it", async () => {
    const { shown, apply, end } = await cached();
    apply(
      delta({
        mealPlans: { upserted: [meal(8, '2026-12-01', 'breakfast'), meal(2, '2026-12-20', 'lunch'), meal(9, '2026-12-07', 'dinner')], deleted: [] },
        recipes: { upserted: [recipe(7, 'Beef stew')], deleted: [] },
      }),
    );
    expect(shown.meals()).toEqual(['8:2026-12-01:breakfast:Soup', '1:2026-12-01:dinner:Beef stew', '9:2026-12-07:dinner:Soup']);
    end();
  });

  it('patches the whole recipe list and answers the filtered ones to ask again', async () => {
    const { shown, apply, end } = await cached();
    const askAgain = apply(delta({ recipes: { upserted: [recipe(6, 'Salad')], deleted: [5] } }));
    expect(shown.recipes()).toEqual(['6:Salad', '7:Stew']);
    expect(askAgain).toEqual([{ favorited: true }]);
    end();
  });

  it('touches nothing for an empty answer', async () => {
    const { shown, apply, end } = await cached();
    const before = { pantry: shown.pantry(), shopping: shown.shopping(), meals: shown.meals(), recipes: shown.recipes() };
    expect(apply(delta({}))).toEqual([]);
    expect({ pantry: shown.pantry(), shopping: shown.shopping(), meals: shown.meals(), recipes: shown.recipes() }).toEqual(before);
    end();
  });
});
