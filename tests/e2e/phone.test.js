// The phone clock between two players: a game survives a reload, the time a page was closed is
// charged, keys and the side swap work, low time and a fallen flag look as they should.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, phone, screenshot, axe, saved, visitOnce } from './harness.js';
import { time } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const press = (page, side) => page.getByRole('button', { name: `${side} clock` }).dispatchEvent('pointerdown');
const seconds = (text) => text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0);

/** From the first page to the whole setup (the clock's): the builder, preferences, players. */
async function moreOptions(page) {
  await page.getByRole('button', { name: 'More options…' }).click();
  await page.getByRole('form', { name: 'Build a control' }).waitFor();
}

/** From the whole setup: a 12-second sudden-death game with flags left to the players (not yet
 * started). */
async function startTwelveSeconds(page) {
  await page.getByLabel('Flags').selectOption('claim');
  await page.getByRole('form', { name: 'Build a control' }).getByRole('combobox').first().selectOption('sudden-death');
  await page.getByLabel('Minutes', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Start custom' }).click();
}

test('twenty moves, pause, reload: the game and both times come back exactly', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 5+0' }).click();
  await press(page, 'Black');
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(60);
    await press(page, i % 2 === 0 ? 'White' : 'Black');
  }
  assert.equal(await page.locator('.white .moves').textContent(), 'moves 10');
  await page.getByRole('button', { name: 'Pause' }).click();
  const before = { white: await time(page, 'White'), black: await time(page, 'Black') };
  const record = (await saved(page)).record;
  assert.equal(record.events.length, 22, 'start, 20 presses, pause');

  await page.reload();
  await page.getByRole('button', { name: 'Resume' }).waitFor();
  assert.equal(await time(page, 'White'), before.white);
  assert.equal(await time(page, 'Black'), before.black);
  assert.equal(await page.locator('.white .moves').textContent(), 'moves 10');
  assert.equal(await page.locator('.status').textContent(), 'Paused');
  assert.deepEqual((await saved(page)).record, record, 'the reload added no event');

  // Resumed after the reload, the clock runs on from where it stood.
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.waitForTimeout(2100);
  const white = seconds(await time(page, 'White'));
  assert.ok(seconds(before.white) - white >= 2 && seconds(before.white) - white <= 3, `${before.white} → ${white}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the time a page was closed is charged to the running clock', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Bullet 1+0' }).click();
  await press(page, 'Black'); // White's clock runs
  await page.waitForTimeout(1000);
  await page.close();
  await new Promise((ok) => setTimeout(ok, 4000));

  const again = await context.newPage();
  again.on('pageerror', (e) => errors.push(String(e)));
  await again.goto(server.base);
  await again.getByRole('button', { name: 'White clock' }).waitFor();
  // What the page must show: the record's now continues the anchor by the wall time since.
  const expected = await again.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('fairclock.game'));
    const start = s.record.events[0].t;
    const now = s.anchor.record_ms + (Date.now() - s.anchor.wall_ms);
    return 60 - (now - start) / 1000;
  });
  const shown = seconds(await time(again, 'White'));
  assert.ok(expected < 56, `about 5 s were used, 4 of them closed: ${expected}`);
  assert.ok(Math.abs(shown - expected) <= 1, `shows ${shown} s, expected ${expected.toFixed(2)} s`);
  assert.match(await again.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keys: Space starts, right Shift presses the near clock, left Shift the far one', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+0' }).click();
  // Start hands the game to the clock's module, which then shows the face and takes the keys.
  await page.locator('section.face').waitFor();
  await page.keyboard.press('Space');
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  await page.keyboard.press('ShiftLeft'); // Black's, far: not its turn, nothing happens
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  await page.keyboard.press('ShiftRight'); // White's, near
  assert.match(await page.getByRole('button', { name: 'Black clock' }).getAttribute('class'), /running/);
  await page.keyboard.press('ShiftLeft');
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  assert.equal((await saved(page)).record.events.length, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Black chooses the side before the start: the halves swap', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+0' }).click();
  // The clock's own face (first.test.js swaps on the first face).
  await page.locator('section.face:not(.first)').waitFor();
  const top = async (side) => (await page.getByRole('button', { name: `${side} clock` }).boundingBox()).y;
  assert.ok(await top('Black') < await top('White'), 'Black sits far by default');
  await page.getByRole('button', { name: 'Swap sides' }).click();
  assert.ok(await top('White') < await top('Black'), 'White sits far after the swap');
  const turned = await page.getByRole('button', { name: 'White clock' }).evaluate((e) => getComputedStyle(e).transform);
  assert.notEqual(turned, 'none', 'the far half is turned to its player');
  await press(page, 'Black');
  assert.equal(await page.getByRole('button', { name: 'Swap sides' }).isVisible(), false, 'no swap once started');
  // The swap is kept with the game.
  await page.reload();
  await page.getByRole('button', { name: 'White clock' }).waitFor();
  assert.ok(await top('White') < await top('Black'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('low time shows tenths in the low colour; a flag shows on its side with how long ago', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await moreOptions(page);
  await startTwelveSeconds(page);
  assert.equal(await time(page, 'White'), '0:12');
  await press(page, 'Black');
  await page.waitForTimeout(3500);
  assert.match(await time(page, 'White'), /^\d\.\d$/);
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /low/);
  await screenshot(page, 'low-time');
  // The low colour under the readings keeps their contrast (WCAG 1.4.3), as does the fallen one.
  assert.deepEqual(await axe(page), [], 'axe: low time');
  await page.waitForTimeout(10000);
  assert.equal(await time(page, 'White'), '0.0');
  assert.match(await page.locator('.white .flag').textContent(), /^⚑ FLAG \d+ s ago$/);
  assert.equal(await page.locator('.black .flag').textContent(), '');
  assert.equal(await page.locator('.status').textContent(), "White's flag fell");
  assert.equal(await page.locator('.status').getAttribute('aria-live'), 'assertive');
  await screenshot(page, 'flag');
  assert.deepEqual(await axe(page), [], 'axe: a fallen flag');
  assert.deepEqual(errors, []);
  await context.close();
});

test('flags called automatically: the page claims for the opponent', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByLabel('Flags').selectOption('auto');
  await page.getByLabel('Custom time control').fill('0.05');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await press(page, 'Black');
  await page.waitForTimeout(4000);
  const events = (await saved(page)).record.events;
  const claim = events.find((e) => e.type === 'claim');
  assert.deepEqual({ by: claim?.by, kind: claim?.kind }, { by: 'black', kind: 'flag' });
  assert.ok(claim.t >= events[0].t + 3000, 'claimed when noticed, after the fall');
  // White never moved: the start position, in which Black can mate (the worker's answer, recorded).
  await page.locator('.status.result').waitFor({ timeout: 15_000 });
  assert.match(await page.locator('.status').textContent(), /Black wins on time/);
  assert.equal((await saved(page)).record.events.find((e) => e.type === 'claim').analysis?.black_can_mate, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the arbiter: a penalty and a resignation go into the record; the result names the rule', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 5+0' }).click();
  await press(page, 'Black');
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByLabel('Time to add').fill('1:30');
  await page.getByRole('button', { name: 'Adjust' }).click();
  assert.match(await page.locator('.panel .message').textContent(), /not a number/);
  await page.getByRole('button', { name: 'Knocked the clock' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await screenshot(page, 'arbiter');
  await page.getByRole('button', { name: 'Black resigns' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  assert.match(await page.locator('.status').textContent(), /^1-0 — White wins by resignation \(FIDE 5\.1\.2\)$/);
  const types = (await saved(page)).record.events.map((e) => e.type);
  assert.deepEqual(types, ['start', 'pause', 'penalty', 'resign'], 'the panel paused the clock first');
  await screenshot(page, 'result');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 320-px-wide phone and a landscape screen', async () => {
  for (const [name, viewport] of [['narrow-320', { width: 320, height: 568 }], ['landscape', { width: 844, height: 390 }]]) {
    const context = await chromium.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(server.base);
    await page.getByLabel('Rulebook').selectOption('fide-standard');
    await page.getByRole('button', { name: 'Classical 90/40+30, 30+30' }).click();
    await press(page, 'Black');
    await page.waitForTimeout(300);
    await screenshot(page, name);
    // Nothing spills out of the screen: no scrolling.
    const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.ok(overflow[0] <= viewport.width && overflow[1] <= viewport.height, `${name}: ${overflow}`);
    await context.close();
  }
});

test('after one visit the page opens and plays with the network off', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  const scope = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then((r) => r.scope),
    new Promise((ok) => setTimeout(() => ok('no service worker after 10 s'), 10000)),
  ]));
  assert.equal(scope, server.base, 'the worker is registered by a relative URL, under the sub-path');
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.start_url, './');
  // A first game's face is what lets the worker keep the build.
  await visitOnce(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black');
  await page.waitForTimeout(1100);
  await press(page, 'White');
  assert.equal(await time(page, 'White'), '3:01', '1.1 s thought, 2 s increment');
  assert.match(await page.getByRole('button', { name: 'Black clock' }).getAttribute('class'), /running/);
  await screenshot(page, 'offline');
  // The arbiter's desk is a module of its own, fetched on first use: offline it comes from the cache.
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Adjust' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('when the arbiter\'s desk cannot be fetched the players are told, the clock runs on, and a later try opens it', async () => {
  const { context, page, errors } = await phone(chromium);
  await context.route('**/desk.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  // A move each, so that a draw may be agreed (FIDE 5.2.3).
  await press(page, 'Black');
  await page.waitForTimeout(60);
  await press(page, 'White');
  await page.waitForTimeout(60);
  await press(page, 'Black');
  await page.getByRole('button', { name: 'Arbiter' }).click();
  const failed = page.getByRole('dialog', { name: 'Desk' });
  // "Opening…" first, then why not.
  const why = failed.getByRole('alert').filter({ hasText: 'cannot be opened' });
  await why.waitFor();
  assert.match(await why.textContent(), /^The arbiter's desk cannot be opened: .*The clock is not affected\.$/);
  await screenshot(page, 'desk-unreachable');
  // The panel never opened: the pause taken for it is given back.
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  await failed.getByRole('button', { name: 'Close' }).click();
  assert.equal(await failed.count(), 0);

  await context.unroute('**/desk.js');
  await page.getByRole('button', { name: 'Arbiter' }).click();
  const desk = page.getByRole('dialog', { name: 'Arbiter' });
  await desk.getByRole('button', { name: 'Draw agreed' }).click();
  await desk.getByRole('button', { name: 'Confirm' }).click();
  await page.locator('.status').filter({ hasText: '1/2-1/2' }).waitFor();
  assert.equal((await saved(page)).record.events.at(-1).type, 'draw_agreed', 'the desk\'s event is in the page\'s saved record');
  // Only the refused fetch itself is reported; nothing failed in the page.
  assert.deepEqual(errors.filter((e) => !/404/.test(e)), []);
  await context.close();
});

test('the rulebook checks the control: scholastic blitz refuses a delay, naming its rule', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByLabel('Rulebook').selectOption('scholastic-blitz-2004');
  assert.equal(await page.getByLabel('Flags').inputValue(), 'claim', 'the blitz seeds leave flags to the players');
  // Typed: the G/5;d3 preset brings its own book, US Chess blitz (issue 44).
  await page.getByLabel('Custom time control').fill('G/5;d3');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  assert.match(await page.getByRole('alert').first().textContent(), /Scholastic 1: “… Time delay features may not be used/);
  assert.equal(await page.getByRole('button', { name: 'White clock' }).count(), 0, 'not started');
  // Speed chess: slower than G/5 is a warning; a second tap starts anyway.
  await page.getByLabel('Rulebook').selectOption('speed-chess-2000');
  await page.getByRole('button', { name: 'Rapid 10+5' }).click();
  assert.match(await page.getByRole('alert').first().textContent(), /Speed 1: .*G\/5.*Tap again/);
  await screenshot(page, 'setup-warning');
  await page.getByRole('button', { name: 'Rapid 10+5' }).click();
  await page.getByRole('button', { name: 'White clock' }).waitFor();
  assert.equal((await saved(page)).record.rules, 'speed-chess-2000');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with sound on: a click per press, a warning at low time, a signal at the flag; fullscreen toggles', async () => {
  const { context, page, errors } = await phone(chromium);
  // Records what the page asks of Web Audio and the vibrator (a headless browser plays nothing).
  await page.addInitScript(() => {
    window.__cues = { tones: [], vibrations: [] };
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (when) { window.__cues.tones.push(this.frequency.value); return start.call(this, when); };
    Navigator.prototype.vibrate = function (ms) { window.__cues.vibrations.push(ms); return true; };
  });
  await page.goto(server.base);
  await moreOptions(page);
  await page.getByLabel('Sound', { exact: true }).check();
  await startTwelveSeconds(page);
  await press(page, 'Black');
  // Sound alone: tones, no vibration (each is its own choice).
  const tones = () => page.evaluate(() => window.__cues.tones.length);
  assert.equal(await tones(), 1, 'the start press clicks');
  await page.waitForTimeout(2600); // 12 s control: low under 10 s
  assert.equal(await tones(), 1 + 2, 'two beeps as White turns low');
  await page.waitForTimeout(10_000);
  assert.equal(await tones(), 1 + 2 + 3, 'three falling tones as the flag falls, once');
  assert.deepEqual(await page.evaluate(() => window.__cues.vibrations), [], 'sound alone does not vibrate');

  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await page.waitForFunction(() => document.fullscreenElement !== null, null, { timeout: 5000 });
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await page.waitForFunction(() => document.fullscreenElement === null, null, { timeout: 5000 });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Stands in for the Web Speech API: records what is said, and whether one utterance started
 * while another was still being said (each lasts 1.5 s unless cancelled). */
function speechStandIn() {
  window.__speech = { said: [], overlaps: 0 };
  let speaking = false;
  const synthesis = {
    speak(u) {
      if (speaking) window.__speech.overlaps += 1;
      speaking = true;
      window.__speech.said.push(u.text);
      setTimeout(() => { speaking = false; }, 1500);
    },
    cancel() { speaking = false; },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
}

test('with speech on: the marks, both clocks on request (a control and T), a flag, a result; one utterance at a time', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(speechStandIn);
  await page.goto(server.base);
  await moreOptions(page);
  await page.getByLabel('Spoken announcements').check();
  await page.getByLabel('Spoken announcements').scrollIntoViewIfNeeded();
  await screenshot(page, 'speech-settings');
  await startTwelveSeconds(page);
  await press(page, 'Black');
  const said = () => page.evaluate(() => window.__speech.said.slice());
  await page.waitForTimeout(2600); // 12 s control: 10 s passed after 2 s
  assert.deepEqual(await said(), ['White, 10 seconds.']);
  await page.getByRole('button', { name: 'Say time' }).click();
  assert.match((await said())[1], /^White [7-9](\.\d)? seconds\. Black 12 seconds\.$/);
  await page.keyboard.press('t');
  assert.match((await said())[2], /^White \d(\.\d)? seconds?\. Black 12 seconds\.$/);
  await screenshot(page, 'speech-face');
  await page.waitForTimeout(10_000);
  assert.equal((await said()).at(-1), "White's flag has fallen.", 'said once the flag falls');
  assert.equal((await said()).filter((s) => s.includes('flag')).length, 1, 'once');
  assert.equal(await page.evaluate(() => window.__speech.overlaps), 0, 'each utterance cancelled the one before');
  assert.deepEqual(errors, []);
  await context.close();

  // A result is said as the status line says it: Black resigns through the arbiter's panel.
  const other = await phone(chromium);
  await other.page.addInitScript(speechStandIn);
  await other.page.goto(server.base);
  await moreOptions(other.page);
  await other.page.getByLabel('Spoken announcements').check();
  await other.page.getByRole('button', { name: 'Blitz 5+0' }).click();
  await press(other.page, 'Black');
  await other.page.getByRole('button', { name: 'Arbiter' }).click();
  await other.page.getByRole('button', { name: 'Black resigns' }).click();
  await other.page.getByRole('button', { name: 'Confirm' }).click();
  await other.page.getByRole('button', { name: 'Close' }).click();
  const status = await other.page.locator('.status').textContent();
  assert.match(status, /White wins by resignation/);
  assert.deepEqual(await other.page.evaluate(() => window.__speech.said.slice()), [status]);
  assert.deepEqual(other.errors, []);
  await other.context.close();
});

test('the players choose the marks: 30 s, 10 s, 5 s', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(speechStandIn);
  await page.goto(server.base);
  await moreOptions(page);
  await page.getByLabel('Spoken announcements').check();
  await page.getByLabel('Announce at').selectOption({ label: '30 s, 10 s, 5 s' });
  await startTwelveSeconds(page);
  await press(page, 'Black');
  await page.waitForTimeout(7600); // 12 s: 10 s after 2 s, 5 s after 7 s
  assert.deepEqual(await page.evaluate(() => window.__speech.said.slice()), ['White, 10 seconds.', 'White, 5 seconds.']);
  assert.deepEqual((await saved(page)).settings.speech_marks, [30, 10, 5], 'saved with the game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with speech off the clock says nothing unless asked', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(speechStandIn);
  await page.goto(server.base);
  await moreOptions(page);
  await startTwelveSeconds(page);
  await press(page, 'Black');
  await page.waitForTimeout(2600);
  assert.deepEqual(await page.evaluate(() => window.__speech.said.slice()), []);
  await page.getByRole('button', { name: 'Say time' }).click();
  assert.equal(await page.evaluate(() => window.__speech.said.length), 1, 'asked: said');
  assert.deepEqual(errors, []);
  await context.close();
});

test('keys typed into a field are text, not presses', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 5+0' }).click();
  await press(page, 'Black'); // White's clock runs
  await page.getByRole('button', { name: 'Arbiter' }).click();
  const field = page.getByLabel('Time to add');
  await field.focus();
  await page.keyboard.type('1 0');
  await page.keyboard.press('ShiftRight');
  await page.keyboard.press('Shift+A');
  assert.equal(await field.inputValue(), '1 0A');
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'pause'], 'no press from the keyboard (the panel paused the clock)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Armageddon: an agreed draw is a win for Black on draw odds, and the record says so', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Armageddon 5 v 4' }).click();
  assert.equal(await time(page, 'White'), '5:00');
  assert.equal(await time(page, 'Black'), '4:00');
  await press(page, 'Black');
  // FIDE 5.2.3: no agreed draw before both players have made a move; nothing is recorded.
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('button', { name: 'Draw agreed' }).click();
  assert.match(await page.locator('.panel .message').textContent(), /Not possible: A draw cannot be agreed yet: White has not made a move\. FIDE 5\.2\.3/);
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'pause']);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.waitForTimeout(60); // past the clash window of two presses
  await press(page, 'White');
  await page.waitForTimeout(60);
  await press(page, 'Black');
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('button', { name: 'Draw agreed' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.locator('.status').textContent(), '0-1 — Black wins on draw odds, drawn by agreement (FIDE 5.2.3, Armageddon draw odds)');
  assert.equal((await saved(page)).record.draw_odds, 'black');
  await screenshot(page, 'armageddon');
  assert.deepEqual(errors, []);
  await context.close();
});
