// (b) gzip size of the shell's initial JavaScript and CSS, and of each remote's own chunks
// (its entry plus the chunks its exposed modules load; shared singletons are counted once, in the shell).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/workspace.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export function bundleSizes() {
  const shellDist = join(root, 'shell/dist');
  const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => join(shellDist, m[1]));
  const rows = [{ name: 'shell initial JS+CSS', files: initial.length, 'gzip KB': kb(initial.reduce((sum, f) => sum + gz(f), 0)) }];
  for (const name of ['pantry', 'shopping', 'recipes', 'planner', 'account']) {
    const dist = join(root, `mfe-${name}/dist`);
    const manifestFile = join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const own = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes) for (const f of [...expose.assets.js.sync, ...expose.assets.css.sync]) own.add(f);
    const files = [...own].map((f) => join(dist, f)).filter(existsSync);
    rows.push({ name: `mfe-${name} entry + exposed chunks`, files: files.length, 'gzip KB': kb(files.reduce((sum, f) => sum + gz(f), 0)) });
  }
  return rows;
}
