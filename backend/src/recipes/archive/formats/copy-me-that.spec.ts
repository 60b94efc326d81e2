import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { copyMeThatRecipes, isCopyMeThatPage } from './copy-me-that.js';

// Sample exports written for these tests, in the markup Copy Me That's recipes.html uses: a
// <div class="recipe"> a recipe, ids repeated in every block, classes on the items.

const page = (...recipes: string[]) =>
  `<!DOCTYPE html><head><meta http-equiv="Content-Type" content="text/html;charset=UTF-8"><meta name="copymethat_class_id_version" content="2"></head>` +
  `<html><body>${recipes.map((recipe) => `<div class="recipe">${recipe}</div>`).join('')}</body></html>`;

const SHAKSHUKA = `
  <div id="name">Shakshuka &amp; Feta</div>
  <div id="link">Adapted from <a id="original_link" href="https://www.eggs.example/shakshuka">https://www.eggs.example/shakshuka</a></div>
  <img class="recipeImage" src="images/shakshuka_k2f9a.jpg" width="120px">
  <div id="categories"><span class="recipeCategory">Tags:</span><span class="recipeCategory">Breakfast</span><span class="recipeCategory">Eggs</span></div>
  <div id="description">Eggs poached in a spiced sauce.<br>Serve with bread.</div>
  <div id="extra_info"><span id="rating">Rated<span id="ratingValue">5</span>/5</span><span id="made_this">Made this</span></div>
  <div id="servings">Servings: <a id="recipeYield">4</a></div>
  <div id="recipeIngredient_header">Ingredients</div>
  <ul id="recipeIngredients">
    <div class="recipeIngredient recipeIngredient_subheader">For the sauce:</div>
    <li class="recipeIngredient">2 tbsp olive oil</li>
    <li class="recipeIngredient">1 onion, diced</li>
    <div class="recipeIngredient_spacer"></div>
    <li class="recipeIngredient"><b>Topping</b></li>
    <li class="recipeIngredient">4 eggs</li>
    <li class="recipeIngredient">100 g feta, crumbled</li>
  </ul>
  <div id="recipeInstructions_header">Steps</div>
  <ol id="recipeInstructions">
    <div class="instruction instruction_subheader">Make the sauce</div>
    <li class="instruction" value="1">Soften the onion in the oil.</li>
    <li class="instruction" value="2">Add the tomatoes and simmer for 10 minutes.</li>
    <div class="instruction instruction_next">Season to taste.</div>
    <div class="instruction instruction_subheader">Finish</div>
    <li class="instruction" value="1">Crack in the eggs, cover, and cook until set.</li>
  </ol>
  <div id="recipeNotes_header">Notes</div>
  <ul id="recipeNotes"><li class="recipeNote">Use ripe tomatoes.</li><li class="recipeNote">Keeps a day<br>in the fridge.</li></ul>`;

const TOAST = `
  <div id="name">Toast</div>
  <img class="recipeImage" src="https://images.example/toast.jpg">
  <div id="servings">Servings:<a id="recipeYield">2 slices</a></div>
  <ul id="recipeIngredients"><li class="recipeIngredient">2 slices bread</li></ul>
  <ol id="recipeInstructions"><li class="instruction" value="1">Toast the bread.</li></ol>`;

