import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { recipeCsvFormat, recipeCsvRecipes } from './recipe-csv.js';

// Sample exports written for these tests, in the shape each app writes: a header row, a recipe a
// row, quoted cells holding several lines.

/** One CSV cell, quoted as the apps write them (a quote doubled). */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csv = (header: string[], ...rows: string[][]) => [header.join(','), ...rows.map((row) => row.map(quoted).join(','))].join('\r\n');

const PLAN_TO_EAT_COLUMNS = [
  'Title', 'Course', 'Cuisine', 'Main Ingredient', 'Description', 'Source', 'Url', 'Url Host', 'Prep Time', 'Cook Time', 'Total Time',
  'Servings', 'Yield', 'Ingredients', 'Directions', 'Tags', 'Rating', 'Public Url', 'Photo Url', 'Private', 'Nutritional Score (generic)',
  'Calories', 'Fat', 'Saturated Fat', 'Cholesterol', 'Sodium', 'Sugar', 'Carbohydrate', 'Fiber', 'Protein', 'Cost', 'Created At', 'Updated At',
];

const planToEatRow = (over: Record<string, string> = {}): string[] => {
  const row: Record<string, string> = {
    Title: 'Lemon Bars',
    Course: 'Dessert',
    Cuisine: 'American',
    'Main Ingredient': 'Lemon',
    Description: 'Bright and tart.\n\nA **family** favourite.',
    Source: "Aunt May's cookbook",
    Url: 'https://www.bakes.example/lemon-bars',
    'Url Host': 'bakes.example',
    'Prep Time': '20',
    'Cook Time': '45',
    'Total Time': '70',
    Servings: '8',
    Yield: '16 bars',
    Ingredients: ', Crust\n1 cup flour\n1/2 cup butter, softened\n, Filling\n3 eggs\n\n',
    Directions: 'Heat the oven to 350°F.\nPress the crust into a pan, then bake "until golden".\nFOR THE FILLING\nWhisk the eggs and sugar.',
    Tags: 'Baking, Citrus',
    Rating: '4',
    'Public Url': 'https://app.plantoeat.com/recipes/1',
    'Photo Url': 'https://images.example/lemon.jpg',
    Private: 'yes',
    'Nutritional Score (generic)': '',
    Calories: '180',
    Fat: '8',
    'Saturated Fat': '4',
    Cholesterol: '60',
    Sodium: '95',
    Sugar: '20',
    Carbohydrate: '25',
    Fiber: '1',
    Protein: '3',
    Cost: '',
    'Created At': '2024-03-01 10:00:00',
    'Updated At': '2024-03-02 10:00:00',
    ...over,
  };
  return PLAN_TO_EAT_COLUMNS.map((column) => row[column] ?? '');
};

const MY_RECIPE_BOX_COLUMNS = [
  'title', 'description', 'preparationTime', 'cookingTime', 'inactiveTime', 'totalTime', 'quantity', 'ingredients', 'instructions', 'notes',
  'nutrition', 'favorite', 'rating', 'categories', 'tags', 'video', 'source', 'originalPicture', '',
];

const myRecipeBoxRow = (over: Record<string, string> = {}): string[] => {
  const row: Record<string, string> = {
    title: 'Crispy Potatoes',
    description: 'Sliced potatoes, air fried.',
    preparationTime: '10',
    cookingTime: '15',
    inactiveTime: '30',
    totalTime: '25',
    quantity: '4',
    ingredients: '2 large potatoes, sliced\nFor the seasoning:\n1 teaspoon garlic powder\n1/2 teaspoon salt',
    instructions: '1. Soak the potatoes in water.\n\n2. Drain, then toss with the oil.\n\n3. Air fry for 20 mins.',
    notes: 'Make a second batch for a crowd.',
    nutrition: 'calories : 150 kcal\ncarbohydrate : 25 g\nprotein : 3 g\nfat : 5 g\nsaturatedFat : 1 g\nsodium : 396 mg\nfiber : 3 g\nsugar : 1 g\nservingSize : 1 serving',
    favorite: 'true',
    rating: '5',
    categories: 'Sides;Snacks',
    tags: 'Quick',
    video: 'https://video.example/potatoes',
    source: 'https://www.fryer.example/potatoes/',
    originalPicture: 'https://www.fryer.example/potatoes.jpg',
    ...over,
  };
  return MY_RECIPE_BOX_COLUMNS.map((column) => row[column] ?? '');
};

