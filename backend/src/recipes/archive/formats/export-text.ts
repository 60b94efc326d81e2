import {
  isSectionTitle,
  parseDuration,
  parseIngredientLine,
  RECIPE_LIMITS,
  sectionStep,
  stepSection,
  underHeading,
  withoutColon,
  writtenText,
  type ParsedIngredientLine,
} from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, listOf } from '../../import/schema-recipe.js';
import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { hostOf, textOf } from '../export-fields.js';

// Reading the text other apps export: every reader of this folder reads addresses, photos,
// descriptions, sources, ingredient lines, steps, times, nutrition and tags through these, so that
// each format's file holds only its own mapping. All of it is untrusted and linear in its input.

/** An absolute https address, else null: an export's image is kept as a link only when it is one. */
export function httpsUrl(value: unknown): string | null {
  // the test first: a data: URL or a base64 cell of megabytes is never parsed as an address
  if (typeof value !== 'string' || !/^\s*https:\/\//i.test(value)) return null;
  try {
    return new URL(value.trim()).href;
  } catch {
    return null;
  }
}

/** The longest base64 text a photo within ARCHIVE_LIMITS.imageBytes is written in: 4 characters for every 3 bytes. */
export const PHOTO_BASE64_LENGTH = Math.ceil(ARCHIVE_LIMITS.imageBytes / 3) * 4;

/**
 * Standard base64 with its padding (the rule scan-image.ts checks a scan's photo by): Buffer.from
 * would decode anything else to bytes, silently skipping what is no base64. One character-class
 * scan: a pattern for the whole shape backtracks, and overflows the regex stack on megabytes.
 */
function isBase64(text: string): boolean {
  if (text.length % 4 !== 0 || /[^A-Za-z0-9+/=]/.test(text)) return false;
  const padding = text.indexOf('=');
  return padding === -1 || (padding >= text.length - 2 && text.endsWith('='));
}

/**
 * A photo carried as base64 (in `text` from `start` on; line breaks allowed), decoded. Null when it
 * is over ARCHIVE_LIMITS.imageBytes, which its length tells before anything is decoded; undefined
 * when there is none, or when the text is no base64: garbage is no photo, not bytes.
 */
export function base64Photo(text: unknown, start = 0): Buffer | null | undefined {
  if (typeof text !== 'string' || text.length <= start) return undefined;
  const payload = (start === 0 ? text : text.slice(start)).replace(/\s+/g, '');
  if (payload === '') return undefined;
  if (payload.length > PHOTO_BASE64_LENGTH) return null;
  if (!isBase64(payload)) return undefined;
  const bytes = Buffer.from(payload, 'base64');
  return bytes.length > ARCHIVE_LIMITS.imageBytes ? null : bytes;
}

const DATA_URL_HEADER = /^data:image\/[\w.+-]+;base64$/i;

/** A photo given inline, "data:image/jpeg;base64,…", decoded as base64Photo does; undefined for any other text. */
export function dataUrlPhoto(text: unknown): Buffer | null | undefined {
  if (typeof text !== 'string' || text.slice(0, 5).toLowerCase() !== 'data:') return undefined;
  // the header is short: no need to look through megabytes for its comma
  const comma = text.slice(0, 100).indexOf(',');
  if (comma < 0 || !DATA_URL_HEADER.test(text.slice(0, comma))) return undefined;
  return base64Photo(text, comma + 1);
}

/** The description, then the format's notes (and whatever else has no field of its own): Markdown kept, a blank line between. */
export const descriptionThenNotes = (...texts: unknown[]): string =>
  texts
    .map(writtenText)
    .filter((text) => text !== '')
    .join('\n\n');

/**
 * A source that is no address ("Grandma's notebook", a cookbook) as the line of the notes that keeps
 * it, "Source: …"; '' for an address (the recipe's source names its host) or nothing. Every reader
 * puts it last in the notes.
 */
export function sourceNote(source: unknown): string {
  const text = textOf(source).replace(/\s+/g, ' ');
  return text !== '' && hostOf(text) === null ? `Source: ${text}` : '';
}

/** A text, or a list of texts, as its lines: trimmed, blank ones dropped. */
export const textLines = (value: unknown): string[] =>
  listOf(value).flatMap((item: unknown) =>
    typeof item === 'string'
      ? item
          .split(/\r\n?|\n/)
          .map((line) => line.trim())
          .filter((line) => line !== '')
      : [],
  );

/** A format's own way of marking a heading line (Plan to Eat's ", Sauce", RecipeSage's "[Sauce]"): its title, else null. */
export type HeadingMarker = (line: string) => string | null;

const unmarked: HeadingMarker = () => null;

/** A heading's title as a group or section is named: one space between words, no closing colon. */
export const headingTitle = (text: string): string => withoutColon(text.replace(/\s+/g, ' ').trim());

/**
 * Far longer than a heading (a few words). A longer line is no heading, and is not given to the
 * domain's stepSection, whose closing-hashes pattern takes time quadratic in a run of "#" inside it.
 */
const HEADING_LENGTH = 200;

/** The title a line names when it is only a heading: Markdown ("## Sauce") or plain text ("For the sauce:", "FILLING"); else null. */
export function sectionTitle(line: string): string | null {
  if (line.length > HEADING_LENGTH) return null;
  const title = stepSection(line) ?? (isSectionTitle(line) ? line : null);
  return title === null ? null : headingTitle(title);
}

/**
 * The group an ingredient line names when it is only a heading (the format's own marker first),
 * else null; '' for a heading that names no group ("Ingredients:", as Plan to Eat's users write).
 */
export function groupHeading(line: string, marked: HeadingMarker = unmarked): string | null {
  const own = marked(line);
  const title = own === null ? sectionTitle(line) : headingTitle(own);
  return title !== null && /^ingredients?$/i.test(title) ? '' : title;
}

/**
 * Far more than a line's name, amount, unit and notes may hold together: the parser's time grows
 * with a line's length, so a longer line (a cell of garbage) is read up to here.
 */
const INGREDIENT_LINE_LENGTH = 1_000;

/**
 * Ingredient lines read in order, each through the one ingredient parser; a heading line is no
 * ingredient but the group (the notes prefix) of the lines after it. Stops at as many lines as a
 * recipe keeps (buildParsedRecipe drops the rest): the rest of a list of garbage is not read.
 */
export class IngredientReader {
  readonly lines: ParsedIngredientLine[] = [];
  /** The group of the lines read next; readers of nested formats set it themselves. */
  group: string | null = null;

  get full(): boolean {
    return this.lines.length >= RECIPE_LIMITS.ingredients;
  }

  add(line: string, marked: HeadingMarker = unmarked): void {
    const text = line.trim();
    if (text === '' || this.full) return;
    const heading = groupHeading(text, marked);
    if (heading !== null) this.group = heading || null;
    else {
      // runs of blanks made one first: a line of garbage is read up to its words, not its blanks
      const written = text.replace(/\s+/g, ' ').slice(0, INGREDIENT_LINE_LENGTH);
      this.lines.push(underHeading(parseIngredientLine(written), this.group));
    }
  }
}

/** Ingredients written one a line (a text, or a list of texts), headings naming the groups of the lines after them. */
export function ingredientsFrom(value: unknown, marked: HeadingMarker = unmarked): ParsedIngredientLine[] {
  const reader = new IngredientReader();
  for (const line of textLines(value)) {
    if (reader.full) break;
    reader.add(line, marked);
  }
  return reader.lines;
}

// "1. Mix", "2) Fold", "3.Bake", "Step 4: Cool", "STEP 5 Serve": the numbers people type before
// steps, which the app numbers itself; "1.5 cups" and "1:30" are no number of a step.
const STEP_NUMBER = /^(?:step\s*\d{1,3}\b\s*[.):-]?|\d{1,3}\s*[.):](?!\d))\s*/i;

