import { buildParsedRecipe } from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema } from '../../import/schema-recipe.js';
import { hostOf, nameOf, textOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { base64Photo, descriptionThenNotes, ingredientsFrom, nutritionFromText, sourceNote, stepsFrom, textLines } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';

/** A recipe of Mela's export (a .melarecipe): a title or id, and its ingredients or instructions as text; no "@type". */
export function isMelaRecipe(value: unknown): value is SchemaNode {
  return (
    isNode(value) &&
    value['@type'] === undefined &&
    ('title' in value || 'id' in value) &&
    (typeof value.ingredients === 'string' || typeof value.instructions === 'string' || 'wantToCook' in value)
  );
}

// A Markdown link, "[flour](https://…)": its text. No "[" inside the text, so each "]" ends at most one try (linear).
const MARKDOWN_LINK = /\[([^[\]\n]*)\]\([^()\s]*\)/g;

const linkText = (line: string): string => line.replace(MARKDOWN_LINK, '$1');

/**
 * The page a recipe was saved from, by Mela's id: for a recipe from the web that is its address
 * without the scheme ("www.bbc.co.uk/food/…"); else a UUID, which names no host.
 */
function webHost(id: unknown): string | null {
  const text = textOf(id);
  const host = text.split('/')[0];
  return /^[a-z\d-]+\.[a-z\d.-]+$/i.test(host) ? hostOf(`https://${text}`) : null;
}

/**
 * A Mela recipe as a recipe of ours: "# " lines of its ingredients and instructions start groups
 * and sections (as Markdown headings do in every format), Markdown kept and links in ingredients
 * made their text; times, yield and categories through the schema.org mapping; nutrition when its
 * text names values (else the text after the notes); a link that is no address in the notes; the
 * first image decoded. Null for what is no Mela recipe.
 */
export function melaRecipe(value: unknown): FoundRecipe | null {
  if (!isMelaRecipe(value)) return null;
  const nutrition = nutritionFromText(value.nutrition);
  const schema: SchemaNode = {
    name: value.title,
    recipeYield: value.yield,
    prepTime: value.prepTime,
    cookTime: value.cookTime,
    totalTime: value.totalTime,
    recipeCategory: listOf(value.categories).map(nameOf),
    nutrition: nutrition ?? undefined,
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const recipe = buildParsedRecipe({
    ...page,
    description: descriptionThenNotes(value.text, value.notes, nutrition ? null : value.nutrition, sourceNote(value.link)),
    ingredients: ingredientsFrom(textLines(value.ingredients).map(linkText)),
    instructions: stepsFrom(value.instructions),
    // "link" is any text naming the source; a host only when it is an address
    source: hostOf(value.link) ?? webHost(value.id) ?? 'Mela',
  });
  return foundRecipe(recipe, { photo: base64Photo(listOf(value.images)[0]) });
}
