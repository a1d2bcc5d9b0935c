// Hosting (issue 28, part): dist/ carries NAME.br (brotli 11) and NAME.gz (gzip -9) beside each
// file worth compressing, each decoding to its file; the service worker never precaches them as
// URLs of their own; a host that serves precompressed files (this test's server, as nginx's
// gzip_static or Caddy's `precompressed br gzip`) sends them by Accept-Encoding; and the page,
// served so, opens and runs a game by touch, upright and on its side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, browser, screenshot, DIST, precacheList, offlineFiles, offlineReady, saved } from './harness.js';
import { touchPhone, half, tapHalf, tapFound, clockArrived } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

/** Starts Blitz 3+2 by touch and plays its first move (Black starts White's clock, White presses
 * after `ms`); returns the saved record. */
async function blitzFirstMove(page, ms) {
  await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  await tapHalf(page, 'Black');
  await page.waitForTimeout(ms);
  await tapHalf(page, 'White');
  // Saved once the clock is here (a preset may run on the first face until it arrives).
  await clockArrived(page);
  return page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.game')).record);
}

const COMPRESSED = ['.html', '.js', '.css', '.wasm', '.json', '.webmanifest', '.svg'];

/** Every file of dist/ a host would compress, with its bytes. */
async function compressible() {
  const files = [];
  for (const name of (await readdir(DIST, { recursive: true })).sort()) {
    if (name.startsWith('screenshots') || !COMPRESSED.some((e) => name.endsWith(e))) continue;
    files.push({ name, body: await readFile(join(DIST, name)) });
  }
  return files;
}

