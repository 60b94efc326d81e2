import { buildParsedRecipe } from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema } from '../../import/schema-recipe.js';
import { hostOf, nameOf, textOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { base64Photo, descriptionThenNotes, httpsUrl, ingredientsFrom, nutritionFromText, sourceNote, stepsFrom } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';

// Paprika writes a recipe's ingredients, steps and nutrition as free text, and carries its photo as base64.

// A recipe's fields only Paprika writes (snake_case; Mela's are camelCase, Tandoor's recipe.json has none of them)
const PAPRIKA_FIELDS = ['directions', 'nutritional_info', 'photo_data', 'photo_hash', 'uid'];

/** A recipe of Paprika's export (a .paprikarecipe, gunzipped): its texts and snake_case fields, no "@type". */
export function isPaprikaRecipe(value: unknown): value is SchemaNode {
  return (
    isNode(value) &&
    value['@type'] === undefined &&
    !('title' in value) &&
    !Array.isArray(value.ingredients) &&
    !Array.isArray(value.directions) &&
    PAPRIKA_FIELDS.some((field) => field in value)
  );
}

/**
 * A Paprika recipe as a recipe of ours: ingredients and directions from their texts (headings as
 * groups and sections, step numbers dropped), times, servings and categories through the schema.org
 * mapping, nutrition when its text names values (else the text after the notes), a source that is
 * no address in the notes, the photo decoded. Null for what is no Paprika recipe.
 */
export function paprikaRecipe(value: unknown): FoundRecipe | null {
  if (!isPaprikaRecipe(value)) return null;
  const nutrition = nutritionFromText(value.nutritional_info);
  const schema: SchemaNode = {
    name: value.name,
    recipeYield: value.servings,
    prepTime: value.prep_time,
    cookTime: value.cook_time,
    totalTime: value.total_time,
    recipeCategory: listOf(value.categories).map(nameOf),
    nutrition: nutrition ?? undefined,
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const recipe = buildParsedRecipe({
    ...page,
    description: descriptionThenNotes(value.description, value.notes, nutrition ? null : value.nutritional_info, sourceNote(value.source)),
    ingredients: ingredientsFrom(value.ingredients),
    instructions: stepsFrom(value.directions),
    // "photo" is the name of the photo's file in Paprika's own store: a link only when it is an address
    imageUrl: httpsUrl(value.image_url) ?? httpsUrl(value.photo),
    source: hostOf(value.source_url) ?? hostOf(textOf(value.source)) ?? 'Paprika',
  });
  return foundRecipe(recipe, { photo: base64Photo(value.photo_data) });
}
