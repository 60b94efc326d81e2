import { parseDuration, type CleanNutrition, type NutritionField } from '@mealapp/domain';
import { cleanLines, cleanText } from './page-text.js';
import type { RecipePage, SchemaNode } from './recipe-page.types.js';
import { readRecipeYield } from './recipe-yield.js';

/** A JSON object (not an array): what a schema.org node, or another app's exported record, must be. */
export const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value or many, as a list: JSON-LD and other apps' exports write either. */
export const listOf = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** The node's types without their vocabulary ("http://schema.org/Recipe" -> "Recipe"). */
export function schemaTypes(node: SchemaNode): string[] {
  return listOf(node['@type']).filter((type) => typeof type === 'string').map((type) => type.replace(/^.*[/:#]/, ''));
}

const firstText = (value: unknown): string => listOf(value).map(cleanText).find((text) => text !== '') ?? '';

/** Lower case, letters and digits only: how a step's name and text compare. */
const compareKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A HowToStep's lines: its text, after its name when the name says something the text does not
 * (a heading such as "Make the sauce"; not a name that repeats the text, or either cut short).
 */
function stepLines(step: SchemaNode, depth: number): string[] {
  const name = cleanText(step.name);
  // microdata gives a step's text as the lines of its paragraphs
  const text = Array.isArray(step.text) ? steps(step.text, depth + 1) : [cleanText(step.text)].filter(Boolean);
  const body = text.length > 0 ? text : steps(step.itemListElement, depth + 1);
  if (body.length === 0) return [name || cleanText(step.description)].filter(Boolean);
  const nameKey = compareKey(name.replace(/(?:\.{3}|…)$/, ''));
  const bodyKey = compareKey(body.join(' '));
  return nameKey === '' || bodyKey.startsWith(nameKey) || nameKey.startsWith(bodyKey) ? body : [name, ...body];
}

/**
 * Steps from recipeInstructions in its shapes: text (one step a line, or a block of the markup),
 * lists of text, HowToStep (its text, else its name, else its own list of HowToDirection and
 * HowToTip), HowToSection (its name as a step of its own, then its steps), ItemList (of ListItem)
 * and nested lists.
 */
function steps(value: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return cleanLines(value);
  // in a list of several, a text is one step however many lines it has
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' && value.length > 1 ? [cleanText(item)].filter(Boolean) : steps(item, depth + 1)));
  if (!isNode(value)) return [];
  const types = schemaTypes(value);
  if (types.includes('ListItem') && value.item !== undefined) return steps(value.item, depth + 1);
  if (types.includes('HowToSection') || (value.itemListElement !== undefined && !types.includes('HowToStep'))) {
    const name = types.includes('HowToSection') ? cleanText(value.name) : '';
    return [...(name ? [name] : []), ...steps(value.itemListElement ?? value.steps ?? value.step, depth + 1)];
  }
  return stepLines(value, depth);
}

/** The text of a duration as JSON-LD writes it: text, a number of minutes, or an object (a Duration, a QuantitativeValue's range). */
function durationText(value: unknown, depth = 0): string {
  if (!isNode(value)) return typeof value === 'number' ? String(value) : cleanText(value);
  if (depth > 2) return '';
  return [value['@value'], value.value, value.maxValue, value.minValue, value.duration, value.name, value.text].map((part) => durationText(part, depth + 1)).find((text) => text !== '') ?? '';
}

/** Minutes from a duration, or null: "PT1H30M", "1 hour 30 mins", a microdata element's text; the first of a list that reads. */
function minutes(value: unknown): number | null {
  for (const item of listOf(value)) {
    const read = parseDuration(durationText(item));
    if (read !== null) return read;
  }
  return null;
}

/** The total time given, else prep and cook time (or perform time, schema.org's HowTo word for it) added up. */
function totalMinutes(node: SchemaNode, prepTime: number | null, cookTime: number | null): number | null {
  const total = minutes(node.totalTime);
  if (total) return total;
  return prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) || null : null;
}

// schema.org NutritionInformation property -> our field, and the unit our field counts in
const NUTRIENTS: readonly [string, NutritionField, 'kcal' | 'g' | 'mg'][] = [
  ['calories', 'calories', 'kcal'],
  ['proteinContent', 'protein', 'g'],
  ['carbohydrateContent', 'carbs', 'g'],
  ['fatContent', 'fat', 'g'],
  ['fiberContent', 'fiber', 'g'],
  ['sugarContent', 'sugar', 'g'],
  ['sodiumContent', 'sodium', 'mg'],
];

/** "143 kcal", "5 g", "0.4 g" of sodium (400 mg), "600 kJ" (143 kcal): the number in our unit. */
function nutrientAmount(text: string, unit: 'kcal' | 'g' | 'mg'): number | null {
  const match = text.replace(',', '.').match(/(\d+(?:\.\d+)?)\s*([a-zµ]*)/i);
  if (!match) return null;
  const value = Number(match[1]);
  const written = match[2].toLowerCase();
  if (unit === 'kcal' && written === 'kj') return Math.round(value / 4.184);
  if (unit === 'mg' && written === 'g') return value * 1000;
  if (unit === 'g' && written === 'mg') return value / 1000;
  return value;
}

function nutrition(value: unknown): CleanNutrition | null {
  const node = listOf(value).find(isNode);
  if (!node) return null;
  const result: CleanNutrition = {};
  for (const [property, field, unit] of NUTRIENTS) {
    const amount = nutrientAmount(firstText(node[property]), unit);
    if (amount !== null) result[field] = amount;
  }
  const servingSize = firstText(node.servingSize);
  if (servingSize) result.servingSize = servingSize;
  return Object.keys(result).length > 0 ? result : null;
}

/** The image's address, absolute: a text, an ImageObject ({ url } or { contentUrl }), or a list of either. */
function imageUrl(value: unknown, pageUrl: URL): string | null {
  for (const item of listOf(value)) {
    const raw = typeof item === 'string' ? item : isNode(item) ? firstText(item.url) || firstText(item.contentUrl) : '';
    if (!raw) continue;
    try {
      const url = new URL(raw.trim(), pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // not an address: try the next
    }
  }
  return null;
}

/** An ingredient line; recipe plugins wrap a note that already has brackets in another pair: "ginger ((or grated))". */
const ingredientLine = (text: string): string => text.replace(/\(\(([^()]*)\)\)/g, '($1)');

/** An ingredient given as an object (a HowToSupply, a PropertyValue): its text, else its amount and name. */
function ingredientText(value: unknown): string {
  if (!isNode(value)) return cleanText(value);
  const text = firstText(value.text) || firstText(value['@value']);
  if (text) return text;
  const amount = listOf(value.requiredQuantity).map((quantity) => (isNode(quantity) ? [quantity.value, quantity.unitText ?? quantity.unitCode].map(cleanText).join(' ') : cleanText(quantity)));
  return cleanText([...amount, firstText(value.name)].join(' '));
}

/**
 * The ingredient lines: recipeIngredient, else the older ingredients; a list (nested lists
 * flattened) of text or objects, or one text with a line each.
 */
function ingredientLines(node: SchemaNode): string[] {
  for (const value of [node.recipeIngredient, node.ingredients]) {
    const lines = typeof value === 'string' ? cleanLines(value) : listOf(value).flat(4).map(ingredientText);
    const kept = lines.map(ingredientLine).filter((line) => line !== '');
    if (kept.length > 0) return kept;
  }
  return [];
}

const texts = (value: unknown): string[] => listOf(value).flatMap((item) => cleanText(item).split(/\s*,\s*/)).filter((text) => text !== '');

/** A schema.org Recipe (from JSON-LD or microdata) as a RecipePage. */
export function recipeFromSchema(node: SchemaNode, pageUrl: URL): RecipePage {
  const prepTime = minutes(node.prepTime);
  const cookTime = minutes(node.cookTime) ?? minutes(node.performTime);
  const totalTime = totalMinutes(node, prepTime, cookTime);
  const recipeYield = readRecipeYield(node.recipeYield ?? node.yield);
  const ingredients = ingredientLines(node);
  return {
    title: firstText(node.name) || firstText(node.headline),
    description: firstText(node.description) || null,
    ingredients,
    ingredientHeadings: ingredients.map(() => null),
    instructions: steps(node.recipeInstructions),
    prepTime,
    cookTime,
    totalTime,
    yields: recipeYield?.yields ?? null,
    servings: recipeYield?.servings ?? null,
    cuisine: texts(node.recipeCuisine)[0] ?? null,
    tags: texts(node.recipeCategory),
    imageUrl: imageUrl(node.image, pageUrl),
    nutrition: nutrition(node.nutrition),
  };
}
