import { UNCATEGORIZED } from '../categories.js';
import {
  PANTRY_SORTS,
  categoryGroupOf,
  filterPantryItems,
  groupByCategory,
  isPantrySort,
  sortPantryItems,
  type PantryFilter,
  type PantrySort,
} from './list.js';
import type { PantryItem } from './pantry-item.js';

const item = (id: number, name: string, over: Partial<PantryItem> = {}): PantryItem => ({
  id,
  name,
  status: 'In Stock',
  category: null,
  expirationDate: null,
  ...over,
});

const items: PantryItem[] = [
  item(1, 'milk', { status: 'Low Stock', category: 'Dairy & Eggs', expirationDate: '2026-03-20' }),
  item(2, 'Apples', { category: 'Produce', expirationDate: '2026-04-10' }),
  item(3, 'Rice', { status: 'Out of Stock', category: 'Pantry' }),
  item(4, 'bread', { status: 'Low Stock', category: 'Bakery', expirationDate: '2026-03-16' }),
  item(5, 'Eggs', { category: 'Dairy & Eggs', expirationDate: '2026-03-20' }),
  item(6, 'Zucchini', { status: 'Out of Stock', category: 'Produce', expirationDate: '2026-03-15' }),
  item(7, 'Chips'),
];
const idsOf = (list: readonly PantryItem[]) => list.map((entry) => entry.id);

describe('sortPantryItems', () => {
  it.each([
    ['name', [2, 4, 7, 5, 1, 3, 6]], // case-insensitive: Apples, bread, Chips, Eggs, milk, Rice, Zucchini
    ['status', [3, 6, 4, 1, 2, 7, 5]], // Out of Stock, Low Stock, In Stock; each by name
    ['expiration', [6, 4, 5, 1, 2, 7, 3]], // oldest first, same day by name, undated last by name
    ['recent', [7, 6, 5, 4, 3, 2, 1]],
  ] as [PantrySort, number[]][])('%s -> %p', (sort, expected) => {
    expect(idsOf(sortPantryItems(items, sort))).toEqual(expected);
  });

  it('returns a new array and leaves the input alone', () => {
    const before = idsOf(items);
    const sorted = sortPantryItems(items, 'recent');
    expect(sorted).not.toBe(items);
    expect(idsOf(items)).toEqual(before);
  });

  it.each(['name', 'status', 'expiration'] as PantrySort[])('%s keeps equal items in their order (stable)', (sort) => {
    const twins = [item(10, 'Milk'), item(11, 'milk'), item(12, 'MILK')];
    expect(idsOf(sortPantryItems(twins, sort))).toEqual([10, 11, 12]);
    expect(idsOf(sortPantryItems([...twins].reverse(), sort))).toEqual([12, 11, 10]);
  });

  it('puts undated and unreadable dates last in an expiration sort', () => {
    const list = [item(1, 'A'), item(2, 'B', { expirationDate: 'soon' }), item(3, 'C', { expirationDate: '2030-01-01' })];
    expect(idsOf(sortPantryItems(list, 'expiration'))).toEqual([3, 1, 2]);
  });

  it('handles an empty list', () => expect(sortPantryItems([], 'name')).toEqual([]));
});

describe('PANTRY_SORTS and isPantrySort', () => {
  it('lists the four sorts of spec part 1 §4', () => expect(PANTRY_SORTS).toEqual(['name', 'status', 'expiration', 'recent']));
  it.each([
    ['name', true],
    ['recent', true],
    ['Name', false],
    ['category', false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => expect(isPantrySort(value)).toBe(expected));
});

describe('filterPantryItems', () => {
  it.each([
    [{}, [1, 2, 3, 4, 5, 6, 7]],
    [{ search: '' }, [1, 2, 3, 4, 5, 6, 7]],
    [{ search: '   ' }, [1, 2, 3, 4, 5, 6, 7]],
    [{ search: 'MILK' }, [1]],
    [{ search: '  ea ' }, [4]],
    [{ search: 'i' }, [1, 3, 6, 7]],
    [{ search: 'nothing' }, []],
    [{ status: 'Low Stock' }, [1, 4]],
    [{ status: null }, [1, 2, 3, 4, 5, 6, 7]],
    [{ category: 'Dairy & Eggs' }, [1, 5]],
    [{ category: 'Seafood' }, []],
    [{ category: UNCATEGORIZED }, [7]],
    [{ category: null }, [1, 2, 3, 4, 5, 6, 7]],
    [{ search: 'e', status: 'In Stock', category: 'Dairy & Eggs' }, [5]],
    [{ search: 'z', status: 'Out of Stock' }, [6]],
  ] as [PantryFilter, number[]][])('%p -> %p', (filter, expected) => {
    expect(idsOf(filterPantryItems(items, filter))).toEqual(expected);
  });
});

describe('groupByCategory', () => {
  it('follows the nine categories in order, Uncategorized last, leaving out empty groups and keeping item order', () => {
    expect(groupByCategory(items).map((group) => [group.category, idsOf(group.items)])).toEqual([
      ['Dairy & Eggs', [1, 5]],
      ['Bakery', [4]],
      ['Produce', [2, 6]],
      ['Pantry', [3]],
      [UNCATEGORIZED, [7]],
    ]);
  });

  it.each([
    [[], []],
    [[item(1, 'A')], [UNCATEGORIZED]],
    [[item(1, 'A', { category: 'Snacks' }), item(2, 'B', { category: 'Meat' })], ['Meat', 'Snacks']],
    [
      [item(1, 'A', { category: 'Frozen' }), item(2, 'B'), item(3, 'C', { category: 'Seafood' }), item(4, 'D', { category: 'Beverages' })],
      ['Seafood', 'Frozen', 'Beverages', UNCATEGORIZED],
    ],
  ])('%# -> %p', (list, expected) => {
    expect(groupByCategory(list).map((group) => group.category)).toEqual(expected);
  });

  it('puts a category outside the nine under Uncategorized', () => {
    const legacy = { category: 'Fresh' } as unknown as Pick<PantryItem, 'category'>;
    expect(categoryGroupOf(legacy)).toBe(UNCATEGORIZED);
    expect(groupByCategory([legacy])).toEqual([{ category: UNCATEGORIZED, items: [legacy] }]);
  });
});
