import { gzipSync } from 'node:zlib';
import { strToU8, type Zippable } from 'fflate';
import { JPEG, PNG, json, zip } from './exports.js';

/*
 * Exports of more apps, written here from their documented formats and from open-source importers'
 * readings of them (docs/importing-recipes.md): no real user's data, nothing taken from another
 * project's test files. Each builder answers the bytes a person would upload.
 */

/** A Paprika 3 recipe as its exporter writes it (one .paprikarecipe is this JSON, gzipped). */
export const paprikaFocaccia = {
  uid: '5B0D6C34-1F4A-4C1E-9E51-2B8C7E0A9F11',
  name: 'Rosemary focaccia',
  description: 'A **soft**, dimpled bread.',
  ingredients: 'DOUGH\n500 g bread flour\n7 g instant yeast\n400 ml warm water\nTOPPING\n3 tbsp olive oil\n1 sprig rosemary\nflaky salt',
  directions: '1. Mix the flour, yeast and water; rest 10 minutes.\n\n2. Stretch and fold four times, then leave to double.\nShaping:\n3. Spread in an oiled tin, dimple, and top with oil, rosemary and salt.\n4. Bake at 230°C for 25 minutes.',
  notes: 'Best on the day.\n\n- Keeps a day in a tin.\n- Freezes well.',
  nutritional_info: 'Calories: 210\nProtein: 6 g',
  servings: '12 pieces',
  prep_time: '20 mins',
  cook_time: '25 mins',
  total_time: '3 hrs',
  difficulty: 'Easy',
  rating: 5,
  source: 'Example Bakery',
  source_url: 'https://bakery.example.com/focaccia',
  image_url: 'https://bakery.example.com/focaccia.jpg',
  photo: 'FOCACCIA.jpg',
  photo_hash: 'abc',
  photo_data: JPEG.toString('base64'),
  categories: ['Bread', 'Baking'],
  created: '2024-03-01 10:00:00',
  hash: 'd1e2',
};

export const paprikaSalad = {
  uid: '9C8E4A11-0000-4E2B-8B7A-5A6F4E3D2C1B',
  name: 'Cucumber salad',
  description: '',
  ingredients: '1 cucumber\n2 tbsp rice vinegar\n1 tsp sugar\nsalt, pepper',
  directions: 'Slice the cucumber thinly.\nToss with the vinegar, sugar, salt and pepper.',
  notes: '',
  nutritional_info: '',
  servings: '2',
  prep_time: '10 min',
  cook_time: '',
  total_time: '',
  source: '',
  source_url: '',
  photo_data: null,
  categories: [],
  rating: 0,
};

/** One recipe as Paprika exports it alone: gzipped JSON. */
export const paprikaRecipeFile = (recipe: object): Buffer => gzipSync(JSON.stringify(recipe));

/** Paprika's bulk export (.paprikarecipes): a zip of one gzipped .paprikarecipe per recipe. */
export function paprikaExport(recipes: object[] = [paprikaFocaccia, paprikaSalad]): Buffer {
  const files: Zippable = {};
  for (const recipe of recipes) files[`${String((recipe as { name: string }).name)}.paprikarecipe`] = paprikaRecipeFile(recipe);
  return zip(files);
}

/** A Nextcloud Cookbook recipe.json: schema.org, as the app keeps it in its folder. */
export const nextcloudChili = {
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  id: '1234',
  name: 'Bean chili',
  description: 'Smoky and thick.',
  url: 'https://chili.example.org/bean-chili',
  image: 'https://chili.example.org/chili.jpg',
  prepTime: 'PT0H15M0S',
  cookTime: 'PT0H45M0S',
  totalTime: 'PT1H0M0S',
  recipeCategory: 'Dinner',
  keywords: 'beans,spicy',
  recipeYield: 4,
  tool: ['pot'],
  recipeIngredient: ['2 tins kidney beans', '1 onion, chopped', '2 tsp smoked paprika'],
  recipeInstructions: ['Fry the onion until soft.', 'Add the beans and paprika; simmer 45 minutes.'],
  nutrition: { '@type': 'NutritionInformation', calories: '380 kcal', proteinContent: '19 g' },
  dateCreated: '2024-01-01T10:00:00+0000',
};

