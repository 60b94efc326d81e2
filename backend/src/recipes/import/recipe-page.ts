import { load, type CheerioAPI } from 'cheerio';
import { headingSections } from './heuristic.js';
import { ingredientHeadings } from './ingredient-groups.js';
import { jsonLdRecipe, listsIngredients } from './json-ld.js';
import { microdataRecipe } from './microdata.js';
import { pageDocument } from './page-document.js';
import { cleanText } from './page-text.js';
import { pageSteps } from './page-steps.js';
import { pageTotalTime } from './page-times.js';
import type { RecipePage, SchemaNode } from './recipe-page.types.js';
import { recipeFromSchema } from './schema-recipe.js';

const metaContent = ($: CheerioAPI, names: string[]): string =>
  names.map((name) => cleanText($(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content') ?? '')).find(Boolean) ?? '';

function absolute(raw: string, pageUrl: URL): string | null {
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The page's own title: its Open Graph title, else its first h1, else <title>. */
function pageTitle($: CheerioAPI): string {
  return metaContent($, ['og:title', 'twitter:title']) || cleanText($('h1').first().text()) || cleanText($('title').first().text());
}

function fromHeadings($: CheerioAPI, pageUrl: URL): RecipePage {
  const { ingredients, instructions } = headingSections($);
  const image = metaContent($, ['og:image', 'twitter:image']);
  return {
    title: cleanText($('h1').first().text()) || pageTitle($),
    description: metaContent($, ['og:description', 'description']) || null,
    ingredients,
    ingredientHeadings: ingredients.map(() => null),
    instructions,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    yields: null,
    servings: null,
    cuisine: null,
    tags: [],
    imageUrl: image ? absolute(image, pageUrl) : null,
    nutrition: null,
  };
}

/** The page's schema.org Recipe: from JSON-LD, else microdata; the one of them that lists ingredients when only one does. */
function schemaRecipe($: CheerioAPI): SchemaNode | null {
  const jsonLd = jsonLdRecipe($);
  if (jsonLd && listsIngredients(jsonLd)) return jsonLd;
  const microdata = microdataRecipe($);
  return microdata && (listsIngredients(microdata) || !jsonLd) ? microdata : jsonLd;
}

/**
 * The recipe a page publishes: schema.org Recipe from JSON-LD, else from microdata, else the lists
 * under its "Ingredients" and "Method" headings (also for what the schema leaves out). Null when
 * there is no title or nothing to cook.
 */
export function readRecipePage($: CheerioAPI, pageUrl: URL): RecipePage | null {
  const schema = schemaRecipe($);
  const page = schema ? recipeFromSchema(schema, pageUrl) : fromHeadings($, pageUrl);
  if (schema) {
    page.title ||= pageTitle($);
    // a schema that leaves out the ingredients or the steps: the page's own lists under their headings
    if (page.ingredients.length === 0 || page.instructions.length === 0) {
      const { ingredients, instructions } = headingSections($);
      if (page.ingredients.length === 0) page.ingredients = ingredients;
      if (page.instructions.length === 0) page.instructions = instructions;
    }
    page.ingredientHeadings = ingredientHeadings($, page.ingredients) ?? page.ingredients.map(() => null);
    if (page.instructions.length === 1) page.instructions = pageSteps($, page.instructions[0]) ?? page.instructions;
    if (page.imageUrl === null) {
      const image = metaContent($, ['og:image', 'twitter:image']);
      page.imageUrl = image ? absolute(image, pageUrl) : null;
    }
  }
  if (page.title === '' || (page.ingredients.length === 0 && page.instructions.length === 0)) return null;
  page.totalTime ??= pageTotalTime($);
  return page;
}

/** The charset a page names for itself in its first bytes (<meta charset>, or http-equiv's content). */
function declaredCharset(body: Buffer): string | null {
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return body.subarray(0, 4096).toString('latin1').match(/<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1] ?? null;
}

function decodeBody(body: Buffer, charset: string | null): string {
  for (const label of [charset, declaredCharset(body)]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // a label TextDecoder does not know: try the next
    }
  }
  return new TextDecoder('utf-8').decode(body);
}

/**
 * A fetched body as a document, decoded by the charset the server named, else the page's own
 * <meta charset>, else UTF-8. htmlparser2 rather than cheerio's default parse5: three times
 * faster on a 500 KB page, and lenient enough for recipe markup; within pageDocument's caps.
 */
export function loadPage(body: Buffer, charset: string | null): CheerioAPI {
  return load(pageDocument(decodeBody(body, charset)), { xml: { xmlMode: false, decodeEntities: true } });
}
