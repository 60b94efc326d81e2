import type { CheerioAPI } from 'cheerio';
import type { SchemaNode } from './recipe-page.types.js';
import { isNode, schemaTypes } from './schema-recipe.js';

const CONTROL_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Raw line breaks and other control characters inside strings, which JSON forbids, written as escapes: a line break stays one. */
function escapeControlCharacters(text: string): string {
  const out: string[] = [];
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString && !escaped && char < ' ') {
      out.push(CONTROL_ESCAPES[char] ?? ' ');
      continue;
    }
    if (escaped) escaped = false;
    else if (inString && char === '\\') escaped = true;
    else if (char === '"') inString = !inString;
    out.push(char);
  }
  return out.join('');
}

// What breaks JSON as pages write it, each mended in turn only when the plain parse fails: raw line
// breaks and tabs inside strings, the HTML comment or CDATA wrapper of old templates, escapes
// JSON does not have ("\'"), trailing commas, and several objects written one after another.
const REPAIRS: readonly ((text: string) => string)[] = [
  escapeControlCharacters,
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

/** Whether a schema.org Recipe lists ingredients. */
export const listsIngredients = (recipe: SchemaNode) => [recipe.recipeIngredient, recipe.ingredients].some((value) => value !== undefined && value !== null && value !== '');

/** The nodes of the page's JSON-LD that name themselves by @id and say more than that. */
function nodesById(values: unknown[]): Map<string, SchemaNode> {
  const ids = new Map<string, SchemaNode>();
  const visit = (item: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof item !== 'object' || item === null) return;
    if (isNode(item) && typeof item['@id'] === 'string' && Object.keys(item).length > 1 && !ids.has(item['@id'])) ids.set(item['@id'], item);
    for (const child of Object.values(item)) visit(child, depth + 1);
  };
  for (const value of values) visit(value, 0);
  return ids;
}

// how many values a recipe's references may bring in, however the graph points back and forth
const MAX_RESOLVED = 5_000;

/** The recipe with each { "@id" } reference replaced by the node it names (Yoast's graphs name the image so, some sites the steps). */
function withReferences(recipe: SchemaNode, ids: Map<string, SchemaNode>): SchemaNode {
  let budget = MAX_RESOLVED;
  const resolve = (value: unknown, depth: number): unknown => {
    budget -= 1;
    if (depth > MAX_DEPTH || budget < 0 || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth + 1));
    const node = value as SchemaNode;
    const named = typeof node['@id'] === 'string' && Object.keys(node).length === 1 ? ids.get(node['@id']) : undefined;
    if (named) return resolve(named, depth + 1);
    return Object.fromEntries(Object.entries(node).map(([property, child]) => [property, resolve(child, depth + 1)]));
  };
  return resolve(recipe, 0) as SchemaNode;
}

/** The page's schema.org Recipe from its JSON-LD blocks: the first that lists ingredients, else the first; its references resolved. */
export function jsonLdRecipe($: CheerioAPI): SchemaNode | null {
  const values = $('script[type*="ld+json" i]')
    .toArray()
    .map((script) => parseLenient($(script).text()));
  const recipes = values.flatMap((value) => recipeNodes(value));
  const recipe = recipes.find(listsIngredients) ?? recipes[0];
  return recipe ? withReferences(recipe, nodesById(values)) : null;
}
