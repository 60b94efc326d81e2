import { DEFAULT_PREFERENCES, type Preferences } from '../preferences/index.js';
import { householdExclusions } from './dietary-fit.js';
import {
  DEFAULT_RECOMMENDATION_LIMIT,
  RECOMMENDATION_REASONS,
  recommendRecipes,
  type CookedRecipe,
  type PlannedRecipe,
  type RecommendableRecipe,
  type RecommendationContext,
  type RecommendationPantryItem,
} from './recommend.js';

const today = new Date(2026, 2, 14, 21, 45); // a late-evening Saturday, local time

let nextId = 100;
const recipe = (over: Partial<RecommendableRecipe> & { names?: string[] } = {}): RecommendableRecipe => {
  const { names = ['garlic', 'olive oil', 'onion', 'rice'], ...rest } = over;
  return { id: nextId++, title: 'Plain Supper', cookTime: 20, ingredients: names.map((name) => ({ name })), ...rest };
};
const stocked = (...names: string[]): RecommendationPantryItem[] => names.map((name) => ({ name, status: 'In Stock' }));
const prefs = (over: Partial<Preferences> = {}): Preferences => ({ ...DEFAULT_PREFERENCES, ...over, allergies: { ...DEFAULT_PREFERENCES.allergies, ...over.allergies } });
const context = (over: Partial<RecommendationContext> = {}): RecommendationContext => ({
  pantry: stocked('garlic', 'olive oil', 'onion', 'rice'),
  preferences: prefs(),
  plannedMeals: [],
  today,
  ...over,
});
const ids = (recipes: readonly RecommendableRecipe[], ctx: RecommendationContext) => recommendRecipes(recipes, ctx).map((each) => each.recipeId);

describe('recommendRecipes: exclusions', () => {
  const almondCake = recipe({ title: 'Almond Cake', names: ['almond flour', 'eggs', 'sugar'] });
  const eggplantStew = recipe({ title: 'Eggplant Stew', names: ['eggplant', 'tomatoes', 'nutmeg'] });
  const shrimpRice = recipe({ title: 'Shrimp Fried Rice', names: ['shrimp', 'rice', 'soy sauce'] });
  const mushroomRice = recipe({ title: 'Mushroom Rice', names: ['oyster mushrooms', 'rice', 'butter'] });
  const chickenCaesar = recipe({ title: 'Chicken Caesar Salad', names: ['chicken breast', 'romaine', 'Caesar dressing'] });
  const noIngredients = recipe({ title: 'Mystery', names: [] });
  const all = [almondCake, eggplantStew, shrimpRice, mushroomRice, chickenCaesar, noIngredients];

  it.each<[string, Partial<Preferences>, RecommendableRecipe[]]>([
    ['nothing chosen: all but the recipe without ingredients', {}, [almondCake, eggplantStew, shrimpRice, mushroomRice, chickenCaesar]],
    ['nuts: almond flour out, nutmeg stays', { allergies: { nuts: true, shellfish: false, eggs: false, fish: false } }, [eggplantStew, shrimpRice, mushroomRice, chickenCaesar]],
    ['eggs: eggs out, eggplant stays', { allergies: { nuts: false, shellfish: false, eggs: true, fish: false } }, [eggplantStew, shrimpRice, mushroomRice, chickenCaesar]],
    ['shellfish: shrimp out, oyster mushrooms stay', { allergies: { nuts: false, shellfish: true, eggs: false, fish: false } }, [almondCake, eggplantStew, mushroomRice, chickenCaesar]],
    ['fish: Caesar dressing out', { allergies: { nuts: false, shellfish: false, eggs: false, fish: true } }, [almondCake, eggplantStew, shrimpRice, mushroomRice]],
    ['Vegetarian: meat and seafood out', { dietaryRestrictions: ['Vegetarian'] }, [almondCake, eggplantStew, mushroomRice]],
    ['Vegan: eggs and butter out too', { dietaryRestrictions: ['Vegan'] }, [eggplantStew]],
    ['Dairy-Free: butter out', { dietaryRestrictions: ['Dairy-Free'] }, [almondCake, eggplantStew, shrimpRice, chickenCaesar]],
    ['Gluten-free: soy sauce out', { dietaryRestrictions: ['Gluten-free'] }, [almondCake, eggplantStew, mushroomRice, chickenCaesar]],
    ['Keto: sugar and rice out', { dietaryRestrictions: ['Keto'] }, [eggplantStew, chickenCaesar]],
    ['Paleo: sugar, rice, soy and butter out', { dietaryRestrictions: ['Paleo'] }, [eggplantStew, chickenCaesar]],
  ])('%s', (_case, preferences, expected) => {
    const shown = ids(all, context({ preferences: prefs(preferences) }));
    expect([...shown].sort()).toEqual(expected.map((each) => each.id).sort());
  });
});

