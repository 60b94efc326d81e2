// (c) gzip size of the shell's JavaScript and CSS the browser fetched to show Home, split into the page's initial files (what
// the greeting needs) and the chunks it loads after starting (the federation runtime for the Home cards), and of each remote's
// own chunks (its entry plus the chunks its exposed modules load; shared singletons are counted once, in the shell).
// Sizes are what the server sends a browser that accepts gzip (over plain HTTP, browsers ask for nothing better): the
// build's own .gz copy of each file (tools/precompress.ts), else zlib's best. The fetched files are also given by zlib's
// best alone, the code's size whichever compressor the build used.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/workspace.mjs';

const zlibBest = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const served = (file) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : zlibBest(file));

const kb = (files, size = served) => files.reduce((sum, f) => sum + size(f), 0) / 1024;
const row = (name, files, size = served) => ({ name, files: files.length, 'gzip KB': kb(files, size).toFixed(1) });

/**
 * `shellAssets`: the shell's own JS/CSS paths the browser fetched to show Home (from the greeting run).
 * `dir`: the checkout whose build served them (the baseline's worktree for its server).
 */
export function bundleSizes(shellAssets, dir = root) {
  const shellDist = join(dir, 'shell/dist');
  const page = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const fetched = shellAssets.map((p) => join(shellDist, p)).filter(existsSync);
  // The page names its initial files; the rest are chunks the app loads itself.
  const initial = fetched.filter((f) => page.includes(`"/${relative(shellDist, f)}"`));
  const rows = [
    row('shell JS+CSS fetched to show Home, as served', fetched),
    row('  the same files by zlib\'s best', fetched, zlibBest),
    row('  of which initial (named by the page; the greeting needs only these)', initial),
    row('  of which loaded by the app (the Home cards\' federation runtime)', fetched.filter((f) => !initial.includes(f))),
  ];
  let remoteMaxKb = 0;
  for (const name of ['pantry', 'shopping', 'recipes', 'planner', 'account']) {
    const dist = join(dir, `mfe-${name}/dist`);
    const manifestFile = join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const own = new Set([manifest.metaData.remoteEntry.name]);
    for (const expose of manifest.exposes) for (const f of [...expose.assets.js.sync, ...expose.assets.css.sync]) own.add(f);
    const files = [...own].map((f) => join(dist, f)).filter(existsSync);
    remoteMaxKb = Math.max(remoteMaxKb, kb(files));
    rows.push(row(`mfe-${name} entry + exposed chunks`, files));
  }
  return { rows, figures: { shellInitialKb: kb(initial), shellFetchedKb: kb(fetched), shellFetchedZlibKb: kb(fetched, zlibBest), shellFetchedFiles: fetched.length, remoteMaxKb } };
}
