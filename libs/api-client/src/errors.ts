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

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return !!error && typeof error === 'object' && 'status' in error;
}

export type ApiError = FetchBaseQueryError | SerializedError;
