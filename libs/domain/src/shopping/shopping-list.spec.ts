import type { CategoryName } from '../categories.js';
import { CATEGORY_EMOJI, DEFAULT_SHOPPING_CATEGORY, type ShoppingItem } from './shopping-item.js';
import {
  canCombine,
  clearCompletedLabel,
  filterShoppingItems,
  groupShoppingItems,
  isShoppingSort,
  SHOPPING_SORTS,
  shoppingFooter,
  sortShoppingItems,
  type ShoppingSort,
} from './shopping-list.js';

const item = (id: number, name: string, category: CategoryName, isShopped = false): ShoppingItem => ({
  id,
  name,
  quantity: null,
  category,
  isShopped,
});

const items = [
  item(1, 'milk', 'Dairy & Eggs'),
  item(2, 'Apples', 'Produce', true),
  item(3, 'bread', 'Bakery'),
  item(4, 'Bananas', 'Produce'),
  item(5, 'Eggs', 'Dairy & Eggs', true),
  item(6, 'Chips', 'Snacks'),
];
const names = (list: ShoppingItem[]) => list.map((entry) => entry.name);

describe('shopping item defaults', () => {
  it('defaults to Produce and has an emoji for each category', () => {
    expect(DEFAULT_SHOPPING_CATEGORY).toBe('Produce');
    expect(Object.keys(CATEGORY_EMOJI)).toHaveLength(9);
    expect(CATEGORY_EMOJI['Dairy & Eggs']).toBe('🥛');
  });
});

describe('SHOPPING_SORTS', () => {
  it.each([
    ['name-asc', 'Name (A-Z)'],
    ['name-desc', 'Name (Z-A)'],
    ['category-asc', 'Category (A-Z)'],
    ['category-desc', 'Category (Z-A)'],
    ['status-asc', 'Pending First'],
    ['status-desc', 'Completed First'],
  ])('%s is labelled %s', (value, label) => {
    expect(SHOPPING_SORTS.find((sort) => sort.value === value)?.label).toBe(label);
    expect(isShoppingSort(value)).toBe(true);
  });

  it('rejects unknown sorts', () => {
    expect(isShoppingSort('price-asc')).toBe(false);
  });
});

describe('sortShoppingItems', () => {
  it.each<[ShoppingSort, string[]]>([
    ['name-asc', ['Apples', 'Bananas', 'bread', 'Chips', 'Eggs', 'milk']],
    ['name-desc', ['milk', 'Eggs', 'Chips', 'bread', 'Bananas', 'Apples']],
    ['category-asc', ['bread', 'Eggs', 'milk', 'Apples', 'Bananas', 'Chips']],
    ['category-desc', ['Chips', 'Apples', 'Bananas', 'Eggs', 'milk', 'bread']],
    ['status-asc', ['Bananas', 'bread', 'Chips', 'milk', 'Apples', 'Eggs']],
    ['status-desc', ['Apples', 'Eggs', 'Bananas', 'bread', 'Chips', 'milk']],
  ])('%s', (sort, expected) => {
    expect(names(sortShoppingItems(items, sort))).toEqual(expected);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortShoppingItems(items, 'name-desc');
    expect(items).toEqual(copy);
  });
});

describe('groupShoppingItems', () => {
  it.each<[ShoppingSort, [string, string | null, string[]][]]>([
    [
      'name-asc',
      [
        ['DAIRY & EGGS', '🥛', ['Eggs', 'milk']],
        ['BAKERY', '🍞', ['bread']],
        ['PRODUCE', '🥬', ['Apples', 'Bananas']],
        ['SNACKS', '🍿', ['Chips']],
      ],
    ],
    [
      'name-desc',
      [
        ['DAIRY & EGGS', '🥛', ['milk', 'Eggs']],
        ['BAKERY', '🍞', ['bread']],
        ['PRODUCE', '🥬', ['Bananas', 'Apples']],
        ['SNACKS', '🍿', ['Chips']],
      ],
    ],
    ['category-asc', [['SORTED BY CATEGORY', null, ['bread', 'Eggs', 'milk', 'Apples', 'Bananas', 'Chips']]]],
    ['category-desc', [['SORTED BY CATEGORY', null, ['Chips', 'Apples', 'Bananas', 'Eggs', 'milk', 'bread']]]],
    ['status-asc', [['SORTED BY STATUS', null, ['Bananas', 'bread', 'Chips', 'milk', 'Apples', 'Eggs']]]],
    ['status-desc', [['SORTED BY STATUS', null, ['Apples', 'Eggs', 'Bananas', 'bread', 'Chips', 'milk']]]],
  ])('%s', (sort, expected) => {
    const groups = groupShoppingItems(items, sort);
    expect(groups.map((group) => [group.heading, group.emoji, names(group.items)])).toEqual(expected);
  });

  it('has no groups for no items', () => {
    expect(groupShoppingItems([], 'status-asc')).toEqual([]);
  });
});

describe('filterShoppingItems', () => {
  it.each([
    [{ search: '', category: 'All', showCompleted: true }, ['milk', 'Apples', 'bread', 'Bananas', 'Eggs', 'Chips']],
    [{ search: '', category: 'All', showCompleted: false }, ['milk', 'bread', 'Bananas', 'Chips']],
    [{ search: ' BA ', category: 'All', showCompleted: true }, ['Bananas']],
    [{ search: 'a', category: 'Produce', showCompleted: true }, ['Apples', 'Bananas']],
    [{ search: 'a', category: 'Produce', showCompleted: false }, ['Bananas']],
    [{ search: '', category: 'Frozen', showCompleted: true }, []],
  ] as const)('%j', (filter, expected) => {
    expect(names(filterShoppingItems(items, filter))).toEqual(expected);
  });
});

describe('footer, combine button, clear completed', () => {
  it.each([
    [3, 6, 'Showing 3 of 6 items'],
    [0, 0, 'Showing 0 of 0 items'],
  ])('shoppingFooter(%i, %i)', (shown, total, expected) => {
    expect(shoppingFooter(shown, total)).toBe(expected);
  });

  it.each([
    [[], false],
    [[false], false],
    [[false, true, true], false],
    [[false, false], true],
    [[true, false, false, true], true],
  ])('canCombine(%j) -> %p', (states, expected) => {
    expect(canCombine(states.map((isShopped) => ({ isShopped })))).toBe(expected);
  });

  it('labels clear completed with the count', () => {
    expect(clearCompletedLabel(items)).toBe('Clear Completed (2)');
  });
});
