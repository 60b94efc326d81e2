// Finds what the browser journeys need from Debian: Chromium, and dbus-daemon (the notifications
// journey runs its own session bus, e2e/fixtures/notification-daemon.ts). Installs what is missing
// with apt-get when running as root. Test tools never download a browser of their own here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const DBUS_DAEMON = '/usr/bin/dbus-daemon';

function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: install them with \`sudo apt-get install -y ${packages.join(' ')}\` (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`> Installing Debian’s ${packages.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
}

/** Chromium's path, with dbus-daemon beside it; either is installed first when missing. */
export function ensureChromium() {
  const found = CHROMIUM_CANDIDATES.find((path) => existsSync(path));
  const missing = [...(found ? [] : ['chromium', 'fonts-liberation', 'fonts-noto-color-emoji']), ...(existsSync(DBUS_DAEMON) ? [] : ['dbus-daemon'])];
  if (missing.length > 0) aptInstall(missing);
  return found ?? '/usr/bin/chromium';
}
