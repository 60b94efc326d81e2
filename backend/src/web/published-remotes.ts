// The layout of a remotes folder (REMOTES_DIR): feature-app builds under immutable, versioned paths,
// and one remotes map per environment pointing at one version of each. The server serves it
// (web-assets.ts); scripts/publish-remote.mjs and scripts/rollback-remote.mjs write it. Node built-ins
// only, so those scripts load this file as it is.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The feature apps served beside the shell, each from its own build folder. */
export const REMOTE_APPS = ['pantry', 'shopping', 'recipes', 'planner', 'account'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** What each published version folder holds beside the build. */
export const VERSION_FILE = 'version.json';
export const MANIFEST_FILE = 'mf-manifest.json';

/** `<package version>-<build id>`, one path segment: letters, digits, dots and dashes, from a digit. */
const VERSION = /^\d[0-9A-Za-z.-]{0,63}$/;
const ENVIRONMENT = /^[a-z0-9][a-z0-9-]{0,31}$/;

export interface PublishedVersion {
  name: RemoteApp;
  version: string;
  /** ISO time the version was published: "previous" means published just before. */
  publishedAt: string;
}

export function isRemoteApp(name: string): name is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(name);
}

export function isVersion(version: string): boolean {
  return VERSION.test(version) && !version.includes('..');
}

export function isEnvironment(name: string): boolean {
  return ENVIRONMENT.test(name);
}

/** The environment's remotes map: remote name to manifest URL, for the remotes it overrides. */
export function mapFile(remotesDir: string, environment: string): string {
  if (!isEnvironment(environment)) throw new Error(`"${environment}" is not an environment name (a-z, 0-9 and -)`);
  return join(remotesDir, 'environments', `${environment}.json`);
}

export function versionDir(remotesDir: string, name: RemoteApp, version: string): string {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version (digits, letters, dots and dashes, from a digit)`);
  return join(remotesDir, name, version);
}

/** The map as written, or an empty one while none is; only string entries for known remotes count. */
export function readMap(file: string): Partial<Record<RemoteApp, string>> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} must hold a JSON object of remote name to manifest URL`);
  return mapEntries(parsed);
}

/** The entries of a parsed map that name a known remote and a URL; anything else in the file is left out. */
export function mapEntries(parsed: unknown): Partial<Record<RemoteApp, string>> {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([name, url]) => isRemoteApp(name) && typeof url === 'string'));
}

/** Written aside and renamed, so a server reading it never sees half a map. */
export function writeMap(file: string, map: Partial<Record<RemoteApp, string>>): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(map, null, 2)}\n`);
  renameSync(partial, file);
}

/** The manifest URL of one published version, under `baseUrl` (where REMOTES_DIR is served). */
export function manifestUrl(baseUrl: string, name: RemoteApp, version: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${name}/${version}/${MANIFEST_FILE}`;
}

/** Which published version a manifest URL points at (null for a URL outside the remotes folder's layout). */
export function versionOfUrl(url: string, name: RemoteApp): { baseUrl: string; version: string } | null {
  const match = new RegExp(`^(.*)/${name}/([^/]+)/${MANIFEST_FILE.replace('.', '\\.')}$`).exec(url);
  return match && isVersion(match[2]) ? { baseUrl: match[1], version: match[2] } : null;
}

/** The published versions of a remote, oldest first. */
export function publishedVersions(remotesDir: string, name: RemoteApp): PublishedVersion[] {
  const dir = join(remotesDir, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => isVersion(version) && statSync(join(dir, version)).isDirectory() && existsSync(join(dir, version, VERSION_FILE)))
    .map((version) => JSON.parse(readFileSync(join(dir, version, VERSION_FILE), 'utf8')) as PublishedVersion)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * Where a rollback points `name`: `version` when given (it must be published), else the version
 * published just before the one the map points at now.
 */
export function rollbackTarget(remotesDir: string, map: Partial<Record<RemoteApp, string>>, name: RemoteApp, version?: string): string {
  const versions = publishedVersions(remotesDir, name).map((v) => v.version);
  if (version !== undefined) {
    if (!isVersion(version) || !versions.includes(version)) throw new Error(`${name} ${version} is not published in ${remotesDir} (published: ${versions.join(', ') || 'none'})`);
    return version;
  }
  const current = map[name] ? versionOfUrl(map[name], name)?.version : undefined;
  const index = current === undefined ? -1 : versions.indexOf(current);
  if (index < 1) throw new Error(`${name} has no version published before ${current ?? 'the bundled build'} to roll back to`);
  return versions[index - 1];
}
