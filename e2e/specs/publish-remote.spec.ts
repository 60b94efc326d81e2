import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { expect, test } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { publishedRemotes } from '../server-log';

const root = join(__dirname, '..', '..');

// Only reads: it shares the remotes journeys' account.
test.use({ storageState: storedStateOfRound('remotes') });

/** Runs an operator's command (npm run publish:remote / rollback:remote) against the e2e server's remotes folder; returns what it printed. */
function operator(script: 'publish-remote' | 'rollback-remote', ...args: string[]): string {
  return execFileSync(process.execPath, [join(root, 'scripts', `${script}.mjs`), ...args], {
    cwd: root,
    encoding: 'utf8',
    // The build's own warnings stay out of the report; a failure's error carries them.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REMOTES_DIR: publishedRemotes, REMOTES_ENV: 'production' },
  });
}

function publishAccount(): string {
  const version = /account (\S+) built/.exec(operator('publish-remote', 'account'))?.[1];
  if (!version) throw new Error('publish:remote named no version');
  return version;
}

/** The shell's own scripts as the page loads them: their names carry their content hash. */
const shellScripts = (page: Page) => page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));

test('a feature app published on its own shows on reload, the shell unchanged, and a rollback brings the last one back', async ({ page }) => {
  // The row's label and, beside it, the build it shows (mfe-account's SettingsView).
  const settingsVersion = page.getByText('Settings Version', { exact: true }).locator('xpath=..');
  try {
    const first = publishAccount();
    await new AppPage(page).open(STORED_ACCOUNTS.remotes);
    await page.goto('/settings');
    await expect(settingsVersion).toContainText(first);
    const shell = await shellScripts(page);
    expect(shell.some((src) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(src)), 'the shell loads its main bundle').toBe(true);

    // Built apart from `first` (a build id of another second), so its screen differs.
    const second = publishAccount();
    expect(second).not.toBe(first);
    await page.reload();
    await expect(settingsVersion).toContainText(second);
    expect(await shellScripts(page)).toEqual(shell);
    await expectAccessible(page, 'Settings, feature app published on its own', { ready: settingsVersion });

    expect(operator('rollback-remote', 'account')).toContain(`now loads account ${first}`);
    await page.reload();
    await expect(settingsVersion).toContainText(first);
    expect(await shellScripts(page)).toEqual(shell);
  } finally {
    // The journeys after this one see the bundled build again: the map goes, the versions stay.
    rmSync(join(publishedRemotes, 'environments'), { recursive: true, force: true });
  }
});
