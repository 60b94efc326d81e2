import { ARCHIVE_UPLOAD_LIMITS, RECIPE_LIMITS } from '@mealapp/domain';

const MB = 1024 * 1024;

/**
 * What one archive import takes at most (docs/importing-recipes.md). An export of a few hundred
 * recipes with their photos fits; the upload and what it unpacks to are held in memory, never
 * written to disk, so each bound is also a bound on one request's memory.
 */
export const ARCHIVE_LIMITS = {
  /** The whole upload (every file together). */
  uploadBytes: ARCHIVE_UPLOAD_LIMITS.bytes,
  files: ARCHIVE_UPLOAD_LIMITS.files,
  /** Everything inflated from the archives of one upload, nested ones included: twice the upload. */
  unpackedBytes: 128 * MB,
  /** Entries in all archives of one upload, nested ones included. */
  entries: 10_000,
  /** An entry may inflate to this many times its compressed size (JSON compresses about 10 to 1)... */
  compressionRatio: 100,
  /** ...unless it stays this small. */
  ratioFreeBytes: 1 * MB,
  /** A zip inside a zip (Tandoor's export) is one level; a zip inside that is refused. */
  nestingDepth: 1,
  /** One recipe's JSON file. */
  jsonBytes: 4 * MB,
  /** Mealie's and Tandoor's recipe JSON nests about eight levels. */
  jsonDepth: 32,
  imageBytes: RECIPE_LIMITS.imageUploadBytes,
  recipes: 2_000,
} as const;

const L = ARCHIVE_LIMITS;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** Why a whole upload is refused (nothing is stored), and why one entry is skipped (the rest goes on). */
export const ARCHIVE_MESSAGES = {
  filesRequired: 'Choose a Mealie or Tandoor export (.zip) or schema.org JSON-LD files (.json) to import (form field "files")',
  tooLarge: `The files must be at most ${mb(L.uploadBytes)} together. Export fewer recipes at a time.`,
  tooManyFiles: `Choose at most ${L.files} files at a time`,
  lengthRequired: 'The upload must say its length (Content-Length)',
  unsupported: (file: string) => `${file} is neither a zip archive nor a JSON file. Choose a Mealie or Tandoor export (.zip) or schema.org JSON-LD files (.json).`,
  unreadableZip: (file: string) => `${file} is not a readable zip archive`,
  encrypted: (file: string) => `${file} holds password-protected entries, which cannot be read`,
  unsafeName: (file: string) => `${file} holds an entry whose name points outside the archive (an absolute path, "..", a backslash or a NUL character)`,
  symlink: (file: string) => `${file} holds a symbolic link, which an export never does`,
  tooDeep: (file: string) => `${file} holds a zip inside a zip inside a zip; exports nest at most one level`,
  tooManyEntries: `The archives hold more than ${L.entries.toLocaleString('en-US')} entries`,
  bomb: (file: string) => `${file} unpacks to far more than its size (over ${L.compressionRatio} times): refused as a zip bomb`,
  unpackedTooLarge: `The archives unpack to more than ${mb(L.unpackedBytes)}`,
  jsonTooDeep: (file: string) => `${file} nests its JSON too deeply`,
  jsonNul: (file: string, field: string) => `${file}: ${field} must not contain a NUL character`,
  noRecipes: 'No recipe was found in the files: choose a Mealie or Tandoor export, or schema.org Recipe JSON-LD files',
  tooManyRecipes: `Import at most ${L.recipes.toLocaleString('en-US')} recipes at a time`,
  // one entry: the import goes on without it
  notRecipe: 'Not a recipe',
  unreadableJson: 'Unreadable JSON',
  jsonTooLarge: `Too large (over ${mb(L.jsonBytes)})`,
  imageTooLarge: `Image too large (over ${mb(L.imageBytes)}); the recipe was imported without it`,
  imageRefused: (reason: string) => `Image not kept (${reason}); the recipe was imported without it`,
  duplicate: 'Already in your recipes (same title and ingredients)',
  duplicateInUpload: 'Appears twice in the upload (same title and ingredients)',
  missingTitle: 'Missing title',
} as const;
