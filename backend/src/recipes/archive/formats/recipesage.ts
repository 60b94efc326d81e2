import { buildParsedRecipe, sectionStep } from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema, schemaTypes } from '../../import/schema-recipe.js';
import { hostOf, nameOf, textOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { dataUrlPhoto, descriptionThenNotes, httpsUrl, ingredientsFrom, sectionTitle, sourceNote, stepOf, stepsFrom } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';

// RecipeSage writes the notes as a Comment of this name (and reads only it back)
const AUTHOR_NOTES = 'Author Notes';

/**
 * A schema.org Recipe of RecipeSage's JSON-LD export: RecipeSage writes its source and address as
 * creditText and isBasedOn (both, even when empty) and its notes as an "Author Notes" comment,
 * which recipe pages do not.
 */
export function isRecipeSageRecipe(node: SchemaNode): boolean {
  return (
    schemaTypes(node).includes('Recipe') &&
    (('creditText' in node && 'isBasedOn' in node) || listOf(node.comment).some((comment) => isNode(comment) && comment.name === AUTHOR_NOTES))
  );
}

// "[For the sauce]": the line RecipeSage writes a group or a section of its text as
const BRACKETED = /^\[([^[\]]*)\]$/;

/** The group or section RecipeSage's "[For the sauce]" names, else null. */
function bracketed(line: string): string | null {
  const title = line.trim().match(BRACKETED)?.[1].trim();
  return title ? title : null;
}

/** One step of RecipeSage's (a line of its text): a section when it is only a heading. */
const step = (text: unknown): string[] => (typeof text === 'string' ? [stepOf(text, bracketed)] : []);

/**
 * RecipeSage's steps: HowToStep texts, a header as a HowToSection named by it (or a text "[Header]",
 * as earlier exports wrote it) or as a step "[Header]"; one text with a step a line.
 */
function steps(value: unknown): string[] {
  if (typeof value === 'string') return stepsFrom(value, bracketed);
  return listOf(value)
    .flatMap((item): string[] => {
      if (!isNode(item)) return step(item);
      if (!schemaTypes(item).includes('HowToSection')) return step(item.text ?? item.name);
      const text = textOf(item.text);
      const title = textOf(item.name) || (text && (bracketed(text) ?? sectionTitle(text) ?? text));
      const inner = listOf(item.itemListElement).flatMap((element) => step(isNode(element) ? (element.text ?? element.name) : element));
      return title ? [sectionStep(title), ...inner] : inner;
    })
    .filter((text) => text !== '');
}

// A "[Tips]" line of the notes as the Markdown heading the notes keep
const BRACKETED_LINE = /^[ \t]*\[([^[\]\n]+)\][ \t]*$/gm;

/** The notes, RecipeSage's "Author Notes" comment (other comments too, should an export hold them). */
function notes(comment: unknown): string {
  return listOf(comment)
    .map((item) => (isNode(item) ? item.text : item))
    .filter((text) => typeof text === 'string')
    .map((text) => text.replace(BRACKETED_LINE, (_line, title: string) => sectionStep(title)))
    .join('\n\n');
}

const imageTexts = (node: SchemaNode): string[] =>
  listOf(node.image ?? node.images)
    .map((image) => (isNode(image) ? (image.url ?? image.contentUrl) : image))
    .filter((image) => typeof image === 'string');

/** The first image given inline, decoded (those after it are not). */
function firstPhoto(images: string[]): Buffer | null | undefined {
  for (const image of images) {
    const photo = dataUrlPhoto(image);
    if (photo !== undefined) return photo;
  }
  return undefined;
}

/**
 * A RecipeSage recipe as a recipe of ours, through the schema.org mapping (title, yield, times,
 * nutrition), with what RecipeSage writes its own way: "[Header]" ingredient lines as groups and
 * steps as sections, the notes comment after the description, labels and keywords as tags, an
 * https image as a link and an inline one as the photo, the source by isBasedOn or creditText (a
 * credit that is no address in the notes).
 */
export function recipeSageRecipe(node: SchemaNode): FoundRecipe {
  const images = imageTexts(node);
  const schema: SchemaNode = {
    ...node,
    image: undefined,
    images: undefined,
    recipeCategory: [...listOf(node.recipeCategory), ...listOf(node.keywords)].map(nameOf),
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const own = steps(node.recipeInstructions);
  const recipe = buildParsedRecipe({
    ...page,
    description: descriptionThenNotes(node.description, notes(node.comment), sourceNote(node.creditText)),
    ingredients: ingredientsFrom(page.ingredients, bracketed),
    instructions: own.length > 0 ? own : page.instructions,
    imageUrl: images.map(httpsUrl).find((url) => url !== null) ?? null,
    source: hostOf(node.isBasedOn) ?? hostOf(node.creditText) ?? 'RecipeSage',
  });
  return foundRecipe(recipe, { photo: firstPhoto(images) });
}
