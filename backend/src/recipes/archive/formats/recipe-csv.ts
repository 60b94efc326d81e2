import { buildParsedRecipe } from '@mealapp/domain';
import { parse } from 'csv-parse/sync';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, recipeFromSchema } from '../../import/schema-recipe.js';
import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { hostOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import {
  base64Photo,
  dataUrlPhoto,
  descriptionThenNotes,
  httpsUrl,
  ingredientsFrom,
  minutesOf,
  nutritionFromText,
  PHOTO_BASE64_LENGTH,
  sourceNote,
  stepsFrom,
  tagsOf,
} from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';

// Plan to Eat's and My Recipe Box's CSV exports: a header row, then a recipe a row, a cell holding
// several lines for the ingredients and the steps (docs/importing-recipes.md).

export type RecipeCsvFormat = 'plantoeat' | 'myrecipebox';

/**
 * One row at most: a photo in base64 at twice the limit (kept out of the recipe, which is still
 * imported) and a recipe's text. A longer row is skipped, not buffered whole.
 */
const MAX_RECORD_SIZE = 2 * PHOTO_BASE64_LENGTH + 1024 * 1024;

const CSV_OPTIONS = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
  max_record_size: MAX_RECORD_SIZE,
} as const;

/** A header cell as the readers look it up: "Prep Time" and "preptime" are one column. */
const columnKey = (cell: string): string => cell.replace(/\s+/g, '').toLowerCase();

/**
 * The columns each export always writes. Plan to Eat: Title, Course, Cuisine, Main Ingredient,
 * Description, Source, Url, Url Host, Prep Time, Cook Time, Total Time, Servings, Yield,
 * Ingredients, Directions, Tags, Rating, Public Url, Photo Url, Private, nutrition columns...
 * My Recipe Box: title, description, preparationTime, cookingTime, inactiveTime, totalTime,
 * quantity, ingredients, instructions, notes, nutrition, favorite, rating, categories, tags,
 * video, source, originalPicture.
 */
const SIGNATURES: readonly [RecipeCsvFormat, string[], string[]][] = [
  ['plantoeat', ['title', 'ingredients', 'directions'], ['mainingredient', 'urlhost', 'publicurl', 'photourl']],
  ['myrecipebox', ['title', 'ingredients', 'instructions'], ['preparationtime', 'cookingtime', 'inactivetime', 'originalpicture', 'quantity']],
];

/**
 * Far more columns than either export writes (33 and 19). csv-parse builds an error for every row
 * whose length differs from the header's, at a cost that grows with the header's: a wider header
 * is no export of ours.
 */
const MAX_COLUMNS = 200;

function formatOf(header: readonly string[]): RecipeCsvFormat | null {
  if (header.length > MAX_COLUMNS) return null;
  const keys = new Set(header.map(columnKey));
  const found = SIGNATURES.find(([, all, some]) => all.every((key) => keys.has(key)) && some.some((key) => keys.has(key)));
  return found?.[0] ?? null;
}

function rowsOf(text: string, to: number): string[][] {
  try {
    const rows: unknown = parse(text, { ...CSV_OPTIONS, to });
    return Array.isArray(rows) ? rows.filter((row): row is string[] => Array.isArray(row)) : [];
  } catch {
    return [];
  }
}

/** Far longer than either export's header row (under a kilobyte). */
const HEADER_LENGTH = 64 * 1024;

/**
 * The header row, read from the text's start only: csv-parse's time grows with a row's fields, and
 * a row still going on past HEADER_LENGTH (a million empty columns) is no export's header.
 */
function headerOf(text: string): string[] | null {
  const start = text.slice(0, HEADER_LENGTH);
  try {
    const [first]: unknown[] = parse(start, { ...CSV_OPTIONS, to: 1, info: true });
    if (!isNode(first) || !Array.isArray(first.record) || !isNode(first.info)) return null;
    const ended = start.length === text.length || (typeof first.info.bytes === 'number' && first.info.bytes < Buffer.byteLength(start));
    return ended ? first.record.map(String) : null;
  } catch {
    return null;
  }
}

/** Which app wrote the CSV, from its header row; null for a CSV of neither (or no CSV at all). */
export function recipeCsvFormat(text: string): RecipeCsvFormat | null {
  const header = headerOf(text);
  return header ? formatOf(header) : null;
}

/** A row's cells by column, the first column of a name winning. */
type Row = (...columns: string[]) => string;

/** Where each column is, by its key. */
function columnIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((cell, at) => {
    if (!index.has(columnKey(cell))) index.set(columnKey(cell), at);
  });
  return index;
}

