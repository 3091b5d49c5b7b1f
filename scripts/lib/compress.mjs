// Writes the precompressed siblings of dist/'s text and wasm files: FILE.br (brotli, quality 11)
// and FILE.gz (gzip -9), for hosts that serve them in place of FILE to a browser that accepts them
// (scripts/lib/static-server.mjs does; see the README for others). A sibling that would not be
// smaller is not written.
//
//   node scripts/lib/compress.mjs DIST

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg']);

/** Every file under `dir`, recursively. */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const [dist] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node scripts/lib/compress.mjs DIST');
  process.exit(2);
}
let count = 0;
for (const file of [...files(dist)]) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  for (const [suffix, bytes] of [['.br', br], ['.gz', gz]]) {
    if (bytes.length < raw.length) {
      writeFileSync(file + suffix, bytes);
      count += 1;
    }
  }
}
console.log(`compress: ${count} precompressed files (.br, .gz) beside dist/'s files`);