describe('recommendRecipes: expiring food first', () => {
  const spinachPasta = recipe({ title: 'Spinach Pasta', names: ['spinach', 'garlic', 'olive oil', 'pasta'] });
  const garlicRice = recipe({ title: 'Garlic Rice', names: ['rice', 'garlic', 'olive oil', 'onion'] });
  const pantryWith = (spinach: Partial<RecommendationPantryItem>) => [
    ...stocked('garlic', 'olive oil', 'onion', 'rice', 'pasta'),
    { name: 'Baby Spinach', status: 'In Stock', expirationDate: '2026-03-15', ...spinach },
  ];

  it.each<[string, Partial<RecommendationPantryItem>, boolean]>([
    ['expires today', { expirationDate: '2026-03-14' }, true],
    ['expires tomorrow', { expirationDate: '2026-03-15' }, true],
    ['expires in 3 days', { expirationDate: '2026-03-17' }, true],
    ['running low and expiring', { expirationDate: '2026-03-16', status: 'Low Stock' }, true],
    ['expires in 4 days: not yet', { expirationDate: '2026-03-18' }, false],
    ['expired yesterday: not suggested', { expirationDate: '2026-03-13' }, false],
    ['Out of Stock: nothing to use up', { expirationDate: '2026-03-15', status: 'Out of Stock' }, false],
    ['no date', { expirationDate: null }, false],
  ])('%s', (_case, spinach, usesItUp) => {
    const [first] = recommendRecipes([garlicRice, spinachPasta], context({ pantry: pantryWith(spinach) }));
    if (usesItUp) {
      expect(first).toMatchObject({ recipeId: spinachPasta.id, badge: 'Smart Swap', reason: 'Uses up your baby spinach before it expires' });
    } else {
      expect(first.badge).not.toBe('Smart Swap');
    }
  });

  it('puts the sooner expiry first and names every item, soonest first', () => {
    const pantry = [
      ...stocked('garlic', 'olive oil', 'onion', 'rice'),
      { name: 'Spinach', status: 'In Stock', expirationDate: '2026-03-17' },
      { name: 'Milk', status: 'In Stock', expirationDate: '2026-03-14' },
      { name: 'Cream', status: 'In Stock', expirationDate: '2026-03-16' },
    ];
    const soup = recipe({ title: 'Creamy Spinach Soup', names: ['spinach', 'milk', 'cream', 'onion'] });
    const spinachRice = recipe({ title: 'Spinach Rice', names: ['spinach', 'rice', 'garlic', 'olive oil'] });
    const milkRice = recipe({ title: 'Rice Pudding', names: ['milk', 'rice', 'garlic', 'olive oil'] });
    const result = recommendRecipes([spinachRice, milkRice, soup], context({ pantry }));
    expect(result.map((each) => [each.recipeId, each.reason])).toEqual([
      [soup.id, 'Uses up your milk, cream and spinach before they expire'],
      [milkRice.id, 'Uses up your milk before it expires'],
      [spinachRice.id, 'Uses up your spinach before it expires'],
    ]);
  });
});

