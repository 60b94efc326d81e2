import { canonicalTag, readinessTag, recipeContentTags, type RecipeTagSource } from './recipe-tags.js';

const recipe = (over: Partial<RecipeTagSource> = {}): RecipeTagSource => ({
  title: 'Plain Recipe',
  cookTime: null,
  instructionCount: 2,
  ingredientNames: [],
  ...over,
});

describe('readinessTag (spec part 2 §4)', () => {
  it.each([
    [0, 0, 'Ready to Cook'],
    [0, 2, 'Check Quantities'],
    [1, 0, null],
    [3, 1, null],
  ])('%i missing, %i low -> %p', (missing, lowStock, expected) => {
    expect(readinessTag({ missing, lowStock })).toBe(expected);
  });
});

describe('recipeContentTags: difficulty by instruction count', () => {
  it.each([
    [0, 'Beginner'],
    [3, 'Beginner'],
    [4, 'Intermediate'],
    [6, 'Intermediate'],
    [7, 'Advanced'],
    [15, 'Advanced'],
  ])('%i steps -> %s', (instructionCount, tag) => {
    expect(recipeContentTags(recipe({ instructionCount }))).toEqual([tag]);
  });
});

describe('recipeContentTags: time by cook time', () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [0, 'Quick (< 30 min)'],
    [30, 'Quick (< 30 min)'],
    [31, 'Medium (30-60 min)'],
    [60, 'Medium (30-60 min)'],
    [61, 'Long (> 60 min)'],
    [240, 'Long (> 60 min)'],
  ])('%p min -> %p', (cookTime, tag) => {
    expect(recipeContentTags(recipe({ cookTime }))).toEqual(tag ? ['Beginner', tag] : ['Beginner']);
  });
});

describe('recipeContentTags: meal type and cuisine from title words', () => {
  it.each([
    ['Breakfast Burrito', ['Breakfast', 'Mexican']],
    ['Sunday Brunch Frittata', ['Breakfast']],
    ['Quick Lunch Wraps', ['Lunch']],
    ['Weeknight dinner traybake', ['Dinner']],
    ['Snack Mix', ['Snack']],
    ['Easy Desserts', ['Dessert']],
    ['Creamy Tomato Pasta', ['Italian']],
    ['Margherita Pizza', ['Italian']],
    ['Fish Tacos', ['Mexican']],
    ['Chicken Enchiladas', ['Mexican']],
    ['Beef & Broccoli Stir Fry', ['Asian']],
    ['Stir-fried Greens', ['Asian']],
    ['Pork Dumplings', ['Asian']],
    ['Thai Green Curry', ['Asian']],
    ['Chicken Curry', ['Indian']],
    ['Chana Masala', ['Indian']],
    ['Chicken Tikka Masala Curry', ['Indian']],
    ['Italian Wedding Soup', ['Italian']],
    ['Dinnerware polish', []],
    ['Pastasciutta', []],
  ])('%p -> %j', (title, tags) => {
    expect(recipeContentTags(recipe({ title })).slice(1)).toEqual(tags);
  });
});

