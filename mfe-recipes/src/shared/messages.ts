// No @mealapp/domain import here: Home's card reads these texts, and would otherwise bundle the
// recipe rules they sit beside (the form's validation pulls the quantity library).

// spec part 2 §2 and §8: the recipe screens' texts, as written.
export const RECIPES_TEXT = {
  title: 'Recipes',
  searchPlaceholder: 'Search recipes or tags...',
  tabs: { mine: 'My Recipes', favorites: 'Favorites', ai: 'AI Recommendations' },
  shortTabs: { mine: 'All', favorites: 'Fav', ai: 'AI' },
  emptyMine: 'No recipes found. Start by adding your first recipe!',
  emptyFavorites: 'No favorite recipes yet. Heart some recipes to see them here!',
  noMatch: 'No recipes match your search and filters.',
  noAiMatch: 'No AI recommendations match your search.',
  loadFailed: 'Failed to load recipes',
  deleteTitle: 'Delete Recipe',
  deleteText: 'Are you sure you want to delete this recipe? This action cannot be undone.',
  uncategorized: 'Uncategorized',
  starter: 'Starter recipes',
  createManually: 'Create Manually',
  addCategory: 'Add Cat.',
  addCategoryTitle: 'Add Category',
  addTitle: 'Add Recipe Manually',
  editTitle: 'Edit Recipe',
  saving: 'Saving...',
  unableToSave: 'Unable to save:',
  quantitiesNote: 'Note: Recipe assumes you have sufficient quantities of available ingredients.',
  unavailableTitle: 'Recipe Temporarily Unavailable',
  tooManyRequests:
    'The API is currently experiencing high traffic. Please try again in a few moments, or try viewing recipe ID 1-3 for demo data.',
  backToRecipes: 'Back to Recipes',
  viewDemo: 'View Demo Recipe',
  demoTitle: 'Demo Mode',
  demoText: 'This is a shared sample recipe. Save a copy to make it your own.',
  editImageTitle: 'Edit Recipe Image',
  uploadHint: 'PNG, JPG up to 5MB',
  cardTitle: 'Cook Tonight',
  cardEmpty: 'Add pantry items to see available recipes',
  cardReady: 'Ready to cook',
  cardNeed: 'Need ingredients',
} as const;

export const RECIPE_ERRORS = {
  fetchOne: 'Failed to fetch recipe',
  create: 'Failed to create recipe',
  update: 'Failed to update recipe',
  delete: 'Failed to delete recipe',
  favorite: 'Failed to toggle favorite',
  createCategory: 'Failed to create category',
  image: 'Failed to update recipe image',
} as const;

// spec part 2 §8: adding a recipe's ingredients to the shopping list
export const SHOPPING_MESSAGES = {
  nothingNeeded: 'No missing or low stock ingredients to add!',
  nothingAtAll: 'No ingredients to add!',
  failed: 'Failed to add ingredients to shopping list. Please try again.',
  addedNeeded: (n: number) => `Added ${n} needed ingredient(s) to shopping list!`,
  addedAll: (n: number) => `Added ${n} ingredient(s) to shopping list!`,
} as const;

export const RECIPE_SUCCESS = {
  created: 'Recipe created successfully!',
  updated: 'Recipe updated successfully!',
  image: 'Recipe image updated successfully!',
  copied: 'Recipe link copied to clipboard!',
} as const;

/** spec part 2 §8: the list's fallback when an answer carries no error text. */
export const FETCH_RECIPES_FALLBACK = 'Failed to fetch recipes';
