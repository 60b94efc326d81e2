import type { ListRecipesApiArg, RecipeSummaryDto } from './generated/api';
import { readRecipesInPages, RECIPE_PAGE_SIZE } from './recipe-pages';

const recipes = (count: number) => Array.from({ length: count }, (_, i) => ({ id: (i + 1) * 3, title: `Recipe ${i + 1}` }) as RecipeSummaryDto);

/** The server's paging: ordered by id, at most `limit` with an id above `afterId`. */
function serverOf(all: RecipeSummaryDto[]) {
  const asked: ListRecipesApiArg[] = [];
  const fetchPage = (page: ListRecipesApiArg) => {
    asked.push(page);
    const rows = all.filter((recipe) => recipe.id > (page.afterId ?? 0)).slice(0, page.limit);
    return Promise.resolve({ data: rows.map((row) => Object.freeze(row)) });
  };
  return { asked, fetchPage };
}

test.each([
  ['no recipe', 0, 1],
  ['less than a page', 5, 1],
  ['exactly one page: a second, empty page ends it', RECIPE_PAGE_SIZE, 2],
  ['two pages and a bit', 2 * RECIPE_PAGE_SIZE + 7, 3],
])('%s: every recipe once, in order', async (_name, count, pages) => {
  const all = recipes(count);
  const server = serverOf(all);
  const answer = await readRecipesInPages({}, server.fetchPage);
  expect(answer).toEqual({ data: all });
  expect(server.asked).toHaveLength(pages);
  expect(server.asked.map((page) => page.afterId)).toEqual([undefined, ...Array.from({ length: pages - 1 }, (_, i) => all[(i + 1) * RECIPE_PAGE_SIZE - 1].id)]);
  expect(server.asked.every((page) => page.limit === RECIPE_PAGE_SIZE)).toBe(true);
});

test('keeps the filters on every page and answers a frozen list', async () => {
  const server = serverOf(recipes(RECIPE_PAGE_SIZE + 1));
  const answer = await readRecipesInPages({ favorited: true, scope: 'mine' }, server.fetchPage);
  expect(server.asked.every((page) => page.favorited === true && page.scope === 'mine')).toBe(true);
  expect('data' in answer && Object.isFrozen(answer.data)).toBe(true);
});

test('a failed page fails the whole read, with its error', async () => {
  const server = serverOf(recipes(RECIPE_PAGE_SIZE + 1));
  const error = { status: 503, data: { error: 'Database unavailable' } };
  const fetchPage = (page: ListRecipesApiArg) => (page.afterId === undefined ? server.fetchPage(page) : Promise.resolve({ error }));
  expect(await readRecipesInPages({}, fetchPage)).toEqual({ error });
});

test('recommendations are read in one request, kept in the rank order the server gave', async () => {
  const ranked = [recipes(3)[2], recipes(3)[0]];
  const asked: ListRecipesApiArg[] = [];
  const answer = await readRecipesInPages({ recommended: true }, (page) => {
    asked.push(page);
    return { data: ranked };
  });
  expect(answer).toEqual({ data: ranked });
  expect(asked).toEqual([{ recommended: true }]);
});
