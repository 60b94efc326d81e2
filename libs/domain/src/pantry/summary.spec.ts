import type { PantryItem, PantryStatus } from './pantry-item.js';
import { PANTRY_WELL_STOCKED_TEXT, pantryStatusText, pantrySummary, type PantrySummary } from './summary.js';

const today = new Date(2026, 2, 14, 22, 0);
let nextId = 1;
const item = (status: PantryStatus, expirationDate: string | null = null): PantryItem => {
  const id = nextId++;
  return { id, name: `Item ${id}`, status, category: null, expirationDate };
};

describe('pantrySummary', () => {
  it.each([
    ['nothing', [], { expiringSoon: 0, lowStock: 0, outOfStock: 0 }],
    ['in stock, undated', [item('In Stock')], { expiringSoon: 0, lowStock: 0, outOfStock: 0 }],
    ['expires today', [item('In Stock', '2026-03-14')], { expiringSoon: 1, lowStock: 0, outOfStock: 0 }],
    ['expires in 7 days', [item('In Stock', '2026-03-21')], { expiringSoon: 1, lowStock: 0, outOfStock: 0 }],
    ['expires in 8 days', [item('In Stock', '2026-03-22')], { expiringSoon: 0, lowStock: 0, outOfStock: 0 }],
    ['expired', [item('In Stock', '2026-03-13')], { expiringSoon: 0, lowStock: 0, outOfStock: 0 }],
    ['low and expiring counts twice', [item('Low Stock', '2026-03-15')], { expiringSoon: 1, lowStock: 1, outOfStock: 0 }],
    ['out of stock is not expiring', [item('Out of Stock', '2026-03-15')], { expiringSoon: 0, lowStock: 0, outOfStock: 1 }],
    [
      'a mix',
      [
        item('In Stock', '2026-03-16'),
        item('In Stock', '2026-03-18'),
        item('Low Stock'),
        item('Low Stock', '2026-04-30'),
        item('Out of Stock'),
        item('Out of Stock', '2026-03-01'),
        item('In Stock'),
      ],
      { expiringSoon: 2, lowStock: 2, outOfStock: 2 },
    ],
  ] as [string, PantryItem[], PantrySummary][])('%s', (_case, list, expected) => {
    expect(pantrySummary(list, today)).toEqual(expected);
  });

  it('takes another window', () => {
    const list = [item('In Stock', '2026-03-16'), item('In Stock', '2026-03-17')];
    expect(pantrySummary(list, today, 2).expiringSoon).toBe(1);
    expect(pantrySummary(list, today, 3).expiringSoon).toBe(2);
  });
});

describe('pantryStatusText', () => {
  it.each([
    [{ expiringSoon: 0, lowStock: 0, outOfStock: 0 }, 'Pantry is well stocked'],
    [{ expiringSoon: 2, lowStock: 1, outOfStock: 3 }, '2 expiring soon • 1 running low • 3 out of stock'],
    [{ expiringSoon: 1, lowStock: 0, outOfStock: 0 }, '1 expiring soon • 0 running low • 0 out of stock'],
    [{ expiringSoon: 0, lowStock: 4, outOfStock: 0 }, '0 expiring soon • 4 running low • 0 out of stock'],
    [{ expiringSoon: 0, lowStock: 0, outOfStock: 1 }, '0 expiring soon • 0 running low • 1 out of stock'],
  ])('%p -> %s', (summary, expected) => {
    expect(pantryStatusText(summary)).toBe(expected);
  });

  it('uses the spec text', () => expect(PANTRY_WELL_STOCKED_TEXT).toBe('Pantry is well stocked'));
});