/** Nextcloud Cookbook's export: a folder per recipe, each with recipe.json, full.jpg and thumbnails. */
export function nextcloudExport(recipes: object[] = [nextcloudChili]): Buffer {
  const files: Zippable = {};
  for (const recipe of recipes) {
    const folder = String((recipe as { name: string }).name);
    files[`Recipes/${folder}/recipe.json`] = json(recipe);
    files[`Recipes/${folder}/full.jpg`] = JPEG;
    files[`Recipes/${folder}/thumb.jpg`] = PNG;
    files[`Recipes/${folder}/thumb16.jpg`] = PNG;
  }
  return zip(files);
}

/** A Mela recipe (.melarecipe is this JSON; .melarecipes a zip of them): "# " lines are groups and sections. */
export const melaRisotto = {
  id: 'risotto.example.net/mushroom-risotto',
  title: 'Mushroom risotto',
  text: 'Creamy, no cream.',
  ingredients: '# Risotto\n300 g arborio rice\n1 l hot stock\n# To finish\n30 g parmesan, grated',
  instructions: '# Base\nSweat the shallot in butter.\nToast the rice for 2 minutes.\n# Cook\nAdd the stock a ladle at a time, stirring.',
  notes: 'Stir often.',
  nutrition: '',
  yield: '4 servings',
  prepTime: '10 min',
  cookTime: '25 min',
  totalTime: '',
  categories: ['Dinner', 'Italian'],
  link: 'https://risotto.example.net/mushroom-risotto',
  images: [JPEG.toString('base64')],
  favorite: true,
  wantToCook: false,
  date: 700000000,
};

export const melaExport = (recipes: object[] = [melaRisotto]): Buffer => {
  const files: Zippable = {};
  for (const recipe of recipes) files[`${String((recipe as { title: string }).title)}.melarecipe`] = json(recipe);
  return zip(files);
};

/** RecipeSage's JSON-LD export: a list of schema.org Recipes with its own fields and "[Header]" lines. */
export const recipeSageExport = [
  {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    datePublished: '2024-02-01T10:00:00.000Z',
    description: 'Weekend waffles.',
    image: 'https://photos.recipesage.example/waffles.jpg',
    name: 'Buttermilk waffles',
    prepTime: '10 minutes',
    totalTime: '30 minutes',
    recipeYield: '6 waffles',
    recipeIngredient: ['[Dry]', '250 g flour', '2 tsp baking powder', '[Wet]', '400 ml buttermilk', '2 eggs'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Whisk the dry ingredients.' },
      { '@type': 'HowToStep', text: '[Cooking]' },
      { '@type': 'HowToStep', text: 'Fold in the wet ones and cook in a hot iron.' },
    ],
    recipeCategory: ['Breakfast'],
    creditText: 'https://waffles.example.org/buttermilk',
    isBasedOn: 'https://waffles.example.org/buttermilk',
    comment: [{ '@type': 'Comment', name: 'Author Notes', text: 'Freeze the extras.' }],
  },
];

/** A Chowdown site: recipes as _recipes/*.md with YAML front matter, photos under images/. */
export function chowdownExport(): Buffer {
  const ramen = [
    '---',
    'layout: recipe',
    'title: "Miso ramen"',
    'image: ramen.jpg',
    'tags: soup, japanese',
    'components:',
    '  - Ramen broth',
    'ingredients:',
    '- 2 portions ramen noodles',
    '- 2 tbsp white miso',
    '- For the topping:',
    '- 2 spring onions, sliced',
    'directions:',
    '- Cook the noodles.',
    '- Whisk the miso into the hot broth and pour over.',
    '---',
    '',
    'A quick bowl.',
    '',
    '### Source',
    'Adapted from a friend.',
    '',
  ].join('\n');
  return zip({
    'chowdown-gh-pages/_recipes/miso-ramen.md': strToU8(ramen),
    'chowdown-gh-pages/images/ramen.jpg': JPEG,
    'chowdown-gh-pages/_layouts/recipe.html': strToU8('<html>{{ content }}</html>'),
    'chowdown-gh-pages/index.html': strToU8('<html>site</html>'),
    'chowdown-gh-pages/README.md': strToU8('# Chowdown'),
  });
}

