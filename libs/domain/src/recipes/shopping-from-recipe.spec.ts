import type { MatchedIngredient } from './matching.js';
import {
  ingredientsToShop,
  planShoppingAdds,
  recipeIngredientCategory,
  shoppingItemFromIngredient,
  shoppingItemsFromIngredients,
  type ShoppingItemDraft,
} from './shopping-from-recipe.js';

describe('shoppingItemFromIngredient (spec part 2 §4)', () => {
  it.each([
    [{ name: 'Flour', amount: '2', unit: 'cups' }, { name: 'Flour', quantity: '2 cups', category: 'Pantry' }],
    [{ name: ' Eggs ', amount: '3', unit: null }, { name: 'Eggs', quantity: '3', category: 'Dairy & Eggs' }],
    [{ name: 'Salt', amount: '', unit: 'pinch' }, { name: 'Salt', quantity: '1', category: 'Pantry' }],
    [{ name: 'Basil' }, { name: 'Basil', quantity: '1', category: 'Produce' }],
    [{ name: 'garlic', amount: ' 1½ ', unit: ' cloves ' }, { name: 'garlic', quantity: '1½ cloves', category: 'Produce' }],
  ])('%j -> %j', (ingredient, expected) => {
    expect(shoppingItemFromIngredient(ingredient)).toEqual(expected);
  });

  it('cuts the name and the quantity to what the shopping list holds', () => {
    const item = shoppingItemFromIngredient({ name: `${'x'.repeat(150)}`, amount: '1'.repeat(40), unit: 'u'.repeat(40) });
    expect(item.name).toHaveLength(100);
    expect(item.quantity).toHaveLength(60);
  });
});

describe('shoppingItemsFromIngredients: at the servings being cooked (issue 26)', () => {
  const ingredients = [
    { name: 'flour', amount: '2', unit: 'cups' },
    { name: 'eggs', amount: '3', unit: null },
    { name: 'salt', amount: null, unit: null },
    { name: 'butter', amount: '4', unit: 'tbsp' },
  ];
  const quantities = (servings?: { from: number | null; to: number } | null) =>
    shoppingItemsFromIngredients(ingredients, servings).map((item) => `${item.quantity} ${item.name}`);

  it.each<[string, { from: number | null; to: number } | null | undefined, string[]]>([
    ['no servings given: as written', undefined, ['2 cups flour', '3 eggs', '1 salt', '4 tbsp butter']],
    ['the same servings: as written', { from: 4, to: 4 }, ['2 cups flour', '3 eggs', '1 salt', '4 tbsp butter']],
    ['a recipe without servings: as written', { from: null, to: 6 }, ['2 cups flour', '3 eggs', '1 salt', '4 tbsp butter']],
    ['4 -> 6 servings: scaled, eggs whole', { from: 4, to: 6 }, ['3 cups flour', '5 eggs', '1 salt', '6 tbsp butter']],
    ['4 -> 2 servings', { from: 4, to: 2 }, ['1 cup flour', '2 eggs', '1 salt', '2 tbsp butter']],
    ['4 -> 16 servings: units promoted', { from: 4, to: 16 }, ['8 cups flour', '12 eggs', '1 salt', '1 cup butter']],
  ])('%s', (_case, servings, expected) => {
    expect(quantities(servings)).toEqual(expected);
  });

  it('keeps the category of each ingredient', () => {
    expect(shoppingItemsFromIngredients(ingredients, { from: 4, to: 6 }).map((item) => item.category)).toEqual(
      ingredients.map((ingredient) => shoppingItemFromIngredient(ingredient).category),
    );
  });
});

describe('recipeIngredientCategory: keywords, Pantry by default', () => {
  it.each([
    ['chicken breasts', 'Meat'],
    ['ground beef', 'Meat'],
    ['pork shoulder', 'Meat'],
    ['chicken broth', 'Pantry'],
    ['beef stock', 'Pantry'],
    ['salmon fillets', 'Seafood'],
    ['shrimp', 'Seafood'],
    ['mussels', 'Seafood'],
    ['fish sauce', 'Pantry'],
    ['milk', 'Dairy & Eggs'],
    ['unsalted butter', 'Dairy & Eggs'],
    ['grated parmesan', 'Dairy & Eggs'],
    ['feta cheese', 'Dairy & Eggs'],
    ['crème fraîche', 'Dairy & Eggs'],
    ['4 large eggs', 'Dairy & Eggs'],
    ['peanut butter', 'Pantry'],
    ['coconut milk', 'Pantry'],
    ['cherry tomatoes', 'Produce'],
    ['red bell pepper', 'Produce'],
    ['black pepper', 'Pantry'],
    ['fresh cilantro', 'Produce'],
    ['zucchini', 'Produce'],
    ['sweet potatoes', 'Produce'],
    ['canned tomatoes', 'Produce'],
    ['tomato paste', 'Pantry'],
    ['sourdough bread', 'Bakery'],
    ['flour tortillas', 'Bakery'],
    ['breadcrumbs', 'Pantry'],
    ['frozen peas', 'Frozen'],
    ['Frozen spinach', 'Frozen'],
    ['vanilla ice cream', 'Dairy & Eggs'],
    ['ice cream', 'Frozen'],
    ['orange juice', 'Beverages'],
    ['white wine', 'Beverages'],
    ['tortilla chips', 'Snacks'],
    ['olive oil', 'Pantry'],
    ['spaghetti', 'Pantry'],
    ['cumin', 'Pantry'],
    ['', 'Pantry'],
  ])('%p -> %s', (name, category) => {
    expect(recipeIngredientCategory(name)).toBe(category);
  });
});

