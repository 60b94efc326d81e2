import { isRecipeKeeperPage, recipeKeeperRecipes } from './recipe-keeper.js';

// Sample exports written for these tests, in the markup Recipe Keeper's recipes.html uses: a
// <div class="recipe-details"> a recipe, its fields marked with itemprops, times in meta content.

const page = (...recipes: string[]) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>${recipes.join('\n')}</body></html>`;

const CURRY = `
<div class="recipe-details">
  <meta content="5f1c0d2e-curry" itemprop="recipeId">
  <meta content="" itemprop="recipeShareId">
  <meta content="True" itemprop="recipeIsFavourite">
  <meta content="4" itemprop="recipeRating">
  <table><tr><td>
    <h2 itemprop="name">Chickpea Curry</h2>
    <div>Courses: <span itemprop="recipeCourse">Main Dish</span></div>
    <div>Categories: <span>Vegetarian, Quick</span><meta content="Vegetarian" itemprop="recipeCategory"><meta content="Quick" itemprop="recipeCategory"></div>
    <div>Collections: <span>Weeknights</span><meta content="Weeknights" itemprop="recipeCollection"></div>
    <div>Source: <span itemprop="recipeSource"><a href="https://www.curries.example/chickpea">Curries</a></span></div>
    <div>Serving size: <span itemprop="recipeYield">4 servings</span></div>
    <div>Prep time: <span>15 mins</span><meta content="PT15M" itemprop="prepTime"></div>
    <div>Cook time: <span>1 hour</span><meta content="PT1H" itemprop="cookTime"></div>
  </td><td><img class="recipe-photo" src="images/5f1c0d2e-curry_0.jpg"></td></tr>
  <tr><td>
    <h3>Ingredients</h3>
    <div class="recipe-ingredients" itemprop="recipeIngredients">
      <p>1 tbsp oil</p><p>2 cans chickpeas, drained</p><p></p><p>To serve:</p><p>1 cup rice</p>
    </div>
  </td><td>
    <h3>Directions</h3>
    <div itemprop="recipeDirections">
      <p>1. Fry the spices in the oil.</p><p></p><p>2. Add the chickpeas &amp; simmer.</p><p></p><p>FOR SERVING</p><p>3. Spoon over the rice.</p>
    </div>
  </td></tr></table>
  <h3>Notes</h3>
  <div class="recipe-notes" itemprop="recipeNotes"><p>Better the next day.</p><p>Freezes well.</p></div>
  <h3>Nutrition</h3>
  <meta content="1 bowl" itemprop="recipeNutServingSize">
  <meta content="420" itemprop="recipeNutCalories">
  <meta content="12" itemprop="recipeNutTotalFat">
  <meta content="2" itemprop="recipeNutSaturatedFat">
  <meta content="0" itemprop="recipeNutCholesterol">
  <meta content="610" itemprop="recipeNutSodium">
  <meta content="58" itemprop="recipeNutTotalCarbohydrate">
  <meta content="11" itemprop="recipeNutDietaryFiber">
  <meta content="6" itemprop="recipeNutSugars">
  <meta content="17" itemprop="recipeNutProtein">
  <h3>Photos</h3>
  <div class="recipe-photos-div"><img src="images/5f1c0d2e-curry_0.jpg" class="recipe-photos" itemprop="photo0"><img src="images/5f1c0d2e-curry_1.jpg" class="recipe-photos" itemprop="photo1"></div>
</div>`;

// no photo, no source, "PT0S" for the times it has none of
const TEA = `
<div class="recipe-details">
  <meta content="tea" itemprop="recipeId"><meta content="False" itemprop="recipeIsFavourite"><meta content="0" itemprop="recipeRating">
  <h2 itemprop="name">Mint Tea</h2>
  <div>Source: <span itemprop="recipeSource">Grandma</span></div>
  <div>Serving size: <span itemprop="recipeYield"></span></div>
  <meta content="PT0S" itemprop="prepTime"><meta content="PT5M" itemprop="cookTime">
  <div class="recipe-ingredients" itemprop="recipeIngredients"><p>1 handful mint</p></div>
  <div itemprop="recipeDirections"><p>Steep the mint.</p></div>
  <div class="recipe-notes" itemprop="recipeNotes"></div>
