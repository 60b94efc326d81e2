import { ingredientMatchKey, parseAmount, RECIPE_FILTER_GROUPS, RECIPE_TAGS } from '@mealapp/domain';
import { DEMO_RECIPES } from './demo-recipes.js';
import { libraryContentTags, type LibraryRecipe } from './library-recipe.js';
import { STARTER_RECIPES } from './starter-recipes.js';

const LIBRARY: readonly LibraryRecipe[] = [...DEMO_RECIPES, ...STARTER_RECIPES];
const byKey = LIBRARY.map((recipe): [string, LibraryRecipe] => [recipe.key, recipe]);

// recipes design (issue 9): the library's categories; spec part 2 §9: the cuisine options
const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Snack', 'Soup', 'Salad', 'Drinks'];
const CUISINES = ['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French'];
const SEASONS: readonly string[] = RECIPE_FILTER_GROUPS.find((group) => group.id === 'season')!.options;
const DIFFICULTIES = ['easy', 'medium', 'hard'];
// spec part 2 §3: the recognised unit abbreviations
const UNITS = ['tsp', 'tbsp', 'cup', 'oz', 'lb', 'g', 'kg', 'ml', 'l', 'clove', 'slice', 'can', 'pkg', 'stick', 'bunch', 'pinch'];
// recipes design (issue 9): the ids of the stock image catalogue
const STOCK_IMAGE_IDS = [
  'italian-tomato-pasta', 'italian-pizza', 'italian-risotto', 'italian-lasagna', 'italian-pesto-pasta',
  'asian-stir-fry', 'asian-ramen', 'asian-fried-rice', 'asian-sushi', 'asian-dumplings',
  'mexican-tacos', 'mexican-burrito', 'mexican-enchiladas', 'mexican-guacamole',
  'american-burger', 'american-bbq-ribs', 'american-mac-cheese', 'american-fried-chicken',
  'breakfast-pancakes', 'breakfast-eggs-toast', 'breakfast-oatmeal', 'breakfast-smoothie-bowl', 'breakfast-omelette',
  'dessert-chocolate-cake', 'dessert-cookies', 'dessert-fruit-tart', 'dessert-ice-cream',
  'healthy-grain-bowl', 'healthy-roasted-vegetables', 'healthy-avocado-toast', 'healthy-quinoa-salad',
  'soup-tomato', 'soup-chicken-noodle', 'soup-lentil',
  'seafood-salmon', 'seafood-shrimp', 'seafood-mussels',
  'drinks-lemonade', 'drinks-smoothie', 'drinks-iced-tea',
  'salad-green', 'salad-caesar', 'salad-greek',
  'indian-curry', 'indian-dal',
  'mediterranean-hummus', 'mediterranean-falafel',
];

// Listed as ingredients, these would always show as missing and go onto the shopping list: the steps name them instead.
const NEVER_IN_A_PANTRY = ['water', 'ice', 'ice water', 'tap water'];

const MEAT_AND_FISH = ['beef', 'pork', 'chicken', 'chorizo', 'rib', 'bacon', 'ham', 'sausage', 'lamb', 'turkey', 'salmon', 'tuna', 'shrimp', 'prawn', 'mussel', 'anchovy', 'anchovies', 'fish', 'gelatin'];
const DAIRY = ['milk', 'buttermilk', 'butter', 'ghee', 'cream', 'cheese', 'parmesan', 'mozzarella', 'ricotta', 'halloumi', 'paneer', 'yogurt'];
const GLUTEN = ['flour', 'bread', 'breadcrumbs', 'panko', 'pasta', 'macaroni', 'noodle', 'tortilla', 'pita', 'bun', 'wrapper', 'soy sauce', 'wheat', 'barley', 'couscous'];
// Plant foods whose names contain one of the words above.
const PLANT_MILKS = ['coconut milk', 'oat milk', 'almond milk', 'soy milk', 'peanut butter'];
const GLUTEN_FREE_STARCHES = ['corn tortilla', 'chickpea flour', 'rice noodle', 'almond flour'];

/** The diet tags and what a recipe carrying one must not contain (whole words, singular or plural). */
const DIET_RULES: [tag: string, forbidden: string[], exceptions: string[]][] = [
  ['Vegetarian', MEAT_AND_FISH, []],
  ['Vegan', [...MEAT_AND_FISH, ...DAIRY, 'egg', 'honey'], PLANT_MILKS],
  ['Dairy-Free', DAIRY, PLANT_MILKS],
  ['Gluten-Free', GLUTEN, GLUTEN_FREE_STARCHES],
];

function forbiddenIngredients(recipe: LibraryRecipe, forbidden: string[], exceptions: string[]): string[] {
  return recipe.ingredients
    .map((ingredient) => ingredient.name)
    .filter((name) => {
      const rest = exceptions.reduce((text, phrase) => text.replace(new RegExp(`\\b${phrase}s?\\b`, 'g'), ''), name.toLowerCase());
      return forbidden.some((word) => new RegExp(`\\b${word}(s|es)?\\b`).test(rest));
    });
}

