import { BadRequestException } from '@nestjs/common';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { ARCHIVE_LIMITS as L, ARCHIVE_MESSAGES as M } from './archive-limits.js';

/**
 * What an entry is read as: a recipe's JSON, gzipped JSON (Paprika), a document holding recipes
 * (HTML, CSV, Markdown, Cooklang), a photo, or an archive inside the archive.
 */
export type EntryKind = 'json' | 'gzip' | 'document' | 'image' | 'zip';

export interface ZipItem {
  /** The entry's path inside its archive ("recipes/pasta/pasta.json"). */
  path: string;
  kind: Exclude<EntryKind, 'image'>;
  /** The inflated bytes; null when the entry is larger than its kind may be (it was not kept). */
  bytes: Buffer | null;
}

/** An archive's recipe files, inflated, and its photos, inflated only when a recipe names one. */
export interface ZipContents {
  items: ZipItem[];
  /** Every photo's path; `photo(path)` inflates one (null: larger than a photo may be). */
  photoPaths: ReadonlySet<string>;
  photo(path: string): Promise<Buffer | null>;
}

/** Counts what one upload's archives inflate to, across nested archives, while they inflate. */
export class UnpackBudget {
  private entries = 0;
  private bytes = 0;

  /** An archive's entries, as its central directory counts them: yauzl reads no more than that. */
  countEntries(count: number): void {
    this.entries += count;
    if (this.entries > L.entries) throw new BadRequestException(M.tooManyEntries);
  }

  take(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > L.unpackedBytes) throw new BadRequestException(M.unpackedTooLarge);
  }
}

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
export const isZip = (bytes: Buffer): boolean => ZIP_SIGNATURES.some((signature) => bytes.subarray(0, 4).equals(signature));

// Unix mode bits in the upper half of the external attributes.
const FILE_TYPE_MASK = 0o170000;
const SYMLINK = 0o120000;

const RECIPE_DOCUMENT = /\.(?:csv|cook)$|(?:^|\/)recipes\.html?$|(?:^|\/)_recipes\/[^/]+\.(?:md|markdown)$/;
const PHOTO = /\.(?:jpe?g|png|webp|gif)$/;

/**
 * What an entry is kept as, from its name; null: not read at all (a site's other pages and
 * assets, macOS metadata). Exports name their files by format: Mealie's and Nextcloud's .json,
 * Mela's .melarecipe (JSON), Paprika's .paprikarecipe (gzipped JSON) and .paprikarecipes (a zip),
 * Copy Me That's and Recipe Keeper's recipes.html, the CSV exports, Cooklang's .cook, Chowdown's
 * _recipes/*.md; any photo, read only when a recipe names it.
 */
export function entryKind(path: string): EntryKind | null {
  const segments = path.split('/');
  const base = segments[segments.length - 1].toLowerCase();
  if (segments.some((segment) => segment === '__MACOSX') || base.startsWith('._')) return null;
  if (/\.(?:json|jsonld|melarecipe)$/.test(base)) return 'json';
  if (base.endsWith('.paprikarecipe')) return 'gzip';
  if (/\.(?:zip|paprikarecipes|melarecipes)$/.test(base)) return 'zip';
  if (RECIPE_DOCUMENT.test(path.toLowerCase())) return 'document';
  if (PHOTO.test(base)) return 'image';
  return null;
}

const MAX_BYTES: Record<EntryKind, number> = { json: L.jsonBytes, gzip: L.jsonBytes, document: L.documentBytes, image: L.imageBytes, zip: L.uploadBytes };

/**
 * Inflates one entry, counting as the bytes come (the sizes the headers declare are not trusted):
 * past the upload's budget or far past its compressed size it is a bomb and the whole upload is
 * refused; past its kind's size it is dropped (null) and the rest goes on. A dropped entry is still
 * inflated to its end (its bytes not kept), up to its ratio limit: stopping at the kind's size
 * would let a bomb larger than that pass as merely too large.
 */
async function inflate(zip: ZipFile, entry: Entry, kind: EntryKind, label: string, budget: UnpackBudget): Promise<Buffer | null> {
  const stream = await zip.openReadStreamPromise(entry);
  const ratioLimit = Math.max(L.ratioFreeBytes, L.compressionRatio * entry.compressedSize);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.take(chunk.length);
      if (size > ratioLimit) throw new BadRequestException(M.bomb(label));
      if (size <= MAX_BYTES[kind]) chunks.push(chunk);
      else chunks.length = 0;
    }
  } finally {
    stream.destroy();
  }
  return size > MAX_BYTES[kind] ? null : Buffer.concat(chunks, size);
}

/** yauzl's refusal of an entry name (strictFileNames: backslashes too), as ours. */
const UNSAFE_NAME = /invalid characters in fileName|absolute path|invalid relative path/;

/**
 * The entries of a zip that an import reads, inflated in memory (nothing is written to disk); its
 * photos wait until a recipe names one, so a photo no recipe uses is never inflated.
 * The whole upload is refused (400) for an unreadable or encrypted archive, a name that points
 * outside it, a symbolic link, too many entries, or a bomb. `label` names the archive in messages.
 */
export async function readZipEntries(bytes: Buffer, label: string, budget: UnpackBudget): Promise<ZipContents> {
  let zip: ZipFile;
  try {
    // kept open after the last entry: photos are inflated afterwards, when a recipe names them (a buffer holds no file open)
    zip = await fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true });
  } catch {
    throw new BadRequestException(M.unreadableZip(label));
  }
  budget.countEntries(zip.entryCount);
  const items: ZipItem[] = [];
  const photos = new Map<string, Entry>();
  const failed = (error: unknown): never => {
    if (error instanceof BadRequestException) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new BadRequestException(UNSAFE_NAME.test(message) ? M.unsafeName(label) : M.unreadableZip(label));
  };
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      const path = entry.fileName;
      if (path.includes('\0')) throw new BadRequestException(M.unsafeName(label));
      if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK) throw new BadRequestException(M.symlink(label));
      if (path.endsWith('/')) continue;
      const kind = entryKind(path);
      if (kind === null) continue;
      if (entry.isEncrypted()) throw new BadRequestException(M.encrypted(label));
      if (kind === 'image') photos.set(path, entry);
      else items.push({ path, kind, bytes: await inflate(zip, entry, kind, label, budget) });
    }
  } catch (error) {
    failed(error);
  }
  const photo = async (path: string): Promise<Buffer | null> => {
    const entry = photos.get(path);
    if (!entry) return null;
    try {
      return await inflate(zip, entry, 'image', label, budget);
    } catch (error) {
      return failed(error);
    }
  };
  return { items, photoPaths: new Set(photos.keys()), photo };
}

/** The next entry (lazyEntries: one at a time), or null at the end. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}
