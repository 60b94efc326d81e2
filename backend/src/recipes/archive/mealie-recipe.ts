import { buildParsedRecipe, parseIngredientLine, sectionStep, underHeading, writtenText, type ParsedIngredientLine, type ParsedRecipe } from '@mealapp/domain';
import type { SchemaNode } from '../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema } from '../import/schema-recipe.js';
import { amountText, field, hostOf, nameOf, quantityOf, textOf } from './export-fields.js';
import { descriptionThenNotes } from './formats/export-text.js';
import { NO_PAGE } from './schema-file.js';

/**
 * A recipe of Mealie's export (recipes/<slug>/<slug>.json): a name and Mealie's own ingredient or
 * instruction lists, without the "@type" that would make it schema.org JSON-LD.
 */
export function isMealieRecipe(value: unknown): value is SchemaNode {
  return (
    isNode(value) &&
    value['@type'] === undefined &&
    ('name' in value || 'slug' in value) &&
    ['recipe_ingredient', 'recipeIngredient', 'recipe_instructions', 'recipeInstructions'].some((key) => Array.isArray(value[key]))
  );
}

/**
 * Mealie's ingredient: parsed ones carry a quantity, a unit and a food, the note adding to them;
 * unparsed ones (amounts disabled, the default for scraped recipes) hold the whole line in the note.
 * A title starts a section, kept in the notes of its ingredients as pasted text keeps headings.
 */
function ingredients(value: unknown): ParsedIngredientLine[] {
  let heading: string | null = null;
  const lines: ParsedIngredientLine[] = [];
  for (const item of listOf(value)) {
    if (typeof item === 'string') {
      if (item.trim() !== '') lines.push(underHeading(parseIngredientLine(item), heading));
      continue;
    }
    if (!isNode(item)) continue;
    heading = textOf(item.title) || heading;
    const food = nameOf(item.food);
    const note = textOf(item.note);
    let line: ParsedIngredientLine | null = null;
    if (food) {
      const quantity = quantityOf(item.quantity);
      line = { amount: quantity === null ? null : amountText(quantity), amountValue: quantity, unit: quantity === null ? null : nameOf(item.unit) || null, name: food, notes: note || null };
    } else {
      const text = note || textOf(item.display) || textOf(field(item, 'original_text', 'originalText'));
      if (text) line = parseIngredientLine(text);
    }
    if (line) lines.push(underHeading(line, heading));
  }
  return lines;
}

/** Mealie's steps ({ title, text }, the text Markdown): a titled one starts a section; each text stays one step, as written. */
const instructions = (value: unknown): string[] =>
  listOf(value).flatMap((step) => {
    if (!isNode(step)) return [writtenText(step)];
    const title = textOf(step.title);
    return [...(title ? [sectionStep(title)] : []), writtenText(step.text)];
  });

/** Mealie's nutrition, per serving, under schema.org's names (its camelCase form already is). */
function nutrition(value: unknown): SchemaNode | undefined {
  if (!isNode(value)) return undefined;
  const names = ['calories', 'proteinContent', 'carbohydrateContent', 'fatContent', 'fiberContent', 'sugarContent', 'sodiumContent'];
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return Object.fromEntries(names.map((name) => [name, field(value, snake(name), name)]));
}

/** Recipe-level notes ({ title, text }) after the description: the recipe has no other place for them. */
function description(node: SchemaNode): string {
  const notes = listOf(node.notes)
    .filter(isNode)
    .map((note) => [textOf(note.title), writtenText(note.text)].filter(Boolean).join(': '));
  return descriptionThenNotes(node.description, ...notes);
}

/**
 * A Mealie recipe as a recipe of ours, read as schema.org through the same mapping as a web page
 * (times, yield, steps, nutrition, tags), with Mealie's structured ingredients kept as they are.
 */
export function mealieRecipe(node: SchemaNode): ParsedRecipe {
  const servings = quantityOf(field(node, 'recipe_servings', 'recipeServings'));
  const schema: SchemaNode = {
    name: node.name,
    recipeYield: servings === null ? field(node, 'recipe_yield', 'recipeYield') : `${servings} servings`,
    prepTime: field(node, 'prep_time', 'prepTime'),
    cookTime: field(node, 'perform_time', 'performTime', 'cook_time', 'cookTime'),
    totalTime: field(node, 'total_time', 'totalTime'),
    recipeCategory: [...listOf(field(node, 'recipe_category', 'recipeCategory')), ...listOf(node.tags)].map(nameOf),
    nutrition: nutrition(node.nutrition),
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  return buildParsedRecipe({
    ...page,
    // Markdown as Mealie keeps it: the schema.org mapping reads a web page's text, which has none
    description: description(node),
    instructions: instructions(field(node, 'recipe_instructions', 'recipeInstructions')),
    ingredients: ingredients(field(node, 'recipe_ingredient', 'recipeIngredient')),
    source: hostOf(field(node, 'org_url', 'orgURL')) ?? 'Mealie',
  });
}
