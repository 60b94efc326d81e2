import { expectedRecipePage, normaliseSpace as normalise, RECIPE_PAGE_HOSTS, recipePageHtml, type ExpectedRecipePage as Expected } from '../../../test/support/recipe-pages.js';
import { loadPage, readRecipePage } from './recipe-page.js';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, index) => normalise(line) === normalise(b[index]));

const pages = RECIPE_PAGE_HOSTS.map((host) => ({
  host,
  expected: expectedRecipePage(host),
  page: readRecipePage(loadPage(recipePageHtml(host), null), new URL(`https://${host}/recipe`)),
}));

describe('readRecipePage on the 30 dev pages (recipe-scrapers expectations)', () => {
  const misses: string[] = [];
  const score = (field: string, ok: (p: (typeof pages)[number]) => boolean, show: (p: (typeof pages)[number]) => string) => {
    const failed = pages.filter((p) => !ok(p));
    for (const p of failed) misses.push(`${field} ${p.host}: ${show(p)}`);
    return pages.length - failed.length;
  };

  const title = score('title', (p) => p.page?.title === normalise(p.expected.title), (p) => `${p.page?.title} != ${p.expected.title}`);
  const ingredients = score(
    'ingredients',
    (p) => same(p.page?.ingredients ?? [], p.expected.ingredients),
    (p) => JSON.stringify({ got: p.page?.ingredients, want: p.expected.ingredients }),
  );
  const instructions = score(
    'instructions',
    (p) => same(p.page?.instructions ?? [], p.expected.instructions_list),
    (p) => JSON.stringify({ got: p.page?.instructions, want: p.expected.instructions_list }),
  );
  const headingsOf = (expected: Expected) =>
    expected.ingredient_groups?.flatMap((group) => group.ingredients.map(() => group.purpose)) ?? expected.ingredients.map(() => null);
  const groups = score(
    'groups',
    (p) => JSON.stringify(p.page?.ingredientHeadings) === JSON.stringify(headingsOf(p.expected)),
    (p) => JSON.stringify({ got: p.page?.ingredientHeadings, want: headingsOf(p.expected) }),
  );
  const withTime = pages.filter((p) => typeof p.expected.total_time === 'number');
  const times = withTime.filter((p) => p.page?.totalTime === p.expected.total_time).length;
  for (const p of withTime) if (p.page?.totalTime !== p.expected.total_time) misses.push(`total_time ${p.host}: ${p.page?.totalTime} != ${p.expected.total_time}`);
  const withYields = pages.filter((p) => p.expected.yields);
  const yields = withYields.filter((p) => p.page?.yields === p.expected.yields).length;
  for (const p of withYields) if (p.page?.yields !== p.expected.yields) misses.push(`yields ${p.host}: ${p.page?.yields} != ${p.expected.yields}`);

  afterAll(() => {
    console.log(
      `title ${title}/30, ingredients ${ingredients}/30, instructions ${instructions}/30, ingredient groups ${groups}/30, total time ${times}/${withTime.length}, yields ${yields}/${withYields.length}\n${misses.join('\n')}`,
    );
  });

  it('reads all 30 pages', () => expect(pages.filter((p) => p.page === null).map((p) => p.host)).toEqual([]));
  it('reads every title exactly', () => expect(title).toBe(30));
  it('reads the ingredient list of at least 29', () => expect(ingredients).toBeGreaterThanOrEqual(29));
  it('reads the instructions of at least 28', () => expect(instructions).toBeGreaterThanOrEqual(28));
  it('finds the ingredient group headings of at least 27', () => expect(groups).toBeGreaterThanOrEqual(27));
  it('reads every total time given', () => expect(times).toBe(withTime.length));
  it('reads every yield given', () => expect(yields).toBe(withYields.length));
});