</div>`;

describe('isRecipeKeeperPage', () => {
  it.each<[string, string, boolean]>([
    ["Recipe Keeper's export", page(CURRY, TEA), true],
    ['an export whose blocks are schema.org itemscopes', `<div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Soup</h2><div itemprop="recipeDirections"><p>Cook.</p></div></div>`, true],
    ['a recipe page with schema.org microdata', '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1><li itemprop="recipeIngredient">1 onion</li><div itemprop="recipeInstructions">Cook.</div></div>', false],
    ["Copy Me That's export", '<div class="recipe"><div id="name">Soup</div><ul id="recipeIngredients"><li class="recipeIngredient">1 onion</li></ul></div>', false],
    ['a page naming recipe-details without the marks', '<div class="recipe-details"><h2>Soup</h2><p>recipeDirections</p></div>', false],
    ['plain text', 'Soup\n1 onion\nCook.', false],
    ['an empty page', '', false],
  ])('%s', (_, html, expected) => {
    expect(isRecipeKeeperPage(html)).toBe(expected);
  });
});

describe('recipeKeeperRecipes', () => {
  it('carries every field over', () => {
    const [found] = recipeKeeperRecipes(page(CURRY));
    expect(found.photoPath).toBe('images/5f1c0d2e-curry_0.jpg');
    expect(found.recipe).toEqual({
      title: 'Chickpea Curry',
      description: 'Better the next day.\nFreezes well.',
      ingredients: [
        { amount: '1', amountValue: 1, unit: 'tbsp', name: 'oil', notes: null },
        { amount: '2', amountValue: 2, unit: 'cans', name: 'chickpeas', notes: 'drained' },
        { amount: '1', amountValue: 1, unit: 'cup', name: 'rice', notes: 'To serve' },
      ],
      instructions: ['Fry the spices in the oil.', 'Add the chickpeas & simmer.', '## FOR SERVING', 'Spoon over the rice.'],
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
      servings: 4,
      yields: '4 servings',
      cuisine: null,
      tags: ['Main Dish', 'Vegetarian', 'Quick', 'Weeknights'],
      imageUrl: null,
      nutrition: { calories: 420, fat: 12, sodium: 610, carbs: 58, fiber: 11, sugar: 6, protein: 17, servingSize: '1 bowl' },
      source: 'curries.example',
    });
  });

  it('reads every recipe of the page, in order', () => {
    expect(recipeKeeperRecipes(page(CURRY, TEA)).map((found) => found.recipe.title)).toEqual(['Chickpea Curry', 'Mint Tea']);
  });

  it('reads "PT0S" as no time, keeps a source that is no address in the notes, and names the app as the source', () => {
    const [found] = recipeKeeperRecipes(page(TEA));
    expect(found.photoPath).toBeUndefined();
    expect(found.recipe).toMatchObject({ prepTime: null, cookTime: 5, totalTime: 5, servings: null, yields: null, description: 'Source: Grandma', source: 'Recipe Keeper' });
  });

  it('takes a photo from the photo list when there is no main photo, and keeps an https one as a link', () => {
    const gallery = CURRY.replace('<img class="recipe-photo" src="images/5f1c0d2e-curry_0.jpg">', '');
    expect(recipeKeeperRecipes(page(gallery))[0].photoPath).toBe('images/5f1c0d2e-curry_0.jpg');
    const linked = CURRY.replace(/src="images\/5f1c0d2e-curry_0\.jpg"/g, 'src="https://photos.example/curry.jpg"');
    const [found] = recipeKeeperRecipes(page(linked));
    expect(found.photoPath).toBeUndefined();
    expect(found.recipe.imageUrl).toBe('https://photos.example/curry.jpg');
  });

  it('reads a block without a title, and one of nothing but its title', () => {
    const recipes = recipeKeeperRecipes(page('<div class="recipe-details"><div itemprop="recipeIngredients"><p>1 egg</p></div></div>', '<div class="recipe-details"><h2 itemprop="name">Water</h2></div>'));
    expect(recipes.map((found) => found.recipe)).toMatchObject([
      { title: '', ingredients: [{ name: 'egg' }] },
      { title: 'Water', description: null, ingredients: [], instructions: [], tags: [], nutrition: null, source: 'Recipe Keeper' },
    ]);
  });

  it('reads a block marked as a schema.org itemscope, a line marked each, and a source that is a link', () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Salad</span><a itemprop="recipeSource" href="https://greens.example/salad">Greens</a>
      <ul><li itemprop="recipeIngredient">1 lettuce</li><li itemprop="recipeIngredient">For the dressing:</li><li itemprop="recipeIngredient">2 tbsp oil</li></ul>
      <div itemprop="recipeDirections">Toss.<br>Dress.</div></div>`;
    expect(recipeKeeperRecipes(html)[0].recipe).toMatchObject({
      title: 'Salad',
      ingredients: [{ name: 'lettuce', notes: null }, { name: 'oil', notes: 'For the dressing' }],
      instructions: ['Toss.', 'Dress.'],
      source: 'greens.example',
      description: null,
    });
  });

  it('reads nothing from a page of no recipe blocks', () => {
    expect(recipeKeeperRecipes('<html><body><h1>Soup</h1></body></html>')).toEqual([]);
    expect(recipeKeeperRecipes('')).toEqual([]);
  });
});
