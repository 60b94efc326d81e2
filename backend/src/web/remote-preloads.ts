import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The remote modules each page shows at once, by path: the shell's build writes it (shell/rsbuild.config.ts). */
export const PAGE_REMOTES_FILE = 'page-remotes.json';

interface PageRemotes {
  /** The shell's own files that load remotes (paths on this server): found only once the app has run. */
  federationRuntime: string[];
  pages: Record<string, { remote: string; module: string }[]>;
  /** The shell's own chunks a page shows at once (the signed-out screens), by path. */
  pageChunks?: Record<string, string[]>;
}

/** What a remote's build says of its files in mf-manifest.json, as far as preloading needs. */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** A JSON file, parsed again only when it changes on disk; null while it is missing or unreadable. */
export function watchedJson<T>(path: string): () => T | null {
  let read: { mtimeMs: number; value: T | null } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(path));
    } catch {
      return null;
    }
    if (read?.mtimeMs !== mtimeMs) {
      let value: T | null = null;
      try {
        value = JSON.parse(readFileSync(path, 'utf8')) as T;
      } catch {
        // a build writing it right now: the next request reads it again
      }
      read = { mtimeMs, value };
    }
    return read.value;
  };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preload(href: string, as: 'fetch' | 'script' | 'style'): string {
  // The federation runtime fetches a manifest with fetch() (CORS mode), so its preload must say so to be used.
  const cors = as === 'fetch' ? ' crossorigin' : '';
  // Low: on a slow network the shell's own scripts, which show the page, go first.
  return `<link rel="preload" href="${attribute(href)}" as="${as}"${cors} fetchpriority="low">`;
}

/** A chunk of the shell's that shows the page itself: fetched beside the page's scripts, at their priority. */
const pageScript = (href: string) => `<link rel="preload" href="${attribute(href)}" as="script">`;

/**
 * `<link rel="preload">` tags for the feature-app files a page shows at once: the shell's
 * federation runtime, each remote's manifest, its entry and the modules' own chunks. The browser
 * then fetches them all with the page, instead of one after another as the federation runtime
 * finds each from the last. Read from the builds at serve time, so a remote rebuilt on its own is
 * preloaded right from the next page load.
 *
 * `remotesNow` gives this environment's remote locations at the time (a remote can be published or
 * rolled back while the server runs). `localRemotes` names the remotes served from `webRoot` (remote
 * name to manifest location); for a remote elsewhere only its manifest location is known here.
 */
export function remotePreloads(shellDir: string, webRoot: string, remotesNow: () => Record<string, string>, localRemotes: Record<string, string>) {
  const pages = watchedJson<PageRemotes>(join(shellDir, PAGE_REMOTES_FILE));
  const manifests = new Map(Object.keys(localRemotes).map((name) => [name, watchedJson<RemoteManifest>(join(webRoot, `mfe-${name}`, 'dist', 'mf-manifest.json'))]));

  function remoteFiles(remotes: Record<string, string>, remote: string, modules: string[]): string[] {
    const location = remotes[remote];
    if (!location) return [];
    if (localRemotes[remote] !== location) return [preload(location, 'fetch')];
    const manifest = manifests.get(remote)?.();
    if (!manifest) return [];
    // Asset paths are relative to the folder of the manifest and the entry ('auto' public path).
    const base = location.slice(0, location.lastIndexOf('/') + 1);
    const { path, name } = manifest.metaData.remoteEntry;
    const tags = [preload(location, 'fetch'), preload(`${base}${path ? path.replace(/\/?$/, '/') : ''}${name}`, 'script')];
    for (const expose of manifest.exposes.filter((e) => modules.includes(e.name))) {
      tags.push(...expose.assets.css.sync.map((file) => preload(base + file, 'style')));
      tags.push(...expose.assets.js.sync.map((file) => preload(base + file, 'script')));
    }
    return tags;
  }

  /** The tags for `pagePath` ('' when it shows no feature app or chunk of the shell's at once). */
  return (pagePath: string): string => {
    const built = pages();
    const own = (built?.pageChunks?.[pagePath] ?? []).map(pageScript).join('');
    const shown = built?.pages[pagePath];
    if (!shown) return own;
    const byRemote = new Map<string, string[]>();
    for (const { remote, module } of shown) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
    const runtime = built.federationRuntime.map((file) => preload(file, 'script'));
    const remotes = remotesNow();
    return own + [...runtime, ...[...byRemote].flatMap(([remote, modules]) => remoteFiles(remotes, remote, modules))].join('');
  };
}