describe('recommendRecipes: ranking', () => {
  it('lowers a recipe planned in the last two weeks or the next, more for each plan', () => {
    const [a, b, c, d] = [recipe(), recipe(), recipe(), recipe()];
    const plannedMeals: PlannedRecipe[] = [
      { recipeId: a.id, date: '2026-03-11' },
      { recipeId: b.id, date: '2026-03-10' },
      { recipeId: b.id, date: '2026-03-12' },
      { recipeId: c.id, date: '2026-02-27' }, // 15 days ago: forgotten
      { recipeId: d.id, date: '2026-03-20' }, // already planned for next week
      { recipeId: null, date: '2026-03-13' },
      { recipeId: a.id, date: 'not a date' },
    ];
    expect(ids([a, b, c, d], context({ plannedMeals }))).toEqual([c.id, a.id, d.id, b.id]);
  });

  it('ranks a favourite cuisine higher and says so', () => {
    const tacos = recipe({ title: 'Rice Bowl', cuisine: 'Mexican' });
    const risotto = recipe({ title: 'Risotto', cuisine: 'Italian' });
    const pantry = stocked('garlic', 'olive oil', 'onion');
    const result = recommendRecipes([tacos, risotto], context({ pantry, preferences: prefs({ favoriteCuisines: ['Italian'] }) }));
    expect(result.map((each) => each.recipeId)).toEqual([risotto.id, tacos.id]);
    expect(result[0].reason).toBe('Matches your favorite cuisine, Italian');
  });

  it('reads the cuisine from the tags and from cuisines within an option ("Thai" is Asian)', () => {
    const tagged = recipe({ tags: ['Dinner', 'asian'] });
    const thai = recipe({ cuisine: 'Thai' });
    const plain = recipe({ cuisine: 'constructor', tags: ['toString'] });
    const result = recommendRecipes([plain, tagged, thai], context({ preferences: prefs({ favoriteCuisines: ['Asian'] }) }));
    expect(result.map((each) => each.recipeId)).toEqual([tagged.id, thai.id, plain.id]);
  });

  it('ranks a recipe over the maximum cooking time lower, further over lower still, without hiding it', () => {
    // a Mild dish for the default Medium eater: 12.5 of 15 for spice
    const quick = recipe({ cookTime: 30 });
    const over = recipe({ cookTime: 45 });
    const long = recipe({ cookTime: 240 });
    const unknown = recipe({ cookTime: null });
    const result = recommendRecipes([long, unknown, over, quick], context());
    expect(result.map((each) => [each.recipeId, each.matchPercent])).toEqual([
      [quick.id, 98],
      [over.id, 88],
      [unknown.id, 88],
      [long.id, 78],
    ]);
  });

  it('ranks by distance from the preferred spice level, too hot costing more than too mild', () => {
    const mild = recipe({ title: 'Garlic Rice' });
    const medium = recipe({ title: 'Garlic Rice', names: ['garlic', 'olive oil', 'onion', 'rice', '1 jalapeño'] });
    const hot = recipe({ title: 'Spicy Garlic Rice' });
    const fiery = recipe({ title: 'Garlic Rice', names: ['garlic', 'olive oil', 'onion', 'rice', '1 habanero'] });
    const pantry = stocked('garlic', 'olive oil', 'onion', 'rice', 'jalapeno', 'habanero');
    const result = recommendRecipes([fiery, hot, mild, medium], context({ pantry }));
    expect(result.map((each) => [each.recipeId, each.matchPercent])).toEqual([
      [medium.id, 100],
      [mild.id, 98],
      [hot.id, 95],
      [fiery.id, 90],
    ]);
  });

  it('gives a match percent from coverage, time, cuisine and spice', () => {
    // half the ingredients (25), 15 min over a 30 min limit (10), not a favourite cuisine (7.5), Spicy for a Mild eater (5)
    const dish = recipe({ title: 'Spicy Stew', cuisine: 'Mexican', cookTime: 45, names: ['garlic', 'onion', 'beef', 'beans'] });
    const [result] = recommendRecipes([dish], context({ preferences: prefs({ spiceLevel: 1, favoriteCuisines: ['Italian'] }) }));
    expect(result).toEqual({ recipeId: dish.id, matchPercent: 48, badge: 'Top Pick', reason: 'You have 2 of 4 ingredients', score: 47.5 });
  });
});

