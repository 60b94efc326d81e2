import { buildParsedRecipe, isSectionTitle, parseIngredientLine, underHeading, withoutColon, type ParsedIngredientLine, type ParsedRecipe } from '@mealapp/domain';
import type { RecipePage } from './recipe-page.types.js';

/** The page's host as people name a site: "bbc.co.uk" for www.bbc.co.uk. */
export function sourceOf(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** A page's recipe for the review step: its ingredient lines read by the one ingredient parser, every field within the limits. */
export function parsedRecipeFromPage(page: RecipePage, url: URL): ParsedRecipe {
  return parsedRecipeOf(page, sourceOf(url));
}

/**
 * A schema.org recipe (a page's, or a JSON-LD file's) with its ingredient lines read and its fields
 * within the limits. A line that is only a group's title ("For the dough:", "FILLING"), as pages
 * put in their recipeIngredient, is no ingredient: it heads the lines after it, where the markup
 * gave them no heading of its own.
 */
export function parsedRecipeOf(page: RecipePage, source: string | null): ParsedRecipe {
  const ingredients: ParsedIngredientLine[] = [];
  let group: string | null = null;
  page.ingredients.forEach((line, index) => {
    if (isSectionTitle(line)) group = withoutColon(line.trim());
    else ingredients.push(underHeading(parseIngredientLine(line), page.ingredientHeadings[index] ?? group));
  });
  return buildParsedRecipe({ ...page, ingredients, source });
}
