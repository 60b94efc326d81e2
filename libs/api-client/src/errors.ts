import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's `{ error }` text (or `{ message }` on an error answer), else the caller's fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object') {
    const body = data as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message[0];
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return fallback;
}

/**
 * spec part 1 §8: the server's error text; "HTTP error! status: {status}" when an answer
 * carries none; the call's fallback when no answer came at all (offline, timeout).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  const serverText = apiErrorMessage(error, '');
  if (serverText) return serverText;
  if (error && typeof error === 'object') {
    const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
    const code = typeof status === 'number' ? status : typeof originalStatus === 'number' ? originalStatus : null;
    if (code !== null) return `HTTP error! status: ${code}`;
  }
  return fallback;
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return !!error && typeof error === 'object' && 'status' in error;
}

export type ApiError = FetchBaseQueryError | SerializedError;
