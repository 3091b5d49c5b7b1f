// A static server for dist/, as a host that allows precompressed files serves it: each file under
// a base path, and its `.br` or `.gz` sibling (written by scripts/build) with Content-Encoding
// when the request accepts it. Used by the build's prerender, scripts/test, scripts/bench and the
// browser tests that need a deploy of their own.
//
//   node scripts/lib/static-server.mjs DIR PORT [BASE]    serves until killed (BASE: /harness-demo/)

import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jsonl': 'application/x-ndjson',
};

/** The file a request path names under `root`, or null (outside it, or none there). */
function fileFor(root, base, urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let rest;
  try {
    rest = decodeURIComponent(urlPath.slice(base.length));
  } catch {
    return null; // a malformed escape names no file
  }
  if (rest === '' || rest.endsWith('/')) rest += 'index.html';
  const file = resolve(root, rest);
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) {
    const index = join(file, 'index.html');
    return existsSync(index) ? index : null;
  }
  return file;
}

/**
 * Serves `dir` under `base` on 127.0.0.1 (port 0: a free one). `missing` lists files (relative to
 * `dir`) to answer 404 for, as a deploy that lost them would; `compressed: false` never serves the
 * precompressed siblings. Resolves to `{ url, port, close }`.
 */
export async function serve(dir, { base = '/harness-demo/', port = 0, missing = [], compressed = true } = {}) {
  const root = resolve(dir);
  const lost = new Set(missing.map((m) => resolve(root, m)));
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://host').pathname;
    if (path === base.replace(/\/$/, '')) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    const file = fileFor(root, base, path);
    if (!file || lost.has(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = null;
    for (const [encoding, suffix] of compressed ? [['br', '.br'], ['gzip', '.gz']] : []) {
      if (new RegExp(`\\b${encoding}\\b`).test(accepts) && existsSync(file + suffix)) {
        body = readFileSync(file + suffix);
        headers['content-encoding'] = encoding;
        break;
      }
    }
    headers.vary = 'accept-encoding';
    body ??= readFileSync(file);
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const bound = server.address().port;
  return {
    url: `http://127.0.0.1:${bound}${base}`,
    port: bound,
    close: () =>
      new Promise((done) => {
        server.close(done);
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, port, base = '/harness-demo/'] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/lib/static-server.mjs DIR PORT [BASE]');
    process.exit(2);
  }
  const { url } = await serve(dir, { port: Number(port), base });
  console.log(`serving ${dir} at ${url}`);
}
