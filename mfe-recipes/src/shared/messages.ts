// Home's cards import nothing from here (their texts are card/card-text.ts and fetch-fallback.ts): a
// chunk carries a module whole, so a card would bring every screen's texts with one of them.

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
  noAiRecommendations: 'No recommendations yet: every recipe breaks your diet or allergies. Add recipes that fit, or check your preferences.',
  aiLoadFailed: 'Failed to load recommendations',
  loadFailed: 'Failed to load recipes',
  deleteTitle: 'Delete Recipe',
  deleteText: 'Are you sure you want to delete this recipe? This action cannot be undone.',
  uncategorized: 'Uncategorized',
  starter: 'Starter recipes',
  createManually: 'Create Manually',
  importFromUrl: 'Import from URL',
  scanRecipe: 'Scan Recipe',
  selectPhoto: 'Select Photo',
  addCategory: 'Add Cat.',
  // Starts with the button's visible words (WCAG 2.5.3), then says what the short form stands for.
  addCategoryName: 'Add Cat., new category',
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
} as const;

export const RECIPE_ERRORS = {
  fetchOne: 'Failed to fetch recipe',
  create: 'Failed to create recipe',
  update: 'Failed to update recipe',
  delete: 'Failed to delete recipe',
  favorite: 'Failed to toggle favorite',
  createCategory: 'Failed to create category',
  image: 'Failed to update recipe image',
  saveImported: 'Failed to save imported recipe',
} as const;

// spec part 2 §2, §5 and §8: Paste & Parse, Import from URL and the review dialog
export const IMPORT_TEXT = {
  fillFormTab: 'Fill Form',
  pasteTab: 'Paste & Parse',
  pasteLabel: 'Recipe text',
  pasteHint: 'Paste a recipe (title, ingredients and steps) and we will fill in the form for you.',
  parse: 'Parse Recipe',
  parsing: 'Parsing...',
  parsed: 'Recipe parsed. Check the form before saving.',
  urlTitle: 'Import from URL',
  urlLabel: 'Recipe URL',
  urlHint: 'Paste the address of a recipe page.',
  invalidUrl: 'Please enter a valid URL',
  import: 'Import',
  importing: 'Importing...',
  urlFailed: 'Failed to parse recipe from URL. Please try again or add manually.',
  importedTitle: 'Imported Recipe',
  scannedTitle: 'Scanned Recipe',
  reviewSubtitle: 'Review and edit before saving',
  reviewWarning: 'Imports are not guaranteed to be 100% accurate. Please verify all details.',
  editMore: 'Edit More',
  saveRecipe: 'Save Recipe',
} as const;