const recipeOf = (text: string, index = 0) => recipeCsvRecipes(text)[index].recipe;

describe('recipeCsvFormat', () => {
  it.each<[string, string, 'plantoeat' | 'myrecipebox' | null]>([
    ["Plan to Eat's header", csv(PLAN_TO_EAT_COLUMNS, planToEatRow()), 'plantoeat'],
    ["My Recipe Box's header", csv(MY_RECIPE_BOX_COLUMNS, myRecipeBoxRow()), 'myrecipebox'],
    ['a header alone', PLAN_TO_EAT_COLUMNS.join(','), 'plantoeat'],
    ['a byte-order mark before the header', `\ufeff${csv(MY_RECIPE_BOX_COLUMNS, myRecipeBoxRow())}`, 'myrecipebox'],
    ['a few of the columns, in another order', 'Photo Url,Directions,Ingredients,Title\nx,y,z,w', 'plantoeat'],
    ['title, ingredients and directions alone (any spreadsheet)', 'Title,Ingredients,Directions\nA,B,C', null],
    ["another app's CSV", 'name,amount,unit\nflour,1,cup', null],
    ['no CSV at all', '{"name": "Pancakes"}', null],
    ['an empty file', '', null],
    ['a quote never closed', '"Title,Ingredients', null],
    ["Plan to Eat's columns among hundreds of others", `${PLAN_TO_EAT_COLUMNS.join(',')}${',x'.repeat(300)}`, null],
    ['a header row longer than any export writes', `Title,Ingredients,Directions,Photo Url,${'x'.repeat(70_000)}\nA,B,C,D,E`, null],
  ])('%s', (_, text, format) => {
    expect(recipeCsvFormat(text)).toBe(format);
  });
});

