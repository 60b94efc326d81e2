import { RECIPE_FILTER_GROUPS, tagKey } from './filters.js';
import { RECIPE_TAGS, suggestRecipeTags } from './tag-list.js';

describe('RECIPE_TAGS', () => {
  it('has 32 distinct tags', () => {
    expect(RECIPE_TAGS).toHaveLength(32);
    expect(new Set(RECIPE_TAGS.map(tagKey)).size).toBe(32);
  });

  it.each(['dietary', 'meal', 'difficulty', 'season'])('holds every %s filter option, so a tag from the list can be filtered on', (id) => {
    const group = RECIPE_FILTER_GROUPS.find((each) => each.id === id)!;
    for (const option of group.options) expect(RECIPE_TAGS).toContain(option);
  });

  it('holds the eight cuisines of the preferences screen', () => {
    for (const cuisine of ['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French']) {
      expect(RECIPE_TAGS).toContain(cuisine);
    }
  });
});

describe('suggestRecipeTags', () => {
  it.each<[string, string[], string[]]>([
    ['', [], ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb']],
    ['', ['vegan', 'KETO'], ['Vegetarian', 'Gluten-Free', 'Dairy-Free', 'Low-Carb', 'Paleo', 'Italian']],
    ['ve', [], ['Vegetarian', 'Vegan']],
    ['VE', ['Vegan'], ['Vegetarian']],
    ['low carb', [], ['Low-Carb']],
    ['free', [], ['Gluten-Free', 'Dairy-Free']],
    ['in', [], ['Indian', 'Intermediate', 'Dinner', 'Beginner', 'Spring', 'Winter']],
    ['an', [], ['Vegetarian', 'Vegan', 'Italian', 'Asian', 'Mexican', 'Mediterranean']],
    ['er', [], ['Mediterranean', 'Middle Eastern', 'American', 'Dinner', 'Dessert', 'Slow Cooker']],
    ['zzz', [], []],
  ])('%p with %j -> %j', (input, existing, expected) => {
    expect(suggestRecipeTags(input, existing)).toEqual(expected);
  });
});
