// First to a running clock (issue 59): index.html itself carries the presets, written from the
// app's own table at build time (src/bin/first_page.rs), and a first script without the app's
// runtime (src/app/first_screen.rs) runs a preset's clock at once; the clock's module, held here by
// the server as a slow venue link holds it, then takes the game over with every tap at its
// instant. By touch, upright and on its side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, browser, screenshot, SIZES, saved, DIST } from './harness.js';
import { half, tapHalf, time, moves, status } from './touch.js';

const ROOT = join(DIST, '..');
// What each file is held at the host, by its name.
let hold = () => 0;
let server, chromium;
before(async () => {
  server = await serve({ delay: (rel) => hold(rel) });
  chromium = await browser();
});
after(async () => { await chromium?.close(); await server?.close(); });

// The app: the setup's module and the clock's, which takes a first face's game over.
const APP = 'fairclock_bg.wasm';
const CLOCK = 'clock_bg.wasm';
const app = (rel) => rel === APP || rel === CLOCK;
const firstFace = (page) => page.locator('section.face.first');
const clockFace = (page) => page.locator('section.face:not(.first)');

/** The presets' English names in the table's order, read from the source the build reads. */
async function presetNames() {
  const table = await readFile(join(ROOT, 'src/screens/presets.rs'), 'utf8');
  const messages = await readFile(join(ROOT, 'src/ground/messages.rs'), 'utf8');
  const start = table.indexOf('pub const PRESETS');
  const names = [...table.slice(start).matchAll(/Preset \{ name: (PRESET_\w+),/g)].map((m) => m[1]);
  return names.map((name) => messages.match(new RegExp(`\\b${name} = "[^"]+" => "([^"]+)";`))[1]);
}

/** A phone whose page is opened without waiting for anything on it, every tap's instant recorded
 * (the pointerdown's `timeStamp`, on the record's time line) in `window.taps`. */
async function phone(width, height) {
  const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    window.taps = [];
    addEventListener('pointerdown', (e) => window.taps.push(e.timeStamp), true);
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(server.base, { waitUntil: 'commit' });
  return { context, page, errors };
}

/** A first visit's `preset` tapped, its first face shown, and Black's tap starting it. */
async function blackStarts(page, preset) {
  await page.getByRole('button', { name: preset }).tap();
  await firstFace(page).waitFor({ timeout: 5_000 });
  await tapHalf(page, 'Black');
}

test('the built index.html carries every preset of the table, in its order, each by its index', async () => {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const names = await presetNames();
  assert.ok(names.length > 5, names.join(', '));
  const buttons = [...html.matchAll(/<button class="?preset"?[^>]*data-preset="?(\d+)"?[^>]*>([^<]*)<\/button>/g)];
  assert.deepEqual(buttons.map((b) => [Number(b[1]), b[2]]), names.map((n, i) => [i, n]));
  // Each language's first words ride along, inert.
  assert.match(html, /<script type="?application\/json"? id="?first-words-fr"?>\{"language":"fr"/);
});

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: with every script held back the presets are painted; the first script alone runs a clock, before the app`, async () => {
    let scripts = true;
    hold = (rel) => (/\.(js|wasm)$/.test(rel) && scripts ? (app(rel) ? 60_000 : 30_000) : 0);
    const { context, page, errors } = await phone(width, height);
    const names = await presetNames();
    const presets = page.locator('#shell .preset');
    await presets.first().waitFor({ timeout: 5_000 });
    assert.deepEqual(await presets.allTextContents(), names);
    // Painted, and not yet live: a tap now would be lost, so the buttons say so.
    assert.ok(await presets.first().isDisabled());
    await screenshot(page, `first-bytes-held-${width}`);
    // The first script arrives (the app is still held): a tap runs a clock at once.
    scripts = false;
    hold = (rel) => (app(rel) ? 60_000 : 0);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await firstFace(page).waitFor({ timeout: 5_000 });
    assert.deepEqual([await time(page, 'White'), await time(page, 'Black')], ['3:00', '3:00']);
    assert.equal(await status(page), 'White to move: Black taps to start');
    await tapHalf(page, 'Black');
    assert.match(await half(page, 'White').getAttribute('class'), /running/);
    await page.waitForTimeout(1_200);
    assert.match(await time(page, 'White'), /^2:5[89]$/, 'White\'s clock runs on the first face');
    await tapHalf(page, 'White');
    assert.equal(await moves(page, 'White'), 'moves 1');
    assert.match(await half(page, 'Black').getAttribute('class'), /running/);
    await screenshot(page, `first-bytes-face-${width}`);
    assert.equal(await clockFace(page).count(), 0, 'the app is still on its way');
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await context.close();
  });

  test(`${at}: 40 presses on the first face while the app is held 20 s, then the takeover: the record holds each at its instant, the same clocks before and after`, async () => {
    hold = (rel) => (app(rel) ? 20_000 : 0);
    const { context, page, errors } = await phone(width, height);
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await firstFace(page).waitFor({ timeout: 5_000 });
    await page.evaluate(() => { window.taps = []; });
    await tapHalf(page, 'Black');
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(60);
      await tapHalf(page, i % 2 ? 'Black' : 'White');
    }
    // Black pressed last: White's clock runs, Black's stands.
    assert.match(await half(page, 'White').getAttribute('class'), /running/);
    const before = [await time(page, 'Black'), await moves(page, 'Black'), await moves(page, 'White')];
    assert.deepEqual(before.slice(1), ['moves 20', 'moves 20']);
    assert.equal(await clockFace(page).count(), 0, 'all 40 presses were on the first face');
    const taps = await page.evaluate(() => window.taps);
    assert.equal(taps.length, 41);

    await clockFace(page).waitFor({ timeout: 40_000 });
    assert.equal(await firstFace(page).count(), 0);
    assert.deepEqual([await time(page, 'Black'), await moves(page, 'Black'), await moves(page, 'White')], before);
    assert.match(await half(page, 'White').getAttribute('class'), /running/);
    const { events } = (await saved(page)).record;
    assert.deepEqual(events.map((e) => e.type), ['start', ...Array(40).fill('press')]);
    events.forEach((e, i) => assert.ok(Math.abs(e.t - taps[i]) < 0.01, `event ${i} at ${e.t}, tapped at ${taps[i]}`));
    assert.deepEqual(events.slice(1, 3).map((e) => e.side), ['white', 'black']);
    // The game goes on in the app: White presses.
    await tapHalf(page, 'White');
    assert.equal((await saved(page)).record.events.length, 42);
    await screenshot(page, `first-bytes-taken-over-${width}`);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    await context.close();
  });
}

test('390×844: a reload during the first face, the app still held, reopens it with its taps; the app then takes it over', async () => {
  hold = (rel) => (app(rel) ? 12_000 : 0);
  const { context, page, errors } = await phone(390, 844);
  await blackStarts(page, 'Blitz 3+2');
  await page.waitForTimeout(300);
  await tapHalf(page, 'White');
  await page.reload({ waitUntil: 'commit' });
  // Reopened by the first script, before the app: Black's clock ran on while the page reloaded.
  await firstFace(page).waitFor({ timeout: 5_000 });
  assert.equal(await clockFace(page).count(), 0);
  assert.equal(await moves(page, 'White'), 'moves 1');
  assert.match(await half(page, 'Black').getAttribute('class'), /running/);
  await tapHalf(page, 'Black');
  assert.equal(await moves(page, 'Black'), 'moves 1');
  await clockFace(page).waitFor({ timeout: 30_000 });
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'press', 'press']);
  assert.match(await half(page, 'White').getAttribute('class'), /running/);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

test('390×844: a flag that falls on the first face, the app held, is judged when the rules arrive (FIDE 6.9)', async () => {
  hold = (rel) => (app(rel) ? 64_000 : 0);
  const { context, page, errors } = await phone(390, 844);
  await blackStarts(page, 'Bullet 1+0');
  await page.locator('section.face.first .half.white.fallen').waitFor({ timeout: 65_000 });
  assert.equal(await time(page, 'White'), '0.0');
  assert.equal(await status(page), "White's flag fell at its instant: the verdict follows as soon as the rules arrive.");
  await tapHalf(page, 'White');
  assert.equal(await moves(page, 'White'), 'moves 0', 'the clock calls the flag: no press after it');
  assert.equal(await clockFace(page).count(), 0, 'the flag fell on the first script\'s face');
  await clockFace(page).waitFor({ timeout: 30_000 });
  await page.getByText('0-1 — Black wins on time (FIDE 6.9)').first().waitFor();
  assert.equal(await time(page, 'Black'), '1:00');
  const { events } = (await saved(page)).record;
  assert.deepEqual(events.map((e) => e.type), ['start', 'claim']);
  assert.deepEqual([events[1].kind, events[1].by, events[1].called_by], ['flag', 'black', 'clock']);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

test('390×844: the setup\'s module never needed: with it unreachable a preset runs, and the clock takes its game over', async () => {
  const host = await serve({ dir: (rel) => (rel === APP ? '/nonexistent' : DIST) });
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(host.base, { waitUntil: 'commit' });
  await blackStarts(page, 'Blitz 3+2');
  await page.waitForTimeout(300);
  await tapHalf(page, 'White');
  await clockFace(page).waitFor({ timeout: 30_000 });
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'press']);
  assert.match(await half(page, 'Black').getAttribute('class'), /running/);
  assert.ok(host.log.filter((r) => r.rel === CLOCK).length >= 1 && host.log.some((r) => r.rel === APP), 'the setup was asked for, and not needed');
  assert.deepEqual(errors, []);
  await context.close();
  await host.close();
});

test('390×844: a pedal player: Enter on a focused preset starts the face, and the next Enter (the shared key) starts the clock, once', async () => {
  hold = (rel) => (app(rel) ? 20_000 : 0);
  const { context, page, errors } = await phone(390, 844);
  const preset = page.getByRole('button', { name: 'Blitz 3+2' });
  await preset.waitFor();
  await page.waitForFunction(() => !document.querySelector('#shell .preset').disabled);
  await preset.focus();
  await page.keyboard.press('Enter');
  await firstFace(page).waitFor({ timeout: 5_000 });
  // The shared key starts the clock for Black, as a tap on Black's half would.
  await page.keyboard.press('Enter');
  assert.match(await half(page, 'White').getAttribute('class'), /running/);
  assert.equal(await firstFace(page).count(), 1, 'one face: the hidden preset was not clicked again');
  await page.keyboard.press('Space');
  assert.equal(await moves(page, 'White'), 'moves 1');
  assert.match(await half(page, 'Black').getAttribute('class'), /running/);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});
