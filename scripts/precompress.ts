import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
/** Below this a compressed copy saves less than the headers and a round of decoding cost. */
const MIN_SIZE = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file of
 * `dir` of at least 1 KB, keeping a copy only when it is smaller than the file. Done once at build
 * time, so the server never spends CPU compressing the same bytes per request. Returns the files made.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  const made: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_SIZE) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (copy.length >= bytes.length) continue;
        await writeFile(file + suffix, copy);
        made.push(file + suffix);
      }
    }),
  );
  return made.sort();
}

/** Vite plugin: after `vite build` has written the SPA, precompress it (see precompressDir). */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bizu-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const made = await precompressDir(outDir);
      config.logger.info(`precompressed ${made.length} files (.br, .gz) in ${path.relative(process.cwd(), outDir)}`);
    },
  };
}
