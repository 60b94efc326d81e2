import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
