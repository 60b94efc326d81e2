import { FakePushService, PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import { addDays } from '@mealapp/domain';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expectAccessible } from '../fixtures/accessibility';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { screenshotBothThemes } from '../fixtures/screenshots';
import { NotificationDaemon } from '../fixtures/notification-daemon';
import { expect, prepareJourneyContext, test } from '../fixtures/test';
import { AppPage, type Tab } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';
import { PantryPage } from '../pages/pantry.page';
import { deployment } from '../server-log';
import { e2eToday } from '../time-zone';

// Each test signs in an account of its own; the browser keeps no worker from one test to the next.
test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(page: Page, request: APIRequestContext, name: string): Promise<AppPage> {
  const account = newAccount(name);
  await registerViaApi(request, account);
  const onboarding = new OnboardingPage(page, { scan: false });
  await onboarding.open();
  await onboarding.signIn(account.email, account.password);
  const app = new AppPage(page);
  await app.expectGreeting(name.split(' ')[0]);
  return app;
}

/** The page's worker registration, once its worker is active (installed: everything precached). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
  });

const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('installable: a valid web app manifest with its icons, and /sw.js controlling the page from the next load', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestUrl = new URL(manifestHref!, page.url());
  const response = await request.get(manifestUrl.href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({ name: 'Meal Planner', short_name: expect.any(String), start_url: '/home', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const scope = new URL(manifest.scope, manifestUrl).href;
  expect(new URL(manifest.start_url, manifestUrl).href.startsWith(scope), 'start_url is in scope').toBe(true);

  // Each PNG icon loads as a PNG of the size it claims; there are 192 and 512 ones and a maskable one.
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const icon of pngs) {
    const image = await request.get(new URL(icon.src, manifestUrl).href);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  const sizes = (purpose: string) => pngs.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toContain('512x512');

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await request.get(new URL(appleIcon!, page.url()).href);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
  // A theme colour for each colour scheme, before the app sets its own.
  expect(await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')).sort())).toEqual([
    '(prefers-color-scheme: dark)',
    '(prefers-color-scheme: light)',
  ]);

  // Chromium's own verdict: nothing keeps the app from being installed (but the test's private window).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // Registered after the first screen; the page that installed it is not taken over, the next load is.
  const origin = new URL(page.url()).origin;
  expect(await activeWorker(page)).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
  expect(await controller(page)).toBeNull();
  await page.reload();
  expect(await controller(page)).toBe(`${origin}/sw.js`);
});

/** What each tab shows when it has rendered (its feature app loaded): its page heading. */
const TAB_HEADINGS: Record<Exclude<Tab, 'Home'>, RegExp> = {
  Pantry: /^Smart Pantry$/,
  Shopping: /^Shopping List$/,
  Recipes: /^Recipes$/,
  Planner: /^Meal Planner$/,
};

test('offline: after one visit the app opens and every tab renders with no network', async ({ page, context, request }) => {
  const app = await signIn(page, request, 'Olive Offline');
  await activeWorker(page);

  await context.setOffline(true);
  // Nothing reaches the server from the page or from the worker now.
  expect(await page.evaluate(() => fetch('/api/health').then(() => 'online', () => 'offline'))).toBe('offline');
  const [worker] = context.serviceWorkers();
  expect(await worker.evaluate(() => fetch('/api/health').then(() => 'online', () => 'offline'))).toBe('offline');

  // The app's chrome and each screen's heading (what data shows offline is the data layer's concern).
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Hi Olive!|Home)$/ })).toBeVisible();
  await expect(app.nav).toBeVisible();
  for (const [tab, heading] of Object.entries(TAB_HEADINGS) as [Exclude<Tab, 'Home'>, RegExp][]) {
    await app.goTo(tab);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('This part of the app could not load.')).toHaveCount(0);
  }
  await app.goTo('Home');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Another screen opened straight from the address bar: the same page, from the worker.
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: TAB_HEADINGS.Planner })).toBeVisible();
  await context.setOffline(false);
});

/** The deployed worker: the script and the compressed copies the server prefers (tools/precompress.ts). */
const WORKER = join(deployment, 'shell', 'dist', 'sw.js');
const WORKER_FILES = [WORKER, `${WORKER}.br`, `${WORKER}.gz`];

/** Deploys `script` as the worker, as a build with a changed worker would. */
function deployWorker(script: string) {
  writeFileSync(WORKER, script);
  writeFileSync(`${WORKER}.br`, brotliCompressSync(script));
  writeFileSync(`${WORKER}.gz`, gzipSync(script));
}

