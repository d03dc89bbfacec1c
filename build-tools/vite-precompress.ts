import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` and `file.gz` next to every compressible file of the build, so the server
 * sends compressed bytes without compressing at request time (@fastify/static `preCompressed`,
 * docs/decisions/020). Build time is the moment to spend CPU: brotli at its best quality (11)
 * and gzip at level 9, which a server could never afford per request. Source maps are skipped
 * (only developer tools fetch them). A variant that is not smaller is not written, and the
 * server falls back to the plain file.
 *
 * node:zlib does all of it, so no npm package is needed (vite-plugin-compression and friends
 * wrap the same calls and pull in dependencies we would have to keep up to date).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'family-cookbook:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file (bundle and public/) is on disk.
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}

/** Writes the `.br` and `.gz` variants of every compressible file under `dir`. */
export async function precompressDirectory(dir: string) {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(writeCompressedVariants));
}

async function writeCompressedVariants(file: string) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const nested = await Promise.all(
    entries.map(async (name) => {
      const full = path.join(dir, name);
      return (await stat(full)).isDirectory() ? listFiles(full) : [full];
    }),
  );
  return nested.flat();
}
