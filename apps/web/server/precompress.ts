import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches; fonts and pictures are compressed already, source maps are rarely fetched. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|wasm)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside each content-hashed file the build
 * emits under `assets/`, for the production server to send as they are (server/app.ts,
 * @fastify/static's preCompressed). Only hashed files: `public/` files such as runtime-config.js
 * are replaced on servers without a rebuild, and a stale compressed copy would shadow the new one.
 * A copy that would not be at least 10 % smaller is not written.
 */
export function precompress(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'tessera:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`) && COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(dir, name))));
    },
  };
}

export async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  const worth = (copy: Buffer) => copy.length <= body.length * 0.9;
  await Promise.all([worth(br) && writeFile(`${file}.br`, br), worth(gzipped) && writeFile(`${file}.gz`, gzipped)]);
}