/**
 * Until the page has fetched nothing new for a second: the app's start is over, the live stream's
 * catch-up and the refetch it asks for included (the stream itself never finishes, so it is not counted).
 */
async function settledStart(page: Page) {
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  await expect
    .poll(async () => {
      const before = await fetched();
      await page.waitForTimeout(1000);
      return (await fetched()) === before;
    }, { timeout: 20_000 })
    .toBe(true);
}

test('an updated worker takes over and the page reloads once', async ({ page, request }) => {
  await signIn(page, request, 'Una Update');
  await activeWorker(page);
  await page.reload();
  expect(await controller(page)).not.toBeNull();
  // The update is found once the app's start is over. A page's fetch that lands as the new worker
  // starts makes Chromium park its takeover until every tab closes (shell/src/sw/sw.ts), and the
  // catch-up's refetch did land there now and then: a race of the browser's, which the page's
  // nudges do not always win and this test does not check; what it checks is the takeover itself.
  await settledStart(page);

  for (const file of WORKER_FILES) copyFileSync(file, `${file}.kept`);
  try {
    // A new build of the worker, as a deploy brings: another byte is enough for the browser.
    deployWorker(`${readFileSync(WORKER, 'utf8')}\n// ${Date.now()}\n`);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      sessionStorage.setItem('loads', '0');
    });
    await page.addInitScript(() => sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1)));
    const reloaded = page.waitForEvent('load');
    // As the browser checks on a navigation, or every day; not awaited in the page, which the reload replaces.
    await page.evaluate(() => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect(page.getByText('Ready to plan your meals?')).toBeVisible();
    // Once: the reloaded page is the new worker's, with no other worker to come, so nothing reloads it again.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const settled = !registration?.installing && !registration?.waiting && navigator.serviceWorker.controller === registration?.active;
          return { settled, loads: sessionStorage.getItem('loads') };
        }),
      )
      .toEqual({ settled: true, loads: '1' });
  } finally {
    for (const file of WORKER_FILES) {
      copyFileSync(`${file}.kept`, file);
      rmSync(`${file}.kept`);
    }
  }
});

/**
 * Headless Chromium reaches no push service: the page's `pushManager.subscribe` answers the
 * subscription a browser would (endpoint and keys); the rest is the app's own code. Self-contained:
 * Playwright sends its source to the page.
 */
function stubPushService({ endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const subscribed: { current: PushSubscription | null } = { current: null };
  PushManager.prototype.getSubscription = async () => subscribed.current;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const json = { endpoint, expirationTime: null, keys };
    subscribed.current = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: (options?.applicationServerKey as ArrayBuffer | undefined) ?? null, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        subscribed.current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return subscribed.current;
  };
}

/** Push services the running test started, stopped after it. */
const pushServices: FakePushService[] = [];
test.afterEach(async () => {
  await Promise.all(pushServices.splice(0).map((service) => service.stop()));
});

async function workerRegistrationId(context: BrowserContext, page: Page, scope: string): Promise<{ cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>; id: string }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

/**
 * A browser that shows notifications through a stand-in desktop daemon (fixtures/notification-daemon.ts),
 * so the journey can tap one. Its context is a persistent profile: Chromium loses a tap on a notice
 * of an off-the-record context, which is what `browser.newContext()` makes.
 */
