import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const libDir = resolve(__dirname, '..');
const cli = join(dirname(require.resolve('@rtk-query/codegen-openapi/package.json', { paths: [libDir] })), 'lib/bin/cli.mjs');
const withoutApiImport = (source: string) => source.replace(/^import \{ baseApi as api \} from .*$/m, '');

// CI fails when the OpenAPI document changed and `npm run codegen --workspace libs/api-client` was not run.
(existsSync(join(libDir, 'openapi.json')) ? test : test.skip)(
  'generated/api.ts is up to date with openapi.json',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-codegen-'));
    try {
      const outputFile = join(dir, 'api.ts');
      const configFile = join(dir, 'codegen.config.cjs');
      // The committed config itself (its filters are functions), with the paths made absolute.
      const paths = { schemaFile: join(libDir, 'openapi.json'), apiFile: join(libDir, 'src/base-api.ts'), outputFile };
      writeFileSync(configFile, `module.exports = { ...require(${JSON.stringify(join(libDir, 'codegen.config.cjs'))}), ...${JSON.stringify(paths)} };`);
      execFileSync(process.execPath, [cli, configFile], { cwd: libDir, stdio: 'pipe' });
      const committed = readFileSync(join(libDir, 'src/generated/api.ts'), 'utf8');
      expect(withoutApiImport(committed)).toBe(withoutApiImport(readFileSync(outputFile, 'utf8')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  30_000,
);