describe('recommendRecipes: badges, each a rule a person can check', () => {
  const soon = (name: string): RecommendationPantryItem => ({ name, status: 'In Stock', expirationDate: '2026-03-15' });
  const planned = (dish: RecommendableRecipe, ...dates: string[]): PlannedRecipe[] => dates.map((date) => ({ recipeId: dish.id, date }));
  const badgeOf = (dish: RecommendableRecipe, over: Partial<RecommendationContext>) => recommendRecipes([dish], context(over)).find((each) => each.recipeId === dish.id)?.badge;

  describe('Smart Swap: uses pantry food that expires within 3 days', () => {
    it.each<[string, RecommendationPantryItem[], string]>([
      ['rice expires tomorrow: Smart Swap, even for a trending full match', [...stocked('garlic', 'olive oil', 'onion'), soon('rice')], 'Smart Swap'],
      ['rice expires in 4 days: not a swap', [...stocked('garlic', 'olive oil', 'onion'), { name: 'rice', status: 'In Stock', expirationDate: '2026-03-18' }], 'Trending'],
      ['expiring but Out of Stock: not a swap', [{ ...soon('rice'), status: 'Out of Stock' }], 'Trending'],
    ])('%s', (_case, pantry, badge) => {
      expect(badgeOf(recipe({ isTrending: true }), { pantry })).toBe(badge);
    });
  });

  describe('Trending: flagged by the library, or planned twice or more in the last 30 days', () => {
    const dish = recipe({ cookTime: 90 });
    // Five better matches, each its own place (cook times further and further over the limit), so the dish is no Top Pick.
    const better = [30, 35, 40, 45, 50].map((cookTime) => recipe({ cookTime }));
    const weak = (over: Partial<RecommendationContext>) => recommendRecipes([dish, ...better], context({ pantry: [], ...over }));
    it.each<[string, Partial<RecommendableRecipe>, PlannedRecipe[], string | undefined]>([
      ['flagged isTrending', { isTrending: true }, [], 'Trending'],
      ['the Trending tag counts as the flag', { tags: ['trending'] }, [], 'Trending'],
      ['planned twice this month', {}, planned(dish, '2026-02-20', '2026-03-14'), 'Trending'],
      ['planned once: not trending (and not among the best: not suggested)', {}, planned(dish, '2026-03-10'), undefined],
      ['planned twice, one of them 31 days ago', {}, planned(dish, '2026-02-11', '2026-03-10'), undefined],
      ['planned twice, but for days to come', {}, planned(dish, '2026-03-15', '2026-03-16'), undefined],
    ])('%s', (_case, over, plannedMeals, badge) => {
      Object.assign(dish, { isTrending: undefined, tags: undefined }, over);
      expect(weak({ plannedMeals }).find((each) => each.recipeId === dish.id)?.badge).toBe(badge);
    });

    it('says how often it was planned', () => {
      Object.assign(dish, { isTrending: undefined, tags: undefined });
      const [mine] = weak({ plannedMeals: planned(dish, '2026-03-01', '2026-03-05', '2026-03-09') }).filter((each) => each.recipeId === dish.id);
      expect(mine.reason).toBe('You planned it 3 times this month');
    });
  });

  describe('Trending from cooking (issue 26): cooked and planned counted together, a cooked planned meal once', () => {
    const dish = recipe({ cookTime: 90 });
    const better = [30, 35, 40, 45, 50].map((cookTime) => recipe({ cookTime }));
    const mine = (plannedMeals: PlannedRecipe[], cookedMeals: CookedRecipe[]) =>
      recommendRecipes([dish, ...better], context({ pantry: [], plannedMeals, cookedMeals })).find((each) => each.recipeId === dish.id);
    const on = (...dates: string[]) => dates.map((date) => ({ recipeId: dish.id, date }));
    it.each<[string, PlannedRecipe[], CookedRecipe[], string | undefined, string | undefined]>([
      ['cooked twice this month, never planned', [], on('2026-03-02', '2026-03-14'), 'Trending', 'You cooked it 2 times this month'],
      ['cooked twice on one day', [], on('2026-03-07', '2026-03-07'), 'Trending', 'You cooked it 2 times this month'],
      ['cooked once: not trending', [], on('2026-03-07'), undefined, undefined],
      ['planned and cooked the same day: one meal, not trending', on('2026-03-07'), on('2026-03-07'), undefined, undefined],
      ['planned one day, cooked another: two meals', on('2026-03-07'), on('2026-03-09'), 'Trending', 'You planned or cooked it 2 times this month'],
      ['planned and cooked on a day, cooked again that day: two', on('2026-03-07'), on('2026-03-07', '2026-03-07'), 'Trending', 'You cooked it 2 times this month'],
      ['planned twice on a day (lunch and dinner), cooked once: two', on('2026-03-07', '2026-03-07'), on('2026-03-07'), 'Trending', 'You planned or cooked it 2 times this month'],
      ['cooked 31 days ago and this month: one in the window', [], on('2026-02-11', '2026-03-10'), undefined, undefined],
      ['cooked 30 days ago and today: both count', [], on('2026-02-12', '2026-03-14'), 'Trending', 'You cooked it 2 times this month'],
      ['a cooking dated tomorrow (another time zone) does not count yet', [], on('2026-03-14', '2026-03-15'), undefined, undefined],
      ['another recipe cooked does not count', [], [{ recipeId: dish.id + 1000, date: '2026-03-10' }, ...on('2026-03-10')], undefined, undefined],
      ['an unreadable date is ignored', [], on('2026-03-10', 'yesterday'), undefined, undefined],
    ])('%s', (_case, plannedMeals, cookedMeals, badge, reason) => {
      const found = mine(plannedMeals, cookedMeals);
      expect(found?.badge).toBe(badge);
      if (reason !== undefined) expect(found?.reason).toBe(reason);
    });
  });

  describe('Top Pick: one of the five best matches (ties share a place), or 80% or more', () => {
    // Matches 96, 91, 86, 81, 76, 71, 66 ... from coverage: each recipe misses one more ingredient.
    const names = ['garlic', 'olive oil', 'onion', 'rice', 'beans', 'leek', 'kale', 'corn', 'peas', 'tofu'];
    const ladder = names.map((_, missing) => recipe({ names: [...names.slice(0, names.length - missing), ...Array.from({ length: missing }, (__, i) => `missing ${i}`)] }));
    const pantry = stocked(...names);

    it('badges the five best matches and leaves out the weaker ones that earn no badge', () => {
      const result = recommendRecipes(ladder, context({ pantry }));
      expect(result.map((each) => each.recipeId)).toEqual(ladder.slice(0, 5).map((each) => each.id));
      expect(result.every((each) => each.badge === 'Top Pick')).toBe(true);
    });

    it('counts tied matches as one place', () => {
      const twin = recipe({ names: ladder[4].ingredients.map((each) => each.name) });
      const result = recommendRecipes([...ladder, twin], context({ pantry }));
      expect(result.map((each) => each.recipeId)).toEqual([...ladder.slice(0, 5).map((each) => each.id), twin.id]);
    });

    it('badges every match of 80% or more, however many', () => {
      const many = Array.from({ length: 8 }, () => recipe());
      const result = recommendRecipes(many, context());
      expect(result).toHaveLength(8);
      expect(result.every((each) => each.matchPercent >= 80 && each.badge === 'Top Pick')).toBe(true);
    });
  });

  it('gives every suggestion one of the three badges', () => {
    const mixed = Array.from({ length: 40 }, (_, i) => recipe({ cookTime: 10 + (i % 9) * 15, isTrending: i % 7 === 0, names: ['garlic', i % 3 ? 'rice' : 'pasta', i % 5 ? 'leek' : 'spinach'] }));
    const result = recommendRecipes(mixed, context({ pantry: [...stocked('garlic', 'pasta'), soon('spinach')], limit: 40 }));
    expect(result.length).toBeGreaterThan(0);
    for (const each of result) expect(['Top Pick', 'Trending', 'Smart Swap']).toContain(each.badge);
  });
});

