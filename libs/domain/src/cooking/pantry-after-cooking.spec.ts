import type { PantryStatus } from '../pantry/pantry-item.js';
import { pantryChangesAfterCooking } from './pantry-after-cooking.js';

const item = (id: number, name: string, status: PantryStatus) => ({ id, name, status });
const cooked = (...names: string[]) => names.map((name) => ({ name }));

describe('pantryChangesAfterCooking (issue 26: I cooked this)', () => {
  it.each<[string, { name: string }[], ReturnType<typeof item>[], [number, PantryStatus][]]>([
    ['In Stock is offered as Low Stock', cooked('2 large onions, diced'), [item(1, 'Onions', 'In Stock')], [[1, 'Low Stock']]],
    ['Low Stock is offered as Out of Stock', cooked('3 eggs'), [item(2, 'Eggs', 'Low Stock')], [[2, 'Out of Stock']]],
    ['Out of Stock is not offered', cooked('milk'), [item(3, 'Milk', 'Out of Stock')], []],
    ['what the recipe does not use is not offered', cooked('flour'), [item(4, 'Rice', 'In Stock')], []],
    ['synonyms and kinds match', cooked('1 tbsp extra-virgin olive oil', 'scallions'), [item(5, 'Oil', 'In Stock'), item(6, 'Green onions', 'In Stock')], [[5, 'Low Stock'], [6, 'Low Stock']]],
    ['garlic powder is not garlic', cooked('garlic powder'), [item(7, 'Garlic', 'In Stock')], []],
    ['each item once, in ingredient order', cooked('sugar', 'butter', 'more butter'), [item(8, 'Butter', 'In Stock'), item(9, 'Sugar', 'Low Stock')], [[9, 'Out of Stock'], [8, 'Low Stock']]],
    ['two rows of one food are both offered', cooked('milk'), [item(10, 'Milk', 'In Stock'), item(11, 'milk', 'Low Stock')], [[10, 'Low Stock'], [11, 'Out of Stock']]],
    ['an ingredient that names no food', cooked('to taste'), [item(12, 'Salt', 'In Stock')], []],
  ])('%s', (_case, ingredients, pantry, expected) => {
    expect(pantryChangesAfterCooking(ingredients, pantry).map((offer) => [offer.item.id, offer.status])).toEqual(expected);
  });

  it('uses a stored match key', () => {
    expect(pantryChangesAfterCooking([{ name: 'house blend', matchKey: 'coffee' }], [item(1, 'Coffee', 'In Stock')])).toHaveLength(1);
  });
});
