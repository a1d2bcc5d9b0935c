// Weight and start: the bytes of the built page (raw and gzip -9), and the time until the clock
// is usable on a first visit (empty cache, no service worker yet).
//
// "Interactive" here means: the setup screen's preset buttons are in the DOM — the app mounts
// them together with their handlers, in one step after the wasm has started — measured from
// navigation start (performance.timeOrigin) by the probe's MutationObserver; and a click on a
// preset then starts a game (checked on every run: the time from that click to the clock face is
// reported beside it). The page is served gzip-compressed, as a static host would.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { openClock } from './presses.js';
import { offlineReady, visitOnce } from '../e2e/harness.js';

/** The files of dist/, raw, gzip -9 and brotli 11: those index.html loads at start (the clock
 * page, with the snippets its JS imports) and the rest, loaded later or on demand. */
export async function weight(dist) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // Quoted, or bare as Trunk's minifier leaves an attribute (href=./main-….css).
  const referenced = new Set([...html.matchAll(/(?:href|src|module_or_path)\s*[=:]\s*(?:['"]\.?\/?([^'"]+)['"]|\.?\/?([^\s>'"]+))/g)]
    .map((m) => m[1] ?? m[2]));
  const files = [];
  for (const name of (await readdir(dist, { recursive: true })).sort()) {
    // A precompressed copy (NAME.br, NAME.gz) is its file in another encoding, not another file.
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = await readFile(join(dist, name)).catch(() => null); // null: a directory
    if (!body) continue;
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const atStart = name === 'index.html' || referenced.has(name) || name.startsWith('snippets/');
    files.push({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli, atStart });
  }
  return files;
}

/** Chrome DevTools' network presets and the profile the issue asks for. */
export const NETWORKS = {
  // 400 ms round trip, 400 kbit/s down and up: the figures behind DevTools' "Slow 3G".
  slow3g: { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 },
  // DevTools' own "Slow 3G" preset multiplies the latency by 5 (per request, to stand in for
  // connection set-up and slow start): 2 s per request.
  devtoolsSlow3g: { latency: 2000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 },
};

/** What slows a page down over its DevTools session: `network` (one of NETWORKS) and `cpu` (a
 * slow-down factor), either may be absent. */
function throttler({ network, cpu }) {
  return async (cdp) => {
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  };
}

/** One first visit; `network` (one of NETWORKS) and `cpu` (a slow-down factor) as given. With
 * `reads`, the player reads the setup until the page holds the clock's module, then starts:
 * `clickToFace` is then the target's "Start to a running face".
 *
 * Under a throttled network the service worker is blocked: DevTools' throttling does not reach a
 * service worker's own fetches, so its precache would bring the clock's module at full speed and
 * flatter the figures. Without it the page fetches the module itself when idle, throttled. */
export async function firstVisit(browser, base, { network, cpu, reads } = {}) {
  const throttle = throttler({ network, cpu });
  const serviceWorkers = network ? 'block' : 'allow';
  const { context, page, errors } = await openClock(browser, base, { throttle, waitUntil: 'commit', serviceWorkers });
  await page.waitForFunction(() => window.__bench && window.__bench.ready !== null, null, { timeout: 120_000, polling: 50 });
  let readFor = 0;
  if (reads) {
    readFor = await page.evaluate(async () => {
      const fetched = () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/clock_bg.wasm'));
      const until = performance.now() + 60_000;
      while (!fetched() && performance.now() < until) await new Promise((ok) => setTimeout(ok, 100));
      return fetched() ? performance.now() - window.__bench.ready : null;
    }, null);
  }
  await page.locator('button.preset').first().click();
  await page.locator('section.face').waitFor({ timeout: 30_000 });
  const seen = await page.evaluate(() => ({
    ready: window.__bench.ready,
    faceAt: window.__bench.faceAt,
    clickAt: window.__bench.clickAt,
    bytes: performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
      .reduce((sum, e) => sum + e.transferSize, 0),
  }));
  await context.close();
  return { interactive: seen.ready, clickToFace: seen.faceAt - seen.clickAt, transferred: seen.bytes, readFor, errors };
}

/** Whether the page's service worker keeps every file of the build (sw.js's FIRST and REST)
 * within 5 minutes (the shaped link carries them one at a time). */
const keptWhole = (page) => offlineReady(page, undefined, 300_000).then(() => true, () => false);

/** A later visit, as at the board: the page was opened once (its service worker has cached every
 * file), then is opened again under `network` and `cpu`. Then the first opening of the arbiter's
 * desk (a module of its own): from the cache on this visit, and on a first visit over `network`
 * (with no service worker, which would have fetched it in the background): opened at once, and
 * opened once the page has fetched it while idle. */
export async function laterVisit(browser, base, { network, cpu } = {}) {
  const throttle = throttler({ network, cpu });
  const { context, page, cdp, errors } = await openClock(browser, base);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await visitOnce(page);
  await throttle(cdp);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench && window.__bench.ready !== null, null, { timeout: 120_000, polling: 50 });
  const interactive = await page.evaluate(() => window.__bench.ready);
  const cached = await deskOpening(page);
  await context.close();

  // A game in progress, the page reloaded: from navigation start to the restored clock face.
  const again = await openClock(browser, base);
  await again.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await visitOnce(again.page);
  await again.page.locator('button.preset').first().click();
  await again.page.locator('section.face').waitFor();
  await throttle(again.cdp);
  await again.page.reload({ waitUntil: 'commit' });
  await again.page.waitForFunction(() => window.__bench && window.__bench.faceAt !== null, null, { timeout: 120_000, polling: 50 });
  const restored = await again.page.evaluate(() => window.__bench.faceAt);
  await again.context.close();

  // No service worker here: it would precache the desk in the background, unthrottled. Opened at
  // once, the desk is fetched on the click (or finished, if the page's prefetch began).
  const first = await openClock(browser, base, { throttle, waitUntil: 'commit', serviceWorkers: 'block' });
  await first.page.locator('button.preset').first().waitFor({ timeout: 120_000 });
  const fetched = await deskOpening(first.page);
  await first.context.close();

  // The same first visit, the desk opened once fetched in the background: the setup page fetches
  // the clock while idle, and the clock, once started, the desk.
  const idle = await openClock(browser, base, { throttle, waitUntil: 'commit', serviceWorkers: 'block' });
  await idle.page.locator('button.preset').first().waitFor({ timeout: 120_000 });
  const fetchedWasm = (name) => idle.page.waitForFunction((n) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(n) && e.responseEnd > 0),
    name, { timeout: 120_000, polling: 100 });
  await fetchedWasm('/clock_bg.wasm');
  await idle.page.locator('button.preset').first().click();
  await idle.page.locator('section.face').waitFor({ timeout: 30_000 });
  await fetchedWasm('/desk_bg.wasm');
  const prefetchedAfter = await idle.page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/desk_bg.wasm'));
    return wasm.responseEnd - window.__bench.ready;
  });
  const clicked = await idle.page.evaluate(() => performance.now());
  await idle.page.getByRole('button', { name: 'Arbiter' }).click();
  await idle.page.getByRole('dialog', { name: 'Arbiter', exact: true }).waitFor({ timeout: 120_000 });
  const prefetched = (await idle.page.evaluate(() => performance.now())) - clicked;
  await idle.context.close();
  return { interactive, restored, deskCached: cached, deskFetched: fetched, deskPrefetched: prefetched, prefetchedAfter,
    errors: errors.concat(again.errors, first.errors, idle.errors) };
}

