import { parseRecipeText, type ParsedRecipe } from '@mealapp/domain';
import { HttpException } from '@nestjs/common';
import { readUpload, type ReadUpload, type UploadedArchiveFile } from '../recipes/archive/archive-upload.js';
import { parsedRecipeFromPage } from '../recipes/import/parsed-page.js';
import { loadPage, readRecipePage } from '../recipes/import/recipe-page.js';

// This file runs in the pool's worker threads (untrusted-work.ts): what crosses to and from it is
// structured-cloned, so Buffers arrive as Uint8Arrays and a thrown HttpException would arrive as a
// plain Error; a refusal is answered as a value instead.

/** A fetched page, as the safe fetcher answered it. */
export interface PageInput {
  body: Uint8Array;
  charset: string | null;
  url: string;
}

/** What a task answers: its value, or the 4xx the request answers with. */
export type TaskAnswer<T> = { value: T } | { refused: { status: number; error: string } };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function answer<T>(work: () => T | Promise<T>): Promise<TaskAnswer<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof HttpException && error.getStatus() < 500) return { refused: { status: error.getStatus(), error: error.message } };
    throw error;
  }
}

/** A fetched page's recipe for the review step; null when the page publishes none. */
export function readPage({ body, charset, url }: PageInput): Promise<TaskAnswer<ParsedRecipe | null>> {
  return answer(() => {
    const address = new URL(url);
    let page;
    try {
      page = readRecipePage(loadPage(asBuffer(body), charset), address);
    } catch {
      // markup too hostile to read: not a page we can import
      page = null;
    }
    return page && parsedRecipeFromPage(page, address);
  });
}

/** Pasted text's recipe; null when none is found. */
export function readText({ text }: { text: string }): Promise<TaskAnswer<ParsedRecipe | null>> {
  return answer(() => parseRecipeText(text));
}

/** An upload of other apps' exports read into recipes (archive-upload.ts), or the 4xx that refuses it whole. */
export function readArchive({ files }: { files: { originalname: string; buffer: Uint8Array }[] }): Promise<TaskAnswer<ReadUpload>> {
  return answer(() => readUpload(files.map((file): UploadedArchiveFile => ({ originalname: file.originalname, buffer: asBuffer(file.buffer) }))));
}

/** The tasks by name, with what each takes and answers: the pool's typed surface. */
export interface UntrustedTasks {
  readPage: typeof readPage;
  readText: typeof readText;
  readArchive: typeof readArchive;
}
