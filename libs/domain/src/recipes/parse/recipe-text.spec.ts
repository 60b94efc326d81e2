import { parseRecipeText } from './recipe-text.js';

const HEADED = `Classic Pancakes
Fluffy weekend pancakes the whole family loves.

Prep time: 10 mins | Cook time: 20 mins
Serves 4

Ingredients
- 1 1/2 cups plain flour
- 2 tsp baking powder
- 1 egg, beaten
- 1¼ cups milk
- pinch of salt

Method
1. Whisk the flour, baking powder and salt in a bowl.
2. Beat in the egg and milk until smooth.
3. Cook ladlefuls in a hot pan for 2 minutes a side.`;

const GROUPED = `Chicken Tikka Masala
Total time: PT1H30M
Makes 6 portions

INGREDIENTS
For the marinade:
500g/1lb 2oz chicken thighs, cut into chunks
150ml natural yoghurt
For the sauce:
2 tbsp vegetable oil
1 large onion, finely chopped
400g can chopped tomatoes

DIRECTIONS
Step 1 Mix the chicken with the yoghurt and leave for 1 hour.
Step 2 Fry the onion in the oil until soft, then add the tomatoes.
Step 3 Grill the chicken, stir it into the sauce and simmer for 10 minutes.`;

const UNHEADED = `Lemon Drizzle Cake
A moist sponge soaked in lemon syrup.
225g unsalted butter, softened
225g caster sugar
4 eggs
zest of 1 lemon
225g self-raising flour
Preheat the oven to 180C and line a loaf tin with baking paper.
Beat the butter and sugar together until pale and creamy, then add the eggs one at a time.
Fold in the flour and zest, spoon into the tin and bake for 45 minutes.`;

// tesseract output: specks, a hyphenated word, lines broken mid-ingredient and mid-step, "l" read
// for "1", a step number that lost its dot
const OCR = `| Tomato Soup |
.
INGREDIENTS
l tbsp olive oil
2 onions, peeled and
finely chopped
800g tinned tomatoes
500ml vegetable stock
METHOD
1. Heat the oil in a large pan and fry the on-
ions for 10 minutes until soft and
golden.
2 Add the tomatoes and stock, bring to the
boil and simmer for 20 minutes.
3. Blend until smooth and season to taste.
Serves: 4`;