function rowReader(index: ReadonlyMap<string, number>, cells: readonly string[]): Row {
  return (...columns) => {
    for (const column of columns) {
      const at = index.get(column);
      const value = at === undefined ? undefined : cells[at];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return '';
  };
}

// Plan to Eat writes an ingredient group's name as a line starting with a comma: ", For the sauce"
const planToEatHeading = (line: string): string | null => (line.startsWith(',') ? line.slice(1) : null);

/**
 * A Plan to Eat row: Course and Main Ingredient are tags besides Tags, Cuisine is the cuisine;
 * times in minutes; Servings and Yield; Url is the original page; Photo Url a link.
 */
function planToEatRecipe(cell: Row): FoundRecipe {
  const schema: SchemaNode = {
    name: cell('title'),
    recipeYield: cell('yield', 'servings'),
    prepTime: minutesOf(cell('preptime')),
    cookTime: minutesOf(cell('cooktime')),
    totalTime: minutesOf(cell('totaltime')),
    recipeCuisine: cell('cuisine'),
    nutrition: {
      calories: cell('calories'),
      proteinContent: cell('protein'),
      carbohydrateContent: cell('carbohydrate', 'carbohydrates'),
      fatContent: cell('fat'),
      fiberContent: cell('fiber'),
      sugarContent: cell('sugar'),
      sodiumContent: cell('sodium'),
    },
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const servings = readServings(cell('servings'));
  const source = cell('source');
  const recipe = buildParsedRecipe({
    ...page,
    servings: servings ?? page.servings,
    tags: tagsOf([cell('course'), cell('mainingredient'), cell('tags')]),
    description: descriptionThenNotes(cell('description'), cell('notes'), sourceNote(source)),
    ingredients: ingredientsFrom(cell('ingredients'), planToEatHeading),
    instructions: stepsFrom(cell('directions')),
    imageUrl: httpsUrl(cell('photourl')),
    source: hostOf(cell('url')) ?? hostOf(source) ?? 'Plan to Eat',
  });
  return foundRecipe(recipe);
}

/** The whole number of servings a Servings column gives ("4", "4-6"). */
function readServings(text: string): number | null {
  const number = /^\d+/.exec(text.trim());
  return number ? Number(number[0]) : null;
}

/** A word ("none", "pancake") is written in base64's letters too: a photo in base64 is longer. */
const BASE64_PHOTO_LENGTH = 64;

/** A picture cell's photo: a data: URL's, or bare base64's when the cell is long enough to be one. */
const photoIn = (cell: string): Buffer | null | undefined =>
  /^data:/i.test(cell) ? dataUrlPhoto(cell) : cell.length >= BASE64_PHOTO_LENGTH ? base64Photo(cell) : undefined;

/**
 * A My Recipe Box row: quantity is the yield, categories and tags (";" between them) are tags,
 * source the original page, originalPicture a link and picture an inline photo; the video's
 * address goes in the notes.
 */
function myRecipeBoxRecipe(cell: Row): FoundRecipe {
  const schema: SchemaNode = {
    name: cell('title'),
    recipeYield: cell('quantity', 'servings', 'yield'),
    prepTime: minutesOf(cell('preparationtime', 'preptime')),
    cookTime: minutesOf(cell('cookingtime', 'cooktime')),
    totalTime: minutesOf(cell('totaltime')),
    // a line each: "calories : 150 kcal", "sodium : 396 mg"
    nutrition: nutritionFromText(cell('nutrition')) ?? undefined,
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const source = cell('source', 'url');
  const video = cell('video');
  const pictures = ['picture', 'originalpicture', 'image', 'imageurl'].map((column) => cell(column)).filter((picture) => picture !== '');
  const recipe = buildParsedRecipe({
    ...page,
    tags: tagsOf([cell('categories'), cell('tags')]),
    description: descriptionThenNotes(cell('description'), cell('notes', 'comments'), video && `Video: ${video}`, sourceNote(source)),
    ingredients: ingredientsFrom(cell('ingredients')),
    instructions: stepsFrom(cell('instructions')),
    imageUrl: pictures.map(httpsUrl).find((address) => address !== null) ?? null,
    source: hostOf(source) ?? 'My Recipe Box',
  });
  return foundRecipe(recipe, { photo: pictures.map(photoIn).find((photo) => photo !== undefined) });
}

/** The recipes of a Plan to Eat or My Recipe Box CSV export, a row each; [] for a CSV of neither. */
export function recipeCsvRecipes(text: string): FoundRecipe[] {
  const format = recipeCsvFormat(text);
  if (format === null) return [];
  // the header and one row past the recipes an upload imports (it refuses more): csv-parse spends
  // a tenth of a millisecond on every row whose length differs from the header's, so no more are read
  const [header = [], ...rows] = rowsOf(text, ARCHIVE_LIMITS.recipes + 2);
  const read = format === 'plantoeat' ? planToEatRecipe : myRecipeBoxRecipe;
  const index = columnIndex(header);
  return rows.filter((cells) => cells.some((value) => value.trim() !== '')).map((cells) => read(rowReader(index, cells)));
}
