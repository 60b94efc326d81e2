import { buildParsedRecipe, sectionStep } from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { readRecipeYield } from '../../import/recipe-yield.js';
import { isNode, listOf, recipeFromSchema } from '../../import/schema-recipe.js';
import { field, hostOf, textOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { descriptionThenNotes, headingTitle, httpsUrl, IngredientReader, nutritionNode, sourceNote, stepOf, stepsFrom } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';
import { frontMatter, yamlMapping } from './front-matter.js';
import { archivePhotoPath } from './html-blocks.js';

// Chowdown: a Jekyll site, one recipe a Markdown file in _recipes/ (https://github.com/clarklab/chowdown).

const MAX_NESTING = 4;

/** A Chowdown recipe's path in the site's zip: a .md file under a _recipes/ folder, at any depth. */
export function isChowdownRecipe(path: string): boolean {
  const parts = path.split('/');
  const name = parts[parts.length - 1];
  return parts.slice(0, -1).includes('_recipes') && /\.md$/i.test(name) && !name.startsWith('.');
}

/**
 * Chowdown's ingredient lines: a list of lines (a fork writes "0.5|cup|butter"), nested lists, or
 * mappings grouping lines under a heading ("Dough: [...]"); a line or key with no lines under it
 * ("- For the sauce:") heads the lines after it. A nested list's group ends with it.
 */
function readIngredients(value: unknown, depth: number, reader: IngredientReader): void {
  if (depth > MAX_NESTING) return;
  const addLine = (text: string) => {
    for (const raw of text.split('\n')) {
      reader.add(
        raw
          .split('|')
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' '),
      );
    }
  };
  const readNested = (inner: unknown, group: string | null) => {
    const outer = reader.group;
    reader.group = group;
    readIngredients(inner, depth + 1, reader);
    reader.group = outer;
  };
  for (const item of listOf(value)) {
    if (Array.isArray(item)) readNested(item, reader.group);
    else if (isNode(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (inner === null || inner === '') reader.group = headingTitle(key) || reader.group;
        else if (isNode(inner) || Array.isArray(inner)) readNested(inner, headingTitle(key) || reader.group);
        else addLine(`${key}: ${textOf(inner)}`);
      }
    } else addLine(textOf(item));
  }
}

/** Chowdown's directions: one step an item (its Markdown kept), a heading item a section; one text block is a step a line. */
function readDirections(value: unknown, depth: number, into: string[]): void {
  if (depth > MAX_NESTING) return;
  if (typeof value === 'string') {
    into.push(...stepsFrom(value));
    return;
  }
  const addStep = (text: string) => {
    const step = stepOf(text);
    if (step !== '') into.push(step);
  };
  for (const item of listOf(value)) {
    if (Array.isArray(item)) readDirections(item, depth + 1, into);
    else if (isNode(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (isNode(inner) || Array.isArray(inner) || inner === null || inner === '') {
          if (headingTitle(key)) into.push(sectionStep(key));
          readDirections(inner ?? [], depth + 1, into);
        } else addStep(`${key}: ${textOf(inner)}`);
      }
    } else addStep(textOf(item));
  }
}

/**
 * Where the recipe's photo is: an https address is a link; a file name is in the site's images/
 * folder (Chowdown's layout shows /images/<image>), a path from the site's root loses its "/".
 */
function photoOf(value: unknown): { imageUrl?: string; photoPath?: string } {
  const image = listOf(value).map(textOf).find(Boolean) ?? '';
  const imageUrl = httpsUrl(image);
  if (imageUrl !== null) return { imageUrl };
  const path = archivePhotoPath(image);
  if (path === null) return {};
  return { photoPath: image.startsWith('/') || path.startsWith('images/') ? path : `images/${path}` };
}

/** The recipe's original page, when one of the fields forks use for it holds a web address. */
function sourceHost(data: SchemaNode): string | null {
  for (const key of ['source_url', 'sourceURL', 'sourceUrl', 'source', 'url', 'original', 'link']) {
    const host = hostOf(data[key]);
    if (host) return host;
  }
  return null;
}

/** The body's Markdown, then what has no field of ours: the component recipes it uses, the photo's credit and a source that is no address. */
function description(data: SchemaNode, body: string, hasPhoto: boolean): string {
  const components = listOf(data.components).map(textOf).filter(Boolean);
  const credit = hasPhoto ? textOf(listOf(data.imagecredit)[0]) : '';
  return descriptionThenNotes(
    textOf(data.description),
    body,
    components.length > 0 ? `Uses: ${components.join(', ')}` : '',
    credit ? `Photo credit: ${credit}` : '',
    sourceNote(data.source),
  );
}

/**
 * A Chowdown recipe file (_recipes/<name>.md) as a recipe: its front matter's title, tags,
 * ingredients, directions, yield, times and image, the Markdown after it as the description.
 * Null without front matter, or when it is unreadable YAML (an alias bomb) or names no recipe.
 */
export function chowdownRecipe(text: string): FoundRecipe | null {
  const matter = frontMatter(text);
  const data = matter && yamlMapping(matter.yaml);
  if (!matter || !data || !['title', 'ingredients', 'directions', 'components'].some((key) => data[key] !== undefined && data[key] !== null)) return null;
  const photo = photoOf(data.image);
  const made = readRecipeYield(textOf(field(data, 'yield', 'yields', 'makes')));
  const served = readRecipeYield(textOf(field(data, 'servings', 'serves')));
  const page = recipeFromSchema(
    {
      name: data.title,
      prepTime: field(data, 'prep', 'preptime', 'prep_time', 'prepTime'),
      cookTime: field(data, 'cook', 'cooktime', 'cook_time', 'cookTime'),
      totalTime: field(data, 'total', 'totaltime', 'total_time', 'totalTime', 'time'),
      recipeCategory: [...listOf(data.tags), ...listOf(data.categories), ...listOf(data.category), ...listOf(data.course)].map(textOf),
      recipeCuisine: textOf(data.cuisine),
      nutrition: nutritionNode(data.nutrition, data),
    },
    NO_PAGE,
  );
  const ingredients = new IngredientReader();
  readIngredients(data.ingredients, 0, ingredients);
  const instructions: string[] = [];
  readDirections(data.directions, 0, instructions);
  const recipe = buildParsedRecipe({
    ...page,
    description: description(data, matter.body, photo.imageUrl !== undefined || photo.photoPath !== undefined),
    ingredients: ingredients.lines,
    instructions,
    yields: made?.yields ?? served?.yields ?? null,
    servings: served?.servings ?? made?.servings ?? null,
    imageUrl: photo.imageUrl ?? null,
    source: sourceHost(data) ?? 'Chowdown',
  });
  return foundRecipe(recipe, photo);
}