// spec part 2 §5, §8 and §9: the scan dialog and Select Photo
export const SCAN_TEXT = {
  scanTitle: 'Scan Recipe',
  photoTitle: 'Select Photo',
  scanHint: 'Take a photo of a recipe page in good light, with the whole page in the frame.',
  photoHint: 'Choose a clear photo of a recipe from your library.',
  takePhoto: 'Take Photo',
  choosePhoto: 'Choose Photo',
  optimizing: 'Optimizing image...',
  uploading: 'Uploading for OCR...',
  scanned: 'Recipe scanned!',
  failed: 'Failed to scan recipe',
  scanFailed: 'Scan failed',
  noRecipe: 'No recipe returned',
  noFile: 'No file selected',
  cancelled: 'Image capture cancelled',
  scanTooLarge: 'Selected file exceeds the 8MB limit. Please choose a smaller image.',
  photoTooLarge: (sizeMb: string) =>
    `Selected file is ${sizeMb}MB which exceeds the 8MB limit. Please choose a smaller image or resize/compress it and try again.`,
  smallPhoto: (sizeKb: number) =>
    `This photo is only ${sizeKb} KB, so its text may be too small to read and the results may be poor. A closer, sharper photo works best.`,
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

// spec part 2 §4 and §8: Add to Meal Plan on the recipe detail
export const MEAL_PLAN_TEXT = {
  open: 'Add to Meal Plan',
  title: 'Add to Meal Plan',
  dateLabel: 'Date',
  mealTypeLabel: 'Meal Type',
  add: 'Add',
  adding: 'Adding...',
  // spec part 2 §8, as written: {mealType} and {date} are the values sent (dinner, YYYY-MM-DD).
  added: (title: string, mealType: string, date: string) => `Successfully added "${title}" to ${mealType} on ${date}!`,
  forServings: (servings: number) => `Planned for ${servings} servings, as set on the recipe.`,
} as const;

// Import from another app (docs/importing-recipes.md)
export const ARCHIVE_TEXT = {
  menu: 'Import from another app',
  title: 'Import from another app',
  hint: 'Choose the export of Mealie, Tandoor, Nextcloud Cookbook, Paprika, Mela, RecipeSage, Chowdown, Copy Me That, Recipe Keeper, Plan to Eat or My Recipe Box, Cooklang files, or schema.org JSON-LD. Recipes you already have are skipped.',
  choose: 'Choose files',
  noFile: 'Choose at least one file',
  tooLarge: (mb: number) => `The files must be at most ${mb} MB together. Export fewer recipes at a time.`,
  tooManyFiles: (count: number) => `Choose at most ${count} files at a time`,
  uploading: (percent: number) => `Uploading ${percent}%`,
  reading: 'Reading the files...',
  importing: (done: number, total: number) => `Importing ${done} of ${total}`,
  uploadLabel: 'Upload progress',
  importLabel: 'Import progress',
  imported: (count: number) => (count === 1 ? 'Imported 1 recipe' : `Imported ${count} recipes`),
  skippedHeading: (count: number) => (count === 1 ? '1 entry skipped' : `${count} entries skipped`),
  failed: 'The import failed',
  stopped: 'The import stopped before the end. The recipes imported so far were kept; import the same files again to add the rest.',
  network: 'The upload did not reach the server. Check the connection and try again.',
  done: 'Done',
  importMore: 'Import more',
} as const;

// Issue 26: I cooked this.
export const COOKED_TEXT = {
  button: 'I cooked this',
  title: 'I cooked this',
  recording: 'Recording…',
  recordFailed: 'Could not record this meal. Check your connection and try again.',
  offersIntro: 'Tick what you used up. Nothing in your pantry changes unless you tick it.',
  recorded: (title: string) => `${title} recorded as cooked`,
  pantryUpdated: (count: number) => `Recorded as cooked. Pantry updated (${count} ${count === 1 ? 'item' : 'items'})`,
  pantryFailed: (names: readonly string[], reason: string) => `Could not update ${names.join(', ')}${reason ? ` (${reason})` : ''}. Try again or skip.`,
  update: 'Update pantry',
  skip: 'Skip',
  retry: 'Try again',
} as const;

// Issue 26: cook mode.
export const COOK_TEXT = {
  start: 'Start cooking',
  leave: 'Leave cook mode',
  stepOf: (step: number, steps: number) => `Step ${step} of ${steps}`,
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
  inThisStep: 'In this step',
  ingredients: 'Ingredients',
  stepDone: (step: number) => `Done with step ${step}`,
  noSteps: 'This recipe has no steps to cook through.',
  screenMayTurnOff: 'Screen may turn off',
  timers: 'Timers',
  startTimer: (length: string) => `Start ${length} timer`,
  timerLabel: (step: number, length: string) => `Step ${step}, ${length}`,
  timerStarted: (label: string) => `Timer started: ${label}`,
  timerDone: (label: string) => `Timer done: ${label}`,
  timerCancelled: (label: string) => `Timer cancelled: ${label}`,
  timeLeft: (label: string) => `${label}: time left`,
  pause: 'Pause',
  pauseTimer: (label: string) => `Pause timer ${label}`,
  resume: 'Resume',
  resumeTimer: (label: string) => `Resume timer ${label}`,
  cancel: 'Cancel',
  cancelTimer: (label: string) => `Cancel timer ${label}`,
  dismiss: 'Dismiss',
  dismissTimer: (label: string) => `Dismiss Timer done: ${label}`,
  stepsNav: 'Steps',
} as const;

// Issue 26: servings on the recipe screen, and a count rounded to whole ones.
export const SERVINGS_TEXT = {
  label: 'Servings',
  fewer: 'Fewer servings',
  more: 'More servings',
  scaledFrom: (servings: number) => `Scaled from ${servings} servings`,
  asWritten: 'As written',
  roundedFrom: (amount: string) => ` (rounded from ${amount})`,
} as const;
