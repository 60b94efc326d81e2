import type { RemoteModule } from '@mealapp/build-tools/remote-modules';
import type { ComponentType } from 'react';

/** The id of the JSON block the server writes into the shell's page (backend/src/web/web-assets.ts). */
const REMOTES_ELEMENT_ID = 'mf-remotes';

/** The remote locations the server wrote into the page, if it did (not under `npm run dev`). */
function inlineRemotes(): Record<string, string> | null {
  const text = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}

async function fetchRemotes(fetchImpl: typeof fetch): Promise<Record<string, string>> {
  const response = await fetchImpl('/mf-remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read /mf-remotes.json (${response.status})`);
  return (await response.json()) as Record<string, string>;
}

/**
 * This environment's remote locations, so a feature app redeploys without a shell build: from the
 * page when the server wrote them there (no round trip), else from /mf-remotes.json; `fresh` (a
 * Retry) always asks the server again.
 */
export async function registerRemoteApps(fetchImpl: typeof fetch = fetch, fresh = false): Promise<void> {
  const [remotes, { registerRemotes }] = await Promise.all([
    (!fresh && inlineRemotes()) || fetchRemotes(fetchImpl),
    import('@module-federation/enhanced/runtime'),
  ]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    { force: true },
  );
}

let registration: Promise<void> | null = null;

/**
 * The federation runtime, started on first need: the first screen never waits for it. The browser
 * fetches it early, when idle, so a feature is not kept waiting for it either; a page that shows a
 * feature app at once (Home) has the server preload it: the shell's build names its files by this
 * chunk name (rsbuild.config.ts).
 */
const startFederation = () => import(/* webpackChunkName: "federation", webpackPrefetch: true */ './federation-host');

/**
 * Registers the remotes once; a failed registration (or `fresh`, on a Retry) reads the
 * remotes file again, and `force` drops the runtime's memory of a remote entry that failed.
 */
export function ensureRemotesRegistered(fresh = false): Promise<void> {
  if (!registration || fresh) {
    registration = startFederation()
      .then(() => registerRemoteApps(fetch, fresh))
      .catch((error: unknown) => {
        registration = null;
        throw error;
      });
  }
  return registration;
}

/** Every exposed module's default export: a component taking no props (a route or a Home card). */
export type RemoteComponent = ComponentType<object>;

/** Loads `remote/Module`'s default export; a dead remote rejects (RUNTIME-003) or yields nothing. */
export async function loadRemoteComponent({ remote, module }: RemoteModule): Promise<{ default: RemoteComponent }> {
  const { loadRemote } = await import('@module-federation/enhanced/runtime');
  const loaded = await loadRemote<{ default?: RemoteComponent }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`The ${remote} feature did not load`);
  return { default: loaded.default };
}

export type RemoteLoader = (feature: RemoteModule, attempt: number) => Promise<{ default: RemoteComponent }>;

/** The loader RemoteRoute uses: a retry re-registers first, so a remote that came back is fetched anew. */
export const loadFeature: RemoteLoader = async (feature, attempt) => {
  await ensureRemotesRegistered(attempt > 0);
  return loadRemoteComponent(feature);
};