describe('recommendRecipes: reasons vary down the list', () => {
  it('gives the next card another true reason rather than the same sentence', () => {
    const twins = [recipe({ cookTime: 20, isTrending: true }), recipe({ cookTime: 20, isTrending: true })];
    const [first, second] = recommendRecipes(twins, context({ pantry: stocked('garlic') }));
    expect(first.reason).toBe('Ready in 20 minutes, within your 30-minute limit');
    expect(second.reason).toBe('A trending recipe');
  });

  it('then gives the reason given least, the stronger on a tie', () => {
    const quads = [recipe(), recipe(), recipe(), recipe()];
    const reasons = recommendRecipes(quads, context({ pantry: stocked('garlic'), preferences: prefs({ spiceLevel: 3 }) })).map((each) => each.reason);
    expect(reasons).toEqual([
      'Ready in 20 minutes, within your 30-minute limit',
      'Mild enough for your spice level, Spicy',
      'Ready in 20 minutes, within your 30-minute limit',
      'Mild enough for your spice level, Spicy',
    ]);
  });

  it('repeats the one true reason when there is no other', () => {
    const twins = [recipe({ cookTime: 50, title: 'Spicy Rice' }), recipe({ cookTime: 50, title: 'Spicy Rice' })];
    const reasons = recommendRecipes(twins, context({ pantry: stocked('garlic'), preferences: prefs({ spiceLevel: 1 }) })).map((each) => each.reason);
    expect(reasons).toEqual(['You have 1 of 4 ingredients', 'You have 1 of 4 ingredients']);
  });

  it('keeps a Smart Swap on the food it uses up, even when the card above said the same', () => {
    const pantry = [...stocked('garlic', 'olive oil', 'onion'), { name: 'rice', status: 'In Stock', expirationDate: '2026-03-15' }];
    const reasons = recommendRecipes([recipe(), recipe()], context({ pantry })).map((each) => each.reason);
    expect(reasons).toEqual(['Uses up your rice before it expires', 'Uses up your rice before it expires']);
  });
});

