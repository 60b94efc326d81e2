import { RECIPE_FILTER_GROUPS, recipeMatchesFilters, tagKey } from './filters.js';

describe('RECIPE_FILTER_GROUPS', () => {
  it('has the groups and options of spec part 2 §9, in order', () => {
    expect(RECIPE_FILTER_GROUPS.map((group) => [group.id, [...group.options]])).toEqual([
      ['availability', ['Ready to Cook', 'Check Quantities']],
      ['difficulty', ['Beginner', 'Intermediate', 'Advanced']],
      ['meal', ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert']],
      ['dietary', ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb']],
      ['cuisine', ['Italian', 'Asian', 'Mexican', 'American', 'Mediterranean', 'Indian']],
      ['time', ['Quick (< 30 min)', 'Medium (30-60 min)', 'Long (> 60 min)']],
      ['season', ['Spring', 'Summer', 'Fall', 'Winter']],
    ]);
  });
});

describe('tagKey', () => {
  it.each([
    ['Gluten-Free', 'glutenfree'],
    ['gluten free', 'glutenfree'],
    [' LOW-CARB ', 'lowcarb'],
    ['Quick (< 30 min)', 'quick<30min'],
    ['Long (> 60 min)', 'long>60min'],
  ])('%p -> %p', (tag, key) => expect(tagKey(tag)).toBe(key));
});

describe('recipeMatchesFilters: AND across groups, OR within a group', () => {
  const tags = ['Ready to Cook', 'Beginner', 'Dinner', 'Vegetarian', 'Italian', 'Quick (< 30 min)', 'Summer', 'Pasta Night'];
  it.each<[string[], boolean]>([
    [[], true],
    [['Ready to Cook'], true],
    [['Check Quantities'], false],
    [['Ready to Cook', 'Check Quantities'], true],
    [['Dinner', 'Lunch'], true],
    [['Lunch', 'Breakfast'], false],
    [['Italian', 'Vegetarian'], true],
    [['Italian', 'Vegan'], false],
    [['Italian', 'Vegan', 'Vegetarian'], true],
    [['Beginner', 'Advanced', 'Quick (< 30 min)', 'Summer'], true],
    [['Summer', 'Long (> 60 min)'], false],
    [['gluten free'], false],
    [['vegetarian', 'italian'], true],
    [['Pasta Night'], true],
    [['Pasta Night', 'Soup'], true],
    [['Soup'], false],
    [['Soup', 'Dinner'], false],
  ])('%j -> %p', (selected, expected) => {
    expect(recipeMatchesFilters(tags, selected)).toBe(expected);
  });

  it('matches tags written another way', () => {
    expect(recipeMatchesFilters(['gluten-free', 'low carb'], ['Gluten-Free', 'Low-Carb'])).toBe(true);
  });
});
