import type { ClientDiagnosticDto, ClientErrorReportDto } from './generated/api';
import { readStoredAccessToken } from './session';

// A crash loop must not flood the server: a few reports a minute are enough to diagnose it.
const MAX_REPORTS_PER_MINUTE = 5;
const sentAt: number[] = [];

function underRateLimit(now: number): boolean {
  while (sentAt.length && now - sentAt[0] > 60_000) sentAt.shift();
  if (sentAt.length >= MAX_REPORTS_PER_MINUTE) return false;
  sentAt.push(now);
  return true;
}

interface NavigatorExtras {
  connection?: { effectiveType?: string };
  deviceMemory?: number;
}

function diagnostic(): ClientDiagnosticDto {
  const nav = (globalThis.navigator ?? {}) as Navigator & NavigatorExtras;
  const heap = (globalThis.performance as Performance & { memory?: { usedJSHeapSize?: number; jsHeapSizeLimit?: number } })?.memory;
  const memory = heap?.usedJSHeapSize ? { usedJSHeapSize: heap.usedJSHeapSize, jsHeapSizeLimit: heap.jsHeapSizeLimit } : nav.deviceMemory;
  return {
    ua: clip(nav.userAgent ?? '', 1000),
    screen: globalThis.screen ? `${globalThis.screen.width}x${globalThis.screen.height}` : undefined,
    memory,
    connection: nav.connection?.effectiveType,
    orientation: globalThis.screen?.orientation?.type,
    online: nav.onLine ?? true,
    ts: new Date().toISOString(),
  };
}

// The server's limits on a report (backend client-error-report.dto): longer text would be refused.
function clip(text: string | undefined, max: number): string | undefined {
  return text === undefined || text.length <= max ? text : text.slice(0, max);
}

/**
 * POST /api/errors (spec part 1 §7), within the rate limit. Failures are only logged (§8). Loaded by
 * client-errors.ts on the first report: a start without errors never runs it.
 */
export async function sendClientErrorReport(report: Partial<ClientErrorReportDto> & { message: string }): Promise<void> {
  if (!underRateLimit(Date.now())) return;
  const body: ClientErrorReportDto = {
    ...report,
    message: clip(report.message, 2000) ?? '',
    stack: clip(report.stack, 20_000),
    file: clip(report.file, 2000),
    url: clip(report.url ?? globalThis.location?.href, 2000),
    userAgent: clip(report.userAgent ?? globalThis.navigator?.userAgent, 1000),
    diagnostic: { ...diagnostic(), ...report.diagnostic },
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = readStoredAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/errors', { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include', keepalive: true });
  if (!response.ok) console.error(`Client error report failed (${response.status})`);
}

/** For tests: forget the rate-limit window. */
export function resetClientErrorRateLimit(): void {
  sentAt.length = 0;
}
