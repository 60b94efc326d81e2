// (b) Time from navigation to the Home greeting painted, at 390x844 with a 4x CPU slowdown, signed in.
// The time is the first frame drawn with the greeting in the page (an init script watches for it),
// whichever build drew it. A check from the test itself would wait for the page's main thread to
// be free of the app's start, and so miss a greeting painted before it.
// Also records which of the shell's own files the browser fetched to show Home, until its cards are
// drawn. Measures any server (this checkout's or the baseline's, bench/side-by-side.mjs).
import { spread, timePageLoads } from './page-loads.mjs';
import { signUp } from './server.mjs';

const RUNS = 5;

/** A Home card drawn by its feature app (the pantry's; the bench's user has an empty pantry). */
const HOME_CARD = /^Pantry Status/;

/**
 * In the page before its own scripts: the moment a "Hi …!" heading is in the page (its text may
 * come into an existing heading), asks for the next frame, and records that frame's time: the
 * greeting is painted with it. A frame comes only once the main thread is free to draw.
 */
function markGreetingPaint() {
  const GREETING = /^Hi .+!$/;
  const seen = () => [...document.querySelectorAll('h1')].some((heading) => GREETING.test(heading.textContent ?? ''));
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame((frame) => (window.__greetingPainted = frame));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** `runs` page loads, each in a fresh context; `times` are sorted. */
export async function homeGreeting(server, { runs = RUNS } = {}) {
  const token = await signUp(server.url, `greeting-${Date.now()}@example.com`);
  const shellAssets = new Set();
  const times = await timePageLoads({
    url: `${server.url}/home`,
    token,
    runs,
    async prepare(page, cdp) {
      // A returning phone: what the app kept on it at its last visit, beside the token (libs/api-client
      // storage-keys.ts). A build that keeps no such name ignores it.
      await page.addInitScript(() => window.localStorage.setItem('greetingName', 'Bench'));
      await page.addInitScript(markGreetingPaint);
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname) && !pathname.startsWith('/remotes/')) shellAssets.add(pathname);
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    },
    async ready(page) {
      await page.getByText(/^Hi .+!$/).first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => window.__greetingPainted !== undefined, undefined, { timeout: 30_000 });
      const painted = await page.evaluate(() => window.__greetingPainted);
      // The files counted are those that show Home, its cards too: a chunk the app fetches after the
      // greeting (which the page paints before any script) would otherwise be missed or not by timing.
      await page.getByRole('link', { name: HOME_CARD }).waitFor({ timeout: 60_000 });
      return painted;
    },
  });
  return {
    shellAssets: [...shellAssets],
    times,
    rows: [{ name: 'navigation -> "Hi {name}!" painted (4x CPU)', ...spread(times) }],
    figures: { greetingMedianMs: times[Math.floor(runs / 2)] },
  };
}
