import { parsedRecipeOf } from './parsed-page.js';
import type { RecipePage } from './recipe-page.types.js';

const page = (ingredients: string[], ingredientHeadings: (string | null)[] = ingredients.map(() => null)): RecipePage => ({
  title: 'Cheese pie',
  description: null,
  ingredients,
  ingredientHeadings,
  instructions: ['Mix.'],
  prepTime: null,
  cookTime: null,
  totalTime: null,
  yields: null,
  servings: null,
  cuisine: null,
  tags: [],
  imageUrl: null,
  nutrition: null,
});

const lines = (recipe: ReturnType<typeof parsedRecipeOf>) => recipe.ingredients.map(({ amount, unit, name, notes }) => [amount, unit, name, notes]);

describe('parsedRecipeOf: a page recipe read for the review step', () => {
  it('takes a group title among the ingredient lines as the heading of the lines after it, not as an ingredient', () => {
    const recipe = parsedRecipeOf(page(['For the dough:', '2 cups flour', '1 egg, beaten', 'FILLING', '200 g cheese']), 'pie.example');
    expect(lines(recipe)).toEqual([
      ['2', 'cups', 'flour', 'For the dough'],
      ['1', null, 'egg', 'For the dough; beaten'],
      ['200', 'g', 'cheese', 'FILLING'],
    ]);
  });

  it("keeps the markup's own heading over a title line", () => {
    const recipe = parsedRecipeOf(page(['Topping:', '1 egg'], [null, 'Glaze']), null);
    expect(lines(recipe)).toEqual([['1', null, 'egg', 'Glaze']]);
  });

  it('reads short plain lines as ingredients', () => {
    expect(lines(parsedRecipeOf(page(['salt', '2 eggs']), null))).toEqual([
      [null, null, 'salt', null],
      ['2', null, 'eggs', null],
    ]);
  });
});
