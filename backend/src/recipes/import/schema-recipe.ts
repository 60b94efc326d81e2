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

/**
 * Steps from recipeInstructions in its shapes: text (one step a line), lists of text, HowToStep
 * (its text, else its name), HowToSection (its name as a step of its own, then its steps),
 * ItemList and nested lists.
 */
function steps(value: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return cleanLines(value);
  if (Array.isArray(value)) return value.flatMap((item) => steps(item, depth + 1));
  if (!isNode(value)) return [];
  const types = schemaTypes(value);
  if (types.includes('HowToSection') || (value.itemListElement !== undefined && !types.includes('HowToStep'))) {
    const name = types.includes('HowToSection') ? cleanText(value.name) : '';
    return [...(name ? [name] : []), ...steps(value.itemListElement, depth + 1)];
  }
  // microdata gives a step's text as the lines of its paragraphs
  if (Array.isArray(value.text)) return steps(value.text, depth + 1);
  const text = cleanText(value.text) || cleanText(value.name) || cleanText(value.description);
  return text ? [text] : [];
}

/** Minutes from a duration, or null: "PT1H30M", "1 hour 30 mins", a microdata element's text. */
function minutes(value: unknown): number | null {
  const text = firstText(value);
  return text ? parseDuration(text) : null;
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
const ingredientLine = (value: unknown): string => cleanText(value).replace(/\(\(([^()]*)\)\)/g, '($1)');

const texts = (value: unknown): string[] => listOf(value).flatMap((item) => cleanText(item).split(/\s*,\s*/)).filter((text) => text !== '');

/** A schema.org Recipe (from JSON-LD or microdata) as a RecipePage. */
export function recipeFromSchema(node: SchemaNode, pageUrl: URL): RecipePage {
  const prepTime = minutes(node.prepTime);
  const cookTime = minutes(node.cookTime);
  // without a total, prep and cook add up to one
  const totalTime = minutes(node.totalTime) || (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) || null : null);
  const recipeYield = readRecipeYield(node.recipeYield ?? node.yield);
  const ingredients = listOf(node.recipeIngredient ?? node.ingredients).map(ingredientLine).filter((line) => line !== '');
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
