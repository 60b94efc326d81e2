import { ALLERGIES, COOKING_TIME, CUISINES, DEFAULT_PREFERENCES, DIETARY_RESTRICTIONS, SPICE_LEVELS, toggleSelection } from './options.js';

describe('preference options (spec part 2 §9)', () => {
  it('lists the dietary restrictions, cuisines, allergies and spice levels in the spec order', () => {
    expect(DIETARY_RESTRICTIONS).toEqual(['Dairy-Free', 'Vegetarian', 'Vegan', 'Gluten-free', 'Keto', 'Paleo']);
    expect(CUISINES).toEqual(['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French']);
    expect(ALLERGIES.map((a) => a.label)).toEqual(['Nuts', 'Shellfish', 'Eggs', 'Fish']);
    expect(SPICE_LEVELS.map((s) => `${s.level} ${s.label}`)).toEqual(['1 Mild', '2 Medium', '3 Spicy', '4 Very Hot']);
    expect(COOKING_TIME).toEqual({ min: 10, max: 120, step: 10 });
  });

  it('defaults to nothing selected, no allergies, 30 minutes and spice level 2 (spec part 2 §3)', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      dietaryRestrictions: [],
      allergies: { nuts: false, shellfish: false, eggs: false, fish: false },
      maxCookingTime: 30,
      spiceLevel: 2,
      favoriteCuisines: [],
    });
  });
});

describe('toggleSelection', () => {
  it.each([
    ['picks one from nothing', [], 'Vegan', ['Vegan']],
    ['unpicks a picked one', ['Vegetarian', 'Vegan'], 'Vegan', ['Vegetarian']],
    ['keeps the options order, not the picking order', ['Keto'], 'Dairy-Free', ['Dairy-Free', 'Keto']],
    ['unpicks the last one', ['Paleo'], 'Paleo', []],
  ] as const)('%s', (_label, selected, label, expected) => {
    expect(toggleSelection(DIETARY_RESTRICTIONS, selected, label)).toEqual(expected);
  });
});