/** Copy Me That's export: recipes.html, a <div class="recipe"> each, photos in images/. */
export function copyMeThatExport(): Buffer {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="copymethat_class_id_version" content="2"></head><body>
<div class="recipe">
  <div id="name">Lemon posset</div>
  <div id="link"><a id="original_link" href="https://desserts.example.com/posset">https://desserts.example.com/posset</a></div>
  <img class="recipeImage" src="images/posset_1a2b.jpg">
  <div id="categories"><span class="recipeCategory">Tags:</span><span class="recipeCategory">Dessert</span></div>
  <div id="description">Three ingredients.</div>
  <div id="servings">Servings: <a id="recipeYield">4</a></div>
  <ul id="recipeIngredients">
    <li class="recipeIngredient">600 ml double cream</li>
    <li class="recipeIngredient">150 g caster sugar</li>
    <li class="recipeIngredient">2 lemons, juiced</li>
  </ul>
  <ol id="recipeInstructions">
    <li class="instruction" value="1">Boil the cream and sugar for 3 minutes.</li>
    <li class="instruction" value="2">Stir in the lemon juice, pour into glasses and chill.</li>
  </ol>
</div>
</body></html>`;
  return zip({ 'recipes.html': strToU8(html), 'images/posset_1a2b.jpg': JPEG });
}

/** Recipe Keeper's export: recipes.html marked with itemprops, photos in images/. */
export function recipeKeeperExport(): Buffer {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>
<div class="recipe-details">
  <meta content="b7c1-flapjack" itemprop="recipeId"><meta content="False" itemprop="recipeIsFavourite">
  <h2 itemprop="name">Flapjacks</h2>
  <div>Courses: <span itemprop="recipeCourse">Snack</span></div>
  <div>Serving size: <span itemprop="recipeYield">12</span></div>
  <meta content="PT10M" itemprop="prepTime"><meta content="PT25M" itemprop="cookTime">
  <img class="recipe-photo" src="images/b7c1-flapjack_0.jpg">
  <div class="recipe-ingredients" itemprop="recipeIngredients"><p>250 g oats</p><p>125 g butter</p><p>4 tbsp golden syrup</p></div>
  <div itemprop="recipeDirections"><p>Melt the butter with the syrup.</p><p>Stir in the oats, press into a tin and bake.</p></div>
  <div class="recipe-notes" itemprop="recipeNotes"><p>Cut while warm.</p></div>
  <meta content="190" itemprop="recipeNutCalories">
</div>
</body></html>`;
  return zip({ 'recipes.html': strToU8(html), 'images/b7c1-flapjack_0.jpg': JPEG });
}

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csvText = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

/** Plan to Eat's CSV export: a header row, a recipe a row, several lines in a cell; ", Name" lines are groups. */
export const planToEatCsv = (): string =>
  csvText([
    ['Title', 'Course', 'Cuisine', 'Main Ingredient', 'Description', 'Source', 'Url', 'Url Host', 'Prep Time', 'Cook Time', 'Total Time', 'Servings', 'Yield', 'Ingredients', 'Directions', 'Tags', 'Rating', 'Public Url', 'Photo Url'],
    [
      'Tomato soup',
      'Lunch',
      'British',
      'Tomato',
      'Simple, "proper" soup.',
      '',
      'https://soups.example.com/tomato',
      'soups.example.com',
      '10',
      '30',
      '40',
      '4',
      '4 bowls',
      ', Soup\n1 kg tomatoes, halved\n1 onion\n, To serve\n4 tbsp cream',
      'Roast the tomatoes and onion.\nBlend with the stock, then season.',
      'Soup, Vegetarian',
      '5',
      '',
      'https://soups.example.com/tomato.jpg',
    ],
  ]);

/** My Recipe Box's CSV export. */
export const myRecipeBoxCsv = (): string =>
  csvText([
    ['title', 'description', 'preparationTime', 'cookingTime', 'totalTime', 'quantity', 'ingredients', 'instructions', 'notes', 'categories', 'tags', 'source', 'originalPicture'],
    [
      'Garlic bread',
      'Crisp outside, soft inside.',
      '5',
      '10',
      '15',
      '4',
      '1 baguette\n60 g butter, soft\n2 garlic cloves, crushed',
      'Mix the butter and garlic.\n\nSpread into the cut baguette and bake 10 minutes.',
      'Wrap in foil to keep warm.',
      'Sides',
      'Quick',
      'https://bread.example.org/garlic',
      '',
    ],
  ]);

/** A Cooklang recipe: ingredients marked in the steps, metadata in front matter. */
export const cooklangPancakes = [
  '---',
  'title: Crepes',
  'servings: 4',
  'tags: [breakfast, french]',
  '---',
  '',
  '== Batter ==',
  '',
  'Whisk @flour{125%g}, @eggs{2} and @milk{300%ml} until smooth. -- no lumps',
  '',
  'Rest the batter for ~{30%minutes}.',
  '',
  '== Cooking ==',
  '',
  'Fry thin crepes in a #pan{} with a little @butter{}.',
  '',
].join('\n');