const tagged = (tag: string) => LIBRARY.filter((recipe) => recipe.tags.includes(tag));
const shownTags = (recipe: LibraryRecipe) => libraryContentTags(recipe, 'Starter library');
const totalTime = (recipe: LibraryRecipe) => recipe.prepTime + recipe.cookTime;
const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;
const isCleanText = (text: string) => text.length > 0 && text === text.trim() && !/\s{2}/.test(text);

describe('library lists', () => {
  it('has exactly 3 demo recipes, none titled Test Recipe (their source says so instead)', () => {
    expect(DEMO_RECIPES).toHaveLength(3);
    for (const recipe of DEMO_RECIPES) expect(recipe.title).not.toMatch(/test recipe/i);
  });

  it('has at least 40 starter recipes', () => {
    expect(STARTER_RECIPES.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every recipe a unique slug key and a unique title', () => {
    expect(new Set(LIBRARY.map((recipe) => recipe.key)).size).toBe(LIBRARY.length);
    expect(new Set(LIBRARY.map((recipe) => recipe.title.toLowerCase())).size).toBe(LIBRARY.length);
    for (const recipe of LIBRARY) expect(recipe.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(CATEGORIES)('has starter recipes in the category %s', (category) => {
    expect(STARTER_RECIPES.filter((recipe) => recipe.category === category).length).toBeGreaterThanOrEqual(3);
  });

  it.each(CUISINES)('has starter recipes of the cuisine %s', (cuisine) => {
    expect(STARTER_RECIPES.filter((recipe) => recipe.cuisine === cuisine).length).toBeGreaterThanOrEqual(5);
  });

  it.each([...SEASONS, 'Keto', 'Low-Carb', 'Gluten-Free', 'Dairy-Free'])('has starter recipes tagged %s', (tag) => {
    expect(STARTER_RECIPES.filter((recipe) => recipe.tags.includes(tag)).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 8 vegan and 8 more vegetarian starter recipes', () => {
    const vegan = STARTER_RECIPES.filter((recipe) => recipe.tags.includes('Vegan'));
    const vegetarian = STARTER_RECIPES.filter((recipe) => recipe.tags.includes('Vegetarian') && !recipe.tags.includes('Vegan'));
    expect(vegan.length).toBeGreaterThanOrEqual(8);
    expect(vegetarian.length).toBeGreaterThanOrEqual(8);
  });

  it.each(DIFFICULTIES)('has starter recipes of difficulty %s', (difficulty) => {
    expect(STARTER_RECIPES.filter((recipe) => recipe.difficulty === difficulty).length).toBeGreaterThanOrEqual(5);
  });

  it('ranges from recipes of a quarter of an hour to ones of two hours or more', () => {
    expect(STARTER_RECIPES.some((recipe) => totalTime(recipe) <= 15)).toBe(true);
    expect(STARTER_RECIPES.filter((recipe) => totalTime(recipe) >= 120).length).toBeGreaterThanOrEqual(3);
  });

  it('marks a few starter recipes trending and a few recommended', () => {
    for (const flag of ['isTrending', 'isRecommended'] as const) {
      const count = STARTER_RECIPES.filter((recipe) => recipe[flag]).length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(8);
    }
  });
});

describe.each(byKey)('%s', (_key, recipe) => {
  it('has clean text, a known category, cuisine, difficulty and stock image', () => {
    for (const text of [recipe.title, recipe.description, ...recipe.tags]) expect(isCleanText(text)).toBe(true);
    expect(CATEGORIES).toContain(recipe.category);
    expect(CUISINES).toContain(recipe.cuisine);
    expect(DIFFICULTIES).toContain(recipe.difficulty);
    expect(STOCK_IMAGE_IDS).toContain(recipe.stockImageId);
  });

  it('has positive whole-number times and servings', () => {
    expect([recipe.prepTime, recipe.cookTime, recipe.servings].every(isPositiveInteger)).toBe(true);
    expect(totalTime(recipe)).toBeLessThanOrEqual(24 * 60);
  });

  it('has 6 to 14 ingredients, each with a name that matching can key, a number as amount and a recognised unit', () => {
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(6);
    expect(recipe.ingredients.length).toBeLessThanOrEqual(14);
    expect(new Set(recipe.ingredients.map((ingredient) => ingredient.name.toLowerCase())).size).toBe(recipe.ingredients.length);
    for (const { amount, unit, name, notes } of recipe.ingredients) {
      expect(isCleanText(name)).toBe(true);
      expect(ingredientMatchKey(name)).not.toBe('');
      expect(NEVER_IN_A_PANTRY).not.toContain(name.toLowerCase());
      if (amount !== undefined) expect(parseAmount(amount)).toBeGreaterThan(0);
      if (unit !== undefined) {
        expect(UNITS).toContain(unit);
        expect(amount).toBeDefined();
      }
      if (notes !== undefined) expect(isCleanText(notes)).toBe(true);
    }
  });

  it('has 3 to 9 instructions written as sentences, without step numbers', () => {
    expect(recipe.instructions.length).toBeGreaterThanOrEqual(3);
    expect(recipe.instructions.length).toBeLessThanOrEqual(9);
    for (const step of recipe.instructions) {
      expect(isCleanText(step)).toBe(true);
      expect(step).toMatch(/^[A-Z].*[.!]$/);
      expect(step).not.toMatch(/^(step\s*)?\d+\s*[.):-]/i);
    }
  });

  it('has per-serving nutrition whose calories agree with its protein, carbs and fat', () => {
    const { calories, protein, carbs, fat, fiber, sugar, sodium, servingSize } = recipe.nutrition ?? {};
    for (const value of [calories, protein, carbs, fat, fiber, sugar, sodium]) expect(value !== undefined && value >= 0).toBe(true);
    expect(isCleanText(servingSize ?? '')).toBe(true);
    const fromMacros = 4 * protein! + 4 * carbs! + 9 * fat!;
    expect(Math.abs(calories! - fromMacros)).toBeLessThanOrEqual(Math.max(15, 0.1 * calories!));
    expect(fiber! + sugar!).toBeLessThanOrEqual(carbs! + 1);
  });

  it('carries tags from the fixed list: its own cuisine and no other, a season, and no duplicate', () => {
    for (const tag of recipe.tags) expect(RECIPE_TAGS).toContain(tag);
    expect(recipe.tags.filter((tag) => CUISINES.includes(tag))).toEqual([recipe.cuisine]);
    expect(recipe.tags.some((tag) => SEASONS.includes(tag))).toBe(true);
    expect(new Set(recipe.tags.map((tag) => tag.toLowerCase())).size).toBe(recipe.tags.length);
  });
});

// Own tags and the ones derived from ingredient words both reach the screen, so both must be true.
describe.each(DIET_RULES)('a recipe shown as %s', (tag, forbidden, exceptions) => {
  const shown = LIBRARY.filter((recipe) => shownTags(recipe).includes(tag));
  it.each(shown.map((recipe): [string, LibraryRecipe] => [recipe.key, recipe]))('%s has none of its excluded ingredients', (_key, recipe) => {
    expect(forbiddenIngredients(recipe, forbidden, exceptions)).toEqual([]);
  });
});

describe('diet word lists', () => {
  const recipe = (...names: string[]) => ({ ingredients: names.map((name) => ({ name })) }) as LibraryRecipe;
  it.each([
    ['Vegan', ['coconut milk', 'oat milk', 'peanut butter', 'tofu'], []],
    ['Vegan', ['egg noodles', 'egg yolks', 'honey', 'Greek yogurt', 'ghee', 'anchovy fillets'], ['egg noodles', 'egg yolks', 'honey', 'Greek yogurt', 'ghee', 'anchovy fillets']],
    ['Vegan', ['buttermilk', 'butter', 'heavy cream', 'paneer'], ['buttermilk', 'butter', 'heavy cream', 'paneer']],
    ['Vegetarian', ['chicken thighs', 'baby back ribs', 'Mexican chorizo', 'fish sauce', 'mussels'], ['chicken thighs', 'baby back ribs', 'Mexican chorizo', 'fish sauce', 'mussels']],
    ['Vegetarian', ['eggs', 'mozzarella cheese', 'butternut squash'], []],
    ['Dairy-Free', ['coconut milk', 'peanut butter', 'eggs'], []],
    ['Dairy-Free', ['milk', 'sour cream', 'Monterey Jack cheese'], ['milk', 'sour cream', 'Monterey Jack cheese']],
    ['Gluten-Free', ['corn tortillas', 'chickpea flour', 'rice noodles', 'tamari', 'buckwheat groats'], []],
    ['Gluten-Free', ['flour tortillas', 'soy sauce', 'pita breads', 'egg noodles', 'hamburger buns'], ['flour tortillas', 'soy sauce', 'pita breads', 'egg noodles', 'hamburger buns']],
  ])('%s excludes from %j exactly %j', (tag, names, excluded) => {
    const [, forbidden, exceptions] = DIET_RULES.find(([name]) => name === tag)!;
    expect(forbiddenIngredients(recipe(...names), forbidden, exceptions)).toEqual(excluded);
  });
});

describe.each([
  ['Keto', (recipe: LibraryRecipe) => recipe.nutrition!.carbs! <= 15 && recipe.tags.includes('Low-Carb')],
  ['Low-Carb', (recipe: LibraryRecipe) => recipe.nutrition!.carbs! <= 20],
  ['Beginner', (recipe: LibraryRecipe) => recipe.difficulty === 'easy' && recipe.instructions.length <= 3],
])('a recipe tagged %s', (tag, holds) => {
  it.each(tagged(tag).map((recipe): [string, LibraryRecipe] => [recipe.key, recipe]))('%s lives up to it', (_key, recipe) => {
    expect(holds(recipe)).toBe(true);
  });
});
