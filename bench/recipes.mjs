// Recipes at scale: 10,000 recipes (10 ingredients, 6 steps each) for one user against 500 pantry
// items. The matching as a pure function; GET /api/recipes with every recipe's can-cook status
// (one request, and p99 at 16 connections); the list screen from navigation to the first cards,
// and the longest main-thread task while the list loads and scrolls.
import { addDays, CATEGORIES, DEFAULT_PREFERENCES, localDateString, MEAL_TYPES, PANTRY_CATALOGUE, PANTRY_STATUSES, indexPantry, matchIngredients, recommendRecipes } from '@mealapp/domain';
import autocannon from 'autocannon';
import { spread, timePageLoads } from './page-loads.mjs';
import { seed, signUp } from './server.mjs';

const RECIPES = 10_000;
const PANTRY_ITEMS = 500;
const RUNS = 3;
const MEAL_WORDS = ['Breakfast', 'Lunch', 'Dinner', 'Weeknight', 'Sunday', 'Quick', 'Slow-cooked', 'Spicy', 'Herby', 'Creamy'];

// Names people write in recipes: catalogue names with the words around them that matching must see through.
const ingredientName = (i) => {
  const name = PANTRY_CATALOGUE[(i * 7) % PANTRY_CATALOGUE.length].name.toLowerCase();
  return ['', 'fresh ', 'chopped ', 'large '][i % 4] + name;
};

function recipe(i) {
  return {
    title: `${MEAL_WORDS[i % MEAL_WORDS.length]} dish ${i + 1}`,
    description: 'A generated recipe for the benchmark.',
    cookTime: 10 + (i % 12) * 10,
    servings: 1 + (i % 6),
    tags: i % 3 === 0 ? ['Vegetarian', 'Quick'] : ['Dinner'],
    ingredients: Array.from({ length: 10 }, (_, k) => ({ amount: String(1 + (k % 3)), unit: ['cup', 'tbsp', 'g', ''][k % 4], name: ingredientName(i + k * 13) })),
    instructions: Array.from({ length: 6 }, (_, k) => `Step ${k + 1}: stir, season and cook until done.`),
  };
}