describe('recipeContentTags: diet from ingredient words', () => {
  it.each<[string, string[], string[]]>([
    ['plants only', ['2 cups rice', 'black beans', 'olive oil', 'salt'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['chicken', ['chicken breast', 'rice'], ['Gluten-Free', 'Dairy-Free']],
    ['fish sauce is not vegetarian', ['rice noodles', 'fish sauce'], ['Gluten-Free', 'Dairy-Free']],
    ['chicken broth is not vegetarian', ['chicken broth', 'carrots'], ['Gluten-Free', 'Dairy-Free']],
    ['shrimp', ['shrimp', 'garlic'], ['Gluten-Free', 'Dairy-Free']],
    ['butter', ['butter', 'potatoes'], ['Vegetarian', 'Gluten-Free']],
    ['cheddar', ['cheddar', 'potatoes'], ['Vegetarian', 'Gluten-Free']],
    ['parmesan', ['grated parmesan', 'spinach'], ['Vegetarian', 'Gluten-Free']],
    ['sour cream', ['sour cream', 'chives'], ['Vegetarian', 'Gluten-Free']],
    ['peanut butter is not dairy', ['peanut butter', 'celery'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['coconut milk is not dairy', ['coconut milk', 'rice'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['butter beans are not dairy', ['butter beans', 'tomatoes'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['cream of tartar is not dairy', ['cream of tartar', 'sugar'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['eggs', ['4 large eggs', 'spinach'], ['Vegetarian', 'Gluten-Free', 'Dairy-Free']],
    ['eggplant is not egg', ['eggplant', 'olive oil'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['honey', ['honey', 'oats'], ['Vegetarian', 'Gluten-Free', 'Dairy-Free']],
    ['vegan sausage', ['vegan sausages', 'onion'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['ribs are meat', ['baby back ribs', 'barbecue sauce'], ['Gluten-Free', 'Dairy-Free']],
    ['flour', ['all-purpose flour', 'sugar'], ['Vegetarian', 'Vegan', 'Dairy-Free']],
    ['spaghetti', ['spaghetti', 'tomatoes'], ['Vegetarian', 'Vegan', 'Dairy-Free']],
    ['soy sauce', ['tofu', 'soy sauce'], ['Vegetarian', 'Vegan', 'Dairy-Free']],
    ['tamari instead', ['tofu', 'tamari'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['almond flour', ['almond flour', 'eggs'], ['Vegetarian', 'Gluten-Free', 'Dairy-Free']],
    ['gluten-free pasta', ['gluten-free spaghetti'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['corn tortillas', ['corn tortillas', 'black beans'], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free']],
    ['flour tortillas', ['flour tortillas', 'black beans'], ['Vegetarian', 'Vegan', 'Dairy-Free']],
    ['breadcrumbs', ['panko breadcrumbs', 'cod'], ['Dairy-Free']],
    ['no ingredients: no diet claims', [], []],
  ])('%s', (_case, ingredientNames, tags) => {
    expect(recipeContentTags(recipe({ ingredientNames })).slice(1)).toEqual(tags);
  });
});

describe('recipeContentTags: everything together', () => {
  it('own tags first, then difficulty, meal, cuisine, time, diet, category, source, Trending, Recommended, each once', () => {
    expect(
      recipeContentTags({
        title: 'Summer Dinner Pesto Pasta',
        cookTime: 20,
        instructionCount: 5,
        ingredientNames: ['penne', 'basil', 'pine nuts', 'olive oil'],
        categoryName: 'Dinner',
        source: 'Starter library',
        cuisine: 'italian',
        isTrending: true,
        isRecommended: true,
        tags: [' summer ', 'low carb', 'VEGAN', 'Family favourite', 'family favourite', ''],
      }),
    ).toEqual([
      'Summer',
      'Low-Carb',
      'Vegan',
      'Family favourite',
      'Intermediate',
      'Dinner',
      'Italian',
      'Quick (< 30 min)',
      'Vegetarian',
      'Dairy-Free',
      'Starter library',
      'Trending',
      'Recommended',
    ]);
  });

  it('adds a cuisine the title does not name from the cuisine field', () => {
    expect(recipeContentTags(recipe({ cuisine: 'Mediterranean' }))).toEqual(['Beginner', 'Mediterranean']);
    expect(recipeContentTags(recipe({ cuisine: 'french' }))).toEqual(['Beginner', 'French']);
    expect(recipeContentTags(recipe({ cuisine: '  ' }))).toEqual(['Beginner']);
  });

  it('keeps the category name and the source as tags', () => {
    expect(recipeContentTags(recipe({ categoryName: 'Soup', source: 'Test Recipe' }))).toEqual(['Beginner', 'Soup', 'Test Recipe']);
  });
});

describe('canonicalTag', () => {
  it.each([
    ['gluten free', 'Gluten-Free'],
    ['LOW-CARB', 'Low-Carb'],
    ['slow-cooker', 'Slow Cooker'],
    ['quick (<30 min)', 'Quick (< 30 min)'],
    ['  Grandma’s  ', 'Grandma’s'],
  ])('%p -> %p', (tag, expected) => expect(canonicalTag(tag)).toBe(expected));
});
