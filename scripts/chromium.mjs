// Finds Debian's Chromium, installing it with apt-get when missing and running as root.
// Test tools never download a browser of their own here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function ensureChromium() {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).');
    process.exit(1);
  }
  console.log('> Installing Debian’s chromium…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-liberation', 'fonts-noto-color-emoji']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
  return '/usr/bin/chromium';
}