function pantryItem(i) {
  const entry = PANTRY_CATALOGUE[i % PANTRY_CATALOGUE.length];
  return {
    name: i < PANTRY_CATALOGUE.length ? entry.name : `${entry.name} ${Math.floor(i / PANTRY_CATALOGUE.length) + 1}`,
    status: PANTRY_STATUSES[i % PANTRY_STATUSES.length],
    category: CATEGORIES[i % CATEGORIES.length].name,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The domain's matching over every recipe, as the server and the detail screen run it. */
function matchingFigures(recipes, pantry) {
  const times = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const index = indexPantry(pantry);
    for (const r of recipes) matchIngredients(r.ingredients, index);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The domain's recommendations over every recipe, as GET /api/recipes?recommended=true runs them. */
function recommendationFigures(recipes, pantry) {
  const recommendable = recipes.map((r, id) => ({ id, title: r.title, cookTime: r.cookTime, tags: r.tags, ingredients: r.ingredients }));
  const context = { pantry, preferences: DEFAULT_PREFERENCES, plannedMeals: [], today: new Date() };
  const times = [];
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    recommendRecipes(recommendable, context);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Milliseconds of `count` sequential GETs of `url`, median. */
async function singleRequests(url, headers, count = 10) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function recipesBench(server) {
  const recipes = Array.from({ length: RECIPES }, (_, i) => recipe(i));
  // Some food expires within the week, for the recommendations to weigh.
  const today = localDateString(new Date());
  const pantry = Array.from({ length: PANTRY_ITEMS }, (_, i) => ({ ...pantryItem(i), expirationDate: i % 10 === 0 ? addDays(today, i % 7) : null }));
  const matchMs = matchingFigures(recipes, pantry);
  const recommendMs = recommendationFigures(recipes, pantry);

  const token = await signUp(server.url, `recipes-${Date.now()}@example.com`);
  await seed(server.url, token, '/api/pantry', pantry);
  const seedStart = performance.now();
  await seed(server.url, token, '/api/recipes', recipes);
  const seedMs = performance.now() - seedStart;

  const headers = { authorization: `Bearer ${token}` };
  const single = [];
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/recipes`, { headers });
    const body = await response.text();
    single.push(performance.now() - start);
    bytes = body.length;
  }
  const load = await autocannon({ url: `${server.url}/api/recipes`, connections: 16, duration: Number(process.env.BENCH_DURATION ?? 8), headers });
  const recommendedMs = await singleRequests(`${server.url}/api/recipes?recommended=true`, headers);

  // A fortnight planned in full (42 meals, recipes from the 10,000), then the planner's query for it.
  const firstIds = JSON.parse(await (await fetch(`${server.url}/api/recipes?scope=mine&limit=42`, { headers })).text()).map((r) => r.id);
  const plans = Array.from({ length: 42 }, (_, i) => ({ date: addDays(today, Math.floor(i / 3)), mealType: MEAL_TYPES[i % 3], type: 'recipe', recipeId: firstIds[i] }));
  await seed(server.url, token, '/api/meal-plans', plans);
  const fortnight = `${server.url}/api/meal-plans?startDate=${today}&endDate=${addDays(today, 13)}`;
  const plannerMs = await singleRequests(fortnight, headers);
  const plannerLoad = await autocannon({ url: fortnight, connections: 16, duration: Number(process.env.BENCH_DURATION ?? 8), headers });

  const longest = [];
  const times = await timePageLoads({
    url: `${server.url}/recipes`,
    token,
    runs: RUNS,
    prepare: (page) =>
      page.addInitScript(() => {
        window.__longestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      }),
    ready: (page) => page.getByTestId('recipe-card').first().waitFor({ timeout: 120_000 }),
    // Scroll through the list a screen at a time, as a thumb would, then read the longest task.
    after: async (page) => {
      for (let i = 0; i < 20; i++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(50);
      }
      longest.push(await page.evaluate(() => window.__longestTask));
    },
  });
  const { 'median ms': screenMedian, 'min ms': screenMin, 'max ms': screenMax } = spread(times);
  const rows = [
    { measure: `matching, pure function: ${RECIPES} recipes x ${PANTRY_ITEMS} pantry items (median of 7)`, value: `${matchMs.toFixed(1)} ms` },
    { measure: `seed ${RECIPES} recipes (POST, 8 at a time)`, value: `${Math.round(seedMs)} ms (${Math.round((RECIPES / seedMs) * 1000)}/s)` },
    { measure: `GET /api/recipes with status, one request (median of 10)`, value: `${Math.round(median(single))} ms, ${(bytes / 1024).toFixed(0)} KB` },
    { measure: 'GET /api/recipes at 16 connections', value: `${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}` },
    { measure: `recommendations, pure function: ${RECIPES} recipes x ${PANTRY_ITEMS} pantry items (median of 7)`, value: `${recommendMs.toFixed(1)} ms` },
    { measure: 'GET /api/recipes?recommended=true, one request (median of 10)', value: `${Math.round(recommendedMs)} ms` },
    { measure: 'GET /api/meal-plans, a planned fortnight (42 meals)', value: `${Math.round(plannerMs)} ms one request; at 16 connections ${Math.round(plannerLoad.requests.average)} req/s, p99 ${plannerLoad.latency.p99} ms, errors ${plannerLoad.errors + plannerLoad.non2xx}` },
    { measure: `navigation -> first cards (median of ${RUNS})`, value: `${screenMedian} ms (min ${screenMin}, max ${screenMax})` },
    { measure: 'longest main-thread task, loading and 20 scroll steps (worst run)', value: `${Math.round(Math.max(...longest))} ms` },
  ];
  return {
    rows,
    figures: { recipesListMs: median(single), recipesListP99: load.latency.p99, recipesLongestTask: Math.max(...longest), recommendedMs, plannerP99: plannerLoad.latency.p99 },
  };
}
