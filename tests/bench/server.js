// Serves dist/ on loopback under the e2e tests' sub-path, gzip-compressed when the browser asks
// for it, as a real static host does: the bytes a phone downloads are the gzip ones.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, SUB_PATH } from '../e2e/harness.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml',
};

/** Serves `dist` at `base`; every response is compressed once (level 9) and kept. */
export async function serveCompressed(dist = DIST) {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(SUB_PATH)) { res.writeHead(404).end(); return; }
    const rel = normalize(decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html');
    if (rel.startsWith('..')) { res.writeHead(403).end(); return; }
    try {
      if (!cache.has(rel)) {
        const body = await readFile(join(dist, rel));
        cache.set(rel, { body, gzip: gzipSync(body, { level: 9 }) });
      }
      const { body, gzip } = cache.get(rel);
      const headers = { 'content-type': TYPES[extname(rel)] || 'application/octet-stream', 'cache-control': 'no-cache' };
      if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': gzip.length }).end(gzip);
      } else {
        res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
      }
    } catch { res.writeHead(404).end(); }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  return { base, close: () => new Promise((ok) => server.close(ok)) };
}
