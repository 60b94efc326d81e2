import type { CheerioAPI } from 'cheerio';
import type { SchemaNode } from './recipe-page.types.js';
import { isNode, schemaTypes } from './schema-recipe.js';

// What breaks JSON as pages write it, each mended in turn only when the plain parse fails: raw line
// breaks and tabs inside strings, the HTML comment or CDATA wrapper of old templates, escapes
// JSON does not have ("\'"), trailing commas, and several objects written one after another.
const REPAIRS: readonly ((text: string) => string)[] = [
  // eslint-disable-next-line no-control-regex -- these very characters are what breaks the JSON
  (text) => text.replace(/[\u0000-\u001f]+/g, ' '),
  (text) => text.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|\/\*\s*<!\[CDATA\[\s*\*\/)|(?:-->|\/\/\s*\]\]>|\/\*\s*\]\]>\s*\*\/)\s*$/g, ''),
  (text) => text.replace(/\\'/g, "'").replace(/\\(?!["\\/bfnrtu])/g, '\\\\'),
  (text) => text.replace(/,(\s*[\]}])/g, '$1'),
  (text) => `[${text.replace(/}\s*{/g, '},{')}]`,
];

function parseLenient(text: string): unknown {
  let mended = text;
  for (const repair of [(plain: string) => plain, ...REPAIRS]) {
    mended = repair(mended);
    try {
      return JSON.parse(mended);
    } catch {
      // try the next repair on top of this one
    }
  }
  return null;
}

const MAX_DEPTH = 8;

/**
 * Every Recipe node in a JSON-LD value, the shallowest first: a single object, a top-level array,
 * @graph, or nested anywhere (a WebPage's mainEntity, an Article's hasPart, @graph inside @graph).
 */
export function recipeNodes(value: unknown): SchemaNode[] {
  const found: { node: SchemaNode; depth: number }[] = [];
  const visit = (item: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (!isNode(item)) return;
    if (schemaTypes(item).some((type) => type.toLowerCase() === 'recipe')) {
      found.push({ node: item, depth });
      return;
    }
    for (const child of Object.values(item)) if (typeof child === 'object') visit(child, depth + 1);
  };
  visit(value, 0);
  return found.sort((a, b) => a.depth - b.depth).map(({ node }) => node);
}

const listsIngredients = (recipe: SchemaNode) => [recipe.recipeIngredient, recipe.ingredients].some((value) => value !== undefined && value !== null && value !== '');

/** The page's schema.org Recipe from its JSON-LD blocks: the first that lists ingredients, else the first. */
export function jsonLdRecipe($: CheerioAPI): SchemaNode | null {
  const recipes = $('script[type*="ld+json" i]')
    .toArray()
    .flatMap((script) => recipeNodes(parseLenient($(script).text())));
  return recipes.find(listsIngredients) ?? recipes[0] ?? null;
}
