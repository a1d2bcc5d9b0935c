// This clock beside its peers over the same shaped link (link.js: every request on one 400 kbit/s
// pipe, 400 ms round trip; 4× CPU; brotli by Accept-Encoding): first visit → the start screen
// shown; the fewest taps to a running clock, each made as soon as it can be; the bytes the link
// carried until the clock ran. Median of RUNS (3).
//
//   node tests/bench/peers.js [PEERS.json]     # after `trunk build --release`
//
// The peers are other projects' builds, never part of this repository: PEERS.json lists each as
//   { "name": "…", "dir": "/abs/path/to/its/static/build", "ready": "CSS selector",
//     "taps": ["playwright selector", …], "running": "CSS selector" }
// where `ready` marks its start screen shown, `taps` are what a player taps on a first visit to
// get a clock running, and `running` marks a running clock. The last tap is repeated every 300 ms
// until a clock runs, as a player taps again when nothing happened (a page whose buttons show
// before its script has taken them loses a first tap). Optionally
//   "last": { "query": "?time=20000", "taps": [...], "digits": "CSS selector" }
// measures its last seconds as this clock's are here: a 20-second game opened
// with `query`, started by `taps`, 8 s measured with the CPU 4× slower once `digits` (the running
// clock's time) shows tenths: main-thread script and task time, DOM mutations per change of the
// digits. Without the file, only this clock is measured. docs/benchmarks.md says which peers were
// measured, built how.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { browser, DIST } from '../e2e/harness.js';
import { shapedLink } from './link.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg']);

/** Serves `dir` at the root, each compressible file brotli 11 when the browser takes it (as a host
 * with precompressed copies does), with an ETag; a path without a file is index.html. */
