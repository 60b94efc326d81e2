import { ConfigError } from '../../config/app-config.js';
import { scanConfig } from './scan-config.js';

describe('scanConfig', () => {
  it.each([
    // cores, env, workers, queue, timeout
    [2, {}, 1, 8, 30_000],
    [1, {}, 1, 8, 30_000],
    [4, {}, 2, 8, 30_000],
    [16, {}, 2, 8, 30_000],
    [16, { SCAN_WORKERS: '15' }, 15, 8, 30_000],
    [4, { SCAN_WORKERS: '3', SCAN_QUEUE: '0', SCAN_TIMEOUT_MS: '1000' }, 3, 0, 1_000],
    [2, { SCAN_WORKERS: '', SCAN_QUEUE: '' }, 1, 8, 30_000],
  ])('%i cores, %p -> %i workers, queue %i, %i ms', (cores, env, workers, queue, timeoutMs) => {
    expect(scanConfig(env, cores)).toEqual({ workers, queue, timeoutMs });
  });

  it.each([
    [2, { SCAN_WORKERS: '2' }, 'SCAN_WORKERS must be a whole number from 1 to 1, got "2"'],
    [4, { SCAN_WORKERS: '0' }, 'SCAN_WORKERS must be a whole number from 1 to 3, got "0"'],
    [4, { SCAN_WORKERS: 'two' }, 'SCAN_WORKERS must be a whole number from 1 to 3, got "two"'],
    [4, { SCAN_QUEUE: '-1' }, 'SCAN_QUEUE must be a whole number from 0 to 100, got "-1"'],
    [4, { SCAN_TIMEOUT_MS: '1.5' }, 'SCAN_TIMEOUT_MS must be a whole number from 1000 to 300000, got "1.5"'],
  ])('%i cores, %p -> refused', (cores, env, message) => {
    expect(() => scanConfig(env, cores)).toThrow(new ConfigError(message));
  });
});
