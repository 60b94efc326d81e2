import type { ParsedRecipe } from '@mealapp/domain';
import { recipeNodes } from '../import/json-ld.js';
import { parsedRecipeOf } from '../import/parsed-page.js';
import type { SchemaNode } from '../import/recipe-page.types.js';
import { cleanText } from '../import/page-text.js';
import { listOf, recipeFromSchema } from '../import/schema-recipe.js';
import { hostOf } from './export-fields.js';

/**
 * The base a file's relative addresses resolve against: a file has no page, so an image named
 * relatively ("images/pasta.jpg") resolves to a file: address, which the mapping drops; an
 * absolute https image is kept as a link (never fetched by the server).
 */
export const NO_PAGE = new URL('file:///');

/** The schema.org Recipe nodes of a JSON-LD document: one Recipe, a list of them, or an @graph. */
export const schemaRecipeNodes = (value: unknown): SchemaNode[] => recipeNodes(value);

/**
 * A schema.org Recipe read from a file, through the mapping web pages use; its source is its url's
 * host. A file's keywords are its owner's tags (Nextcloud Cookbook keeps them there), where a web
 * page's are words for search engines, which the page mapping leaves out.
 */
export function schemaRecipe(node: SchemaNode): ParsedRecipe {
  const page = recipeFromSchema(node, NO_PAGE);
  const keywords = listOf(node.keywords).flatMap((value) => cleanText(value).split(/\s*,\s*/)).filter((word) => word !== '');
  return parsedRecipeOf({ ...page, tags: [...page.tags, ...keywords] }, hostOf(node.url));
}
