// Serves the built dist/ on loopback under a sub-path (so relative URLs are tested too) and
// starts Debian's Chromium through playwright-core, which never downloads a browser.
import { createServer } from 'node:http';
import { readFile, mkdir, mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const DIST = process.env.DIST_DIR || join(here, '..', '..', 'dist');
export const ARTIFACTS = process.env.ARTIFACTS_DIR || join(here, 'artifacts');
export const SUB_PATH = '/hosted/clock/';
/** A phone upright and on its side: the sizes every journey is run at. */
export const SIZES = [[390, 844], [844, 390]];
/** The game the page saved (its storage's text, parsed). */
export const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.game')));

/** One of the service worker's precache lists ('FIRST' or 'REST') as the build's sw.js names
 * them: './clock_bg.wasm', './locales/de.json', … */
export async function precacheList(name) {
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  return JSON.parse(sw.match(new RegExp(`const ${name} = (\\[[\\s\\S]*?\\]);`))[1]);
}

/** The files (relative to the page: 'desk_bg.wasm') the page's service worker has kept so far. */
export const offlineFiles = (page) => page.evaluate(async () => {
  const scope = (await navigator.serviceWorker.ready).scope;
  const key = (await caches.keys()).find((k) => k.startsWith(`fairclock:${scope}:`));
  if (!key) return [];
  return (await (await caches.open(key)).keys()).map((r) => r.url.slice(scope.length)).sort();
});

/** Waits until the service worker keeps `files` (relative to the page; every file of the build by
 * default): on a first visit it fetches them only once a face runs. */
export async function offlineReady(page, files, timeout = 30000) {
  const wanted = files ?? [...await precacheList('FIRST'), ...await precacheList('REST')].map((u) => u.slice(2));
  const deadline = Date.now() + timeout;
  for (;;) {
    const kept = new Set(await offlineFiles(page));
    // './' is kept as the scope itself: ''.
    const missing = wanted.filter((f) => !kept.has(f));
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the worker has not kept ${missing.join(' ')} after ${timeout} ms`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

/** A first visit as a player makes it: a preset, Black's press (the face runs, and the worker may
 * keep the build), then New game twice, back at setup once the worker has kept every file. */
export async function visitOnce(page, preset = 'Blitz 3+2') {
  await page.getByRole('button', { name: preset }).click();
  await page.getByRole('button', { name: 'Black clock' }).dispatchEvent('pointerdown');
  await offlineReady(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'End game?' }).click();
  await page.getByRole('button', { name: preset }).waitFor();
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml',
};

/**
 * Serves `dist/` under SUB_PATH on a free loopback port. With `compress`, as a real static host
 * does for the benchmark: each file gzip-compressed once (level 9) when the browser accepts it,
 * with an ETag, so that a revalidation is answered 304 Not Modified.
 * `dir` (a folder, or a function giving the folder of each request) serves another build: a
 * deploy is a change of folder. `cacheControl` is sent with every file.
 * Without `compress`, as a host that serves precompressed files does (nginx's gzip_static,
 * Caddy's `precompressed br gzip`): the build's NAME.br or NAME.gz beside a file, when the
 * browser accepts that encoding, else the file itself. `served` counts the encodings sent,
 * `requests` each file's requests and bytes, and `log` every request in order (`rel`, when it
 * `came` and when its answer was `done`, in ms); `delay(rel)` holds a file's answer that many ms,
 * so that requests made one after the other can be told from requests made side by side.
 */
export async function serve({ compress = false, dir = DIST, cacheControl, delay } = {}) {
  const gzipped = new Map();
  const served = {};
  // Each file's requests and the bytes sent for them, by path under SUB_PATH.
  const requests = new Map();
  const log = [];
  const count = (rel, bytes) => {
    const seen = requests.get(rel) ?? { count: 0, bytes: 0 };
    requests.set(rel, { count: seen.count + 1, bytes: seen.bytes + bytes });
  };
  const folder = typeof dir === 'function' ? dir : () => dir;
  // The benchmark's host revalidates every file unless told otherwise.
  const cache = cacheControl ?? (compress ? 'no-cache' : undefined);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(SUB_PATH)) { res.writeHead(404).end(); return; }
    let rel = normalize(decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html');
    if (rel.startsWith('..')) { res.writeHead(403).end(); return; }
    const entry = { rel, came: Date.now(), done: null };
    log.push(entry);
    res.on('finish', () => { entry.done = Date.now(); });
    const held = delay?.(rel) ?? 0;
    if (held > 0) await new Promise((ok) => setTimeout(ok, held));
    try {
      const body = await readFile(join(folder(rel), rel));
      const type = { 'content-type': TYPES[extname(rel)] || 'application/octet-stream', ...(cache ? { 'cache-control': cache } : {}) };
      if (!compress) {
        // Validators as static hosts give them: a request that names this file's tag gets a 304
        // (not counted as a download).
        const tag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
        if (req.headers['if-none-match'] === tag) { res.writeHead(304, { ...type, etag: tag }).end(); return; }
        type.etag = tag;
        const accepted = req.headers['accept-encoding'] || '';
        for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
          if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
          const packed = await readFile(join(folder(rel), rel + suffix)).catch(() => null);
          if (!packed) continue;
          served[encoding] = (served[encoding] ?? 0) + 1;
          count(rel, packed.length);
          res.writeHead(200, { ...type, 'content-encoding': encoding, vary: 'accept-encoding', 'content-length': packed.length }).end(packed);
          return;
        }
        served.identity = (served.identity ?? 0) + 1;
        count(rel, body.length);
        res.writeHead(200, type).end(body);
        return;
      }
      if (!gzipped.has(rel)) gzipped.set(rel, gzipSync(body, { level: 9 }));
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      const headers = { ...type, etag };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers).end(); return; }
      if (/\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        const gzip = gzipped.get(rel);
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': gzip.length }).end(gzip);
      } else {
        res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
      }
    } catch { res.writeHead(404).end(); }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  return { base, served, requests, log, close: () => new Promise((ok) => server.close(ok)) };
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-quic'],
};

/** Debian's Chromium, headless; `more` flags beside the usual ones. */
export async function browser(more = []) {
  return chromium.launch({ ...LAUNCH, args: [...LAUNCH.args, ...more] });
}

/** Debian's Chromium with a profile of its own whose `preferences` (Chromium's Preferences file,
 * as its settings page writes it) are set before it starts, as one browser context with `options`. */
export async function browserWithPreferences(preferences, options) {
  const dir = await mkdtemp(join(tmpdir(), 'fairclock-profile-'));
  await mkdir(join(dir, 'Default'));
  await writeFile(join(dir, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...options });
  return { context, close: async () => { await context.close(); await rm(dir, { recursive: true, force: true }); } };
}

/** A phone-sized page (390×844, touch) on a fresh context. */
export async function phone(b) {
  const context = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { context, page, errors };
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

let axeSource;

/** The serious and critical WCAG 2.x A/AA violations axe-core finds on the page as it stands. */
export async function axe(page) {
  // Evaluated over the DevTools protocol: the page's CSP (rightly) refuses an injected script tag.
  axeSource ??= await readFile(join(here, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
