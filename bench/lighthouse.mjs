// Lighthouse on the app's screens (issue 34: "Lighthouse mobile TBT on every screen, signed in and out"):
// its Node API with its defaults for a phone (mobile form factor, simulated throttling: slow 4G and a
// 4x CPU slowdown), categories performance and accessibility, in Debian's Chromium. Each run answers a
// screen's total blocking time (ms), performance score and accessibility score (0-100).
//
// Signed in, as Lighthouse's docs/authenticated-pages.md recommends (option 1): a Puppeteer page that
// is signed in, handed to `lighthouse(url, flags, config, page)`, with `disableStorageReset` so the
// session is kept. The session is the app's own: a user registered and logged in through the API
// (bench/server.mjs signUp), its access token put into localStorage by the page's
// `evaluateOnNewDocument` script, which runs in every new document before any of the page's own
// scripts (an Authorization header, `--extra-headers`, would not make the app see itself signed in).
// Beside it the first name the app keeps for its first paint, and the tutorial marked as seen, as the
// e2e journeys do (e2e/fixtures/test.ts), so its offer does not cover the screen.
//
// Each run is a fresh browser context (an empty cache, storage and service workers, as a first
// visit), one Chromium for every run of both builds. A run that fails, or ends on another screen
// than the one asked for (signed out, a redirect), throws with the reason; the caller goes on.
// Lighthouse and chrome-launcher are loaded by openLighthouse only: SCREENS can be read without them.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from '../scripts/chromium.mjs';

/** The screens measured: the shell's routes (shell/src/routes/AppRoutes.tsx). */
export const SCREENS = [
  { path: '/onboarding', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/pantry', signedIn: true },
  { path: '/shopping-list', signedIn: true },
  { path: '/recipes', signedIn: true },
  { path: '/planner', signedIn: true },
  { path: '/settings', signedIn: true },
];

/** The user bench/server.mjs signUp registers is 'Bench User'. */
export const FIRST_NAME = 'Bench';

/** libs/api-client storage-keys.ts and libs/ui tutorial.ts (the seen flag is the string 'true'). */
const ACCESS_TOKEN_KEY = 'accessToken';
const GREETING_NAME_KEY = 'greetingName';
const TUTORIAL_SEEN_KEY = 'tutorialSeen:v1';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Past this a run is given up. */
const RUN_TIMEOUT_MS = 120_000;
/** Lighthouse's wait for the load (see `flags` below); a screen has loaded in about 2 s here. */
const MAX_WAIT_FOR_LOAD_MS = 3_500;
/** Lighthouse's own quiet windows under simulated throttling (network and CPU: 1 s each). */
const QUIET_MS = 1_000;
/** The app's long-lived stream, open for as long as a signed-in page is. */
const STREAM = /\/api\/events(\?|$)/;
const SLOW_LOAD_WARNING = /loaded too slowly/i;
/** Lighthouse's errors that say "run Lighthouse again" about the trace. */
const RUN_AGAIN = ['NO_NAVSTART', 'NO_TRACING_STARTED'];

/**
 * Puppeteer as Lighthouse itself depends on it (lighthouse's own puppeteer-core): the page handed to
 * Lighthouse must be of the Puppeteer it drives, and the repo declares no second copy.
 */
async function lighthousesPuppeteer() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const module = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);
  return module.default ?? module;
}

/** In the page before its own scripts, in every new document: what a signed-in phone keeps. */
function keepOnDevice(entries) {
  try {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}

/**
 * Milliseconds from the navigation to `url` to the end of the last long task (50 ms or more) on its
 * page's main thread, as Chromium traced it (unthrottled: Lighthouse simulates the 4x CPU after); null
 * when the trace has no such navigation.
 */
function lastLongTaskEnd(trace, url) {
  const events = trace?.traceEvents ?? [];
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url).at(-1);
  if (!nav) return null;
  let last = 0;
  for (const e of events) {
    if (e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur >= 50_000 && e.ts >= nav.ts) last = Math.max(last, (e.ts + e.dur - nav.ts) / 1000);
  }
  return last;
}

const withTimeout = (promise, ms, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms).unref())]);

/**
 * Starts Chromium (chrome-launcher, Debian's binary) with Puppeteer connected to it. Returns
 * { audit(url, { token, accessibility }), close() }: `token` signs the page in; `accessibility: false`
 * leaves that category out (about a second less a run; its score is then null). `audit` answers
 * { tbtMs, performance, accessibility, finalPath, lastRequestEndMs, lastLongTaskEndMs, unsettled (null,
 * or why the load may not have been over when Lighthouse stopped waiting), warnings, ranAgain }.
 */