/** One step as written: its number dropped, a heading (the format's own marker first) a section, else its Markdown kept; '' for none. */
export function stepOf(text: string, marked: HeadingMarker = unmarked): string {
  const step = text.trim().replace(STEP_NUMBER, '');
  const own = marked(step);
  const title = own === null ? sectionTitle(step) : headingTitle(own);
  if (title === null) return writtenText(step);
  return title === '' ? '' : sectionStep(title);
}

/**
 * Steps from a text, a step a line (blank lines only part them), or from a list of texts, a step
 * an item (its lines kept together); at most as many as a recipe keeps.
 */
export function stepsFrom(value: unknown, marked: HeadingMarker = unmarked): string[] {
  const texts = typeof value === 'string' ? value.split(/\r\n?|\n/) : listOf(value).filter((item) => typeof item === 'string');
  const steps: string[] = [];
  for (const text of texts) {
    if (steps.length === RECIPE_LIMITS.instructions) break;
    const step = stepOf(text, marked);
    if (step !== '') steps.push(step);
  }
  return steps;
}

/** Minutes of a time text ("75", "1 hr 15 mins", "PT20M"); none for zero (an app's "not set"). */
export const minutesOf = (text: string): number | undefined => parseDuration(text) || undefined;

// between the items of a list: "Dinner; Italian", "Cheap, Quick", "Baking^Citrus" (Plan to Eat)
const LIST_ITEM = /[^,;^]+/g;

