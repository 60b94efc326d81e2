import type { CheerioAPI } from 'cheerio';
import type { SchemaNode } from './recipe-page.types.js';
import { isNode, schemaTypes } from './schema-recipe.js';

/** JSON as pages write it: some leave raw line breaks and tabs inside strings, which JSON forbids. */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      // eslint-disable-next-line no-control-regex -- these very characters are what breaks the JSON
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return null;
    }
  }
}

/** Every Recipe node in a JSON-LD value: a single object, a top-level array, @graph, or nested (a WebPage's mainEntity). */
export function recipeNodes(value: unknown, depth = 0): SchemaNode[] {
  if (depth > 6) return [];
  if (Array.isArray(value)) return value.flatMap((item) => recipeNodes(item, depth + 1));
  if (!isNode(value)) return [];
  if (schemaTypes(value).includes('Recipe')) return [value];
  return Object.entries(value)
    .filter(([key]) => key === '@graph' || key === 'mainEntity' || key === 'mainEntityOfPage' || key === 'itemListElement' || key === 'item')
    .flatMap(([, child]) => recipeNodes(child, depth + 1));
}

/** The page's schema.org Recipe from its JSON-LD blocks: the first that lists ingredients, else the first. */
export function jsonLdRecipe($: CheerioAPI): SchemaNode | null {
  const recipes = $('script[type="application/ld+json" i]')
    .toArray()
    .flatMap((script) => recipeNodes(parseLenient($(script).text())));
  return recipes.find((recipe) => recipe.recipeIngredient !== undefined || recipe.ingredients !== undefined) ?? recipes[0] ?? null;
}
