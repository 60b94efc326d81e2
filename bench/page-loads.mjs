// Times a signed-in page load in the phone-sized browser, each run in a fresh context (cold cache).
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from './server.mjs';

/**
 * Milliseconds from navigation to `ready(page)` resolving, sorted, one per run; when `ready` answers
 * a number, that is the run's time instead (a paint's time the page recorded). `prepare(page, cdp)`
 * runs before the navigation (throttling, listeners); `after(page)` once the time is taken (scrolling).
 */
export async function timePageLoads({ url, token, runs, prepare = async () => {}, ready, after = async () => {} }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
      const page = await context.newPage();
      await prepare(page, await context.newCDPSession(page));
      await page.goto(url);
      const at = await ready(page);
      times.push(typeof at === 'number' ? at : await page.evaluate(() => performance.now()));
      await after(page);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

/** Median, min and max of sorted times, rounded, as the tables show them. */
export function spread(times) {
  return { 'median ms': Math.round(times[Math.floor(times.length / 2)]), 'min ms': Math.round(times[0]), 'max ms': Math.round(times[times.length - 1]), runs: times.length };
}
