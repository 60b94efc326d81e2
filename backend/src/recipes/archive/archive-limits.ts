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
  /** One recipe's JSON file (Paprika's gzipped one, once inflated): room for a photo at its limit in base64 (Paprika, Mela). */
  jsonBytes: 8 * MB,
  /** A file of many recipes: Copy Me That's or Recipe Keeper's recipes.html, a CSV export. */
  documentBytes: 16 * MB,
  /** Mealie's and Tandoor's recipe JSON nests about eight levels. */
  jsonDepth: 32,
  imageBytes: RECIPE_LIMITS.imageUploadBytes,
  recipes: 2_000,
} as const;

const L = ARCHIVE_LIMITS;

/** The formats an import reads, as messages name them (docs/importing-recipes.md lists what each carries over). */
export const FORMATS =
  'exports of Mealie, Tandoor, Nextcloud Cookbook, Paprika (.paprikarecipes, .paprikarecipe), Mela (.melarecipes, .melarecipe), RecipeSage (JSON-LD), ' +
  'Chowdown, Copy Me That, Recipe Keeper, Plan to Eat and My Recipe Box (.zip or .csv), Cooklang files (.cook), and schema.org Recipe JSON-LD (.json)';
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** Why a whole upload is refused (nothing is stored), and why one entry is skipped (the rest goes on). */
export const ARCHIVE_MESSAGES = {
  filesRequired: `Choose the files to import (form field "files"): ${FORMATS}.`,
  tooLarge: `The files must be at most ${mb(L.uploadBytes)} together. Export fewer recipes at a time.`,
  tooManyFiles: `Choose at most ${L.files} files at a time`,
  lengthRequired: 'The upload must say its length (Content-Length)',
  unsupported: (file: string) => `${file} is not a format we read. We read ${FORMATS}.`,
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
  noRecipes: `No recipe was found in the files (we read ${FORMATS})`,
  documentNul: (file: string) => `${file} holds a NUL character, which no recipe export does`,
  tooManyRecipes: `Import at most ${L.recipes.toLocaleString('en-US')} recipes at a time`,
  // one entry: the import goes on without it
  notRecipe: 'Not a recipe',
  unreadableJson: 'Unreadable JSON',
  jsonTooLarge: `Too large (over ${mb(L.jsonBytes)})`,
  documentTooLarge: `Too large (over ${mb(L.documentBytes)})`,
  unreadableGzip: 'Unreadable (not a gzipped recipe)',
  unknownCsv: 'Not a CSV export we read: its first row names none of Plan to Eat’s or My Recipe Box’s columns',
  imageTooLarge: `Image too large (over ${mb(L.imageBytes)}); the recipe was imported without it`,
  imageRefused: (reason: string) => `Image not kept (${reason}); the recipe was imported without it`,
  duplicate: 'Already in your recipes (same title and ingredients)',
  duplicateInUpload: 'Appears twice in the upload (same title and ingredients)',
  missingTitle: 'Missing title',
} as const;
