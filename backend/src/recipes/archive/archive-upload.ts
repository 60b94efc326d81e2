import { posix } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ParsedRecipe } from '@mealapp/domain';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { jsonNestingExceeds, nulCharacterPath } from '../../common/hostile-input.js';
import { ARCHIVE_LIMITS as L, ARCHIVE_MESSAGES as M } from './archive-limits.js';
import { chowdownRecipe } from './formats/chowdown.js';
import { cooklangRecipe } from './formats/cooklang.js';
import { copyMeThatRecipes, isCopyMeThatPage } from './formats/copy-me-that.js';
import type { FoundRecipe } from './formats/found-recipe.js';
import { isMelaRecipe, melaRecipe } from './formats/mela.js';
import { isPaprikaRecipe, paprikaRecipe } from './formats/paprika.js';
import { isRecipeKeeperPage, recipeKeeperRecipes } from './formats/recipe-keeper.js';
import { recipeCsvFormat, recipeCsvRecipes } from './formats/recipe-csv.js';
import { isRecipeSageRecipe, recipeSageRecipe } from './formats/recipesage.js';
import { isMealieRecipe, mealieRecipe } from './mealie-recipe.js';
import { schemaRecipe, schemaRecipeNodes } from './schema-file.js';
import { isTandoorRecipe, tandoorRecipe } from './tandoor-recipe.js';
import { isZip, readZipEntries, UnpackBudget, type ZipContents } from './zip-entries.js';

/** What multer hands over for each file of the `files` field (memory storage). */
export interface UploadedArchiveFile {
  originalname: string;
  buffer: Buffer;
}

export interface ArchiveImage {
  file: string;
  /** null: larger than an uploaded photo may be. */
  bytes: Buffer | null;
}

/** A recipe found in the upload, read and within the limits, not yet saved. */
export interface ImportCandidate {
  /** Where it was found: "export.zip/recipes/pasta/pasta.json". */
  file: string;
  recipe: ParsedRecipe;
  image: ArchiveImage | null;
}

export interface SkippedEntry {
  file: string;
  reason: string;
}

export interface ReadUpload {
  candidates: ImportCandidate[];
  skipped: SkippedEntry[];
}

/** Where a file was found, and the photos of its archive (none for a file uploaded alone). */
interface Place {
  /** As the report names it: "export.zip/recipes/pasta.json". */
  file: string;
  /** Its path inside its archive ("recipes/pasta.json"); its name when uploaded alone. */
  path: string;
  archive: { label: string; contents: ZipContents } | null;
}

// Mealie keeps a recipe's photo as images/original.*, Tandoor as image.*, Nextcloud Cookbook as full.jpg
const PHOTOS_BESIDE = ['images/original.webp', 'images/original.jpg', 'images/original.jpeg', 'images/original.png', 'image.webp', 'image.jpg', 'image.jpeg', 'image.png', 'full.jpg', 'full.jpeg', 'full.png'];
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

const dirOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

/**
 * The folder a file's photo paths start from: Chowdown's site (its recipes are in <site>/_recipes/,
 * its photos in <site>/images/), else the file's own folder (where recipes.html is).
 */
function exportFolder(path: string): string {
  const site = path.lastIndexOf('_recipes/');
  return site === -1 ? dirOf(path) : path.slice(0, site);
}

/** The archive path of a photo a recipe names from `folder`; null when it points outside ("..") or is an address. */
function insideArchive(named: string, folder: string): string | null {
  if (named.includes('\\') || named.includes('\0') || /^[a-z][a-z\d+.-]*:/i.test(named)) return null;
  const normal = posix.normalize(`${folder}${named.replace(/^\/+/, '')}`);
  return normal === '..' || normal.startsWith('../') || normal.startsWith('/') ? null : normal;
}

/** A file uploaded alone that is read as a document of recipes (a zip's entries are named by entryKind). */
const DOCUMENT_NAME = /\.(?:csv|cook|md|markdown|html?)$/i;

/** A file's name as the report shows it: its last segment, any control character made visible. */
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const displayName = (name: string): string => (name.split(/[/\\]/).pop() || 'file').replace(/[\u0000-\u001f]/g, '?');

