import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadPage, readRecipePage } from '../../src/recipes/import/recipe-page.js';
import type { RecipePage } from '../../src/recipes/import/recipe-page.types.js';

/** The 30 saved recipe pages (fixtures/recipe-pages/dev), each beside what a mature scraper reads from it. */
export const RECIPE_PAGES_DIR = resolve(__dirname, '../../../fixtures/recipe-pages/dev');

/** The pages' hosts, as their files are named (`<host>.html`, `<host>.json`). */
export const RECIPE_PAGE_HOSTS = readdirSync(RECIPE_PAGES_DIR)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

/** What the fixture's JSON says the page holds (recipe-scrapers' field names). */
export interface ExpectedRecipePage {
  title: string;
  ingredient_groups?: { purpose: string | null; ingredients: string[] }[];
  ingredients: string[];
  instructions_list: string[];
  total_time?: number | null;
  yields?: string | null;
  canonical_url?: string;
  host: string;
}

export const recipePageHtml = (host: string): Buffer => readFileSync(join(RECIPE_PAGES_DIR, `${host}.html`));
export const expectedRecipePage = (host: string): ExpectedRecipePage => JSON.parse(readFileSync(join(RECIPE_PAGES_DIR, `${host}.json`), 'utf8')) as ExpectedRecipePage;

/** Lines compare after whitespace is normalised, as the fixtures' README says. */
export const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, index) => normaliseSpace(line) === normaliseSpace(b[index]));

/** The heading of each expected line, null where it stands under none. */
const expectedHeadings = (expected: ExpectedRecipePage) =>
  expected.ingredient_groups?.flatMap((group) => group.ingredients.map(() => group.purpose)) ?? expected.ingredients.map(() => null);

/** How many pages a field was read right on, out of how many pages give it. */
export interface FieldScore {
  read: number;
  of: number;
}

export interface RecipePageScores {
  title: FieldScore;
  ingredients: FieldScore;
  instructions: FieldScore;
  groups: FieldScore;
  totalTime: FieldScore;
  yields: FieldScore;
  /** "<field> <host>: what was read against what was expected", for each page a field was missed on. */
  misses: string[];
}

/** A page's recipe as an extractor reads it from the saved HTML: readRecipePage, or (bench/import.mjs) an older build of it. */
export type RecipePageReader = (html: Buffer, url: URL) => RecipePage | null;

const readSaved: RecipePageReader = (html, url) => readRecipePage(loadPage(html, null), url);

/**
 * The dev pages read by the extractor and scored against what the fixtures expect: the title, the
 * whole ingredient list and the whole list of steps (whitespace normalised), each line's group
 * heading, and the total time and yield wherever the page gives them.
 */
export function scoreRecipePages(read: RecipePageReader = readSaved): RecipePageScores {
  const pages = RECIPE_PAGE_HOSTS.map((host) => ({
    host,
    expected: expectedRecipePage(host),
    page: read(recipePageHtml(host), new URL(`https://${host}/recipe`)),
  }));
  const misses: string[] = [];
  type Scored = (typeof pages)[number];
  const score = (field: string, gives: (expected: ExpectedRecipePage) => boolean, ok: (page: RecipePage | null, expected: ExpectedRecipePage) => boolean, show: (p: Scored) => unknown[]): FieldScore => {
    const given = pages.filter((p) => gives(p.expected));
    const missed = given.filter((p) => !ok(p.page, p.expected));
    for (const p of missed) {
      const [got, want] = show(p);
      misses.push(`${field} ${p.host}: ${JSON.stringify({ got, want })}`);
    }
    return { read: given.length - missed.length, of: given.length };
  };
  const always = () => true;
  return {
    title: score('title', always, (page, expected) => page?.title === normaliseSpace(expected.title), (p) => [p.page?.title, p.expected.title]),
    ingredients: score('ingredients', always, (page, expected) => sameLines(page?.ingredients ?? [], expected.ingredients), (p) => [p.page?.ingredients, p.expected.ingredients]),
    instructions: score('instructions', always, (page, expected) => sameLines(page?.instructions ?? [], expected.instructions_list), (p) => [p.page?.instructions, p.expected.instructions_list]),
    groups: score(
      'groups',
      always,
      (page, expected) => JSON.stringify(page?.ingredientHeadings) === JSON.stringify(expectedHeadings(expected)),
      (p) => [p.page?.ingredientHeadings, expectedHeadings(p.expected)],
    ),
    totalTime: score('total_time', (expected) => typeof expected.total_time === 'number', (page, expected) => page?.totalTime === expected.total_time, (p) => [p.page?.totalTime, p.expected.total_time]),
    yields: score('yields', (expected) => Boolean(expected.yields), (page, expected) => page?.yields === expected.yields, (p) => [p.page?.yields, p.expected.yields]),
    misses,
  };
}