describe('isCopyMeThatPage', () => {
  it.each<[string, string, boolean]>([
    ["Copy Me That's export", page(SHAKSHUKA, TOAST), true],
    ['an export without its version meta', page(TOAST).replace(/<meta name="copymethat[^>]*>/, ''), true],
    ['an export of one recipe with no ingredients or steps', page('<div id="name">Water</div><ul id="recipeNotes"><li class="recipeNote">Drink.</li></ul>'), true],
    [
      "Recipe Keeper's export",
      '<div class="recipe-details"><h2 itemprop="name">Soup</h2><div itemprop="recipeIngredients"><p>1 onion</p></div><div itemprop="recipeDirections"><p>Cook.</p></div></div>',
      false,
    ],
    [
      'a recipe page with schema.org microdata',
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1><li itemprop="recipeIngredient">1 onion</li><div itemprop="recipeInstructions">Cook.</div></div>',
      false,
    ],
    ['a page with a div of class recipe but none of the marks', '<div class="recipe"><h1>Soup</h1><ul><li>1 onion</li></ul></div><p>recipeIngredient</p>', false],
    ['plain text', 'Pancakes\n2 eggs\nMix.', false],
    ['an empty page', '', false],
  ])('%s', (_, html, expected) => {
    expect(isCopyMeThatPage(html)).toBe(expected);
  });
});

describe('copyMeThatRecipes', () => {
  it('carries every field over', () => {
    const [found] = copyMeThatRecipes(page(SHAKSHUKA));
    expect(found.photoPath).toBe('images/shakshuka_k2f9a.jpg');
    expect(found.recipe).toEqual({
      title: 'Shakshuka & Feta',
      description: 'Eggs poached in a spiced sauce.\nServe with bread.\n\nUse ripe tomatoes.\n\nKeeps a day\nin the fridge.',
      ingredients: [
        { amount: '2', amountValue: 2, unit: 'tbsp', name: 'olive oil', notes: 'For the sauce' },
        { amount: '1', amountValue: 1, unit: null, name: 'onion', notes: 'For the sauce; diced' },
        { amount: '4', amountValue: 4, unit: null, name: 'eggs', notes: 'Topping' },
        { amount: '100', amountValue: 100, unit: 'g', name: 'feta', notes: 'Topping; crumbled' },
      ],
      instructions: [
        '## Make the sauce',
        'Soften the onion in the oil.',
        'Add the tomatoes and simmer for 10 minutes.\n\nSeason to taste.',
        '## Finish',
        'Crack in the eggs, cover, and cook until set.',
      ],
      prepTime: null,
      cookTime: null,
      totalTime: null,
      servings: 4,
      yields: '4 servings',
      cuisine: null,
      tags: ['Breakfast', 'Eggs'],
      imageUrl: null,
      nutrition: null,
      source: 'eggs.example',
    });
  });

  it('reads every recipe block of the page, in order', () => {
    const recipes = copyMeThatRecipes(page(SHAKSHUKA, TOAST));
    expect(recipes.map((found) => found.recipe.title)).toEqual(['Shakshuka & Feta', 'Toast']);
  });

  it('keeps an https photo as a link, names the app as the source without a link, and reads a yield of things', () => {
    const [found] = copyMeThatRecipes(page(TOAST));
    expect(found.photoPath).toBeUndefined();
    expect(found.recipe).toMatchObject({ imageUrl: 'https://images.example/toast.jpg', source: 'Copy Me That', servings: 2, yields: '2 slices' });
  });

  it('takes a plain "For the glaze:" line as a group heading', () => {
    const [found] = copyMeThatRecipes(page('<div id="name">Cake</div><ul id="recipeIngredients"><li class="recipeIngredient">2 eggs</li><li class="recipeIngredient">For the glaze:</li><li class="recipeIngredient">1 cup sugar</li></ul>'));
    expect(found.recipe.ingredients.map((line) => [line.name, line.notes])).toEqual([
      ['eggs', null],
      ['sugar', 'For the glaze'],
    ]);
  });

  it('returns a block without a title with an empty title, and one with nothing else as an empty recipe', () => {
    const [untitled, bare] = copyMeThatRecipes(page('<ul id="recipeIngredients"><li class="recipeIngredient">1 egg</li></ul>', '<div id="name">Water</div>'));
    expect(untitled.recipe).toMatchObject({ title: '', ingredients: [{ name: 'egg' }] });
    expect(bare.recipe).toMatchObject({ title: 'Water', description: null, ingredients: [], instructions: [], tags: [], source: 'Copy Me That' });
    expect(bare.photoPath).toBeUndefined();
  });

  it('reads nothing from a page of no recipe blocks', () => {
    expect(copyMeThatRecipes('<html><body><h1>Soup</h1></body></html>')).toEqual([]);
    expect(copyMeThatRecipes('')).toEqual([]);
  });

  it("reads blocks whose start tag is written otherwise than the app's, and a block inside a block as part of it", () => {
    const html = `<div class='recipe'><div id="name">Toast</div></div><DIV CLASS="recipe extra"><div id="name">Tea</div><div class=recipe><div id="name">Inner</div></div></DIV>`;
    expect(copyMeThatRecipes(html).map((found) => found.recipe.title)).toEqual(['Toast', 'Tea']);
    expect(copyMeThatRecipes(`<p>Exported</p>${html}${page(TOAST)}`).map((found) => found.recipe.title)).toEqual(['Toast', 'Tea', 'Toast']);
  });

  it('reads one block past the recipes an upload imports, and no more', () => {
    expect(copyMeThatRecipes(page('<div id="name">Toast</div>'.repeat(1)).repeat(ARCHIVE_LIMITS.recipes + 5))).toHaveLength(ARCHIVE_LIMITS.recipes + 1);
  });

  it('reads the first hundred ingredients and steps of a block of thousands', () => {
    const many = `<div id="name">Feast</div>${'<li class="recipeIngredient">1 egg</li>'.repeat(500)}${'<li class="instruction">Stir.</li>'.repeat(500)}`;
    const [found] = copyMeThatRecipes(page(many));
    expect([found.recipe.ingredients.length, found.recipe.instructions.length]).toEqual([100, 100]);
  });
});