describe('parseRecipeText', () => {
  it('reads a recipe with headings, bullets, numbered steps, times and servings', () => {
    expect(parseRecipeText(HEADED)).toMatchObject({
      title: 'Classic Pancakes',
      description: 'Fluffy weekend pancakes the whole family loves.',
      ingredients: [
        { amount: '1 1/2', amountValue: 1.5, unit: 'cups', name: 'plain flour', notes: null },
        { amount: '2', amountValue: 2, unit: 'tsp', name: 'baking powder', notes: null },
        { amount: '1', amountValue: 1, unit: null, name: 'egg', notes: 'beaten' },
        { amount: '1¼', amountValue: 1.25, unit: 'cups', name: 'milk', notes: null },
        { amount: null, amountValue: null, unit: 'pinch', name: 'salt', notes: null },
      ],
      instructions: [
        'Whisk the flour, baking powder and salt in a bowl.',
        'Beat in the egg and milk until smooth.',
        'Cook ladlefuls in a hot pan for 2 minutes a side.',
      ],
      prepTime: 10,
      cookTime: 20,
      totalTime: null,
      servings: 4,
      yields: '4 servings',
      source: null,
    });
  });

  it('keeps ingredient sub-headings as the notes of the lines under them', () => {
    const recipe = parseRecipeText(GROUPED);
    expect(recipe?.ingredients.map(({ name, notes }) => [name, notes])).toEqual([
      ['chicken thighs', 'For the marinade; cut into chunks; 1 lb 2 oz'],
      ['natural yoghurt', 'For the marinade'],
      ['vegetable oil', 'For the sauce'],
      ['onion', 'For the sauce; large; finely chopped'],
      // what the can holds (issue 25)
      ['chopped tomatoes', 'For the sauce'],
    ]);
    expect(recipe).toMatchObject({
      title: 'Chicken Tikka Masala',
      totalTime: 90,
      servings: 6,
      yields: '6 portions',
      instructions: [
        'Mix the chicken with the yoghurt and leave for 1 hour.',
        'Fry the onion in the oil until soft, then add the tomatoes.',
        'Grill the chicken, stir it into the sauce and simmer for 10 minutes.',
      ],
    });
  });

  it('guesses ingredients and steps in text without headings', () => {
    const recipe = parseRecipeText(UNHEADED);
    expect(recipe).toMatchObject({ title: 'Lemon Drizzle Cake', description: 'A moist sponge soaked in lemon syrup.' });
    expect(recipe?.ingredients.map(({ amount, unit, name }) => [amount, unit, name])).toEqual([
      ['225', 'g', 'unsalted butter'],
      ['225', 'g', 'caster sugar'],
      ['4', null, 'eggs'],
      ['1', null, 'lemon'],
      ['225', 'g', 'self-raising flour'],
    ]);
    expect(recipe?.instructions).toHaveLength(3);
    expect(recipe?.instructions[0]).toBe('Preheat the oven to 180C and line a loaf tin with baking paper.');
  });

  it('reads OCR text: specks dropped, hyphenated words and broken steps joined', () => {
    const recipe = parseRecipeText(OCR);
    expect(recipe).toMatchObject({
      title: 'Tomato Soup',
      servings: 4,
      instructions: [
        'Heat the oil in a large pan and fry the onions for 10 minutes until soft and golden.',
        'Add the tomatoes and stock, bring to the boil and simmer for 20 minutes.',
        'Blend until smooth and season to taste.',
      ],
    });
    expect(recipe?.ingredients[1]).toMatchObject({ name: 'onions', notes: 'peeled and finely chopped' });
    expect(recipe?.ingredients.map(({ amount, unit, name }) => [amount, unit, name])).toEqual([
      ['1', 'tbsp', 'olive oil'],
      ['2', null, 'onions'],
      ['800', 'g', 'tinned tomatoes'],
      ['500', 'ml', 'vegetable stock'],
    ]);
  });

  it('reads a details line whose parts OCR joined with dashes', () => {
    const recipe = parseRecipeText('Stew\nServes 4 - Prep 15 mins - Cook 35 mins\n\nIngredients\n2 tbsp oil\n1 onion\n\nMethod\n1. Cook.');
    expect(recipe).toMatchObject({ yields: '4 servings', servings: 4, prepTime: 15, cookTime: 35 });
  });

  it.each([
    ['2 thsp olive oil', '2', 'tbsp', 'olive oil'],
    ['V2 lemon, juiced', '½', null, 'lemon'],
    ['Y2 tsp salt', '½', 'tsp', 'salt'],
    ['1% tsp smoked paprika', '1½', 'tsp', 'smoked paprika'],
    ['Va tsp ground cinnamon', '¼', 'tsp', 'ground cinnamon'],
    ['Ys cup sugar', '⅓', 'cup', 'sugar'],
    ['1 Ys cups milk', '1⅓', 'cups', 'milk'],
    ['2 V2 cups stock', '2½', 'cups', 'stock'],
  ])('reads Tesseract\'s misreadings of print in an ingredient line: %s', (line, amount, unit, name) => {
    const recipe = parseRecipeText(`Test Dish\n\nIngredients\n${line}\n1 onion\n\nMethod\n1. Cook it all.`);
    expect(recipe?.ingredients[0]).toMatchObject({ amount, unit, name });
  });

  it.each([
    ['Pasta\nIngredients: 200g spaghetti\nDirections: 1) Boil water. 2) Add pasta.', { ingredients: 1, instructions: 2 }],
    ['Quick Salad\n* 1 lettuce\n* 2 tomatoes\nToss and serve.', { ingredients: 2, instructions: 1 }],
    ['Toast\nCook: 5 min\nServes 1-2\n1 slice bread\nToast the bread until golden.', { ingredients: 1, cookTime: 5, servings: 1, yields: '1-2 servings' }],
    ['Stew\nPrep 15 mins  Cook 1 hr 20 mins\nYield: 2 loaves\n1 kg beef\nCook 5 minutes until brown, then stew.', { prepTime: 15, cookTime: 80, yields: '2 loaves', instructions: 1 }],
    ['Rice\nMakes 12 cookies\n1 cup rice\nStep 1: Rinse the rice.\nStep 2: Boil it.', { servings: 12, yields: '12 cookies', instructions: 2 }],
  ])('%p', (text, expected) => {
    const recipe = parseRecipeText(text);
    expect({ ...recipe, ingredients: recipe?.ingredients.length, instructions: recipe?.instructions.length }).toMatchObject(expected);
  });

  it.each([
    ['', 'empty'],
    ['   \n\n  ', 'blank'],
    ['Ingredients\n2 eggs\nMethod\nBoil the eggs.', 'no title'],
    ['Just a title', 'no ingredients or steps'],
  ])('answers null for %p (%s)', (text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});