const tappable = test.extend<{ notificationDaemon: NotificationDaemon }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  notificationDaemon: async ({}, provide) => {
    const daemon = await NotificationDaemon.start();
    await provide(daemon);
    await daemon.stop();
  },
  context: async ({ notificationDaemon, launchOptions, headless, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, timezoneId, tutorialSeen }, provide) => {
    const profile = mkdtempSync(join(tmpdir(), 'mealapp-profile-'));
    const env = { ...(process.env as Record<string, string>), DBUS_SESSION_BUS_ADDRESS: notificationDaemon.busAddress };
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, env, headless, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, timezoneId });
    await prepareJourneyContext(context, tutorialSeen);
    await provide(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

tappable('notifications: allowed, the settings open, this device is subscribed, the push the job sends shows, and a tap opens the pantry', async ({ page, context, request, baseURL, notificationDaemon }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  // The push service at the edge (on this machine), and this browser's side of the subscription.
  const pushService = await new FakePushService().start();
  pushServices.push(pushService);
  const subscriber = new PushSubscriber(pushService.endpoint('nora'));
  const { endpoint, keys } = subscriber.toJSON();
  await context.addInitScript(stubPushService, { endpoint, keys });

  const app = await signIn(page, request, 'Nora Notify');
  // Something for the job to tell: milk that expires tomorrow.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const tomorrow = addDays(e2eToday(), 1);
  const milk = await request.post('/api/pantry', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: tomorrow } });
  expect(milk.status()).toBe(201);
  await activeWorker(page);
  await app.openSettings();

  const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/notifications/subscribe') && response.request().method() === 'POST');
  await page.getByRole('button', { name: /Notifications/ }).click();
  const modal = page.getByRole('dialog', { name: 'Notification Settings' });
  await expect(modal).toBeVisible();
  const subscribe = await subscribed;
  expect(subscribe.status()).toBe(201);
  const sent = subscribe.request().postDataJSON() as { endpoint: string; keys: unknown; timeZone: string };
  expect(sent).toMatchObject({ endpoint, keys, timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone) });
  const { id } = (await subscribe.json()) as { id: number };

  // The server holds it for this user: sent again, the same device (200, the same id).
  const again = await request.post('/api/notifications/subscribe', { headers: { Authorization: `Bearer ${token}` }, data: { endpoint, keys } });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { id: number }).id).toBe(id);

  // The spec defaults, from the server; a change is saved whole and kept on the device.
  const expiration = modal.getByRole('switch', { name: 'Expiration Alerts' });
  await expect(expiration).toHaveAttribute('aria-checked', 'true');
  await expect(modal.getByRole('switch', { name: 'Shopping Reminders' })).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/notifications/settings') && response.request().method() === 'PUT' && response.ok());
  await modal.getByRole('switch', { name: 'Shopping Reminders' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ shoppingReminders: true, expirationAlerts: true });
  await expect(modal.getByRole('status')).toHaveText('');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('notificationSettings') ?? 'null'))).toMatchObject({ shoppingReminders: true });
  const settings = await request.get('/api/notifications/settings', { headers: { Authorization: `Bearer ${token}` } });
  expect(await settings.json()).toMatchObject({ shoppingReminders: true });

  // A test notice, now: the push service gets "Notifications are working" for this device, and the
  // modal says it was sent.
  const decrypted = () =>
    pushService.to(endpoint).map((received) => {
      expect(received.refused).toBeNull();
      return subscriber.decrypt(received.body) as { title: string; body: string; data: { type: string } };
    });
  await modal.getByRole('button', { name: 'Send a test notification' }).click();
  const testOutcome = modal.getByRole('listitem').filter({ hasText: 'Browser: Sent' });
  await expect(testOutcome).toBeVisible();
  expect(decrypted().filter((notice) => notice.data.type === 'test')).toEqual([{ title: 'Meal Planner', body: 'Notifications are working', data: { type: 'test', url: '/settings' } }]);

  await expectAccessible(page, 'Notification Settings, a test notification sent', { ready: testOutcome });
  await screenshotBothThemes(page, 'notification-settings', { ready: testOutcome });

  // The job's push, as the push service received it: VAPID-signed, and decrypted by this device's keys.
  await expect.poll(() => decrypted().some((notice) => notice.data.type === 'expiring_items'), { timeout: 30_000 }).toBe(true);
  const expiring = decrypted().find((notice) => notice.data.type === 'expiring_items');
  expect(expiring).toMatchObject({ body: expect.stringContaining('Milk') });

  // Delivered to the real worker (headless Chromium has no push service of its own).
  const { cdp, id: registrationId } = await workerRegistrationId(context, page, `${origin}/`);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(expiring) });

  // The device shows it (Chromium puts the site before the text), and the user taps it: the worker
  // closes it and takes this window to the screen for its type, the pantry, where the milk is.
  const notice = await notificationDaemon.waitForNotice((shown) => shown.summary === expiring!.title);
  expect(notice.body).toContain(expiring!.body);
  notificationDaemon.tap(notice);
  await expect(page).toHaveURL(`${origin}/pantry`);
  const pantry = new PantryPage(page);
  await expect(pantry.item('Milk')).toBeVisible();
  await expect.poll(() => notificationDaemon.isOpen(notice)).toBe(false);
  await expectAccessible(page, 'Pantry, opened from a notification', { ready: pantry.item('Milk') });
});
