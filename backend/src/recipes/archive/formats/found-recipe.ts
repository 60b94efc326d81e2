import type { ParsedRecipe } from '@mealapp/domain';

/**
 * A recipe one format's reader found, before the upload's plumbing attaches its photo and saves it.
 * Every reader in this folder is a pure function from a file's text or JSON to these: no I/O, no
 * Nest, linear in its input (they run on the untrusted-work thread, within its time budget).
 */
export interface FoundRecipe {
  recipe: ParsedRecipe;
  /**
   * The photo the format carries inside the recipe (Paprika's and Mela's base64), decoded:
   * null when it was larger than ARCHIVE_LIMITS.imageBytes (the recipe is imported without it).
   */
  photo?: Buffer | null;
  /**
   * The photo the format keeps as a file of the archive, as the recipe names it ("images/pancakes.jpg"):
   * relative to the export's folder (where recipes.html is; Chowdown's site, above _recipes/). The
   * plumbing looks it up, and never outside the archive.
   */
  photoPath?: string;
}

/**
 * A found recipe, with what the format gave of its photo: `photo` (null: it was too large) or
 * `photoPath`; a part that is undefined (or a path that is null) is left out.
 */
export function foundRecipe(recipe: ParsedRecipe, { photo, photoPath }: { photo?: Buffer | null; photoPath?: string | null } = {}): FoundRecipe {
  const found: FoundRecipe = { recipe };
  if (photo !== undefined) found.photo = photo;
  if (typeof photoPath === 'string') found.photoPath = photoPath;
  return found;
}
