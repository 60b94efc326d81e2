import type { RsbuildPlugin } from '@rsbuild/core';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text asset after a
 * production build, so the server sends compressed files without compressing on each request.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'mealapp:precompress',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const work: Promise<void>[] = [];
        for await (const path of files(api.context.distPath)) {
          if ((await stat(path)).size < MIN_BYTES) continue;
          work.push(
            (async () => {
              const source = await readFile(path);
              const [br, gz] = await Promise.all([
                brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
            })(),
          );
        }
        await Promise.all(work);
      });
    },
  };
}
