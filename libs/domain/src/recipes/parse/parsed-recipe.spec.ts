import { RECIPE_LIMITS } from '../recipe-draft.js';
import { buildParsedRecipe, type ParsedRecipe } from './parsed-recipe.js';

const L = RECIPE_LIMITS;
const long = (length: number) => 'a'.repeat(length);
const line = (name: string) => ({ amount: null, amountValue: null, unit: null, name, notes: null });

describe('buildParsedRecipe', () => {
  it('fills what a parser did not find with null or empty', () => {
    expect(buildParsedRecipe({ title: ' Soup ' })).toEqual<ParsedRecipe>({
      title: 'Soup',
      description: null,
      ingredients: [],
      instructions: [],
      prepTime: null,
      cookTime: null,
      totalTime: null,
      servings: null,
      yields: null,
      cuisine: null,
      tags: [],
      imageUrl: null,
      nutrition: null,
      source: null,
    });
  });

  it('collapses whitespace, drops empty rows and keeps the order', () => {
    const recipe = buildParsedRecipe({
      title: 'Pasta\n  al   forno',
      ingredients: [line(' penne '), line('  '), { amount: '2', amountValue: 2, unit: ' cups ', name: 'milk', notes: ' warm ' }],
      instructions: [' Boil.\n', '', '  ', 'Bake  it.'],
      tags: [' Quick ', 'quick', ''],
    });
    expect(recipe).toMatchObject({
      title: 'Pasta al forno',
      ingredients: [line('penne'), { amount: '2', amountValue: 2, unit: 'cups', name: 'milk', notes: 'warm' }],
      instructions: ['Boil.', 'Bake it.'],
      tags: ['Quick'],
    });
  });

  it.each<[string, Partial<ParsedRecipe>, Partial<ParsedRecipe>]>([
    ['title cut to its limit', { title: long(L.titleLength + 50) }, { title: long(L.titleLength) }],
    ['description cut', { description: long(L.descriptionLength + 1) }, { description: long(L.descriptionLength) }],
    ['cuisine cut', { cuisine: long(L.cuisineLength + 1) }, { cuisine: long(L.cuisineLength) }],
    ['source cut', { source: long(L.sourceLength + 1) }, { source: long(L.sourceLength) }],
    ['time rounded to whole minutes', { prepTime: 12.4, cookTime: 0, totalTime: 1440 }, { prepTime: 12, cookTime: 0, totalTime: 1440 }],
    ['time over a day dropped', { totalTime: 1441 }, { totalTime: null }],
    ['negative time dropped', { cookTime: -5 }, { cookTime: null }],
    ['NaN time dropped', { prepTime: NaN }, { prepTime: null }],
    ['servings 0 dropped', { servings: 0 }, { servings: null }],
    ['servings over the limit dropped', { servings: L.servings.max + 1 }, { servings: null }],
    ['servings in range kept', { servings: 4 }, { servings: 4 }],
    ['image kept when absolute http(s)', { imageUrl: 'https://example.com/a.jpg' }, { imageUrl: 'https://example.com/a.jpg' }],
    ['relative image dropped', { imageUrl: '/a.jpg' }, { imageUrl: null }],
    ['javascript: image dropped', { imageUrl: 'javascript:alert(1)' }, { imageUrl: null }],
    ['data: image dropped', { imageUrl: 'data:image/png;base64,AAAA' }, { imageUrl: null }],
    ['too long image dropped', { imageUrl: `https://example.com/${long(L.imageUrlLength)}` }, { imageUrl: null }],
    ['nutrition outside limits dropped', { nutrition: { calories: 250, fat: -1, sodium: 100_001, protein: NaN } }, { nutrition: { calories: 250 } }],
    ['nutrition with nothing left is null', { nutrition: { fat: -1 } }, { nutrition: null }],
    ['serving size cut', { nutrition: { servingSize: long(L.servingSizeLength + 1) } }, { nutrition: { servingSize: long(L.servingSizeLength) } }],
    ['yields kept as published', { yields: ' 16  slices ' }, { yields: '16 slices' }],
  ])('%s', (_case, parts, expected) => {
    expect(buildParsedRecipe({ title: 'T', ...parts })).toMatchObject(expected);
  });

  it('keeps at most the limit of ingredients, steps and tags, each cut to its length', () => {
    const recipe = buildParsedRecipe({
      title: 'Big',
      ingredients: Array.from({ length: L.ingredients + 5 }, (_, i) => ({
        amount: long(L.amountLength + 1),
        amountValue: i,
        unit: long(L.unitLength + 1),
        name: long(L.ingredientNameLength + 1),
        notes: long(L.notesLength + 1),
      })),
      instructions: Array.from({ length: L.instructions + 5 }, () => long(L.instructionLength + 1)),
      tags: Array.from({ length: L.tags + 5 }, (_, i) => `${i}${long(L.tagLength)}`),
    });
    expect(recipe.ingredients).toHaveLength(L.ingredients);
    expect(recipe.ingredients[0]).toEqual({
      amount: long(L.amountLength),
      amountValue: 0,
      unit: long(L.unitLength),
      name: long(L.ingredientNameLength),
      notes: long(L.notesLength),
    });
    expect(recipe.instructions).toHaveLength(L.instructions);
    expect(recipe.instructions[0]).toHaveLength(L.instructionLength);
    expect(recipe.tags).toHaveLength(L.tags);
    expect(recipe.tags.every((tag) => tag.length <= L.tagLength)).toBe(true);
  });

  it('drops an amount value without a written amount, and never splits an emoji in two', () => {
    const recipe = buildParsedRecipe({ title: `${long(L.titleLength - 1)}🍝`, ingredients: [{ amount: ' ', amountValue: 3, unit: null, name: 'eggs', notes: null }] });
    expect(recipe.title).toBe(`${long(L.titleLength - 1)}🍝`);
    expect(recipe.ingredients[0]).toEqual(line('eggs'));
  });
});
