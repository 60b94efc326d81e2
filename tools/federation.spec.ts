import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { esmFederationRuntime } from './federation';

const appDir = join(__dirname, '..', 'mfe-pantry');

/** The nearest package.json above a file: the package the file belongs to. */
function packageOf(file: string): { name: string; version: string; type?: string } {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      // not a package's root
    }
  }
  throw new Error(`no package.json above ${file}`);
}

describe("a feature app's federation runtime: the ES module builds", () => {
  const aliases = esmFederationRuntime(appDir);

  it('replaces the bundler runtime at the path Rspack imports it by', () => {
    // As Rspack's ModuleFederationPlugin finds it: Node's resolution from the runtime tools the
    // Module Federation plugin names as its implementation (`@module-federation/runtime-tools/bundler`).
    const fromApp = createRequire(join(appDir, 'package.json'));
    const implementation = fromApp.resolve('@module-federation/runtime-tools/bundler');
    const imported = fromApp.resolve('@module-federation/webpack-bundler-runtime', { paths: [implementation] });
    expect(imported).toMatch(/\.cjs$/);
    expect(aliases[imported]).toBe(imported.replace(/\.cjs$/, '.js'));
  });

  const named = Object.entries(aliases).map(([from, to]) => [from.replace(/^.*node_modules[\\/]/, ''), from, to]);
  it.each(named)('%s becomes an ES module of the same package and version', (_name, from, to) => {
    const cjs = from.startsWith('@') ? createRequire(join(appDir, 'package.json')).resolve(from) : from;
    expect(packageOf(to)).toEqual(packageOf(cjs));
    expect(packageOf(to).type).toBe('module');
    expect(readFileSync(to, 'utf8')).toMatch(/^export /m);
  });
});
