import { parseIngredientLine, RECIPE_PARSE_LIMITS, RECIPE_PARSE_MESSAGES, type ParsedRecipe } from '@mealapp/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { SAFE_FETCH_MESSAGES } from '../src/common/safe-fetch/safe-fetch.js';
import { PERSON_RATES } from '../src/common/throttling.js';

const { perMinute: IMPORTS_PER_MINUTE, refusal: TOO_MANY_IMPORTS } = PERSON_RATES.imports;
import { RECIPE_IMPORT_MESSAGES } from '../src/recipes/import/recipe-import.service.js';
import { bearer, signUp } from './support/accounts.js';
import { expectedRecipePage, normaliseSpace as normalise, RECIPE_PAGE_HOSTS, recipePageHtml, type ExpectedRecipePage as Expected } from './support/recipe-pages.js';
import { useTestApp } from './support/test-app.js';

/** The recipe pages, and a few that misbehave, on this machine's loopback. */
function pageServer() {
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  for (const host of RECIPE_PAGE_HOSTS) {
    const page = recipePageHtml(host);
    routes.set(`/${host}`, (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  }
  routes.set('/no-recipe', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>News</title></head><body><h1>News</h1><p>Nothing to cook.</p></body></html>'));
  routes.set('/json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Soup"}'));
  routes.set('/huge', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><body>${'<p>padding</p>'.repeat(500_000)}</body></html>`);
  });
  routes.set('/hangs', () => undefined);
  routes.set('/gone', (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('gone'));
  const server: Server = createServer((req, res) => {
    const route = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  return { server, url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

const pages = pageServer();
beforeAll(() => new Promise<void>((done) => pages.server.listen(0, '127.0.0.1', done)));
afterAll(() => {
  pages.server.closeAllConnections();
  return new Promise<void>((done) => pages.server.close(() => done()));
});

const parse = (server: App, token: string, body: object) => request(server).post('/api/recipes/parse').set(bearer(token)).send(body);

describe('recipe import: POST /api/recipes/parse with a page on the loopback (OUTBOUND_ALLOW_LOOPBACK=true)', () => {
  const app = useTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', THROTTLE_RELAXED: '1' });
  let token: string;
  beforeAll(async () => {
    token = (await signUp(app.server)).accessToken;
  });

  it('imports the 30 dev pages: every title, the ingredients of at least 29, the steps of at least 28, every total time and yield', async () => {
    const results: { host: string; expected: Expected; recipe: ParsedRecipe }[] = [];
    for (const host of RECIPE_PAGE_HOSTS) {
      const res = await parse(app.server, token, { type: 'url', url: pages.url(`/${host}`) }).expect(200);
      results.push({ host, expected: expectedRecipePage(host), recipe: res.body as ParsedRecipe });
    }
    const misses: string[] = [];
    const count = (field: string, ok: (r: (typeof results)[number]) => boolean, among = results) =>
      among.filter((r) => ok(r) || (misses.push(`${field}: ${r.host}`), false)).length;
    const title = count('title', (r) => r.recipe.title === normalise(r.expected.title));
    // the same lines read by the same parser give the same rows; a group's heading leads the notes
    const ingredients = count(
      'ingredients',
      (r) =>
        r.recipe.ingredients.length === r.expected.ingredients.length &&
        r.recipe.ingredients.every((row, index) => {
          const { notes, ...line } = parseIngredientLine(normalise(r.expected.ingredients[index]));
          return JSON.stringify({ ...row, notes: undefined }) === JSON.stringify({ ...line, notes: undefined }) && (notes === null ? true : row.notes?.endsWith(notes));
        }),
    );
    const headingsOf = (expected: Expected) =>
      expected.ingredient_groups?.flatMap((group) => group.ingredients.map(() => group.purpose?.replace(/\s*:$/, '') ?? null)) ?? expected.ingredients.map(() => null);
    const groups = count('ingredient groups', (r) =>
      headingsOf(r.expected).every((heading, index) => {
        const notes = r.recipe.ingredients[index]?.notes ?? null;
        return heading === null ? notes === null || notes === parseIngredientLine(normalise(r.expected.ingredients[index])).notes : notes?.startsWith(heading);
      }),
    );
    const instructions = count('instructions', (r) => JSON.stringify(r.recipe.instructions) === JSON.stringify(r.expected.instructions_list.map(normalise)));
    const timed = results.filter((r) => typeof r.expected.total_time === 'number');
    const times = count('total time', (r) => r.recipe.totalTime === r.expected.total_time, timed);
    const yielded = results.filter((r) => r.expected.yields);
    const yields = count('yields', (r) => r.recipe.yields === r.expected.yields, yielded);
    console.log(
      `recipe import on the dev pages: title ${title}/30, ingredients ${ingredients}/30, instructions ${instructions}/30, ingredient groups ${groups}/30, ` +
        `total time ${times}/${timed.length}, yields ${yields}/${yielded.length}\nmisses: ${misses.join('; ') || 'none'}`,
    );
    expect(results).toHaveLength(30);
    expect(title).toBe(30);
    expect(ingredients).toBeGreaterThanOrEqual(29);
    expect(instructions).toBeGreaterThanOrEqual(28);
    expect(groups).toBeGreaterThanOrEqual(27);
    expect(times).toBe(timed.length);
    expect(yields).toBe(yielded.length);
    for (const { recipe } of results) {
      expect(recipe.source).toBe('127.0.0.1');
      if (recipe.imageUrl !== null) expect(recipe.imageUrl).toMatch(/^https?:\/\//);
    }
  });

  it('answers the recipe flat, ready to save; the saved recipe keeps its source', async () => {
    const res = await parse(app.server, token, { type: 'url', url: pages.url('/bbc.com') }).expect(200);
    const recipe = res.body as ParsedRecipe;
    expect(recipe).toMatchObject({ title: 'Lemon posset with lemon shortbread', servings: 6, yields: '6 servings', totalTime: 150, prepTime: 120, cookTime: 30 });
    const saved = await request(app.server)
      .post('/api/recipes')
      .set(bearer(token))
      .send({
        title: recipe.title,
        description: recipe.description,
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings,
        cuisine: recipe.cuisine,
        tags: recipe.tags,
        nutrition: recipe.nutrition,
        source: recipe.source,
      })
      .expect(201);
    expect(saved.body).toMatchObject({ title: recipe.title, source: '127.0.0.1' });
    expect(saved.body.ingredients).toHaveLength(recipe.ingredients.length);
  });

  it.each([
    ['a page without a recipe', '/no-recipe', 422, RECIPE_IMPORT_MESSAGES.noRecipe],
    ['something that is not a page', '/json', 422, SAFE_FETCH_MESSAGES.notAPage],
    ['a page over 5 MB', '/huge', 422, SAFE_FETCH_MESSAGES.tooLarge],
    ['a page that answers 404', '/gone', 502, SAFE_FETCH_MESSAGES.upstreamStatus(404)],
  ])('answers a clear error for %s', async (_case, path, status, error) => {
    const res = await parse(app.server, token, { type: 'url', url: pages.url(path) }).expect(status);
    expect(res.body).toEqual({ error });
  });

  it('answers 504 when the page takes longer than the time limit', async () => {
    const res = await parse(app.server, token, { type: 'url', url: pages.url('/hangs') }).expect(504);
    expect(res.body).toEqual({ error: SAFE_FETCH_MESSAGES.timedOut });
  });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', SAFE_FETCH_MESSAGES.refused],
    ['a private address', 'http://192.168.1.1/', SAFE_FETCH_MESSAGES.refused],
    ['a file', 'file:///etc/passwd', SAFE_FETCH_MESSAGES.badUrl],
    ['not an address', 'pancakes', SAFE_FETCH_MESSAGES.badUrl],
  ])('still refuses %s with 400', async (_case, url, error) => {
    const res = await parse(app.server, token, { type: 'url', url }).expect(400);
    expect(res.body).toEqual({ error });
  });
});

describe('recipe import with the default settings', () => {
  const app = useTestApp();

  it('answers 401 without a token', async () => {
    await request(app.server).post('/api/recipes/parse').send({ type: 'text', text: 'Soup' }).expect(401);
  });

  it('parses pasted text into the recipe, flat', async () => {
    const { accessToken } = await signUp(app.server);
    const text = 'Classic Pancakes\nServes 4\n\nIngredients\n- 1 1/2 cups plain flour\n- 1 egg, beaten\n\nMethod\n1. Whisk.\n2. Fry.';
    const res = await parse(app.server, accessToken, { type: 'text', text }).expect(200);
    expect(res.body).toMatchObject({
      title: 'Classic Pancakes',
      servings: 4,
      instructions: ['Whisk.', 'Fry.'],
      source: null,
      ingredients: [
        { amount: '1 1/2', amountValue: 1.5, unit: 'cups', name: 'plain flour', notes: null },
        { amount: '1', amountValue: 1, unit: null, name: 'egg', notes: 'beaten' },
      ],
    });
  });

  it.each([
    ['nothing to cook', '   \n\n  '],
    ['a title alone', 'Pancakes'],
  ])("answers 422 with the spec's message for text with %s", async (_case, text) => {
    const { accessToken } = await signUp(app.server);
    const res = await parse(app.server, accessToken, { type: 'text', text }).expect(422);
    expect(res.body).toEqual({ error: RECIPE_PARSE_MESSAGES.textFailed });
  });

  it('refuses a page on this machine: loopback is not allowed by default', async () => {
    const { accessToken } = await signUp(app.server);
    for (const url of [pages.url('/bbc.com'), pages.url('/bbc.com').replace('127.0.0.1', '2130706433'), pages.url('/bbc.com').replace('127.0.0.1', '[::1]')]) {
      const res = await parse(app.server, accessToken, { type: 'url', url }).expect(400);
      expect(res.body).toEqual({ error: SAFE_FETCH_MESSAGES.refused });
    }
  });

  it.each([
    ['no type', { text: 'Soup' }, RECIPE_PARSE_MESSAGES.type],
    ['an unknown type', { type: 'html', text: 'Soup' }, RECIPE_PARSE_MESSAGES.type],
    ['text missing', { type: 'text' }, RECIPE_PARSE_MESSAGES.textRequired],
    ['text empty', { type: 'text', text: '' }, RECIPE_PARSE_MESSAGES.textRequired],
    ['text not text', { type: 'text', text: 42 }, RECIPE_PARSE_MESSAGES.textRequired],
    ['text too long', { type: 'text', text: 'a'.repeat(RECIPE_PARSE_LIMITS.textLength + 1) }, RECIPE_PARSE_MESSAGES.textTooLong],
    ['url missing', { type: 'url' }, RECIPE_PARSE_MESSAGES.urlRequired],
    ['url too long', { type: 'url', url: `https://example.com/${'a'.repeat(RECIPE_PARSE_LIMITS.urlLength)}` }, RECIPE_PARSE_MESSAGES.urlTooLong],
    ['an extra field', { type: 'url', url: 'https://example.com/', headers: { host: 'x' } }, 'property headers should not exist'],
  ])('answers 400 for %s', async (_case, body, error) => {
    const { accessToken } = await signUp(app.server);
    const res = await parse(app.server, accessToken, body).expect(400);
    expect(res.body).toEqual({ error });
  });

  it(`throttles imports per user: one more than ${IMPORTS_PER_MINUTE} in a minute is refused, another user's are not`, async () => {
    const first = await signUp(app.server);
    const second = await signUp(app.server);
    const refusedUrl = { type: 'url', url: 'http://10.0.0.1/' };
    for (let i = 0; i < IMPORTS_PER_MINUTE; i += 1) await parse(app.server, first.accessToken, refusedUrl).expect(400);
    const throttled = await parse(app.server, first.accessToken, refusedUrl).expect(429);
    expect(throttled.body).toEqual({ error: TOO_MANY_IMPORTS });
    await parse(app.server, first.accessToken, { type: 'text', text: 'Soup' }).expect(429);
    await parse(app.server, second.accessToken, refusedUrl).expect(400);
  });
});