export async function openLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const puppeteer = await lighthousesPuppeteer();
  let chrome = null;
  let browser = null;

  async function start() {
    chrome = await launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  }
  async function stop() {
    await browser?.disconnect().catch(() => {});
    // chrome-launcher's kill: its Chromium and the profile folder it made.
    await Promise.resolve(chrome?.kill()).catch(() => {});
    browser = null;
    chrome = null;
  }
  await start();

  async function audit(url, options = {}) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      // Now and then Chromium's trace misses the navigation's start (its new renderer joins the trace
      // late): Lighthouse's answer is to run again, once here.
      if (!RUN_AGAIN.includes(error.code)) throw error;
      return { ...(await auditOnce(url, options)), ranAgain: error.code };
    }
  }

  async function auditOnce(url, { token, accessibility = true } = {}) {
    // A Chromium that went away (crashed, killed) is started again for the next run.
    if (!browser?.connected) {
      await stop();
      await start();
    }
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const entries = [[TUTORIAL_SEEN_KEY, 'true']];
      if (token) entries.push([ACCESS_TOKEN_KEY, token], [GREETING_NAME_KEY, FIRST_NAME]);
      await page.evaluateOnNewDocument(keepOnDevice, entries);
      const flags = {
        output: 'json',
        logLevel: 'error',
        onlyCategories: accessibility ? ['performance', 'accessibility'] : ['performance'],
        // The fresh context is the empty cache; a storage reset would be Lighthouse's own.
        disableStorageReset: true,
        // Signed in, the app holds its /api/events stream open (a fetch, which Lighthouse counts as a
        // critical request, unlike an EventSource): the load is never "critical-idle", and Lighthouse
        // ends its wait only at maxWaitForLoad (45 s by default, then "the page loaded too slowly").
        // Here that wait is 3.5 s: a screen's last request and last long task end about 1 to 1.5 s
        // after the navigation here, and `unsettled` checks each run.
        maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
        // The page's full screenshot is for the report's element pictures (no score reads it): 5 s a run.
        disableFullPageScreenshot: true,
        // Its back/forward-cache check navigates away and back after the measure (not in any score).
        skipAudits: ['bf-cache'],
      };
      const result = await withTimeout(lighthouse(url, flags, undefined, page), RUN_TIMEOUT_MS, 'Lighthouse');
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse gave no result');
      if (lhr.runtimeError) throw Object.assign(new Error(lhr.runtimeError.message), { code: lhr.runtimeError.code });
      const finalPath = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
      const asked = new URL(url).pathname;
      if (finalPath !== asked) throw new Error(`the page ended at ${finalPath}, not ${asked}`);
      const tbt = lhr.audits['total-blocking-time'];
      if (typeof tbt?.numericValue !== 'number') throw new Error(`no TBT: ${tbt?.errorMessage ?? 'the audit has no value'}`);
      // Had the load settled before Lighthouse stopped waiting? Every request but the stream done, the
      // last of them and the last long task at least Lighthouse's quiet window before the cutoff.
      const lastLongTask = lastLongTaskEnd(result.artifacts?.Trace, url);
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const open = requests.filter((r) => !r.finished && !STREAM.test(new URL(r.url).pathname + new URL(r.url).search)).map((r) => new URL(r.url).pathname);
      const lastEnd = Math.max(0, ...requests.filter((r) => r.finished && typeof r.networkEndTime === 'number').map((r) => r.networkEndTime));
      const cut = (lhr.runWarnings ?? []).some((w) => SLOW_LOAD_WARNING.test(w));
      const near = (what, ms) => `its last ${what} ended at ${Math.round(ms)} ms, near Lighthouse's ${MAX_WAIT_FOR_LOAD_MS} ms wait`;
      let unsettled = null;
      if (cut && open.length) unsettled = `still loading ${open.join(', ')} when Lighthouse stopped waiting`;
      else if (cut && lastEnd > MAX_WAIT_FOR_LOAD_MS - QUIET_MS) unsettled = near('request', lastEnd);
      else if (cut && lastLongTask === null) unsettled = 'no main thread in the trace to check';
      else if (cut && lastLongTask > MAX_WAIT_FOR_LOAD_MS - QUIET_MS) unsettled = near('long task', lastLongTask);
      const warnings = (lhr.runWarnings ?? []).filter((w) => !SLOW_LOAD_WARNING.test(w) || unsettled);
      const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null);
      return { tbtMs: tbt.numericValue, performance: score('performance'), accessibility: score('accessibility'), finalPath, lastRequestEndMs: lastEnd, lastLongTaskEndMs: lastLongTask, unsettled, warnings };
    } finally {
      await context.close().catch(() => {});
    }
  }

  return { audit, close: stop };
}