/** GET `path` of the server with `encoding` accepted: the status, its content-encoding, the bytes. */
function get(path, encoding) {
  return new Promise((ok, fail) => {
    const url = new URL(path, server.base);
    request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

test('each file worth compressing has a .br and a .gz copy beside it that decode to it, and no copy is precached as a URL', async () => {
  const files = await compressible();
  const large = files.filter((f) => f.body.length >= 1024);
  assert.ok(large.some((f) => f.name.endsWith('.wasm')), 'the wasm is among them');
  for (const { name, body } of large) {
    const br = await readFile(join(DIST, `${name}.br`));
    const gz = await readFile(join(DIST, `${name}.gz`));
    assert.ok(brotliDecompressSync(br).equals(body), `${name}.br decodes to ${name}`);
    assert.ok(gunzipSync(gz).equals(body), `${name}.gz decodes to ${name}`);
    assert.ok(br.length < gz.length && gz.length < body.length, `${name}: brotli < gzip < raw`);
  }
  const [first, rest] = [await precacheList('FIRST'), await precacheList('REST')];
  const precached = [...first, ...rest];
  assert.ok(['./clock_bg.wasm', './clock.css'].every((u) => first.includes(u)) && rest.includes('./desk_bg.wasm'), 'the clock is cached before the helpers');
  assert.ok(precached.length > 5 && precached.every((u) => !u.endsWith('.br') && !u.endsWith('.gz')), precached.join(' '));
});

test('the server sends the brotli copy to a browser that takes brotli, the gzip copy to one that takes gzip, else the file', async () => {
  const wasm = (await readdir(DIST)).find((n) => /^first-.*_bg\.wasm$/.test(n));
  const raw = await readFile(join(DIST, wasm));
  const br = await get(wasm, 'gzip, deflate, br');
  assert.deepEqual([br.status, br.encoding], [200, 'br']);
  assert.ok(brotliDecompressSync(br.body).equals(raw));
  const gz = await get(wasm, 'gzip');
  assert.deepEqual([gz.status, gz.encoding], [200, 'gzip']);
  assert.ok(gunzipSync(gz.body).equals(raw));
  const plain = await get(wasm);
  assert.deepEqual([plain.status, plain.encoding, plain.body.length], [200, 'identity', raw.length]);
});

for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`${width}×${height}: the page served precompressed opens at setup and runs a game by touch`, async () => {
    const encodings = new Map();
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, undefined, (p) => {
      p.on('response', async (r) => {
        if (r.url().endsWith('.wasm')) encodings.set(r.url().split('/').pop(), (await r.allHeaders())['content-encoding'] ?? 'identity');
      });
    });
    const record = await blitzFirstMove(page, 600);
    assert.deepEqual(record.events.map((e) => e.type), ['start', 'press']);
    assert.match(await half(page, 'White').locator('.time').textContent(), /^3:0[0-2]$/, 'White pressed within 2 s and got the 2 s increment');
    for (const wanted of ['first-', 'fairclock_bg']) {
      const page_wasm = [...encodings].find(([name]) => name.startsWith(wanted));
      assert.ok(page_wasm && page_wasm[1] !== 'identity', `the page's wasm came compressed: ${[...encodings].join(' ')}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`${width}×${height}: a first visit: the worker fetches nothing for offline use until the face runs, then the rest one at a time, each file once; the game then plays offline`, async () => {
    const rest = (await precacheList('REST')).map((u) => u.slice(2));
    // Each of the rest held 100 ms at the host: fetched side by side, their answers would overlap.
    const ours = await serve({ delay: (rel) => (rest.includes(rel) ? 100 : 0) });
    try {
      const { context, page, errors } = await touchPhone(chromium, ours.base, width, height);
      assert.ok(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active))));
      // Past the page's idle wait (at most 5 s): the page fetches the clock ahead, and nothing else.
      await page.waitForTimeout(6000);
      const early = ours.log.map((e) => e.rel);
      // The favicon is the browser's own request, for the tab.
      const forOffline = rest.filter((rel) => rel !== 'icon.svg');
      assert.deepEqual(early.filter((rel) => forOffline.includes(rel)), [], `before the face: ${early.join(' ')}`);
      assert.ok(early.includes('clock_bg.wasm'), 'the clock was fetched ahead, while the player reads the setup');
      const kept = await offlineFiles(page);
      assert.ok(kept.every((f) => early.includes(f)), `kept before the face: only what the page asked for, as it passed: ${kept.join(' ')}`);

      const faceAt = Date.now();
      await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
      await tapHalf(page, 'Black');
      await offlineReady(page);
      const fetched = ours.log.filter((e) => rest.includes(e.rel) && e.came >= faceAt);
      assert.deepEqual(fetched.map((e) => e.rel).sort(), rest.filter((rel) => !kept.includes(rel)).sort(), 'each of the rest not kept yet asked for once, after the face ran');
      for (const [i, e] of fetched.entries()) {
        if (i > 0) assert.ok(e.came >= fetched[i - 1].done, `${e.rel} asked for after ${fetched[i - 1].rel} had arrived: one at a time`);
      }
      // Nothing downloaded twice: the hashed files came from the HTTP cache, the others as they
      // passed or as a 304 (but index.html, 2 KB, kept both as './' and by its name).
      for (const [rel, { count }] of ours.requests) if (rel !== 'index.html') assert.equal(count, 1, `${rel} downloaded ${count} times`);

      await tapHalf(page, 'White');
      const before = (await saved(page)).record.events;
      assert.deepEqual(before.at(-1)?.side, 'white', 'White pressed');
      await context.setOffline(true);
      await page.reload();
      await half(page, 'White').waitFor();
      assert.match(await half(page, 'Black').getAttribute('class'), /running/, 'the game came back running, offline');
      // Past the guard that keeps a touch from acting on a face that has just appeared under it.
      await page.waitForTimeout(1000);
      await tapHalf(page, 'Black');
      await screenshot(page, `hosting-offline-reload-${width}x${height}`);
      const after = (await saved(page)).record.events;
      assert.deepEqual([after.length, after.at(-1).type, after.at(-1).side], [before.length + 1, 'press', 'black'], 'Black pressed, offline');
      assert.match(await half(page, 'White').getAttribute('class'), /running/);
      // The arbiter's desk, fetched only by the worker, opens offline.
      await page.getByRole('button', { name: 'Score' }).tap();
      await page.getByRole('list', { name: 'Score' }).locator('li').first().waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await ours.close();
    }
  });
}

test('before the wasm arrives the page already shows the setup\'s first words and says it is loading; the app then takes their place', async () => {
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The wasm held back: what a first visit on a slow network shows meanwhile.
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(server.base, { waitUntil: 'domcontentloaded' });
  const shell = page.locator('#shell');
  assert.equal(await shell.getByRole('heading', { level: 1 }).textContent(), 'Fair Clock');
  assert.equal(await shell.getByRole('status').textContent(), 'Loading the clock…');
  const intro = await shell.locator('.intro').textContent();
  // The presets are there already, painted from index.html itself.
  assert.ok(await shell.getByRole('button', { name: 'Blitz 3+2' }).isVisible());
  release();
  await page.locator('#shell').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
  assert.equal(await page.locator('section.setup .intro').textContent(), intro, 'the app says the same words');
  await context.close();
});

for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`${width}×${height}: asked to save data, the page fetches only the setup until Start, then the clock, which plays`, async () => {
    const ours = await serve();
    try {
      const { context, page, errors } = await touchPhone(chromium, ours.base, width, height, () => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
      });
      await page.waitForTimeout(3000);
      const fetched = () => [...ours.requests.keys()];
      const helpers = /^(game|desk|rules_worker)[._]|^clock\.css$/;
      assert.deepEqual(fetched().filter((rel) => helpers.test(rel) || rel === 'sw.js'), [], `before Start: ${fetched().join(' ')}`);
      assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'no worker yet');
      const record = await blitzFirstMove(page, 300);
      assert.deepEqual(record.events.map((e) => e.type), ['start', 'press']);
      assert.equal(record.time_control, '180+2');
      assert.ok(fetched().includes('clock_bg.wasm'), 'the clock was fetched on Start');
      // The face runs: the worker, registered by the clock, keeps only what this game can need —
      // the page, the clock, the desk and the rules worker; English needs no words fetched.
      const first = (await precacheList('FIRST')).map((u) => u.slice(2));
      const needed = (await precacheList('REST')).map((u) => u.slice(2)).filter((rel) => /^(desk|rules_worker)[._]/.test(rel));
      await offlineReady(page, [...first, ...needed]);
      await page.waitForTimeout(1000);
      assert.deepEqual(fetched().filter((rel) => rel.startsWith('locales/') || rel.startsWith('icon-')), [], `no other language, no icon: ${fetched().join(' ')}`);
      assert.deepEqual((await offlineFiles(page)).filter((f) => !first.includes(f) && !needed.includes(f)), []);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await ours.close();
    }
  });
}

for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`${width}×${height}: asked to save data in German, the worker keeps the German words and no other language's`, async () => {
    const ours = await serve();
    try {
      const { context, page, errors } = await touchPhone(chromium, ours.base, width, height, () => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
      }, undefined, 'de-DE');
      await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
      // Asked to save data, the clock is fetched on Start: the first face runs meanwhile.
      await tapFound(page, page.locator('button.half.black'));
      assert.match(await page.locator('button.half.white').getAttribute('class'), /running/);
      const first = (await precacheList('FIRST')).map((u) => u.slice(2));
      const helpers = (await precacheList('REST')).map((u) => u.slice(2)).filter((rel) => /^(desk|rules_worker)[._]/.test(rel));
      await offlineReady(page, [...first, ...helpers, 'locales/de.json', 'locales/clock/de.json']);
      await page.waitForTimeout(1000);
      const others = [...ours.requests.keys()].filter((rel) => rel.startsWith('locales/') && !rel.endsWith('/de.json') && rel !== 'locales/de.json');
      assert.deepEqual(others, [], 'no other language fetched');
      assert.deepEqual((await offlineFiles(page)).filter((f) => f.startsWith('locales/')), ['locales/clock/de.json', 'locales/de.json']);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await ours.close();
    }
  });
}

for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`${width}×${height}: when the clock cannot be fetched, Start says so and keeps the setup; Start again plays`, async () => {
    const ours = await serve();
    try {
      // Save-Data: no worker and nothing fetched ahead, so Start is the clock's first fetch.
      const { context, page, errors } = await touchPhone(chromium, ours.base, width, height, () => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
      });
      let release;
      const held = new Promise((ok) => { release = ok; });
      await page.route(/\/clock_bg\.wasm$/, async (route) => { await held; await route.abort(); });
      // Typing a control asks the clock what it means: the clock's first fetch, held. A typed
      // control waits for the clock (a preset would run on the first face: first.test.js).
      await page.getByLabel('Custom time control').fill('5+3');
      await page.getByRole('button', { name: 'Start', exact: true }).tap();
      const loading = page.locator('.handing-over');
      assert.equal(await loading.textContent(), 'Loading the clock…');
      const box = await loading.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= height, `the loading line is in view: ${JSON.stringify(box)}`);
      await screenshot(page, `hosting-clock-loading-${width}x${height}`);
      release();
      const alert = page.locator('section.setup p.error');
      await alert.filter({ hasText: 'The clock could not be loaded' }).waitFor();
      assert.match(await alert.textContent(), /^The clock could not be loaded \(.+\)\. Check the connection and try again: nothing is lost\.$/);
      assert.equal(await loading.count(), 0, 'no longer loading');
      assert.equal(await page.getByLabel('Custom time control').inputValue(), '5+3', 'what was typed is kept');
      // Nor could what was typed be read: said where its meaning goes.
      await page.locator('section.setup .preview', { hasText: /^The clock could not be loaded/ }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('fairclock.game')), null, 'no game began');
      await screenshot(page, `hosting-clock-unreachable-${width}x${height}`);
      await page.unroute(/\/clock_bg\.wasm$/);
      const record = await blitzFirstMove(page, 300);
      assert.deepEqual(record.events.map((e) => e.type), ['start', 'press']);
      assert.equal(record.time_control, '180+2');
      assert.equal(await page.locator('section.setup').count(), 0, 'the clock took the page over');
      // The failed fetch is the browser's console error, not the app's.
      assert.ok(errors.every((e) => /clock_bg\.wasm|Failed to load resource|net::ERR_FAILED|WebAssembly/.test(e)), errors.join('\n'));
      await context.close();
    } finally {
      await ours.close();
    }
  });
}