describe('recommendRecipes: reasons, the first that is true', () => {
  const some = stocked('garlic', 'olive oil');
  it.each<[string, Partial<RecommendableRecipe> & { names?: string[] }, RecommendationPantryItem[], Partial<Preferences>, string]>([
    ['every ingredient at hand', {}, stocked('garlic', 'olive oil', 'onion', 'rice'), {}, 'You have all 4 ingredients'],
    ['the one ingredient at hand', { names: ['rice'] }, stocked('rice'), {}, 'You have the one ingredient it needs'],
    ['a favourite recipe', { isFavorited: true }, some, {}, 'One of your favorites'],
    ['a favourite cuisine', { cuisine: 'Indian' }, some, { favoriteCuisines: ['Indian', 'French'] }, 'Matches your favorite cuisine, Indian'],
    ['half the ingredients or more', {}, some, {}, 'You have 2 of 4 ingredients'],
    ['quick enough', { cookTime: 25 }, stocked('garlic'), {}, 'Ready in 25 minutes, within your 30-minute limit'],
    ['trending', { cookTime: 50, isTrending: true }, stocked('garlic'), {}, 'A trending recipe'],
    ['the preferred spice level', { cookTime: 50, title: 'Spicy Rice' }, stocked('garlic'), { spiceLevel: 3 }, 'Matches your spice level, Spicy'],
    ['milder than the preferred spice level', { cookTime: 50 }, stocked('garlic'), { spiceLevel: 3 }, 'Mild enough for your spice level, Spicy'],
    ['the chosen diets', { cookTime: 50, title: 'Spicy Rice' }, stocked('garlic'), { dietaryRestrictions: ['Vegan', 'Gluten-free'], spiceLevel: 1 }, 'Fits your Vegan and Gluten-free diet'],
    ['the allergies avoided', { cookTime: 50, title: 'Spicy Rice' }, stocked('garlic'), { allergies: { nuts: true, shellfish: false, eggs: true, fish: true }, spiceLevel: 1 }, 'Free of nuts, eggs and fish'],
    ['nothing else: what is at hand', { cookTime: 50, title: 'Spicy Rice' }, [], { spiceLevel: 1 }, 'You have 0 of 4 ingredients'],
  ])('%s', (_case, over, pantry, preferences, reason) => {
    expect(recommendRecipes([recipe(over)], context({ pantry, preferences: prefs(preferences) }))[0].reason).toBe(reason);
  });

  it('names at most three items, then counts the rest', () => {
    expect(RECOMMENDATION_REASONS.usesUp(['milk', 'cream', 'spinach', 'eggs', 'basil'])).toBe('Uses up your milk, cream and 3 more before they expire');
  });
});

