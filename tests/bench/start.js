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

/** The files of dist/, raw, gzip -9 and brotli 11: those index.html loads at start (the clock
 * page) and the rest. */
export async function weight(dist) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const referenced = new Set([...html.matchAll(/(?:href|src|module_or_path)\s*[=:]\s*['"]\.?\/?([^'"]+)['"]/g)].map((m) => m[1]));
  const files = [];
  for (const name of (await readdir(dist)).sort()) {
    const body = await readFile(join(dist, name));
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    files.push({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli, atStart: name === 'index.html' || referenced.has(name) });
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

/** One first visit; `network` (one of NETWORKS) and `cpu` (a slow-down factor) as given. */
export async function firstVisit(browser, base, { network, cpu } = {}) {
  const throttle = async (cdp) => {
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  };
  const { context, page, errors } = await openClock(browser, base, { throttle, waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench && window.__bench.ready !== null, null, { timeout: 120_000, polling: 50 });
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
  return { interactive: seen.ready, clickToFace: seen.faceAt - seen.clickAt, transferred: seen.bytes, errors };
}

/** The median over `runs` first visits. */
export async function start(browser, base, options, runs = 3) {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await firstVisit(browser, base, options));
  const median = (k) => visits.map((v) => v[k]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { runs, interactive: median('interactive'), clickToFace: median('clickToFace'), transferred: median('transferred'),
    all: visits.map((v) => Math.round(v.interactive)), errors: visits.flatMap((v) => v.errors) };
}
