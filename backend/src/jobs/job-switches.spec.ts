import { ConfigError, loadConfig } from '../config/app-config.js';

const base = { JWT_SECRET: 'a-secret-that-is-long-enough', DATA_DIR: '/tmp/mealapp-config-spec' };

describe('RETENTION_JOB', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ RETENTION_JOB: 'off' }, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'test', RETENTION_JOB: 'on' }, true],
    [{ NODE_ENV: 'production', RETENTION_JOB: 'off' }, false],
  ])('%j: scheduled %p', (env, on) => {
    expect(loadConfig({ ...base, ...env }).retentionJob).toBe(on);
  });

  it('refuses anything but on or off, naming the setting', () => {
    expect(() => loadConfig({ ...base, RETENTION_JOB: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, RETENTION_JOB: 'sometimes' })).toThrow('RETENTION_JOB must be on or off, got "sometimes"');
  });
});
