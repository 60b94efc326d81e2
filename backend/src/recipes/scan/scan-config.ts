import { availableParallelism } from 'node:os';
import { ConfigError } from '../../config/app-config.js';
import type { OcrPoolOptions } from './ocr-pool.js';

export const SCAN_CONFIG = Symbol('SCAN_CONFIG');

/**
 * OCR takes a whole core while it runs, so it gets at most all cores but one, leaving the API a
 * core of its own: 1 worker on a 2-core machine, 2 from 3 cores up unless SCAN_WORKERS says more.
 */
export function scanConfig(env: NodeJS.ProcessEnv, cores = availableParallelism()): OcrPoolOptions {
  const spare = Math.max(1, cores - 1);
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return value;
  };
  return {
    workers: whole('SCAN_WORKERS', Math.min(2, spare), 1, spare),
    queue: whole('SCAN_QUEUE', 8, 0, 100),
    timeoutMs: whole('SCAN_TIMEOUT_MS', 30_000, 1_000, 300_000),
  };
}