async function serveRoot(dir) {
  const packed = new Map();
  const server = createServer(async (req, res) => {
    let rel = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    if (rel.startsWith('..')) { res.writeHead(403).end(); return; }
    let path = join(dir, rel);
    const isFile = await stat(path).then((s) => s.isFile(), () => false);
    if (!isFile) {
      const index = join(path, 'index.html');
      path = (await stat(index).then((s) => s.isFile(), () => false)) ? index : join(dir, 'index.html');
    }
    try {
      const body = await readFile(path);
      const ext = extname(path);
      const headers = { 'content-type': TYPES[ext] || 'application/octet-stream', 'cache-control': 'no-cache', etag: `"${body.length}-${ext}"` };
      if (req.headers['if-none-match'] === headers.etag) { res.writeHead(304, headers).end(); return; }
      if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(req.headers['accept-encoding'] || '')) {
        if (!packed.has(path)) packed.set(path, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        const br = packed.get(path);
        res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding', 'content-length': br.length }).end(br);
        return;
      }
      res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
    } catch { res.writeHead(404).end(); }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { base: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** When each of `selectors` first matched, in ms from navigation start (an init script's observer). */
function watcher(selectors) {
  window.__seen = {};
  const look = () => {
    for (const s of selectors) if (!(s in window.__seen) && document.querySelector(s)) window.__seen[s] = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', look);
}

async function visit(chromium, peer, link) {
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addInitScript(watcher, [peer.ready, peer.running]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const before = link.carried();
  await page.goto(link.base, { waitUntil: 'commit' });
  await page.locator(peer.ready).first().waitFor({ timeout: 180_000 });
  for (const tap of peer.taps) await page.locator(tap).first().tap({ timeout: 180_000 });
  const running = page.locator(peer.running).first();
  const last = page.locator(peer.taps.at(-1)).first();
  let taps = peer.taps.length;
  while (!(await running.isVisible())) {
    await page.waitForTimeout(300);
    if (await running.isVisible()) break;
    if (await last.isVisible()) { await last.tap({ timeout: 1000 }).catch(() => {}); taps += 1; }
  }
  const seen = await page.evaluate(([r, f]) => [window.__seen[r], window.__seen[f]], [peer.ready, peer.running]);
  const bytes = link.carried() - before;
  await context.close();
  return { ready: seen[0], running: seen[1], bytes, taps };
}

// A preset, then Black's tap: White's clock runs.
/** Counts DOM mutation records and the changes of `digits`' text (an init script). */
function counter(digits) {
  window.__count = { records: 0, changes: 0 };
  let shown = null;
  new MutationObserver((records) => {
    window.__count.records += records.length;
    const text = document.querySelector(digits)?.textContent ?? null;
    if (text !== shown) { if (shown !== null) window.__count.changes += 1; shown = text; }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** A peer's last seconds, measured as cost.js measures this clock's. */
async function peerLastSeconds(chromium, base, last) {
  const seen = [];
  for (let i = 0; i < 3; i++) {
    const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await context.addInitScript(counter, last.digits);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.goto(new URL(last.query, base).href);
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (last.start) await last.start(page);
    else for (const tap of last.taps) await page.locator(tap).first().tap();
    await page.waitForFunction((d) => /^0?\d\.\d$/.test(document.querySelector(d)?.textContent?.trim() ?? ''), last.digits, { polling: 100, timeout: 60_000 });
    const sample = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
      const c = await page.evaluate(() => ({ ...window.__count }));
      return { at: Date.now(), script: metric('ScriptDuration'), task: metric('TaskDuration'), ...c };
    };
    const a = await sample();
    await page.waitForTimeout(8000);
    const b = await sample();
    const span = (b.at - a.at) / 1000;
    seen.push({ scriptMsPerS: ((b.script - a.script) * 1000) / span, taskMsPerS: ((b.task - a.task) * 1000) / span,
      mutationsPerDisplayChange: (b.records - a.records) / Math.max(1, b.changes - a.changes) });
    await context.close();
  }
  const median = (k) => seen.map((r) => r[k]).sort((x, y) => x - y)[1];
  return { scriptMsPerS: median('scriptMsPerS'), taskMsPerS: median('taskMsPerS'), mutationsPerDisplayChange: median('mutationsPerDisplayChange') };
}

// Its last seconds: a typed 20-second game, measured by the same counter as a peer's (not
// cost.js's probe, which adds work of its own).
const ours = {
  name: 'Fair Clock (this build)', dir: DIST, ready: 'button.preset', taps: ['button.preset', 'button.half.black'], running: 'button.half.running',
  last: {
    query: './', digits: '.half.running .time',
    start: async (page) => {
      await page.getByLabel('Custom time control').fill('0:20');
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await start.tap();
      const warning = page.getByText('Tap again to start anyway.');
      await page.locator('button.half.black').or(warning).first().waitFor();
      if (await warning.isVisible()) await start.tap();
      await page.waitForTimeout(1000);
      await page.locator('button.half.black').tap();
    },
  },
};
const file = process.argv[2];
const peers = [ours, ...(file ? JSON.parse(await readFile(file, 'utf8')) : [])];
const runs = Number(process.env.RUNS || 3);
const chromium = await browser();
const results = [];
try {
  for (const peer of peers) {
    const host = await serveRoot(peer.dir);
    const link = await shapedLink(host.base, { rtt: 400, kbit: 400 });
    try {
      const seen = [];
      for (let i = 0; i < runs; i++) seen.push(await visit(chromium, peer, link));
      const median = (k) => seen.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(runs / 2)];
      const last = peer.last ? await peerLastSeconds(chromium, host.base, peer.last) : null;
      results.push({ name: peer.name, ready: median('ready'), running: median('running'), bytes: median('bytes'), runs: seen, last });
    } finally {
      await link.close();
      await host.close();
    }
  }
} finally {
  await chromium.close();
}
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
process.stdout.write('| first visit over the shaped link (median of ' + runs + ') | ' + results.map((r) => r.name).join(' | ') + ' |\n');
process.stdout.write('|---|' + results.map(() => '---|').join('') + '\n');
process.stdout.write('| start screen ready | ' + results.map((r) => s(r.ready)).join(' | ') + ' |\n');
process.stdout.write('| the taps → a clock running, from navigation start (taps made) | ' + results.map((r) => `${s(r.running)} (${r.runs.map((x) => x.taps).join(', ')})`).join(' | ') + ' |\n');
process.stdout.write('| bytes the link carried until then | ' + results.map((r) => kib(r.bytes)).join(' | ') + ' |\n');
const lastRow = (f) => results.map((r) => (r.last ? f(r.last) : '—')).join(' | ');
process.stdout.write(`| the last seconds (tenths, 4× CPU, 8 s; median of 3): main-thread script; all tasks | ${lastRow((l) => `${l.scriptMsPerS.toFixed(1)}; ${l.taskMsPerS.toFixed(1)} ms/s`)} |\n`);
process.stdout.write(`| … DOM mutations per displayed change | ${lastRow((l) => l.mutationsPerDisplayChange.toFixed(2))} |\n`);
process.stdout.write(`${JSON.stringify(results)}\n`);
