import { RECIPE_PAGE_HOSTS, scoreRecipePages } from '../../../test/support/recipe-pages.js';

describe('readRecipePage on the 30 dev pages (recipe-scrapers expectations)', () => {
  const scores = scoreRecipePages();
  const { title, ingredients, instructions, groups, totalTime, yields, misses } = scores;

  afterAll(() => {
    console.log(
      `title ${title.read}/${title.of}, ingredients ${ingredients.read}/${ingredients.of}, instructions ${instructions.read}/${instructions.of}, ingredient groups ${groups.read}/${groups.of}, total time ${totalTime.read}/${totalTime.of}, yields ${yields.read}/${yields.of}\n${misses.join('\n')}`,
    );
  });

  it('scores all 30 pages', () => expect([RECIPE_PAGE_HOSTS.length, title.of, ingredients.of]).toEqual([30, 30, 30]));
  it('reads every title exactly', () => expect(title.read).toBe(30));
  it('reads the ingredient list of at least 29', () => expect(ingredients.read).toBeGreaterThanOrEqual(29));
  it('reads every list of steps', () => expect(instructions.read).toBe(30));
  it('finds the ingredient group headings of at least 28', () => expect(groups.read).toBeGreaterThanOrEqual(28));
  it('reads every total time given', () => expect(totalTime.read).toBe(totalTime.of));
  it('reads every yield given', () => expect(yields.read).toBe(yields.of));
});
