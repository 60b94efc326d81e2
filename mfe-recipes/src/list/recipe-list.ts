import { recipeMatchesFilters } from '@mealapp/domain';
import { displayTags } from '../shared/recipe-tags';
import { RECIPES_TEXT } from '../shared/messages';
import type { RecipeSummary } from '../shared/types';

export type RecipeTab = 'mine' | 'favorites' | 'ai';
export const RECIPE_TABS: readonly RecipeTab[] = ['mine', 'favorites', 'ai'];

/** A list row with what the screen filters and groups by. */
export interface ListedRecipe {
  recipe: RecipeSummary;
  tags: readonly string[];
  category: string;
  /** Lower-case title and tags: the search runs over 10,000 of these on every key press. */
  haystack: string;
  /** The tags as one string: recipes with the same tags share one filter answer. */
  tagSet: string;
}

/**
 * The tags and search text are worked out when first read, then kept: opening a list of 10,000
 * recipes only groups them, and the tags are made for the cards on screen (a search or a tag
 * filter makes the rest once).
 */
class ListedRow implements ListedRecipe {
  readonly category: string;
  #tags: readonly string[] | undefined;
  #haystack: string | undefined;
  #tagSet: string | undefined;

  constructor(readonly recipe: RecipeSummary) {
    this.category = recipe.category?.name ?? RECIPES_TEXT.uncategorized;
  }

  get tags(): readonly string[] {
    return (this.#tags ??= displayTags(this.recipe.tags, this.recipe.contentTags, this.recipe.ingredientStatus));
  }

  get haystack(): string {
    return (this.#haystack ??= `${this.recipe.title}\n${this.tagSet}`.toLowerCase());
  }

  get tagSet(): string {
    return (this.#tagSet ??= this.tags.join('\n'));
  }
}

// A cache update replaces only the rows that changed: the others keep their entry (and their card its render).
const listedRows = new WeakMap<RecipeSummary, ListedRecipe>();

export function toListed(recipes: readonly RecipeSummary[]): ListedRecipe[] {
  return recipes.map((recipe) => {
    let entry = listedRows.get(recipe);
    if (!entry) listedRows.set(recipe, (entry = new ListedRow(recipe)));
    return entry;
  });
}

export interface RecipeFilters {
  search: string;
  tab: RecipeTab;
  /** Selected options of the filter groups (spec part 2 §9). */
  tags: readonly string[];
  categories: readonly string[];
}

/** recipeMatchesFilters, asked once per distinct set of tags: a large collection has far fewer of those than recipes. */
function tagFilter(selected: readonly string[]) {
  const answers = new Map<string, boolean>();
  return ({ tags, tagSet }: ListedRecipe) => {
    let answer = answers.get(tagSet);
    if (answer === undefined) answers.set(tagSet, (answer = recipeMatchesFilters(tags, selected)));
    return answer;
  };
}

/** spec part 2 §2: the header search matches title or tag; filters AND across groups, OR within one. */
export function visibleRecipes(listed: readonly ListedRecipe[], { search, tab, tags, categories }: RecipeFilters): ListedRecipe[] {
  const query = search.trim().toLowerCase();
  const inCategory = categories.length ? new Set(categories) : null;
  const matchesTags = tags.length ? tagFilter(tags) : null;
  return listed.filter(
    (entry) =>
      (tab !== 'favorites' || entry.recipe.isFavorited) &&
      (!query || entry.haystack.includes(query)) &&
      (!inCategory || inCategory.has(entry.category)) &&
      (!matchesTags || matchesTags(entry)),
  );
}

export interface RecipeGroup {
  key: string;
  title: string;
  /** The shared library's section (read-only recipes), last. */
  starter: boolean;
  recipes: ListedRecipe[];
}

export const STARTER_GROUP = 'starter';
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/**
 * The user's own recipes by category (Uncategorized last), then the shared library in its own
 * section (recipes-design.md: own recipes stay easy to find, a new account is not empty).
 */
export function groupRecipes(visible: readonly ListedRecipe[]): RecipeGroup[] {
  const own = new Map<string, ListedRecipe[]>();
  const starter: ListedRecipe[] = [];
  for (const entry of visible) {
    if (entry.recipe.readOnly) starter.push(entry);
    else {
      const group = own.get(entry.category);
      if (group) group.push(entry);
      else own.set(entry.category, [entry]);
    }
  }
  const names = [...own.keys()].sort((a, b) =>
    a === RECIPES_TEXT.uncategorized ? 1 : b === RECIPES_TEXT.uncategorized ? -1 : byName(a, b),
  );
  const groups: RecipeGroup[] = names.map((name) => ({ key: `category:${name}`, title: name, starter: false, recipes: own.get(name)! }));
  if (starter.length) groups.push({ key: STARTER_GROUP, title: RECIPES_TEXT.starter, starter: true, recipes: starter });
  return groups;
}

/** The category chips: every category the user can file under, and any a listed recipe carries. */
export function categoryChoices(listed: readonly ListedRecipe[], categoryNames: readonly string[]): string[] {
  const names = new Set(categoryNames);
  for (const entry of listed) names.add(entry.category);
  return [...names].sort((a, b) => (a === RECIPES_TEXT.uncategorized ? 1 : b === RECIPES_TEXT.uncategorized ? -1 : byName(a, b)));
}