/**
 * Tags from list texts (a cell, a category each), as many as a recipe keeps and as many again for
 * the duplicates it drops; the rest of a list of garbage is not read.
 */
export function tagsOf(lists: readonly string[]): string[] {
  const tags: string[] = [];
  for (const list of lists) {
    for (const [item] of list.matchAll(LIST_ITEM)) {
      if (tags.length === 2 * RECIPE_LIMITS.tags) return tags;
      if (item.trim() !== '') tags.push(item.trim());
    }
  }
  return tags;
}

// What an export calls a nutrient ("Total Fat", "Fibre", "kcal", "proteinContent"), as schema.org's property
const NUTRIENT_LABELS: readonly [RegExp, string][] = [
  [/^(?:calories|kcal|cal|energy)$/, 'calories'],
  [/^proteins?$/, 'proteinContent'],
  [/^(?:total )?(?:carbohydrates?|carbs?)$/, 'carbohydrateContent'],
  [/^(?:total )?fats?$/, 'fatContent'],
  [/^(?:dietary )?fib(?:er|re)s?$/, 'fiberContent'],
  [/^(?:total )?sugars?$/, 'sugarContent'],
  [/^sodium$/, 'sodiumContent'],
  [/^serving size$/, 'servingSize'],
];

/** The schema.org property a nutrient's label names: free text ("**Total Fat:**") or a key ("proteinContent", "serving_size"); else null. */
function nutrientProperty(label: string): string | null {
  const key = label
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .replace(/ content$/, '');
  return NUTRIENT_LABELS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

/** One value of a nutrition text, "Calories: 350", "Protein 12 g" or "12 g protein", as its property and amount ("12 g"). */
function nutrientFact(part: string): [string, string] | null {
  const at = part.search(/\d/);
  if (at < 0) return null;
  // "1,200 kcal" is a thousand and two hundred; "12,5 g" stays a decimal
  const amount = part.slice(at).replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  const labelBefore = nutrientProperty(part.slice(0, at));
  if (labelBefore) return [labelBefore, amount];
  const [, number, unit, label] = amount.match(/^(\d+(?:[.,]\d+)?) ?([\p{L}µ]*) ?(.*)$/u) ?? [];
  if (number === undefined) return null;
  if (label.trim() === '') {
    const named = nutrientProperty(unit);
    return named ? [named, number] : null;
  }
  const named = nutrientProperty(label);
  return named ? [named, `${number} ${unit}`.trim()] : null;
}

/**
 * Free nutrition text ("Calories: 350\nProtein 12 g", "350 kcal; 12 g protein", "sodium : 396 mg")
 * as schema.org's NutritionInformation, whose mapping reads the amounts and units; null when it
 * names no value.
 */
export function nutritionFromText(text: unknown): SchemaNode | null {
  if (typeof text !== 'string') return null;
  const facts: SchemaNode = {};
  for (const part of text.replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : ' ')).split(/[\n;|•·]|,\s/)) {
    const fact = nutrientFact(part.trim());
    if (fact && facts[fact[0]] === undefined) facts[fact[0]] = fact[1];
  }
  return Object.keys(facts).some((property) => property !== 'servingSize') ? facts : null;
}

/**
 * Nutrition written as a mapping, under schema.org's names or the short ones ("protein: 12 g"), as a
 * schema.org node; the first source naming a nutrient wins (a "nutrition:" mapping before the keys
 * beside it).
 */
export function nutritionNode(...sources: unknown[]): SchemaNode {
  const node: SchemaNode = {};
  for (const source of sources.filter(isNode)) {
    for (const [key, value] of Object.entries(source)) {
      const property = nutrientProperty(key);
      if (property !== null && node[property] === undefined && value !== null && value !== undefined) node[property] = value;
    }
  }
  return node;
}