describe('ingredientsToShop', () => {
  const matched: MatchedIngredient<string>[] = [
    { ingredient: 'garlic', status: 'available' },
    { ingredient: 'oil', status: 'low' },
    { ingredient: 'basil', status: 'missing' },
  ];
  it.each([
    ['needed', ['oil', 'basil']],
    ['all', ['garlic', 'oil', 'basil']],
  ] as const)('%s -> %j', (scope, expected) => {
    expect(ingredientsToShop(matched, scope)).toEqual(expected);
  });

  it('needs nothing when everything is there', () => {
    expect(ingredientsToShop([{ ingredient: 'garlic', status: 'available' }], 'needed')).toEqual([]);
  });
});

describe('planShoppingAdds: pending items merge, new ones are created', () => {
  const item = (name: string, quantity: string, category: ShoppingItemDraft['category'] = 'Produce'): ShoppingItemDraft => ({ name, quantity, category });

  it.each<[string, ShoppingItemDraft[], { id: number; name: string; quantity: string | null; isShopped?: boolean }[], ReturnType<typeof planShoppingAdds>]>([
    ['empty list: all created', [item('Basil', '1 bunch'), item('Garlic', '2 cloves')], [], {
      create: [item('Basil', '1 bunch'), item('Garlic', '2 cloves')],
      merge: [],
    }],
    ['pending of another spelling: quantities added', [item('tomatoes', '2'), item('Flour', '1 cup', 'Pantry')], [
      { id: 7, name: 'Tomato', quantity: '3' },
      { id: 8, name: 'Milk', quantity: '1 gallon' },
    ], { create: [item('Flour', '1 cup', 'Pantry')], merge: [{ id: 7, quantity: '5' }] }],
    ['pending without quantity counts as 1', [item('Garlic', '2')], [{ id: 3, name: 'garlic', quantity: null }], {
      create: [],
      merge: [{ id: 3, quantity: '3' }],
    }],
    ['units convert as Combine Similar does', [item('Butter', '1/2 cup', 'Dairy & Eggs')], [{ id: 4, name: 'butter', quantity: '4 tbsp' }], {
      create: [],
      merge: [{ id: 4, quantity: '12 tbsp' }],
    }],
    ['a checked item is not pending', [item('Milk', '1 cup', 'Dairy & Eggs')], [{ id: 5, name: 'Milk', quantity: '1 gallon', isShopped: true }], {
      create: [item('Milk', '1 cup', 'Dairy & Eggs')],
      merge: [],
    }],
    ['two pending of one name: the first takes it', [item('Salt', '1 tsp', 'Pantry')], [
      { id: 1, name: 'salt', quantity: '1 tsp' },
      { id: 2, name: 'Salt', quantity: null },
    ], { create: [], merge: [{ id: 1, quantity: '2 tsp' }] }],
    ['one name twice in the recipe: one item', [item('Salt', '1 tsp', 'Pantry'), item('salt', '2 tsp', 'Pantry')], [], {
      create: [item('Salt', '3 tsp', 'Pantry')],
      merge: [],
    }],
    ['one name twice, pending: both added to it', [item('Onion', '1'), item('onions', '2')], [{ id: 9, name: 'Onions', quantity: '1' }], {
      create: [],
      merge: [{ id: 9, quantity: '4' }],
    }],
    ['mixed units side by side', [item('Rice', '2 cups', 'Pantry')], [{ id: 6, name: 'Rice', quantity: '1 lb' }], {
      create: [],
      merge: [{ id: 6, quantity: '1 lb + 2 cups' }],
    }],
  ])('%s', (_case, items, pending, expected) => {
    expect(planShoppingAdds(items, pending)).toEqual(expected);
  });

  it('adds on its own what would not fit the quantity field', () => {
    const long = 'a pinch, or more if you like it salty';
    const plan = planShoppingAdds([item('Salt', 'to taste, a generous handful', 'Pantry')], [{ id: 1, name: 'Salt', quantity: long }]);
    expect(plan).toEqual({ create: [item('Salt', 'to taste, a generous handful', 'Pantry')], merge: [] });
  });
});
