// `npx cap sync` in native/ succeeds and leaves the app's config, its local pages and the plugins in
// the Android and iOS projects; on Linux too, where the macOS-only steps (CocoaPods, xcodebuild)
// do not apply: the iOS project takes its plugins through Swift Package Manager (Package.swift).
// Sync writes only gitignored files and regenerates the committed ones as they are; the last sync
// here runs with this environment's MEALAPP_SERVER_URL, so the projects end as a plain sync leaves them.
// Run by `npm test`, or alone: `node --test native/cap-sync.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const nativeDir = dirname(fileURLToPath(import.meta.url));
const root = join(nativeDir, '..');
const android = join(nativeDir, 'android/app/src/main/assets');
const ios = join(nativeDir, 'ios/App/App');
const SYNC_DEADLINE_MS = 60_000;

// Files sync regenerates that are committed: a sync must leave them as they are.
const COMMITTED = ['android/capacitor.settings.gradle', 'android/app/capacitor.build.gradle', 'ios/App/CapApp-SPM/Package.swift'];

/** The Capacitor CLI's sync, run by node itself (npx would leave it running if this test were stopped). */
function sync(serverUrl) {
  const env = { ...process.env, MEALAPP_SERVER_URL: serverUrl ?? '' };
  const result = spawnSync(process.execPath, [join(root, 'node_modules/@capacitor/cli/bin/capacitor'), 'sync'], {
    cwd: nativeDir,
    env,
    encoding: 'utf8',
    timeout: SYNC_DEADLINE_MS,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const committed = () => Object.fromEntries(COMMITTED.map((file) => [file, readFileSync(join(nativeDir, file), 'utf8')]));

after(() => {
  const { status, output } = sync(process.env.MEALAPP_SERVER_URL);
  assert.equal(status, 0, output);
});

test('cap sync with a server: the config, the local pages and both plugins land in the Android and iOS projects', () => {
  const before = committed();
  const { status, output } = sync('https://meals.example.test/any/path');
  assert.equal(status, 0, output);

  for (const [platform, config] of [
    ['android', join(android, 'capacitor.config.json')],
    ['ios', join(ios, 'capacitor.config.json')],
  ]) {
    const written = readJson(config);
    assert.equal(written.appId, 'app.mealplanner', platform);
    assert.equal(written.appName, 'Meal Planner', platform);
    // The origin alone: the server serves the app at its root.
    assert.deepEqual(written.server, { url: 'https://meals.example.test', cleartext: false, errorPath: 'offline.html' }, platform);
  }
  for (const publicDir of [join(android, 'public'), join(ios, 'public')]) {
    for (const page of ['index.html', 'offline.html', 'page.css']) assert.ok(existsSync(join(publicDir, page)), `${publicDir}/${page} missing`);
  }

  const androidPlugins = readJson(join(android, 'capacitor.plugins.json')).map((plugin) => plugin.pkg);
  assert.deepEqual(androidPlugins.sort(), ['@capacitor/app', '@capacitor/browser', '@capacitor/camera', '@capacitor/push-notifications']);
  const packageSwift = readFileSync(join(nativeDir, 'ios/App/CapApp-SPM/Package.swift'), 'utf8');
  assert.match(packageSwift, /\.product\(name: "CapacitorCamera", package: "CapacitorCamera"\)/);
  assert.match(packageSwift, /\.product\(name: "CapacitorPushNotifications", package: "CapacitorPushNotifications"\)/);
  assert.match(packageSwift, /\.product\(name: "CapacitorApp", package: "CapacitorApp"\)/);
  assert.match(packageSwift, /\.product\(name: "CapacitorBrowser", package: "CapacitorBrowser"\)/);
  assert.deepEqual(committed(), before, 'sync changed a committed file: run `npx cap sync` in native/ and commit what it wrote');
});

test("both apps open by the sign-in link the identity provider sends them back by (app.mealplanner:/signin/callback)", () => {
  const manifest = readFileSync(join(nativeDir, 'android/app/src/main/AndroidManifest.xml'), 'utf8');
  assert.match(manifest, /<intent-filter>\s*<action android:name="android.intent.action.VIEW" \/>[\s\S]*?<category android:name="android.intent.category.BROWSABLE" \/>\s*<data android:scheme="app.mealplanner" \/>\s*<\/intent-filter>/);
  const plist = readFileSync(join(ios, 'Info.plist'), 'utf8');
  assert.match(plist, /<key>CFBundleURLSchemes<\/key>\s*<array>\s*<string>app.mealplanner<\/string>/);
});

test('a plain-http server (a home network) gets cleartext, which Android otherwise refuses', () => {
  const { status, output } = sync('http://192.168.1.20:3000');
  assert.equal(status, 0, output);
  assert.deepEqual(readJson(join(android, 'capacitor.config.json')).server, { url: 'http://192.168.1.20:3000', cleartext: true, errorPath: 'offline.html' });
});

test('without MEALAPP_SERVER_URL the app opens its local page, which says what to set', () => {
  const { status, output } = sync(undefined);
  assert.equal(status, 0, output);
  assert.equal(readJson(join(android, 'capacitor.config.json')).server, undefined);
  assert.equal(readJson(join(ios, 'capacitor.config.json')).server, undefined);
  assert.match(readFileSync(join(android, 'public/index.html'), 'utf8'), /MEALAPP_SERVER_URL/);
});

test('a MEALAPP_SERVER_URL that is not an http(s) URL fails the sync, naming it', () => {
  const { status, output } = sync('meals.example.test');
  assert.notEqual(status, 0, output);
  assert.match(output, /MEALAPP_SERVER_URL must be an http\(s\) URL/);
});
