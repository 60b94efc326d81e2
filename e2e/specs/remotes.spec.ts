import { expectAccessible } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

const root = join(__dirname, '..', '..');

test.beforeEach(async ({ page, request }) => {
  const account = newAccount('Remy Lane');
  await registerViaApi(request, account);
  const onboarding = new OnboardingPage(page);
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  await new AppPage(page).expectGreeting('Remy');
});

test('a feature app that cannot be reached shows a contained error while the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/planner/**', (route) => route.abort());
  const app = new AppPage(page);
  await app.goTo('Planner');
  await expect(page.getByText('This part of the app could not load.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'Planner, feature app unreachable', { ready: page.getByRole('button', { name: 'Retry' }) });

  await app.goTo('Pantry');
  await expect(page.getByRole('heading', { name: 'Smart Pantry' })).toBeVisible();
  await app.goTo('Home');
  await app.expectGreeting('Remy');

  await page.unroute('**/remotes/planner/**');
  await app.goTo('Planner');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This part of the app could not load.')).toBeHidden();
});

function digest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a feature app rebuilt on its own is picked up on reload, without rebuilding the shell', async ({ page }) => {
  const remoteDir = join(root, 'mfe-planner');
  const exposed = join(remoteDir, 'src', 'PlannerPage.tsx');
  const original = readFileSync(exposed, 'utf8');
  const marker = `Redeployed build ${Date.now()}`;
  const shellBefore = digest(join(root, 'shell', 'dist'));
  const build = () => execFileSync(process.execPath, [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], { cwd: remoteDir, stdio: 'pipe' });
  try {
    // A side effect at module load shows the new build whatever the page renders.
    writeFileSync(exposed, `${original}\ndocument.body.insertAdjacentHTML('beforeend', '<p data-testid="redeploy-marker">${marker}</p>');\n`);
    build();
    await page.goto('/planner');
    await expect(page.getByTestId('redeploy-marker')).toHaveText(marker);
  } finally {
    writeFileSync(exposed, original);
    build();
  }
  expect(digest(join(root, 'shell', 'dist'))).toBe(shellBefore);
  await page.reload();
  await expect(page.getByTestId('redeploy-marker')).toHaveCount(0);
  // Scanned once the test's own marker is gone: it is no part of the app.
  await expectAccessible(page, 'Planner, redeployed', { ready: page.getByRole('heading', { name: /Plan your next two weeks|Meal Planner/ }).first() });
});
