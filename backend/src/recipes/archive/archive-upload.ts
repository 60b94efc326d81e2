import type { ParsedRecipe } from '@mealapp/domain';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { jsonNestingExceeds, nulCharacterPath } from '../../common/hostile-input.js';
import { ARCHIVE_LIMITS as L, ARCHIVE_MESSAGES as M } from './archive-limits.js';
import { isMealieRecipe, mealieRecipe } from './mealie-recipe.js';
import { schemaRecipe, schemaRecipeNodes } from './schema-file.js';
import { isTandoorRecipe, tandoorRecipe } from './tandoor-recipe.js';
import { isZip, readZipEntries, UnpackBudget, type ZipItem } from './zip-entries.js';

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

const IMAGE_NAMES = ['images/original.webp', 'images/original.jpg', 'images/original.jpeg', 'images/original.png', 'image.webp', 'image.jpg', 'image.jpeg', 'image.png'];

/** The photo an export keeps beside a recipe's JSON: Mealie's images/original.*, Tandoor's image.*. */
function imageBeside(jsonPath: string, images: Map<string, Buffer | null>, label: string): ArchiveImage | null {
  const dir = jsonPath.includes('/') ? jsonPath.slice(0, jsonPath.lastIndexOf('/') + 1) : '';
  const path = IMAGE_NAMES.map((name) => `${dir}${name}`).find((candidate) => images.has(candidate));
  return path === undefined ? null : { file: `${label}/${path}`, bytes: images.get(path) ?? null };
}

/** A file's name as the report shows it: its last segment, any control character made visible. */
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const displayName = (name: string): string => (name.split(/[/\\]/).pop() || 'file').replace(/[\u0000-\u001f]/g, '?');

const BOM = '\ufeff';

/** Starts like JSON (after a byte-order mark and whitespace): an object or a list. */
function looksLikeJson(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 64).toString('utf8').replace(BOM, '').trimStart();
  return start.startsWith('{') || start.startsWith('[');
}

/**
 * Reads one upload (Mealie's or Tandoor's export, JSON-LD files, or zips of them) into the recipes
 * it holds and the entries it skips, in memory. Whatever makes the upload hostile refuses all of it
 * before anything is saved: a file that is neither zip nor JSON (415), an unsafe or bomb archive, a
 * zip nested too deeply, JSON nested too deeply or holding a NUL character (400).
 */
export async function readUpload(files: readonly UploadedArchiveFile[]): Promise<ReadUpload> {
  const budget = new UnpackBudget();
  const result: ReadUpload = { candidates: [], skipped: [] };

  const readJson = (file: string, bytes: Buffer | null, image: ArchiveImage | null) => {
    if (bytes === null) {
      result.skipped.push({ file, reason: M.jsonTooLarge });
      return;
    }
    if (jsonNestingExceeds(bytes, L.jsonDepth)) throw new BadRequestException(M.jsonTooDeep(file));
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8').replace(BOM, ''));
    } catch {
      result.skipped.push({ file, reason: M.unreadableJson });
      return;
    }
    const nul = nulCharacterPath(value);
    if (nul !== null) throw new BadRequestException(M.jsonNul(file, nul.replace(/\0/g, '\\0')));
    const nodes = schemaRecipeNodes(value);
    const recipes = nodes.length > 0 ? nodes.map(schemaRecipe) : isTandoorRecipe(value) ? [tandoorRecipe(value)] : isMealieRecipe(value) ? [mealieRecipe(value)] : [];
    if (recipes.length === 0) result.skipped.push({ file, reason: M.notRecipe });
    recipes.forEach((recipe, index) => {
      const where = recipes.length > 1 ? `${file} #${index + 1}` : file;
      if (recipe.title === '') result.skipped.push({ file: where, reason: M.missingTitle });
      // a JSON-LD file's image is an address, kept as a link by the mapping; only the apps' exports carry photos
      else result.candidates.push({ file: where, recipe, image: nodes.length > 0 ? null : image });
    });
  };

  const readArchive = async (bytes: Buffer, label: string, depth: number): Promise<void> => {
    const items: ZipItem[] = await readZipEntries(bytes, label, budget);
    const images = new Map(items.filter((item) => item.kind === 'image').map((item) => [item.path, item.bytes]));
    for (const item of items) {
      const file = `${label}/${item.path}`;
      if (item.kind === 'json') readJson(file, item.bytes, imageBeside(item.path, images, label));
      else if (item.kind === 'zip') {
        if (depth >= L.nestingDepth) throw new BadRequestException(M.tooDeep(label));
        if (item.bytes === null || !isZip(item.bytes)) result.skipped.push({ file, reason: M.unreadableZip(item.path) });
        else await readArchive(item.bytes, file, depth + 1);
      }
    }
  };

  for (const upload of files) {
    const name = displayName(upload.originalname);
    if (isZip(upload.buffer)) await readArchive(upload.buffer, name, 0);
    else if (looksLikeJson(upload.buffer)) readJson(name, upload.buffer.length > L.jsonBytes ? null : upload.buffer, null);
    else throw new UnsupportedMediaTypeException(M.unsupported(name));
  }
  return result;
}
