import type { ClientErrorReportDto } from './generated/api';

export type ClientErrorReport = ClientErrorReportDto;

let sending = 0;

/**
 * POST /api/errors (spec part 1 §7). Failures are only logged (§8); nothing is shown to the user.
 * What builds and sends a report (client-error-report.ts) loads with the first one.
 */
export async function reportClientError(report: Partial<ClientErrorReport> & { message: string }): Promise<void> {
  sending++;
  try {
    // The page's address as the error happened, not once the sender has loaded.
    const at = { url: globalThis.location?.href, ...report };
    const { sendClientErrorReport } = await import(/* webpackChunkName: "client-error-report" */ './client-error-report');
    await sendClientErrorReport(at);
  } catch (error) {
    console.error('Client error report failed', error);
  } finally {
    sending--;
  }
}

function asText(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Sends window errors and unhandled rejections; returns a function that stops it. */
export function installClientErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (sending > 0 && /Client error report/.test(event.message)) return;
    void reportClientError({
      message: event.message || asText(event.error) || 'Unknown error',
      stack: event.error instanceof Error ? event.error.stack : undefined,
      file: event.filename || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
      extra: { type: 'error' },
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void reportClientError({
      message: `Unhandled promise rejection: ${asText(event.reason)}`,
      stack: event.reason instanceof Error ? event.reason.stack : undefined,
      extra: { type: 'unhandledrejection' },
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
