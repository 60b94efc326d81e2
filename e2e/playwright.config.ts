import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort, e2eWorkDir, oidcPort, serverLog } from './server-log';
import { e2eTimeZone } from './time-zone';

const port = e2ePort;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One per port, like the server's files, so runs side by side keep their own results.
  outputDir: join(tmpdir(), `mealapp-e2e-results-${port}`),
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // Far from midnight for the whole run (time-zone.ts).
    timezoneId: e2eTimeZone,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // Signs each stored account in once, through the app (fixtures/accounts.ts); the journeys start signed in.
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'phone', testDir: './specs', dependencies: ['setup'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // serve.mjs stops the server and removes the run's files (its deployment, a fresh database).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      // A fresh embedded database for every run, as a new user's `npm start` has, unless E2E_DATA_DIR names one.
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      E2E_SERVER_LOG: serverLog,
      E2E_WORK_DIR: e2eWorkDir,
      E2E_OIDC_PORT: String(oidcPort),
    },
  },
});
