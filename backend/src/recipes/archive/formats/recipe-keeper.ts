import { buildParsedRecipe } from '@mealapp/domain';
import type { Element } from 'domhandler';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { recipeFromSchema } from '../../import/schema-recipe.js';
import { hostOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { descriptionThenNotes, ingredientsFrom, minutesOf, sourceNote, stepsFrom, tagsOf } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';
import { blocksOf, elementsIn, hasClass, lineIn, linesIn, photoOf } from './html-blocks.js';

// Recipe Keeper's export: recipes.html holds every recipe, a <div class="recipe-details"> each,
// its fields marked with itemprops of Recipe Keeper's own (recipeIngredients, recipeDirections,
// recipeNotes, recipeCourse, recipeCollection, recipeNut*, photo0...) beside schema.org's (name,
// recipeYield, prepTime, cookTime, recipeCategory); times as ISO durations in meta content; the
// photos in images/.

const BLOCK_START = '<div class="recipe-details">';
const RECIPE_TYPE = /schema\.org\/Recipe(?:\s|$)/i;

/** A recipe's block: .recipe-details, or an itemscope of schema.org's Recipe type. */
const isRecipeBlock = (element: Element): boolean =>
  hasClass(element, 'recipe-details') || (element.attribs.itemscope !== undefined && RECIPE_TYPE.test((element.attribs.itemtype ?? '').trim()));

// properties schema.org has not: a recipe site's microdata never writes them
const KEEPER_PROPERTIES = ['recipeDirections', 'recipeIngredients', 'recipeIsFavourite', 'recipeNotes', 'recipeCourse'];

/** A block's elements by itemprop (an element may name several), in document order. */
function propertiesOf(block: Element): Map<string, Element[]> {
  const properties = new Map<string, Element[]>();
  for (const element of elementsIn(block)) {
    for (const name of (element.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
      const named = properties.get(name);
      if (named) named.push(element);
      else properties.set(name, [element]);
    }
  }
  return properties;
}

/** Whether the page is Recipe Keeper's export (its recipes.html). */
export function isRecipeKeeperPage(html: string): boolean {
  // every export names one of these; other pages are not parsed at all
  if (!/recipeDirections|recipeIngredients|recipeIsFavourite|recipeNotes|recipeCourse/.test(html)) return false;
  return blocksOf(html, BLOCK_START, isRecipeBlock, isMarkedBlock).some(isMarkedBlock);
}

/** A recipe block with one of the properties only Recipe Keeper writes. */
function isMarkedBlock(block: Element): boolean {
  const properties = propertiesOf(block);
  return KEEPER_PROPERTIES.some((name) => properties.has(name));
}

/** A property's value as microdata gives it: content, a photo's src, else the element's text. */
function valueOf(element: Element): string {
  const { content, src } = element.attribs;
  if (content !== undefined) return content.trim();
  return element.name === 'img' ? (src ?? '').trim() : lineIn(element);
}

/** The original page: a link inside the source (or the source itself), else its text. */
function sourceOf(element: Element | undefined): string {
  if (!element) return '';
  const link = element.name === 'a' ? element : elementsIn(element).find((inner) => inner.name === 'a' && inner.attribs.href);
  return link?.attribs.href?.trim() || valueOf(element);
}

// Recipe Keeper's nutrition (per serving: kcal, g, sodium in mg) under schema.org's names
const NUTRIENTS: readonly [string, string][] = [
  ['recipeNutCalories', 'calories'],
  ['recipeNutProtein', 'proteinContent'],
  ['recipeNutTotalCarbohydrate', 'carbohydrateContent'],
  ['recipeNutTotalFat', 'fatContent'],
  ['recipeNutDietaryFiber', 'fiberContent'],
  ['recipeNutSugars', 'sugarContent'],
  ['recipeNutSodium', 'sodiumContent'],
  ['recipeNutServingSize', 'servingSize'],
];

function recipeKeeperRecipe(block: Element): FoundRecipe {
  const properties = propertiesOf(block);
  const all = (name: string): Element[] => properties.get(name) ?? [];
  const value = (name: string): string => {
    const [element] = all(name);
    return element ? valueOf(element) : '';
  };
  // the ingredients, steps and notes are paragraphs of one element; a page may mark each line instead
  const lines = (container: string, each: string): string[] => {
    const [element] = all(container);
    return element ? linesIn(element) : all(each).map(valueOf);
  };
  const schema: SchemaNode = {
    name: value('name'),
    recipeYield: value('recipeYield'),
    prepTime: minutesOf(value('prepTime')),
    cookTime: minutesOf(value('cookTime')),
    totalTime: minutesOf(value('totalTime')),
    recipeCuisine: value('recipeCuisine'),
    nutrition: Object.fromEntries(NUTRIENTS.map(([property, name]) => [name, value(property)])),
  };
  const page = recipeFromSchema(schema, NO_PAGE);
  const source = sourceOf(all('recipeSource')[0]);
  const mainPhoto = elementsIn(block).find((element) => element.name === 'img' && hasClass(element, 'recipe-photo'));
  const { photoPath, imageUrl } = photoOf(mainPhoto?.attribs.src ?? all('photo0')[0]?.attribs.src ?? all('image')[0]?.attribs.src);
  const recipe = buildParsedRecipe({
    ...page,
    tags: tagsOf(['recipeCourse', 'recipeCategory', 'recipeCollection'].flatMap((name) => all(name).map(valueOf))),
    description: descriptionThenNotes(lines('description', 'description').join('\n'), lines('recipeNotes', 'recipeNote').join('\n'), sourceNote(source)),
    ingredients: ingredientsFrom(lines('recipeIngredients', 'recipeIngredient')),
    instructions: stepsFrom(lines('recipeDirections', 'recipeInstructions')),
    imageUrl,
    source: hostOf(source) ?? 'Recipe Keeper',
  });
  return foundRecipe(recipe, { photoPath });
}

/**
 * The recipes of Recipe Keeper's recipes.html: title, notes, ingredients with their groups, steps
 * with their sections, times, servings, courses, categories and collections as tags, nutrition,
 * the source and the photo.
 */
export function recipeKeeperRecipes(html: string): FoundRecipe[] {
  return blocksOf(html, BLOCK_START, isRecipeBlock).map(recipeKeeperRecipe);
}
