import { buildParsedRecipe, sectionStep, underHeading, writtenText, type ParsedIngredientLine, type ParsedRecipe } from '@mealapp/domain';
import type { SchemaNode } from '../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema } from '../import/schema-recipe.js';
import { amountText, hostOf, nameOf, quantityOf, textOf } from './export-fields.js';
import { NO_PAGE } from './schema-file.js';

/** Tandoor's recipe.json (its "Default" export, one zip per recipe): a name and steps holding the ingredients. */
export function isTandoorRecipe(value: unknown): value is SchemaNode {
  return isNode(value) && value['@type'] === undefined && 'name' in value && Array.isArray(value.steps) && ('working_time' in value || 'keywords' in value);
}

/** Tandoor's ingredients, step by step: food, unit and amount apart; a header row starts a group. */
function ingredients(steps: unknown[]): ParsedIngredientLine[] {
  let heading: string | null = null;
  const lines: ParsedIngredientLine[] = [];
  for (const step of steps.filter(isNode)) {
    for (const item of listOf(step.ingredients).filter(isNode)) {
      const food = nameOf(item.food);
      const note = textOf(item.note);
      if (item.is_header === true) {
        heading = note || food || heading;
        continue;
      }
      if (!food && !note) continue;
      const quantity = item.no_amount === true ? null : quantityOf(item.amount);
      const line: ParsedIngredientLine = {
        amount: quantity === null ? null : amountText(quantity),
        amountValue: quantity,
        unit: quantity === null ? null : nameOf(item.unit) || null,
        name: food || note,
        notes: food ? note || null : null,
      };
      lines.push(underHeading(line, heading));
    }
  }
  return lines;
}

const minutes = (value: unknown): string | undefined => {
  const number = quantityOf(value);
  return number === null ? undefined : `PT${Math.round(number)}M`;
};

/**
 * A Tandoor recipe as a recipe of ours, through the schema.org mapping: working time is prep,
 * waiting time is cook; a named step is a section; keywords are tags; steps keep their Markdown.
 */
export function tandoorRecipe(node: SchemaNode): ParsedRecipe {
  const steps = listOf(node.steps).filter(isNode);
  const nutrition = isNode(node.nutrition) ? node.nutrition : {};
  const servings = quantityOf(node.servings);
  const schema: SchemaNode = {
    name: node.name,
    recipeYield: [textOf(node.servings_text) && servings !== null ? `${servings} ${textOf(node.servings_text)}` : textOf(node.servings_text), servings ?? undefined],
    prepTime: minutes(node.working_time),
    cookTime: minutes(node.waiting_time),
    recipeCategory: listOf(node.keywords).map(nameOf),
    nutrition: {
      calories: nutrition.calories,
      proteinContent: nutrition.proteins,
      carbohydrateContent: nutrition.carbohydrates,
      fatContent: nutrition.fats,
    },
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  // each step's Markdown stays one step, as written; a named step starts a section
  const instructions = steps.flatMap((step) => [...(textOf(step.name) ? [sectionStep(textOf(step.name))] : []), writtenText(step.instruction)]);
  return buildParsedRecipe({ ...page, description: writtenText(node.description), instructions, ingredients: ingredients(steps), source: hostOf(node.source_url) ?? 'Tandoor' });
}
