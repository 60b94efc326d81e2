// (b) gzip size of the shell's initial JavaScript and CSS (what the browser fetched to show Home), and of each remote's own chunks
// (its entry plus the chunks its exposed modules load; shared singletons are counted once, in the shell).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/workspace.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** `shellAssets`: the shell's own JS/CSS paths the browser fetched to show Home (from the greeting run). */
export function bundleSizes(shellAssets) {
  const shellDist = join(root, 'shell/dist');
  const initial = shellAssets.map((p) => join(shellDist, p)).filter(existsSync);
  const rows = [{ name: 'shell JS+CSS fetched to show Home', files: initial.length, 'gzip KB': kb(initial.reduce((sum, f) => sum + gz(f), 0)) }];
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
