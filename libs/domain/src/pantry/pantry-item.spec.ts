import { PANTRY_STATUSES, isPantryStatus } from './pantry-item.js';

describe('PANTRY_STATUSES', () => {
  it('lists the three statuses of spec part 1 §3', () => {
    expect(PANTRY_STATUSES).toEqual(['In Stock', 'Low Stock', 'Out of Stock']);
  });
});

describe('isPantryStatus', () => {
  it.each([
    ['In Stock', true],
    ['Low Stock', true],
    ['Out of Stock', true],
    ['in stock', false],
    ['Out Of Stock', false],
    ['Expired', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%p -> %p', (value, expected) => {
    expect(isPantryStatus(value)).toBe(expected);
  });
});
