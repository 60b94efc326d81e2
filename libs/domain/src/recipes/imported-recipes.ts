/*
 * Recipes brought in from another app's export (docs/importing-recipes.md). Importing the same
 * export twice must not double the collection, and exports carry no id this app knows, so a
 * recipe is "already there" when it has the same title and the same ingredients.
 */

/** What one import from another app may send: the apps refuse more before sending, the server too. */
export const ARCHIVE_UPLOAD_LIMITS = {
  bytes: 64 * 1024 * 1024,
  files: 50,
} as const;

const folded = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The key two recipes share when one is a duplicate of the other: the title and the ingredient
 * names, case, spacing and the ingredients' order ignored (amounts and notes are not compared: a
 * recipe edited to serve more is still the same recipe).
 */
export function importedRecipeKey(title: string, ingredientNames: readonly string[]): string {
  const names = ingredientNames.map(folded).filter((name) => name !== '').sort();
  return JSON.stringify([folded(title), names]);
}

/**
 * The two times a recipe stores from a parsed one (prep, cook, total): a source that gives only a
 * total puts what is left after prep into cook.
 */
export function storedTimes({ prepTime, cookTime, totalTime }: { prepTime: number | null; cookTime: number | null; totalTime: number | null }) {
  const cook = cookTime ?? (totalTime !== null && totalTime > (prepTime ?? 0) ? totalTime - (prepTime ?? 0) : null);
  return { prepTime, cookTime: cook };
}
