import { createContext } from 'react';
import type { ArchiveImportReportDto } from '@mealapp/api-client';
import { ARCHIVE_TEXT } from '../shared/messages';

export const ARCHIVE_IMPORT_URL = '/api/recipes/import/archive';

export interface ArchiveCallbacks {
  /** The share of the upload sent, 0 to 1. */
  onUpload: (fraction: number) => void;
  /** Recipes saved so far, of those the server found. */
  onProgress: (done: number, total: number) => void;
}

export type ArchiveAnswer =
  | { kind: 'report'; report: ArchiveImportReportDto }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'failed'; error: string };

export type SendArchive = (files: readonly File[], token: string | null, callbacks: ArchiveCallbacks, signal: AbortSignal) => Promise<ArchiveAnswer>;

export type ArchiveLine =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'report' } & ArchiveImportReportDto)
  | { type: 'error'; error: string };

/** The whole lines of an NDJSON text from `from` on, and where the next read starts (a line still arriving waits). */
export function ndjsonLines(text: string, from: number): { lines: ArchiveLine[]; next: number } {
  const end = text.lastIndexOf('\n');
  if (end < from) return { lines: [], next: from };
  const lines = text
    .slice(from, end)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ArchiveLine);
  return { lines, next: end + 1 };
}

function errorOf(text: string, fallback: string): string {
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    return typeof error === 'string' && error ? error : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Sends the files as one multipart upload and follows the server's NDJSON answer. XMLHttpRequest,
 * not fetch: only it reports how much of an upload is sent, and it hands over the answer's text
 * as it arrives.
 */
export const sendArchive: SendArchive = (files, token, callbacks, signal) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let report: ArchiveImportReportDto | null = null;
    let stopped: string | null = null;
    const consume = () => {
      if (xhr.status !== 200) return;
      const { lines, next } = ndjsonLines(xhr.responseText, read);
      read = next;
      for (const line of lines) {
        if (line.type === 'progress') callbacks.onProgress(line.done, line.total);
        else if (line.type === 'report') report = { imported: line.imported, skipped: line.skipped };
        else stopped = line.error;
      }
    };
    xhr.open('POST', ARCHIVE_IMPORT_URL);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) callbacks.onUpload(event.loaded / event.total);
    };
    xhr.onprogress = consume;
    xhr.onload = () => {
      if (xhr.status !== 200) {
        resolve({ kind: 'refused', status: xhr.status, error: errorOf(xhr.responseText, ARCHIVE_TEXT.failed) });
        return;
      }
      consume();
      resolve(report ? { kind: 'report', report } : { kind: 'failed', error: stopped ?? ARCHIVE_TEXT.stopped });
    };
    xhr.onerror = () => resolve({ kind: 'failed', error: ARCHIVE_TEXT.network });
    xhr.onabort = () => resolve({ kind: 'failed', error: ARCHIVE_TEXT.failed });
    signal.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    xhr.send(form);
  });

/** How the import reaches the server; tests hand in their own. */
export const ArchiveSender = createContext<SendArchive>(sendArchive);
