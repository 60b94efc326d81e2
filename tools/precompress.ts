import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
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

/** Source maps: fetched by a developer's tools only, and the largest files, so not worth Zopfli's time. */
const SOURCE_MAP = /\.map$/;

/**
 * Zopfli's settings: one pass, and each file split into at most three blocks. More buys little for
 * much time (the shell's files that show Home, 650 KB of script: zlib's best 167.0 KB; these
 * settings 161.7 in 0.4 s; Zopfli's defaults 161.3 in 2.1 s; no block splitting 162.2 in 0.2 s).
 */
const ZOPFLI = { numiterations: 1, blocksplittingmax: 3 };

/**
 * The gzip copy: what a browser is sent over plain HTTP, which is how a household's own server is
 * usually reached on its network (browsers ask for brotli over HTTPS only). Zopfli writes the same
 * format as zlib, 3% smaller for minified script, at many times the time; a build pays that
 * once, every phone's first load and every update of the app gains it. Source maps take zlib's best.
 */
async function gzipCopy(path: string, source: Buffer): Promise<Uint8Array> {
  if (SOURCE_MAP.test(path)) return gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
  return zopfliGzip(source, ZOPFLI);
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip by Zopfli) beside every text asset after a
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
                gzipCopy(path, source),
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
