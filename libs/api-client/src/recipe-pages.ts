import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ListRecipesApiArg, ListRecipesApiResponse } from './generated/api';

/**
 * The apps read the recipe list in pages of this many (about 700 KB of JSON each). One answer of
 * 10,000 recipes (7 MB) kept the browser's main thread busy for a quarter of a second just taking
 * the body in, a pause a scroll or a tap would feel; pages are taken in one after another.
 */
export const RECIPE_PAGE_SIZE = 1_000;

type PageAnswer = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * Every recipe `arg` asks for, read page by page (`limit`, then `afterId` = the last id answered)
 * until a page comes back short; the first failed page fails the whole read. Recommendations come
 * in rank order, not by id, and are few: they are read in one request.
 */
export async function readRecipesInPages(
  arg: ListRecipesApiArg,
  fetchPage: (page: ListRecipesApiArg) => PageAnswer | PromiseLike<PageAnswer>,
): Promise<{ data: ListRecipesApiResponse } | { error: FetchBaseQueryError }> {
  if (arg.recommended) {
    const answer = await fetchPage(arg);
    return answer.error ? { error: answer.error } : { data: answer.data as ListRecipesApiResponse };
  }
  const recipes: ListRecipesApiResponse = [];
  for (let afterId: number | undefined; ; ) {
    const answer = await fetchPage({ ...arg, limit: RECIPE_PAGE_SIZE, afterId });
    if (answer.error) return { error: answer.error };
    const page = answer.data as ListRecipesApiResponse;
    for (const recipe of page) recipes.push(recipe);
    // The rows come frozen from the base query; so is the whole list, for the store to skip.
    if (page.length < RECIPE_PAGE_SIZE) return { data: Object.freeze(recipes) as ListRecipesApiResponse };
    afterId = page[page.length - 1].id;
  }
}
