import { apiErrorMessage } from '@mealapp/api-client';

/**
 * spec part 1 §8: the server's error field; "HTTP error! status: {status}" when an answer
 * carries none; the call's fallback when no answer came at all (offline, timeout).
 */
export function shoppingErrorText(error: unknown, fallback: string): string {
  const serverText = apiErrorMessage(error, '');
  if (serverText) return serverText;
  if (error && typeof error === 'object') {
    const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
    const code = typeof status === 'number' ? status : typeof originalStatus === 'number' ? originalStatus : null;
    if (code !== null) return `HTTP error! status: ${code}`;
  }
  return fallback;
}
