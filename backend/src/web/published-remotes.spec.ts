import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isVersion, manifestUrl, mapFile, readMap, rollbackTarget, versionDir, versionOfUrl, writeMap, type RemoteApp } from './published-remotes.js';

describe('a remotes folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mealapp-published-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function publish(name: RemoteApp, version: string, publishedAt: string) {
    mkdirSync(versionDir(dir, name, version), { recursive: true });
    writeFileSync(join(versionDir(dir, name, version), 'version.json'), JSON.stringify({ name, version, publishedAt }));
  }

  it.each(['0.1.0-20261127033000', '1.2.3-beta.1-20261127033000', '2'])('takes the version %s', (version) => {
    expect(isVersion(version)).toBe(true);
  });

  it.each(['..', '../x', 'a/b', '0.1.0/../..', '.hidden', 'v1', '', '0..1', '1 2', `1${'0'.repeat(64)}`])('refuses "%s" as a version, so no path leaves the remote\'s folder', (version) => {
    expect(isVersion(version)).toBe(false);
    expect(() => versionDir(dir, 'pantry', version)).toThrow(/is not a version/);
  });

  it.each(['../production', 'Production', 'a/b', ''])('refuses "%s" as an environment', (environment) => {
    expect(() => mapFile(dir, environment)).toThrow(/is not an environment name/);
  });

  it('writes a map whole and reads back only known remotes with URLs', () => {
    const file = mapFile(dir, 'staging');
    expect(readMap(file)).toEqual({});
    mkdirSync(join(file, '..'));
    writeMap(file, { pantry: manifestUrl('/remotes/', 'pantry', '0.1.0-1') });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pantry: '/remotes/pantry/0.1.0-1/mf-manifest.json' });
    writeFileSync(file, JSON.stringify({ pantry: 'https://cdn.example.com/r/pantry/0.1.0-1/mf-manifest.json', shell: '/x', planner: 3 }));
    expect(readMap(file)).toEqual({ pantry: 'https://cdn.example.com/r/pantry/0.1.0-1/mf-manifest.json' });
    expect(versionOfUrl('https://cdn.example.com/r/pantry/0.1.0-1/mf-manifest.json', 'pantry')).toEqual({ baseUrl: 'https://cdn.example.com/r', version: '0.1.0-1' });
    expect(versionOfUrl('/remotes/pantry/mf-manifest.json', 'pantry')).toBeNull();
  });

  it('rolls back to the version published before the current one, or to a given published one', () => {
    publish('pantry', '0.1.0-3', '2026-11-27T03:00:03Z');
    publish('pantry', '0.1.0-1', '2026-11-27T03:00:01Z');
    publish('pantry', '0.1.0-2', '2026-11-27T03:00:02Z');
    const pointingAt = (version: string) => ({ pantry: manifestUrl('/remotes', 'pantry', version) });
    expect(rollbackTarget(dir, pointingAt('0.1.0-3'), 'pantry')).toBe('0.1.0-2');
    expect(rollbackTarget(dir, pointingAt('0.1.0-2'), 'pantry')).toBe('0.1.0-1');
    expect(() => rollbackTarget(dir, pointingAt('0.1.0-1'), 'pantry')).toThrow(/no version published before 0.1.0-1/);
    expect(() => rollbackTarget(dir, {}, 'pantry')).toThrow(/no version published before the bundled build/);
    expect(rollbackTarget(dir, pointingAt('0.1.0-1'), 'pantry', '0.1.0-3')).toBe('0.1.0-3');
    expect(() => rollbackTarget(dir, pointingAt('0.1.0-1'), 'pantry', '0.1.0-9')).toThrow(/pantry 0.1.0-9 is not published/);
    expect(() => rollbackTarget(dir, pointingAt('0.1.0-1'), 'pantry', '../../etc')).toThrow(/is not published/);
  });
});