describe('recipeCsvRecipes: Plan to Eat', () => {
  it('carries every field over', () => {
    const [found] = recipeCsvRecipes(csv(PLAN_TO_EAT_COLUMNS, planToEatRow()));
    expect(found.photo).toBeUndefined();
    expect(found.recipe).toEqual({
      title: 'Lemon Bars',
      description: "Bright and tart.\n\nA **family** favourite.\n\nSource: Aunt May's cookbook",
      ingredients: [
        { amount: '1', amountValue: 1, unit: 'cup', name: 'flour', notes: 'Crust' },
        { amount: '1/2', amountValue: 0.5, unit: 'cup', name: 'butter', notes: 'Crust; softened' },
        { amount: '3', amountValue: 3, unit: null, name: 'eggs', notes: 'Filling' },
      ],
      instructions: ['Heat the oven to 350°F.', 'Press the crust into a pan, then bake "until golden".', '## FOR THE FILLING', 'Whisk the eggs and sugar.'],
      prepTime: 20,
      cookTime: 45,
      totalTime: 70,
      servings: 8,
      yields: '16 bars',
      cuisine: 'American',
      tags: ['Dessert', 'Lemon', 'Baking', 'Citrus'],
      imageUrl: 'https://images.example/lemon.jpg',
      nutrition: { calories: 180, fat: 8, sodium: 95, sugar: 20, carbs: 25, fiber: 1, protein: 3 },
      source: 'bakes.example',
    });
  });

  it('reads several recipes, one a row, and skips a row of empty cells', () => {
    const text = csv(PLAN_TO_EAT_COLUMNS, planToEatRow(), planToEatRow({ Title: 'Second' }).map(() => ''), planToEatRow({ Title: 'Pasta' }));
    expect(recipeCsvRecipes(text).map((found) => found.recipe.title)).toEqual(['Lemon Bars', 'Pasta']);
  });

  it('keeps quotes, commas and line breaks inside a cell', () => {
    const text = `Title,Ingredients,Directions,Photo Url\n"Soup, ""the best""","2 cups stock, warm\n1 onion","Chop, then simmer.\nServe.",\n`;
    const recipe = recipeOf(text);
    expect(recipe.title).toBe('Soup, "the best"');
    expect(recipe.ingredients.map((line) => line.name)).toEqual(['stock', 'onion']);
    expect(recipe.instructions).toEqual(['Chop, then simmer.', 'Serve.']);
  });

  it('reads a file with a byte-order mark and Windows line ends', () => {
    const text = `\ufeff${csv(PLAN_TO_EAT_COLUMNS, planToEatRow({ Directions: 'Mix.\r\nBake.' }))}\r\n`;
    expect(recipeOf(text)).toMatchObject({ title: 'Lemon Bars', instructions: ['Mix.', 'Bake.'] });
  });

  it('takes a Notes column after the description', () => {
    const text = `Title,Description,Notes,Ingredients,Directions,Main Ingredient\nTart,Crisp.,"Keeps a day.\nServe cold.",,,`;
    expect(recipeOf(text).description).toBe('Crisp.\n\nKeeps a day.\nServe cold.');
  });

  it('reads a row with missing and extra cells, and a row without a title', () => {
    const text = `Title,Ingredients,Directions,Photo Url,Url\nShort,1 egg\nLong,1 egg,Fry.,http://images.example/egg.jpg,https://eggs.example/fried,extra,cells\n,2 eggs,Boil.`;
    const recipes = recipeCsvRecipes(text).map((found) => found.recipe);
    expect(recipes.map((recipe) => [recipe.title, recipe.ingredients.length, recipe.instructions.length, recipe.source])).toEqual([
      ['Short', 1, 0, 'Plan to Eat'],
      ['Long', 1, 1, 'eggs.example'],
      ['', 1, 1, 'Plan to Eat'],
    ]);
    // an http photo address is no link we keep
    expect(recipes[1].imageUrl).toBeNull();
  });

  it('takes the host of a Source that is an address when Url is empty, and no "Source:" note for it', () => {
    const recipe = recipeOf(csv(PLAN_TO_EAT_COLUMNS, planToEatRow({ Url: '', Source: 'https://www.tarts.example/lemon', Description: '' })));
    expect(recipe).toMatchObject({ source: 'tarts.example', description: null });
  });

  it('reads times written in words, Servings alone, and tags split by "^"', () => {
    const recipe = recipeOf(csv(PLAN_TO_EAT_COLUMNS, planToEatRow({ 'Prep Time': '1 hr 5 mins', 'Cook Time': '0', 'Total Time': '', Yield: '', Servings: '6', Tags: 'Baking^Citrus' })));
    expect(recipe).toMatchObject({ prepTime: 65, cookTime: null, totalTime: 65, servings: 6, yields: '6 servings', tags: ['Dessert', 'Lemon', 'Baking', 'Citrus'] });
  });

  it('takes a heading line ending with ":" as a group, and drops an "Ingredients:" line', () => {
    const recipe = recipeOf(csv(PLAN_TO_EAT_COLUMNS, planToEatRow({ Ingredients: 'Ingredients:\n2 eggs\nFor the glaze:\n1 cup sugar' })));
    expect(recipe.ingredients).toEqual([
      { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: null },
      { amount: '1', amountValue: 1, unit: 'cup', name: 'sugar', notes: 'For the glaze' },
    ]);
  });
});

