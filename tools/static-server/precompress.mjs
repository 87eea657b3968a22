// Writes .br and .gz beside every text asset once at build time, so serving never compresses on the fly.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
const MIN_BYTES = 1024;

/**
 * @param {string} folder
 * @returns {AsyncGenerator<string>}
 */
async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** @param {string} folder */
export async function precompressFolder(folder) {
  let count = 0;
  for await (const file of files(folder)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}