describe('recommendRecipes: determinism and limits', () => {
  const recipes = Array.from({ length: 30 }, (_, i) =>
    recipe({ title: i % 3 === 0 ? 'Spicy Bowl' : 'Bowl', cuisine: i % 2 ? 'Italian' : 'Asian', cookTime: 10 + (i % 7) * 10, names: ['garlic', 'onion', i % 4 ? 'rice' : 'pasta', 'spinach'] }),
  );
  const pantry = [...stocked('garlic', 'rice', 'Onion'), { name: 'spinach', status: 'Low Stock', expirationDate: '2026-03-16' }];
  const plannedMeals = [recipes[3], recipes[7], recipes[7]].map((each, i) => ({ recipeId: each.id, date: `2026-03-1${i}` }));
  const ctx = context({ pantry, plannedMeals, preferences: prefs({ favoriteCuisines: ['Italian'] }), limit: 50 });
  const reversed = <T,>(list: readonly T[]) => [...list].reverse();

  it('answers the same whatever the order of recipes, pantry and plans', () => {
    const once = recommendRecipes(recipes, ctx);
    const again = recommendRecipes(reversed(recipes), { ...ctx, pantry: reversed(pantry), plannedMeals: reversed(plannedMeals) });
    expect(again).toEqual(once);
    expect(once).toHaveLength(30);
  });

  it('breaks ties by recipe id', () => {
    const twins = [recipe(), recipe(), recipe()];
    expect(ids(reversed(twins), context())).toEqual(twins.map((each) => each.id));
  });

  it.each([
    [undefined, DEFAULT_RECOMMENDATION_LIMIT],
    [5, 5],
    [0, 0],
  ])('keeps %p results -> %i', (limit, count) => {
    expect(recommendRecipes(recipes, { ...ctx, limit })).toHaveLength(count);
  });

  it('uses a stored match key instead of keying the name again', () => {
    const stored = recipe({ ingredients: [{ name: 'our house blend', matchKey: 'garlic' }] });
    expect(recommendRecipes([stored], context())[0].reason).toBe('You have the one ingredient it needs');
  });
});

describe('recommendRecipes: a household\'s exclusions', () => {
  const nutty = recipe({ title: 'Pesto Pasta', names: ['pasta', 'pesto', 'garlic'] });
  const plain = recipe({ title: 'Garlic Rice', names: ['rice', 'garlic'] });

  it('leaves out what any member avoids, while ranking and reasons stay the user\'s own', () => {
    const exclusions = householdExclusions([prefs(), prefs({ allergies: { nuts: true, shellfish: false, eggs: false, fish: false } })]);
    const result = recommendRecipes([nutty, plain], context({ exclusions }));
    expect(result.map((each) => each.recipeId)).toEqual([plain.id]);
    expect(result[0].reason).not.toMatch(/nuts/i);
    expect(recommendRecipes([nutty, plain], context()).map((each) => each.recipeId).sort()).toEqual([nutty.id, plain.id].sort());
  });
});

describe('householdExclusions', () => {
  const none = { nuts: false, shellfish: false, eggs: false, fish: false };
  it.each([
    ['nobody', [], { allergies: none, dietaryRestrictions: [] }],
    ['one member', [{ allergies: { ...none, eggs: true }, dietaryRestrictions: ['Vegan'] }], { allergies: { ...none, eggs: true }, dietaryRestrictions: ['Vegan'] }],
    [
      'every member\'s together, diets in the options\' order',
      [
        { allergies: { ...none, nuts: true }, dietaryRestrictions: ['Keto', 'Dairy-Free'] },
        { allergies: { ...none, fish: true }, dietaryRestrictions: ['Dairy-Free', 'Vegetarian'] },
      ],
      { allergies: { ...none, nuts: true, fish: true }, dietaryRestrictions: ['Dairy-Free', 'Vegetarian', 'Keto'] },
    ],
  ] as const)('%s', (_case, members, expected) => {
    expect(householdExclusions(members as never)).toEqual(expected);
  });
});