const BOM = '\ufeff';

/** Starts like JSON (after a byte-order mark and whitespace): an object or a list. */
function looksLikeJson(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 64).toString('utf8').replace(BOM, '').trimStart();
  return start.startsWith('{') || start.startsWith('[');
}

const isGzip = (bytes: Buffer): boolean => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Paprika's gzipped recipe, inflated within the budget: null when it inflates past a recipe's
 * JSON size; a bomb (far past its own size) refuses the upload; an unreadable one is undefined.
 */
function gunzipRecipe(bytes: Buffer, label: string, budget: UnpackBudget): Buffer | null | undefined {
  const ratioLimit = Math.max(L.ratioFreeBytes, L.compressionRatio * bytes.length);
  const limit = Math.min(ratioLimit, L.jsonBytes);
  let inflated: Buffer;
  try {
    inflated = gunzipSync(bytes, { maxOutputLength: limit + 1 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') return undefined;
    if (ratioLimit < L.jsonBytes) throw new BadRequestException(M.bomb(label));
    return null;
  }
  budget.take(inflated.length);
  if (inflated.length > limit) {
    if (ratioLimit < L.jsonBytes) throw new BadRequestException(M.bomb(label));
    return null;
  }
  return inflated;
}

/**
 * Reads one upload into the recipes it holds and the entries it skips, in memory: Mealie's,
 * Tandoor's, Nextcloud Cookbook's, Paprika's, Mela's, RecipeSage's, Chowdown's, Copy Me That's,
 * Recipe Keeper's, Plan to Eat's and My Recipe Box's exports, Cooklang files, schema.org JSON-LD,
 * or zips of them (docs/importing-recipes.md). Whatever makes the upload hostile refuses all of it
 * before anything is saved: a file of no format we read (415), an unsafe or bomb archive, a zip
 * nested too deeply, JSON nested too deeply or a NUL character in any text (400).
 */
export async function readUpload(files: readonly UploadedArchiveFile[]): Promise<ReadUpload> {
  const budget = new UnpackBudget();
  const result: ReadUpload = { candidates: [], skipped: [] };
  const skip = (file: string, reason: string) => result.skipped.push({ file, reason });

  /** A photo kept as a file of the archive, by its path there. */
  const photoAt = async (place: Place, path: string | null): Promise<ArchiveImage | null> => {
    if (path === null || !place.archive?.contents.photoPaths.has(path)) return null;
    return { file: `${place.archive.label}/${path}`, bytes: await place.archive.contents.photo(path) };
  };

  /** The recipes a file held, with their photos, as candidates (or skipped when there are none). */
  const add = async (place: Place, found: FoundRecipe[], photoBeside: (found: FoundRecipe) => string | null = () => null) => {
    if (found.length === 0) skip(place.file, M.notRecipe);
    for (const [index, entry] of found.entries()) {
      const where = found.length > 1 ? `${place.file} #${index + 1}` : place.file;
      if (entry.recipe.title === '') {
        skip(where, M.missingTitle);
        continue;
      }
      let image: ArchiveImage | null = null;
      if (entry.photo !== undefined) image = { file: `${where} (photo)`, bytes: entry.photo };
      else image = await photoAt(place, entry.photoPath === undefined ? photoBeside(entry) : insideArchive(entry.photoPath, exportFolder(place.path)));
      result.candidates.push({ file: where, recipe: entry.recipe, image });
    }
  };

  const readJson = async (place: Place, bytes: Buffer | null) => {
    if (bytes === null) return skip(place.file, M.jsonTooLarge);
    if (jsonNestingExceeds(bytes, L.jsonDepth)) throw new BadRequestException(M.jsonTooDeep(place.file));
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8').replace(BOM, ''));
    } catch {
      return skip(place.file, M.unreadableJson);
    }
    const nul = nulCharacterPath(value);
    if (nul !== null) throw new BadRequestException(M.jsonNul(place.file, nul.replace(/\0/g, '\\0')));
    const nodes = schemaRecipeNodes(value);
    // a JSON-LD file's image is an address, kept as a link; a photo beside it is its own (Nextcloud Cookbook's full.jpg) when it holds one recipe
    const beside = () => (nodes.length > 1 ? null : (PHOTOS_BESIDE.map((name) => `${dirOf(place.path)}${name}`).find((path) => place.archive?.contents.photoPaths.has(path)) ?? null));
    if (nodes.length > 0) return add(place, nodes.map((node) => (isRecipeSageRecipe(node) ? recipeSageRecipe(node) : { recipe: schemaRecipe(node) })), beside);
    if (isTandoorRecipe(value)) return add(place, [{ recipe: tandoorRecipe(value) }], beside);
    if (isMealieRecipe(value)) return add(place, [{ recipe: mealieRecipe(value) }], beside);
    const found = isPaprikaRecipe(value) ? paprikaRecipe(value) : isMelaRecipe(value) ? melaRecipe(value) : null;
    return add(place, found ? [found] : []);
  };

  const readDocument = async (place: Place, bytes: Buffer | null) => {
    if (bytes === null) return skip(place.file, M.documentTooLarge);
    const text = bytes.toString('utf8').replace(BOM, '');
    if (text.includes('\0')) throw new BadRequestException(M.documentNul(place.file));
    const name = place.path.toLowerCase();
    if (name.endsWith('.csv')) return recipeCsvFormat(text) === null ? skip(place.file, M.unknownCsv) : add(place, recipeCsvRecipes(text));
    if (name.endsWith('.cook')) {
      const found = cooklangRecipe(text, displayName(place.path));
      // Cooklang keeps a recipe's photo beside it under the same name: "Pancakes.cook", "Pancakes.jpg"
      const stem = place.path.slice(0, -'.cook'.length);
      const beside = () => PHOTO_TYPES.map((type) => `${stem}.${type}`).find((path) => place.archive?.contents.photoPaths.has(path)) ?? null;
      return add(place, found ? [found] : [], beside);
    }
    if (/\.(?:md|markdown)$/.test(name)) {
      const found = chowdownRecipe(text);
      return add(place, found ? [found] : []);
    }
    if (isCopyMeThatPage(text)) return add(place, copyMeThatRecipes(text));
    if (isRecipeKeeperPage(text)) return add(place, recipeKeeperRecipes(text));
    return skip(place.file, M.notRecipe);
  };

  const readArchive = async (bytes: Buffer, label: string, depth: number): Promise<void> => {
    const contents = await readZipEntries(bytes, label, budget);
    for (const item of contents.items) {
      const place: Place = { file: `${label}/${item.path}`, path: item.path, archive: { label, contents } };
      if (item.kind === 'json') await readJson(place, item.bytes);
      else if (item.kind === 'gzip') {
        const inflated = item.bytes && gunzipRecipe(item.bytes, place.file, budget);
        if (inflated === undefined) skip(place.file, M.unreadableGzip);
        else await readJson(place, inflated);
      } else if (item.kind === 'document') await readDocument(place, item.bytes);
      else if (item.kind === 'zip') {
        if (depth >= L.nestingDepth) throw new BadRequestException(M.tooDeep(label));
        if (item.bytes === null || !isZip(item.bytes)) skip(place.file, M.unreadableZip(item.path));
        else await readArchive(item.bytes, place.file, depth + 1);
      }
    }
  };

  for (const upload of files) {
    const name = displayName(upload.originalname);
    const place: Place = { file: name, path: name, archive: null };
    if (isZip(upload.buffer)) await readArchive(upload.buffer, name, 0);
    else if (isGzip(upload.buffer)) {
      const inflated = gunzipRecipe(upload.buffer, name, budget);
      if (inflated === undefined) skip(name, M.unreadableGzip);
      else await readJson(place, inflated);
    } else if (looksLikeJson(upload.buffer)) await readJson(place, upload.buffer.length > L.jsonBytes ? null : upload.buffer);
    else if (DOCUMENT_NAME.test(name)) await readDocument(place, upload.buffer.length > L.documentBytes ? null : upload.buffer);
    else throw new UnsupportedMediaTypeException(M.unsupported(name));
  }
  return result;
}
