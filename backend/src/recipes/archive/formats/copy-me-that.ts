import { buildParsedRecipe, RECIPE_LIMITS, writtenText, type ParsedIngredientLine } from '@mealapp/domain';
import type { Element } from 'domhandler';
import { readRecipeYield } from '../../import/recipe-yield.js';
import { hostOf } from '../export-fields.js';
import { descriptionThenNotes, IngredientReader, sourceNote, stepOf, tagsOf } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';
import { blocksOf, elementsIn, hasClass, lineIn, paragraphsIn, photoOf } from './html-blocks.js';

// Copy Me That's export: a <div class="recipe"> a recipe, its parts marked by ids repeated in every
// block (#name, #recipeIngredients, #original_link, ...) and classes (recipeIngredient,
// recipeIngredient_subheader, instruction, instruction_subheader, recipeNote, recipeCategory);
// its photos in images/.

const BLOCK_START = '<div class="recipe">';
const isRecipeBlock = (element: Element): boolean => element.name === 'div' && hasClass(element, 'recipe');

// what only Copy Me That's export writes in a recipe block
const COPY_ME_THAT_IDS = new Set(['recipeIngredients', 'recipeInstructions', 'recipeNotes']);
const COPY_ME_THAT_CLASSES = ['recipeIngredient', 'instruction', 'recipeNote', 'recipeImage'];
const VERSION_META = /<meta\s+name=["']?copymethat_class_id_version/i;

/** Whether the page is Copy Me That's export (its recipes.html). */
export function isCopyMeThatPage(html: string): boolean {
  if (VERSION_META.test(html)) return true;
  // every export names one of these; other pages are not parsed at all
  if (!/recipeIngredient|recipeInstructions|recipeNote/.test(html)) return false;
  return blocksOf(html, BLOCK_START, isRecipeBlock, isMarkedBlock).some(isMarkedBlock);
}

/** A recipe block with a name and one of the parts only Copy Me That marks so. */
function isMarkedBlock(block: Element): boolean {
  const elements = elementsIn(block);
  return (
    elements.some((element) => element.attribs.id === 'name') &&
    elements.some((element) => COPY_ME_THAT_IDS.has(element.attribs.id ?? '') || COPY_ME_THAT_CLASSES.some((name) => hasClass(element, name)))
  );
}

/** A line set in bold as a whole: how a group's name stands out when no class marks it. */
function isBoldLine(item: Element, line: string): boolean {
  const bold = elementsIn(item, (element) => element.name === 'b' || element.name === 'strong')
    .filter((element) => element.name === 'b' || element.name === 'strong')
    .map(lineIn)
    .join(' ');
  return bold !== '' && bold === line;
}

const isIngredientItem = (element: Element): boolean => hasClass(element, 'recipeIngredient') || hasClass(element, 'recipeIngredient_subheader');

/**
 * The ingredient lines in order; a subheader (recipeIngredient_subheader, a line in bold, or a
 * heading such as "For the sauce:") names the group of the lines under it.
 */
function ingredients(block: Element): ParsedIngredientLine[] {
  const reader = new IngredientReader();
  for (const item of elementsIn(block, isIngredientItem).filter(isIngredientItem)) {
    if (reader.full) break;
    const line = lineIn(item);
    const subheader = hasClass(item, 'recipeIngredient_subheader') || isBoldLine(item, line);
    reader.add(line, () => (subheader ? line : null));
  }
  return reader.lines;
}

const isStepItem = (element: Element): boolean => ['instruction', 'instruction_subheader', 'instruction_next'].some((name) => hasClass(element, name));

/**
 * The steps in order, each whole (its paragraphs kept); a subheader is a section heading, and a
 * paragraph Copy Me That sets apart inside a step (instruction_next) stays with its step.
 */
function instructions(block: Element): string[] {
  const steps: string[] = [];
  let stepBefore = false;
  for (const item of elementsIn(block, isStepItem).filter(isStepItem)) {
    if (steps.length === RECIPE_LIMITS.instructions) break;
    const text = paragraphsIn(item);
    const subheader = hasClass(item, 'instruction_subheader');
    if (text === '') continue;
    if (hasClass(item, 'instruction_next') && !subheader && stepBefore) {
      steps[steps.length - 1] = `${steps[steps.length - 1]}\n\n${writtenText(text)}`;
      continue;
    }
    const step = stepOf(text, () => (subheader ? text : null));
    if (step === '') continue;
    steps.push(step);
    // a section (a step sectionStep wrote) has no paragraphs of its own
    stepBefore = !step.startsWith('## ');
  }
  return steps;
}

function copyMeThatRecipe(block: Element): FoundRecipe {
  const elements = elementsIn(block);
  const byId = (id: string) => elements.find((element) => element.attribs.id === id);
  const withClass = (name: string) => elements.filter((element) => hasClass(element, name));
  const link = byId('original_link');
  const source = link?.attribs.href ?? lineIn(link);
  const yieldText = lineIn(byId('recipeYield')) || lineIn(byId('servings')).replace(/^servings\s*:?\s*/i, '');
  const recipeYield = readRecipeYield(yieldText);
  const notes = withClass('recipeNote').map(paragraphsIn);
  // the "Tags:" label some exports put among them is none
  const tags = tagsOf(withClass('recipeCategory').map(lineIn)).filter((tag) => !/^tags:?$/i.test(tag));
  const image = withClass('recipeImage').find((element) => element.name === 'img') ?? elements.find((element) => element.name === 'img');
  const { photoPath, imageUrl } = photoOf(image?.attribs.src);
  const recipe = buildParsedRecipe({
    title: lineIn(byId('name')),
    description: descriptionThenNotes(paragraphsIn(byId('description')), notes.length > 0 ? notes.join('\n\n') : paragraphsIn(byId('recipeNotes')), sourceNote(source)),
    ingredients: ingredients(block),
    instructions: instructions(block),
    yields: recipeYield?.yields ?? null,
    servings: recipeYield?.servings ?? null,
    tags,
    imageUrl,
    source: hostOf(source) ?? 'Copy Me That',
  });
  return foundRecipe(recipe, { photoPath });
}

/**
 * The recipes of Copy Me That's recipes.html: title, description and notes, ingredients with their
 * groups, steps with their sections, servings, tags, the original page and the photo.
 */
export function copyMeThatRecipes(html: string): FoundRecipe[] {
  return blocksOf(html, BLOCK_START, isRecipeBlock).map(copyMeThatRecipe);
}
