import { expectAccessible } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORED_ACCOUNTS } from '../fixtures/accounts';
import { storedStateOfRound } from '../fixtures/stored-sign-in';
import { AppPage } from '../pages/app.page';
import { deployment, e2eWorkDir } from '../server-log';

const root = join(__dirname, '..', '..');

// Both tests only read: they share an account.
test.use({ storageState: storedStateOfRound('remotes') });

test('a feature app that cannot be reached shows a contained error while the rest keeps working', async ({ page }) => {
  const app = new AppPage(page);
  await page.route('**/remotes/planner/**', (route) => route.abort());
  await app.open(STORED_ACCOUNTS.remotes);
  // Home's week card is the planner's: it says it could not load, and the other cards show their figures.
  const weekCard = page.getByRole('region', { name: "This Week's Meals" });
  await expect(weekCard.getByText('This card could not load.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Shopping List (?!Loading)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pantry Status (?!Loading)/ })).toBeVisible();
  await expectAccessible(page, 'Home, planner card unreachable', { ready: weekCard });

  await app.goTo('Planner');
  await expect(page.getByText('This part of the app could not load.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'Planner, feature app unreachable', { ready: page.getByRole('button', { name: 'Retry' }) });

  await app.goTo('Pantry');
  await expect(page.getByRole('heading', { name: 'Smart Pantry' })).toBeVisible();
  await app.goTo('Home');
  await app.expectGreeting('Remy');

  // Back up: a fresh page shows the card. (Within that page the card's Retry fails again without a
  // new request for the remote's entry, whose preload by the page had failed.)
  await page.unroute('**/remotes/planner/**');
  await page.reload();
  await expect(page.getByRole('link', { name: /^This Week's Meals (?!Loading)/ })).toBeVisible();
  await app.goTo('Planner');
  await expect(page.getByText('Plan your next two weeks')).toBeVisible();
});

test("a feature app that fails after Home loaded comes back with the screen's Retry", async ({ page }) => {
  const app = new AppPage(page);
  await app.open(STORED_ACCOUNTS.remotes);
  await page.route('**/remotes/planner/**', (route) => route.abort());
  await app.goTo('Planner');
  await expect(page.getByText('This part of the app could not load.')).toBeVisible();
  await page.unroute('**/remotes/planner/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This part of the app could not load.')).toBeHidden();
  await expect(page.getByText('Plan your next two weeks')).toBeVisible();
});

/** A digest of a folder's file names and contents, `node_modules` left out. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      if (name === 'node_modules') continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** What of the checkout a rebuild of the planner could write: its folder (sources and ignored build), the build settings, the shell. */
function checkout() {
  const paths = ['mfe-planner', 'tools', 'tsconfig.base.json', 'shell'];
  return {
    status: execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], { cwd: root, encoding: 'utf8' }),
    planner: digest(join(root, 'mfe-planner')),
    shell: digest(join(root, 'shell', 'dist')),
  };
}

/**
 * The planner's build inputs, copied into `dir` as a machine that builds only the planner has them:
 * its folder (without its build), the base tsconfig, and a link to the checkout's node_modules,
 * through which the workspace packages it builds with (the shared build settings in tools/, libs/*)
 * resolve, read only. Returns the planner's folder.
 */
function copyPlanner(dir: string): string {
  const appDir = join(dir, 'mfe-planner');
  const leftOut = new Set(['node_modules', 'dist'].map((name) => join(root, 'mfe-planner', name)));
  cpSync(join(root, 'mfe-planner'), appDir, { recursive: true, filter: (source) => !leftOut.has(source) });
  cpSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return appDir;
}

test('a feature app rebuilt on its own is picked up on reload, without rebuilding the shell', async ({ page }) => {
  const checkoutBefore = checkout();
  // What the server serves (serve.mjs deploys copies of the builds).
  const shell = join(deployment, 'shell', 'dist');
  const planner = join(deployment, 'mfe-planner', 'dist');
  const previous = `${planner}.previous`;
  const shellBefore = digest(shell);
  const build = mkdtempSync(join(e2eWorkDir, 'redeploy-'));
  const marker = `Redeployed build ${Date.now()}`;
  try {
    const appDir = copyPlanner(build);
    const exposed = join(appDir, 'src', 'PlannerPage.tsx');
    // A side effect at module load shows the new build whatever the page renders.
    writeFileSync(exposed, `${readFileSync(exposed, 'utf8')}\ndocument.body.insertAdjacentHTML('beforeend', '<p data-testid="redeploy-marker">${marker}</p>');\n`);
    execFileSync(process.execPath, [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], { cwd: appDir, stdio: 'pipe' });
    // Deployed as a host would: the new build's folder takes the place of the one served, kept for a rollback.
    renameSync(planner, previous);
    renameSync(join(appDir, 'dist'), planner);
    await page.goto('/planner');
    await expect(page.getByTestId('redeploy-marker')).toHaveText(marker);
  } finally {
    if (existsSync(previous)) {
      rmSync(planner, { recursive: true, force: true });
      renameSync(previous, planner);
    }
    rmSync(build, { recursive: true, force: true });
  }
  expect(digest(shell)).toBe(shellBefore);
  expect(checkout(), 'the checkout is left as it was').toEqual(checkoutBefore);
  // Rolled back: the build deployed before is served again.
  await page.reload();
  await expect(page.getByTestId('redeploy-marker')).toHaveCount(0);
  // Scanned once the test's own marker is gone: it is no part of the app.
  await expectAccessible(page, 'Planner, redeployed', { ready: page.getByRole('heading', { name: /Plan your next two weeks|Meal Planner/ }).first() });
});
