import { ITEM_NAME_MAX_LENGTH, itemNameError } from './item-limits.js';

describe('itemNameError (spec part 1 §5: name required, trimmed)', () => {
  it.each([
    ['Milk', null],
    ['  Milk  ', null],
    ['x'.repeat(ITEM_NAME_MAX_LENGTH), null],
    [` ${'x'.repeat(ITEM_NAME_MAX_LENGTH)} `, null],
    ['x'.repeat(ITEM_NAME_MAX_LENGTH + 1), 'Name must be at most 100 characters'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    [undefined, 'Name is required'],
    [42, 'Name is required'],
  ])('%j -> %s', (value, expected) => {
    expect(itemNameError(value)).toBe(expected);
  });
});