describe('recipeCsvRecipes: My Recipe Box', () => {
  it('carries every field over', () => {
    const [found] = recipeCsvRecipes(csv(MY_RECIPE_BOX_COLUMNS, myRecipeBoxRow()));
    expect(found.photo).toBeUndefined();
    expect(found.recipe).toEqual({
      title: 'Crispy Potatoes',
      description: 'Sliced potatoes, air fried.\n\nMake a second batch for a crowd.\n\nVideo: https://video.example/potatoes',
      ingredients: [
        { amount: '2', amountValue: 2, unit: null, name: 'potatoes', notes: 'large; sliced' },
        { amount: '1', amountValue: 1, unit: 'teaspoon', name: 'garlic powder', notes: 'For the seasoning' },
        { amount: '1/2', amountValue: 0.5, unit: 'teaspoon', name: 'salt', notes: 'For the seasoning' },
      ],
      instructions: ['Soak the potatoes in water.', 'Drain, then toss with the oil.', 'Air fry for 20 mins.'],
      prepTime: 10,
      cookTime: 15,
      totalTime: 25,
      servings: 4,
      yields: '4 servings',
      cuisine: null,
      tags: ['Sides', 'Snacks', 'Quick'],
      imageUrl: 'https://www.fryer.example/potatoes.jpg',
      nutrition: { calories: 150, carbs: 25, protein: 3, fat: 5, sodium: 396, fiber: 3, sugar: 1, servingSize: '1 serving' },
      source: 'fryer.example',
    });
  });

  it('names the app as the source when the recipe names no page, and keeps a named source in the notes', () => {
    expect(recipeOf(csv(MY_RECIPE_BOX_COLUMNS, myRecipeBoxRow({ source: '', video: '', notes: '' }))).source).toBe('My Recipe Box');
    expect(recipeOf(csv(MY_RECIPE_BOX_COLUMNS, myRecipeBoxRow({ source: 'Grandma', video: '', notes: '' })))).toMatchObject({
      source: 'My Recipe Box',
      description: 'Sliced potatoes, air fried.\n\nSource: Grandma',
    });
  });

  it('decodes a picture given in base64 as the photo', () => {
    const bytes = Buffer.from('a photo of crispy potatoes, well browned'.repeat(4));
    const header = [...MY_RECIPE_BOX_COLUMNS.slice(0, -1), 'picture'];
    const [found] = recipeCsvRecipes(csv(header, [...myRecipeBoxRow().slice(0, -1), `data:image/jpeg;base64,${bytes.toString('base64')}`]));
    expect(found.photo).toEqual(bytes);
    expect(found.recipe.imageUrl).toBe('https://www.fryer.example/potatoes.jpg');
  });

  it('gives no photo for a picture over the limit, and imports the recipe', () => {
    const header = [...MY_RECIPE_BOX_COLUMNS.slice(0, -1), 'picture'];
    const large = 'A'.repeat(Math.ceil(ARCHIVE_LIMITS.imageBytes / 3) * 4 + 4);
    const [found] = recipeCsvRecipes(csv(header, [...myRecipeBoxRow().slice(0, -1), large]));
    expect(found.photo).toBeNull();
    expect(found.recipe.title).toBe('Crispy Potatoes');
  });

  it('reads other apps\' CSVs as nothing', () => {
    expect(recipeCsvRecipes(`${PLAN_TO_EAT_COLUMNS.join(',')}${',x'.repeat(300)}\nA`)).toEqual([]);
    expect(recipeCsvRecipes('name,amount,unit\nflour,1,cup')).toEqual([]);
    expect(recipeCsvRecipes('')).toEqual([]);
  });
});

describe('recipeCsvRecipes: bounds', () => {
  it('reads one row past the recipes an upload imports, and no more', () => {
    const text = `Title,Ingredients,Directions,Main Ingredient\n${'Toast,1 slice bread,Toast it.,Bread\n'.repeat(ARCHIVE_LIMITS.recipes + 5)}`;
    expect(recipeCsvRecipes(text)).toHaveLength(ARCHIVE_LIMITS.recipes + 1);
  });

  it('skips a row longer than a recipe with a photo may be, and reads the rows before it', () => {
    const text = `Title,Ingredients,Directions,Main Ingredient\nToast,1 slice bread,Toast it.,Bread\nHuge,"${'x'.repeat(16 * 1024 * 1024)}",,`;
    expect(recipeCsvRecipes(text).map((found) => found.recipe.title)).toEqual(['Toast']);
  });
});
