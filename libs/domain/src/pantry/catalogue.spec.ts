import { CATEGORY_NAMES, isCategoryName, type CategoryName } from '../categories.js';
import {
  PANTRY_CATALOGUE,
  QUICK_ADD_DEFAULT_CATEGORIES,
  QUICK_ADD_PER_DEFAULT_CATEGORY,
  SHELF_LIFE_AUTOFILL_MAX_DAYS,
  applySuggestion,
  pantryNameSuggestions,
  pantryQuickAddChips,
  type PantryCatalogueEntry,
} from './catalogue.js';

const names = (entries: readonly PantryCatalogueEntry[]) => entries.map((entry) => entry.name);
const find = (name: string) => PANTRY_CATALOGUE.find((entry) => entry.name === name)!;

describe('PANTRY_CATALOGUE', () => {
  it('has about 60 items with unique names, all In Stock, in the nine categories, with whole-day shelf lives', () => {
    expect(PANTRY_CATALOGUE.length).toBeGreaterThanOrEqual(55);
    expect(PANTRY_CATALOGUE.length).toBeLessThanOrEqual(70);
    expect(new Set(PANTRY_CATALOGUE.map((entry) => entry.name.toLowerCase())).size).toBe(PANTRY_CATALOGUE.length);
    for (const entry of PANTRY_CATALOGUE) {
      expect(entry.defaultStatus).toBe('In Stock');
      expect(isCategoryName(entry.category)).toBe(true);
      expect(Number.isInteger(entry.typicalShelfLife) && entry.typicalShelfLife > 0).toBe(true);
    }
  });

  it.each([
    ['Milk', 7],
    ['Eggs', 21],
    ['Butter', 30],
    ['Bread', 5],
    ['Rice', 730],
    ['Salt', 1825],
    ['Chicken Breast', 2],
    ['Ice Cream', 60],
    ['Salsa', 180],
    ['Spices', 1095],
  ])('spec example %s keeps %i days', (name, days) => {
    expect(find(name).typicalShelfLife).toBe(days);
  });

  it.each(CATEGORY_NAMES.map((name): [CategoryName, number] => [name, ['Produce', 'Dairy & Eggs', 'Pantry'].includes(name) ? 4 : 3]))(
    '%s has at least %i items',
    (category, minimum) => {
      expect(PANTRY_CATALOGUE.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('pantryNameSuggestions', () => {
  it.each([
    ['', []],
    ['m', []],
    ['  m  ', []],
    ['mi', ['Milk']],
    ['  MI ', ['Milk']],
    ['xq', []],
    ['spices', ['Spices']],
    ['SALSA', ['Salsa']],
  ])('%p -> %p', (query, expected) => {
    expect(names(pantryNameSuggestions(query))).toEqual(expected);
  });

  it.each([
    ['cream', ['Cream Cheese', 'Heavy Cream', 'Ice Cream', 'Sour Cream']],
    ['ch', ['Cheddar Cheese', 'Chicken Breast', 'Chicken Broth', 'Cream Cheese', 'Pork Chops', 'Potato Chips', 'Spinach']],
    ['pe', ['Peanut Butter', 'Bell Peppers', 'Black Pepper', 'Frozen Peas']],
    ['br', ['Bread', 'Broccoli', 'Chicken Breast', 'Chicken Broth', 'Pita Bread']],
  ])('names starting with %p come first, then the others, each alphabetical', (query, expected) => {
    expect(names(pantryNameSuggestions(query))).toEqual(expected);
  });

  it('shows at most 8 of 9 or more matches', () => {
    const all = PANTRY_CATALOGUE.filter((entry) => entry.name.toLowerCase().includes('es'));
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(names(pantryNameSuggestions('es'))).toEqual([
      'Apples', 'Canned Tomatoes', 'Cheddar Cheese', 'Cream Cheese', 'Frozen Berries', 'Parmesan', 'Potatoes', 'Sausages',
    ]);
    expect(pantryNameSuggestions('es', 20)).toHaveLength(all.length);
    expect(pantryNameSuggestions('es', 3)).toHaveLength(3);
    expect(pantryNameSuggestions('es', 0)).toEqual([]);
  });
});

describe('applySuggestion', () => {
  const today = new Date(2026, 2, 14, 23, 30);
  it.each([
    ['Chicken Breast', '2026-03-16'],
    ['Bread', '2026-03-19'],
    ['Milk', '2026-03-21'],
    ['Eggs', '2026-04-04'],
    ['Butter', '2026-04-13'], // 30 days: still filled
    ['Parmesan', null],
    ['Ice Cream', null],
    ['Salt', null],
  ])('%s -> expires %p', (name, expirationDate) => {
    expect(applySuggestion(find(name), today)).toEqual({ name, status: 'In Stock', expirationDate });
  });

  it('fills the expiration up to 30 days and not beyond', () => {
    expect(SHELF_LIFE_AUTOFILL_MAX_DAYS).toBe(30);
    const base = { name: 'Test', category: 'Pantry' as const, defaultStatus: 'In Stock' as const };
    expect(applySuggestion({ ...base, typicalShelfLife: 30 }, today).expirationDate).toBe('2026-04-13');
    expect(applySuggestion({ ...base, typicalShelfLife: 31 }, today).expirationDate).toBeNull();
  });
});

describe('pantryQuickAddChips', () => {
  it('with no category filter: 4 Produce, 4 Dairy & Eggs, then Pantry, 10 in all', () => {
    expect(QUICK_ADD_DEFAULT_CATEGORIES).toEqual(['Produce', 'Dairy & Eggs', 'Pantry']);
    expect(QUICK_ADD_PER_DEFAULT_CATEGORY).toBe(4);
    const chips = pantryQuickAddChips(null);
    expect(chips.map((chip) => chip.category)).toEqual([
      'Produce', 'Produce', 'Produce', 'Produce',
      'Dairy & Eggs', 'Dairy & Eggs', 'Dairy & Eggs', 'Dairy & Eggs',
      'Pantry', 'Pantry',
    ]);
    expect(names(chips)).toEqual(['Bananas', 'Tomatoes', 'Onions', 'Potatoes', 'Milk', 'Eggs', 'Butter', 'Cheddar Cheese', 'Rice', 'Pasta']);
  });

  it.each(CATEGORY_NAMES.map((name) => [name]))('with %s: up to 10 of that category, in catalogue order', (category) => {
    const chips = pantryQuickAddChips(category);
    const inCategory = PANTRY_CATALOGUE.filter((entry) => entry.category === category);
    expect(chips).toEqual(inCategory.slice(0, 10));
    expect(chips.length).toBe(Math.min(10, inCategory.length));
  });

  it('caps a large category at 10', () => {
    expect(PANTRY_CATALOGUE.filter((entry) => entry.category === 'Produce').length).toBeGreaterThan(10);
    expect(pantryQuickAddChips('Produce')).toHaveLength(10);
  });
});
