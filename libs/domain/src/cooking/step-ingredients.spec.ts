import { stepIngredients } from './step-ingredients.js';

const recipe = (...names: string[]) => names.map((name, id) => ({ id, name }));
const names = (step: string, ingredients: { name: string }[]) => stepIngredients(step, ingredients).map((each) => each.name);

describe('stepIngredients', () => {
  it.each<[string, string, string[], string[]]>([
    ['a singular word finds a plural name', 'Dice the onion.', ['2 large onions, diced', 'salt'], ['2 large onions, diced']],
    ['a plural word finds a singular name', 'Crack the eggs into a bowl.', ['egg', 'sugar'], ['egg']],
    ['the oil is the olive oil', 'Heat the oil in a pan.', ['extra-virgin olive oil', 'onion'], ['extra-virgin olive oil']],
    ['in the recipe order, not the step order', 'Add the garlic, then the onion.', ['onion', 'garlic cloves', 'rice'], ['onion', 'garlic cloves']],
    ['pepper alone is black pepper', 'Season with salt and pepper.', ['red bell pepper', 'black pepper', 'kosher salt'], ['black pepper', 'kosher salt']],
    ['peppers are bell peppers', 'Slice the peppers.', ['red bell pepper', 'black pepper'], ['red bell pepper']],
    ['scallions are green onions', 'Top with scallions.', ['green onions', 'onion'], ['green onions']],
    ['garlic powder is not garlic', 'Stir in the garlic powder.', ['garlic', 'garlic powder'], ['garlic powder']],
    ['both when both are named', 'Add the garlic and the garlic powder.', ['garlic', 'garlic powder'], ['garlic', 'garlic powder']],
    ['the broth is the chicken broth', 'Pour in the broth.', ['chicken breasts', 'chicken broth'], ['chicken broth']],
    ['the chicken is not the broth', 'Brown the chicken.', ['chicken breasts', 'chicken broth'], ['chicken breasts']],
    ['the cheese is the cheddar', 'Sprinkle the cheese on top.', ['shredded cheddar cheese', 'butter'], ['shredded cheddar cheese']],
    ['a name with an amount in it', 'Whisk in the milk.', ['2% milk'], ['2% milk']],
    ['nothing named', 'Preheat the oven to 350°F.', ['flour', 'sugar'], []],
    ['a word inside another word is not a mention', 'Add the pineapple.', ['apple', 'pineapple'], ['pineapple']],
    ['"to taste" names no food', 'Season to taste.', ['salt, to taste'], []],
  ])('%s', (_case, step, ingredientNames, expected) => {
    expect(names(step, recipe(...ingredientNames))).toEqual(expected);
  });

  it('returns the same objects', () => {
    const ingredients = [{ name: 'flour', matchKey: 'flour', amount: '2' }];
    expect(stepIngredients('Sift the flour.', ingredients)[0]).toBe(ingredients[0]);
  });

  it('uses the stored match key rather than the name', () => {
    expect(stepIngredients('Add the stock.', [{ name: 'homemade stock', matchKey: 'chicken stock' }]).length).toBe(1);
    expect(stepIngredients('Add the chicken.', [{ name: 'stock', matchKey: 'chicken' }]).length).toBe(1);
  });
});
