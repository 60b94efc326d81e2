import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import noVendorPrefixes from './no-vendor-prefixes-loader.cjs';

const root = join(__dirname, '..');
const fromShell = createRequire(join(root, 'shell/package.json'));
const styledComponentsDir = dirname(fromShell.resolve('styled-components/package.json'));
const fromStyledComponents = createRequire(join(styledComponentsDir, 'package.json'));
// The stylis styled-components bundles: its ES module entry re-exports src/*.js.
const stylisDir = dirname(fromStyledComponents.resolve('stylis/package.json'));

test("stylis's prefixer becomes one export, prefix, which throws", () => {
  const out = noVendorPrefixes(readFileSync(join(stylisDir, 'src/Prefixer.js'), 'utf8'));
  expect(out.match(/^export /gm)).toHaveLength(1);
  const prefix = new Function(`${out.replace(/^export /m, '')}\nreturn prefix;`)() as () => string;
  expect(prefix).toThrow('Vendor prefixes are off in this build');
});

test('a prefixer that exports more is refused, so the build fails rather than lose an export', () => {
  expect(() => noVendorPrefixes('export function prefix() {}\nexport const hoist = 1;')).toThrow('now exports prefix, hoist');
});

test("stylis's entry takes the prefixer from the file the loader replaces", () => {
  expect(readFileSync(join(stylisDir, 'index.js'), 'utf8')).toContain("export * from './src/Prefixer.js'");
});

test('styled-components adds the prefixer only when an app asks for vendor prefixes', () => {
  const build = readFileSync(join(styledComponentsDir, 'dist/styled-components.browser.esm.js'), 'utf8');
  expect(build.match(/\.prefixer\b/g)).toHaveLength(1);
  expect(build).toMatch(/\.prefix&&[\w$]+\.push\([\w$]+\.prefixer\)/);
});

test('no app asks for vendor prefixes', () => {
  const sources = ['shell/src', 'libs', 'mfe-pantry/src', 'mfe-shopping/src', 'mfe-recipes/src', 'mfe-planner/src', 'mfe-account/src'];
  const search = spawnSync('git', ['grep', '-l', 'enableVendorPrefixes', '--', ...sources], { cwd: root, encoding: 'utf8' });
  // git grep: 1 when nothing is found, 0 with the files that name it.
  expect({ status: search.status, files: search.stdout }).toEqual({ status: 1, files: '' });
});