/** Starts a game and opens the arbiter's panel: milliseconds from the click until it is shown. */
async function deskOpening(page) {
  await page.locator('button.preset').first().click();
  await page.locator('section.face').waitFor({ timeout: 30_000 });
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('dialog', { name: 'Arbiter', exact: true }).waitFor({ timeout: 120_000 });
  return (await page.evaluate(() => performance.now())) - clicked;
}

/** The median over `runs` first visits. */
export async function start(browser, base, options, runs = 3) {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await firstVisit(browser, base, options));
  const median = (k) => visits.map((v) => v[k]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { runs, interactive: median('interactive'), clickToFace: median('clickToFace'), transferred: median('transferred'), readFor: median('readFor'),
    all: visits.map((v) => Math.round(v.interactive)), errors: visits.flatMap((v) => v.errors) };
}

/** Lighthouse's mobile performance audit (its simulated slow 4G and 4× CPU) of the page at
 * `base`, if Lighthouse is installed beside the benchmark (tests/bench/node_modules, which
 * scripts/bench.sh installs); `null` otherwise. The median run of `runs` by score. */
export async function lighthouse(base, runs = 3) {
  const { existsSync } = await import('node:fs');
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  // Asynchronously: the page is served by this very process, which must go on answering.
  const run = promisify(execFile);
  const bin = new URL('./node_modules/.bin/lighthouse', import.meta.url).pathname;
  if (!existsSync(bin)) return null;
  const seen = [];
  for (let i = 0; i < runs; i++) {
    const { stdout: out } = await run(bin, [base, '--only-categories=performance', '--output=json', '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
    const report = JSON.parse(out.toString());
    const audit = (id) => report.audits[id].numericValue;
    seen.push({ score: Math.round(report.categories.performance.score * 100), fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'),
      version: report.lighthouseVersion });
  }
  seen.sort((a, b) => a.score - b.score);
  return { ...seen[Math.floor(runs / 2)], scores: seen.map((s) => s.score) };
}

/**
 * First visits over a shaped link (`link.js`: every request, the service worker's too, on one
 * pipe), the CPU slowed `cpu`×, the service worker allowed, as a player at a club meets the page:
 * the presets shown; a preset tapped as soon as they are, and the clock face shown after it,
 * from navigation start; the bytes the link carried until then. Then the clock started, and once
 * the service worker holds the build, a repeat visit: the presets, and a tap to the face. Median
 * of `runs`.
 */
export async function shapedVisits(browser, base, link, { cpu = 4, runs = 3 } = {}) {
  const throttle = throttler({ cpu });
  const first = [];
  const repeat = [];
  for (let i = 0; i < runs; i++) {
    const before = link.carried();
    const { context, page, errors } = await openClock(browser, base, { throttle, waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench && window.__bench.ready !== null, null, { timeout: 180_000, polling: 50 });
    await page.locator('button.preset').first().click();
    await page.locator('section.face').waitFor({ timeout: 180_000 });
    const seen = await page.evaluate(() => ({ ready: window.__bench.ready, faceAt: window.__bench.faceAt }));
    first.push({ presets: seen.ready, face: seen.faceAt, bytes: link.carried() - before, errors });
    // The repeat visit: the clock started (the face runs, and the service worker keeps the
    // build, one file at a time at low priority), left once it is kept, and the page reloaded:
    // a player opening the page the next day.
    await page.locator('button.half.black').dispatchEvent('pointerdown');
    const cached = await keptWhole(page);
    first.at(-1).clock = await page.evaluate(() => window.__bench.clockAt);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'End game?' }).click();
    await page.locator('button.preset').first().waitFor();
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench && window.__bench.ready !== null, null, { timeout: 180_000, polling: 50 });
    await page.locator('button.preset').first().click();
    await page.locator('section.face').waitFor({ timeout: 180_000 });
    const again = await page.evaluate(() => ({ ready: window.__bench.ready, faceAt: window.__bench.faceAt }));
    repeat.push({ presets: again.ready, face: again.faceAt, cached });
    await context.close();
  }
  const median = (xs, f) => xs.map(f).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    runs: first,
    presets: median(first, (r) => r.presets),
    face: median(first, (r) => r.face),
    clock: median(first, (r) => r.clock),
    bytes: median(first, (r) => r.bytes),
    repeatPresets: median(repeat, (r) => r.presets),
    repeatFace: median(repeat, (r) => r.face),
    repeatCached: repeat.every((r) => r.cached),
  };
}
