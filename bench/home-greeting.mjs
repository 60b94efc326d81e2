// (b) Time from navigation to the Home greeting at 390x844 with a 4x CPU slowdown, signed in.
// Also records which of the shell's own files the browser fetched to show Home. Measures any server
// (this checkout's or the baseline's, bench/side-by-side.mjs).
import { spread, timePageLoads } from './page-loads.mjs';
import { signUp } from './server.mjs';

const RUNS = 5;

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
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/\.(js|css)$/.test(pathname) && !pathname.startsWith('/remotes/')) shellAssets.add(pathname);
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    },
    ready: (page) => page.getByText(/^Hi .+!$/).waitFor({ timeout: 30_000 }),
  });
  return {
    shellAssets: [...shellAssets],
    times,
    rows: [{ name: 'navigation -> "Hi {name}!" (4x CPU)', ...spread(times) }],
    figures: { greetingMedianMs: times[Math.floor(runs / 2)] },
  };
}
