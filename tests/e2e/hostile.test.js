// Trust (issue 41), tried the way a careless or hostile hand would: `?set-aside` typed over a
// locked game (refused; only the recovery screen's own link sets a game aside); wrong PINs saved
// at once, their wait surviving a reload, the trail kept with the game left; a window that only
// shows another's game taking nothing after Escapes, taps, keys and script clicks; a hand-over
// from an owner whose saves fail carrying its live game, and three windows (with Web Locks, and
// with the heartbeat that stands in for them); an unreadable save with a full storage never
// taken away nor written over; a line break in a director's link's event kept out of the PGN;
// 5 MB imports (a PGN ended by the rules, a long record read in slices with a Cancel).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { serve, browser, screenshot, saved, SIZES } from './harness.js';
import { touchPhone, half, tapHalf, startTyped, time, moves, MEANS, windowsOf } from './touch.js';

let server, chromium, files;
before(async () => {
  server = await serve();
  chromium = await browser();
  files = await mkdtemp(join(tmpdir(), 'fairclock-hostile-'));
});
after(async () => {
  await chromium?.close();
  await server?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

const PIN = '2468';
const elsewhere = (page) => page.getByRole('dialog', { name: 'Open in another window' });
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const events = async (page) => (await saved(page)).record.events;
/** Waits until the stored game has `n` events (read every 100 ms, not on frames a window may not get). */
const storedEvents = (page, n) => page.waitForFunction((n) => JSON.parse(localStorage.getItem('fairclock.game'))?.record.events.length === n, n, { polling: 100 });
/** Every PIN typed on a saved game: those recorded with its events, then those waiting for the next. */
const pinTrail = (game) => [...game.record.events.flatMap((e) => e.pins ?? []), ...(game.pins ?? [])];
/** A face time ("2:58", "1:02:03", "9.4") in ms. */
const faceMs = (text) => {
  const parts = text.split(':').map(Number);
  return parts.reduce((sum, p) => sum * 60 + p, 0) * 1000;
};

/** A fresh phone of `width`×`height` at setup, its whole setup opened, with the arbiter's PIN
 * set; started at 3+2. */
async function lockedGame([width, height]) {
  const phone = await touchPhone(chromium, server.base, width, height);
  const { page } = phone;
  await page.getByRole('button', { name: 'More options…' }).tap();
  await page.getByText('Players and event (optional)').tap();
  await page.getByLabel("Arbiter's PIN at setup").fill(PIN);
  await startTyped(page, '3+2');
  return phone;
}

/** Windows of one phone's browser (one profile, one storage), without `without`'s means. */
const windows = (without, [width, height] = [390, 844]) => windowsOf(chromium, server.base, width, height, without);

/** The window that asked to continue took the game without an error: no recovery screen (which
 * takes every dialog away too), nothing on the console. */
async function tookOver(page, errors) {
  await page.waitForTimeout(100);
  assert.equal(await page.locator('#recovery').count(), 0, `no recovery screen; page errors: ${errors.join('\n')}`);
  assert.deepEqual(errors, [], 'no page error on the hand-over');
}

/** Writes `entries` into the clock's storage from a page of its origin where no clock runs (a
 * clock at setup would take a game it did not write away), then opens the clock; with `fill`,
 * fills the storage until not one more character fits. The browser's own ask for that page's
 * /favicon.ico (a 404 from the test server, not the clock's) is taken off `errors`. */
async function seedThenOpen(page, errors, entries, fill = false) {
  const favicon = [];
  const spot = (m) => { if (m.type() === 'error' && m.location().url.endsWith('/favicon.ico')) favicon.push(m.text()); };
  page.on('console', spot);
  await page.goto(`${server.base}icon.svg`);
  const filled = await page.evaluate(([entries, fill]) => {
    for (const [k, v] of entries) localStorage.setItem(k, v);
    if (!fill) return null;
    // Chunks of 1 MiB, halved down to 1 character.
    let n = 0;
    for (let size = 1 << 20; size >= 1;) {
      try { localStorage.setItem(`fill.${n}`, 'x'.repeat(size)); n += 1; } catch { size = Math.floor(size / 2); }
    }
    let full = false;
    try { localStorage.setItem('fairclock.unreadable', 'x'); } catch { full = true; }
    return { n, full };
  }, [entries, fill]);
  await page.goto(server.base);
  page.off('console', spot);
  for (const text of favicon) {
    const at = errors.indexOf(text);
    if (at >= 0) errors.splice(at, 1);
  }
  return filled;
}

/** A press made by script on `side`'s half (a pointerdown and up, as a finger gives them): inert
 * does not stop it, only the page's own guard can. */
const scriptPress = (page, side) => page.evaluate((side) => {
  const h = document.querySelector(`.half.${side}`);
  const init = { bubbles: true, cancelable: true, pointerId: 41, pointerType: 'touch', isPrimary: true };
  h.dispatchEvent(new PointerEvent('pointerdown', init));
  h.dispatchEvent(new PointerEvent('pointerup', init));
}, side);

/** Escape pressed three times, the page's frame let run between: the dialog is shown again. */
async function escapeThrice(page) {
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Escape');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  }
}

for (const size of SIZES) {
  const at = size.join('×');

  test(`${at}: ?set-aside typed by hand over a locked game restores it, lock on; only the recovery screen's mark sets it aside, kept with its lock`, async () => {
    const { context, page, errors } = await lockedGame(size);
    await tapHalf(page, 'Black'); // the game starts: White's clock runs
    await tapHalf(page, 'White');
    await tapHalf(page, 'Black');
    await storedEvents(page, 3);
    const before = (await saved(page)).record;
    assert.ok(before.lock?.salt && before.lock?.hash, 'the game is locked');

    // Typed by hand: the game is back as it was, and the address is clean again.
    await page.goto(`${server.base}?set-aside`);
    await half(page, 'White').waitFor();
    assert.equal(new URL(page.url()).search, '', 'the ask is taken off the address');
    assert.deepEqual((await saved(page)).record, before, 'the same record, lock and all');
    assert.deepEqual([await moves(page, 'White'), await moves(page, 'Black')], ['moves 1', 'moves 1']);
    assert.match(await half(page, 'White').getAttribute('class'), /running/, 'White\'s clock runs on');
    assert.equal(await stored(page, 'fairclock.kept'), null, 'nothing was set aside');
    assert.equal(await stored(page, 'fairclock.unreadable'), null);
    // New game still asks for the arbiter's PIN.
    await page.getByRole('button', { name: 'New game' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel("Arbiter's PIN").waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await half(page, 'White').isVisible(), true, 'the game goes on');

    // A mark left by a recovery screen whose link was not taken is used up by the next load: a
    // set-aside typed after it is refused all the same.
    await page.evaluate(() => sessionStorage.setItem('fairclock.recovering', '1'));
    await page.reload();
    await half(page, 'White').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('fairclock.recovering')), null, 'used up by the reload');
    await page.goto(`${server.base}?set-aside`);
    await half(page, 'White').waitFor();
    assert.deepEqual((await saved(page)).record, before, 'still restored, lock and all');
    assert.equal(await stored(page, 'fairclock.kept'), null);

    // The recovery screen's link: it marked this tab before sending it here. The game is set aside.
    await page.evaluate(() => sessionStorage.setItem('fairclock.recovering', '1'));
    await page.goto(`${server.base}?set-aside`);
    const box = page.locator('.unreadable');
    await box.waitFor();
    assert.equal(await box.locator('p').textContent(),
      "The saved game could not be restored: the game was set aside after an error; its text is below. Its text is below, to copy; it is also kept in this browser's storage as 'fairclock.unreadable'.");
    const text = await box.getByLabel('Saved game text').inputValue();
    assert.deepEqual(JSON.parse(text).record, before, 'the text shown is the game, lock and all');
    assert.equal(await stored(page, 'fairclock.game'), null, 'no game is restored from it');
    assert.equal(await stored(page, 'fairclock.unreadable'), text);
    const kept = JSON.parse(await stored(page, 'fairclock.kept'));
    assert.equal(kept.version, 1);
    assert.equal(kept.games.length, 1);
    assert.equal(kept.games[0].why, 'set_aside');
    assert.equal(kept.games[0].saved, text);
    assert.deepEqual(JSON.parse(kept.games[0].saved).record.lock, before.lock);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('fairclock.recovering')), null, 'the mark is used up');
    assert.equal(new URL(page.url()).search, '');
    await page.locator('.kept summary').tap();
    assert.match(await page.locator('.kept-said').first().textContent(), /set aside after an error/);
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    await screenshot(page, `hostile-set-aside-${at}`);

    // A reload later is the setup again: the mark was used once.
    await page.reload();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.equal(await stored(page, 'fairclock.game'), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: wrong PINs at New game are saved at once; after a reload they and their wait are still there; the right PIN leaves the game, kept with its PIN trail`, async () => {
    const { context, page, errors } = await lockedGame(size);
    await tapHalf(page, 'Black');
    await tapHalf(page, 'White');
    await storedEvents(page, 2);
    const record = (await saved(page)).record;

    await page.getByRole('button', { name: 'New game' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    const tryPin = async (pin) => {
      await dialog.getByLabel("Arbiter's PIN").fill(pin);
      await dialog.getByRole('button', { name: 'Unlock' }).tap();
      return dialog.getByRole('alert').textContent();
    };
    assert.equal(await tryPin('1111'), "Not the arbiter's PIN (1 wrong PIN, each in the record). Next try in 1 s.");
    // Saved at once, with no event: the game's top-level "pins".
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('fairclock.game')).pins?.length === 1);
    let game = await saved(page);
    assert.equal(game.pins[0].right, false);
    assert.equal(typeof game.pins[0].t, 'number');
    assert.deepEqual(game.record.events, record.events, 'no event added');
    await page.waitForTimeout(1100);
    assert.equal(await tryPin('1112'), "Not the arbiter's PIN (2 wrong PINs in a row, each in the record). Next try in 2 s.");
    await page.waitForTimeout(2100);
    assert.equal(await tryPin('1113'), "Not the arbiter's PIN (3 wrong PINs in a row, each in the record). Next try in 4 s.");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('fairclock.game')).pins?.length === 3);
    game = await saved(page);
    assert.deepEqual(game.pins.map((p) => p.right), [false, false, false]);
    const wrongAt = game.pins.map((p) => p.t);
    assert.ok(wrongAt[1] - wrongAt[0] >= 1000 && wrongAt[2] - wrongAt[1] >= 2000, `each at its instant: ${wrongAt}`);

    // A reload forgets neither the PINs nor the wait after them.
    await page.reload();
    await half(page, 'White').waitFor();
    game = await saved(page);
    assert.deepEqual(game.pins.map((p) => [p.t, p.right]), wrongAt.map((t) => [t, false]), 'the same three wrong PINs');
    await page.getByRole('button', { name: 'New game' }).tap();
    const refused = await tryPin('0000');
    const wait = refused.match(/^Wait ([1-4]) s before the next try\.$/);
    assert.ok(wait, `the 4 s wait survived the reload: ${refused}`);
    assert.equal((await saved(page)).pins.length, 3, 'a try refused as too soon is no PIN typed');
    await screenshot(page, `hostile-pin-wait-after-reload-${at}`);
    await page.waitForTimeout(Number(wait[1]) * 1000 + 150);
    await dialog.getByLabel("Arbiter's PIN").fill(PIN);
    await dialog.getByRole('button', { name: 'Unlock' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();

    // Left: not in storage as the game, kept with every PIN typed on it.
    assert.equal(await stored(page, 'fairclock.game'), null);
    const kept = JSON.parse(await stored(page, 'fairclock.kept'));
    assert.equal(kept.games.length, 1);
    assert.equal(kept.games[0].why, 'ended');
    assert.equal(kept.games[0].summary.locked, true);
    const left = JSON.parse(kept.games[0].saved);
    assert.deepEqual(left.record.events.map((e) => [e.type, e.side]), record.events.map((e) => [e.type, e.side]));
    assert.deepEqual(left.record.lock, record.lock);
    const trail = pinTrail(left);
    assert.deepEqual(trail.map((p) => p.right), [false, false, false, true]);
    assert.deepEqual(trail.slice(0, 3).map((p) => p.t), wrongAt);
    assert.ok(trail[3].t - wrongAt[2] >= 4000, 'the right PIN after the whole wait');
    await page.locator('.kept summary').tap();
    assert.match(await page.locator('.kept-said').first().textContent(), /left unfinished · locked by the arbiter$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a window that shows another's game stays read-only after three Escapes: taps, keys, clicks and script clicks change nothing, in a game and at setup`, async () => {
    const { context, errors, open } = await windows(null, size);
    const owner = await open();
    await owner.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(owner, 'Black');
    await tapHalf(owner, 'White');
    await storedEvents(owner, 2);
    const viewer = await open();
    await elsewhere(viewer).waitFor();
    assert.equal(await viewer.locator('main.app').getAttribute('data-owner'), 'no');

    await escapeThrice(viewer);
    assert.equal(await viewer.locator('dialog.elsewhere').evaluate((d) => d.open), true, 'the dialog is shown again');
    assert.equal(await elsewhere(viewer).isVisible(), true);
    assert.notEqual(await viewer.locator('section.face').getAttribute('inert'), null, 'the face is inert');
    await screenshot(viewer, `hostile-viewer-after-escapes-${at}`);

    const before = await events(owner);
    const shown = [await moves(viewer, 'White'), await moves(viewer, 'Black')];
    assert.deepEqual(shown, ['moves 1', 'moves 0']);
    // Fingers and a mouse on its halves and its buttons; its keys.
    await tapHalf(viewer, 'Black');
    await tapHalf(viewer, 'White');
    for (const name of ['Pause', 'New game']) {
      const box = await viewer.locator('.face .buttons button', { hasText: name }).boundingBox();
      await viewer.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await viewer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await viewer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    // The keys with the focus off the dialog's own button (Space there would be its press).
    await viewer.evaluate(() => document.activeElement?.blur());
    assert.equal(await viewer.evaluate(() => document.activeElement?.closest('dialog') ?? null), null);
    for (const key of ['Space', 'ShiftLeft', 'ShiftRight', 'Space']) await viewer.keyboard.press(key);
    // Script: what inert does not stop reaches the handlers, which take nothing in a window that
    // does not own the clock (the same press in the owner is taken: see below).
    await scriptPress(viewer, 'white');
    await scriptPress(viewer, 'black');
    await viewer.evaluate(() => {
      const button = (name) => [...document.querySelectorAll('.face .buttons button')].find((b) => b.textContent.trim() === name);
      button('New game').click();
      button('New game')?.click();
      button('End game?')?.click();
    });
    await owner.waitForTimeout(300);
    assert.deepEqual(await events(owner), before, "the owner's record is untouched");
    assert.deepEqual([await moves(owner, 'White'), await moves(owner, 'Black')], ['moves 1', 'moves 0']);
    assert.match(await half(owner, 'Black').getAttribute('class'), /running/, "Black's clock still runs in the owner");
    assert.equal(await owner.getByRole('button', { name: 'Pause' }).isVisible(), true, 'not paused');
    assert.equal(await half(viewer, 'White').isVisible(), true, 'the viewer still shows the game');
    assert.deepEqual([await moves(viewer, 'White'), await moves(viewer, 'Black')], shown);
    assert.equal(await viewer.locator('dialog.elsewhere').evaluate((d) => d.open), true);
    // It still follows the owner, whose own script press is taken.
    await scriptPress(owner, 'black');
    await viewer.waitForFunction(() => document.querySelector('.half.black .moves')?.textContent === 'moves 1');
    await storedEvents(owner, before.length + 1);

    // At setup: the owner leaves the game; the viewer follows, and its setup starts nothing.
    await owner.getByRole('button', { name: 'New game' }).tap();
    await owner.getByRole('button', { name: 'End game?' }).tap();
    await owner.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    await viewer.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    await escapeThrice(viewer);
    assert.equal(await viewer.locator('dialog.elsewhere').evaluate((d) => d.open), true);
    assert.notEqual(await viewer.locator('section.setup').getAttribute('inert'), null, 'the setup is inert');
    const preset = await viewer.getByRole('button', { name: 'Blitz 3+2' }).boundingBox();
    await viewer.touchscreen.tap(preset.x + preset.width / 2, preset.y + preset.height / 2);
    await viewer.mouse.click(preset.x + preset.width / 2, preset.y + preset.height / 2);
    await viewer.evaluate(() => [...document.querySelectorAll('.setup button')].find((b) => b.textContent.includes('Blitz 3+2')).click());
    await viewer.waitForTimeout(300);
    assert.equal(await stored(owner, 'fairclock.game'), null, 'no game was started');
    assert.equal(await half(viewer, 'White').count(), 0, 'the viewer is still at setup');
    assert.equal(await half(owner, 'White').count(), 0, 'the owner is still at setup');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [means, without] of Object.entries(MEANS)) {
  test(`${means}: a hand-over carries the owner's live game: its saves refused, six presses and a pause reach the other window, which takes them all, once, in order, with both clocks`, async () => {
    const { context, errors, open } = await windows(without);
    const a = await open();
    await a.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(a, 'Black');
    await tapHalf(a, 'White');
    await storedEvents(a, 2);
    const savedBefore = await events(a);
    // From now on this window's saves of the game fail (its storage is "full"); others' do not.
    await a.evaluate(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === 'fairclock.game') throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    });
    const b = await open();
    await elsewhere(b).waitFor();
    assert.equal(await moves(b, 'White'), 'moves 1');

    for (const side of ['Black', 'White', 'Black', 'White', 'Black', 'White']) {
      await tapHalf(a, side);
      const count = await moves(a, side);
      await b.waitForFunction(([s, text]) => document.querySelector(`.half.${s} .moves`)?.textContent === text,
        [side.toLowerCase(), count], { timeout: 2000 });
    }
    assert.equal(await a.locator('.unsaved').textContent(), 'Not saved on this device');
    assert.deepEqual(await events(a), savedBefore, 'storage holds only the game as first saved');
    assert.deepEqual([await moves(a, 'White'), await moves(a, 'Black')], ['moves 4', 'moves 3']);
    assert.deepEqual([await moves(b, 'White'), await moves(b, 'Black')], ['moves 4', 'moves 3']);
    await a.getByRole('button', { name: 'Pause' }).tap();
    await b.locator('.face .buttons button', { hasText: 'Resume' }).waitFor();
    const clocks = { white: await time(a, 'White'), black: await time(a, 'Black') };
    assert.deepEqual({ white: await time(b, 'White'), black: await time(b, 'Black') }, clocks, 'the other window shows both clocks as the owner');

    await elsewhere(b).getByRole('button', { name: 'Continue here' }).tap();
    await elsewhere(b).waitFor({ state: 'detached', timeout: 5000 });
    await tookOver(b, errors);
    await elsewhere(a).waitFor({ timeout: 5000 });
    assert.equal(await b.locator('main.app').getAttribute('data-owner'), 'yes');
    await storedEvents(b, 9);
    const taken = await events(b);
    assert.deepEqual(taken.slice(0, 2), savedBefore, 'the saved events, once');
    assert.deepEqual(taken.map((e) => [e.type, e.side ?? null]), [['start', null], ['press', 'white'], ['press', 'black'], ['press', 'white'],
      ['press', 'black'], ['press', 'white'], ['press', 'black'], ['press', 'white'], ['pause', null]], 'every event, once, in order');
    const ts = taken.map((e) => e.t);
    assert.ok(ts.every((t, i) => i === 0 || t > ts[i - 1]), `one time line: ${ts}`);
    assert.equal(await b.locator('.unsaved').count(), 0, 'saved by the window that took it');
    assert.deepEqual({ white: await time(b, 'White'), black: await time(b, 'Black') }, clocks, 'both clocks as the owner had them');
    // And as the record says: 3+2, each press adds 2 s; Black's clock ran until the pause.
    const left = { white: 180000, black: 180000 };
    for (let i = 1; i < taken.length; i++) {
      const used = taken[i].t - taken[i - 1].t;
      if (taken[i].type === 'press') left[taken[i].side] += 2000 - used;
      else left.black -= used;
    }
    for (const side of ['white', 'black']) {
      const shownMs = faceMs(clocks[side]);
      assert.ok(Math.abs(shownMs - left[side]) <= 1000, `${side}: the face ${clocks[side]}, the record ${left[side]} ms`);
    }
    // The game goes on in the window that took it; the first follows.
    await b.getByRole('button', { name: 'Resume' }).tap();
    await tapHalf(b, 'Black');
    await storedEvents(b, 11);
    assert.deepEqual((await events(b)).slice(9).map((e) => [e.type, e.side ?? null]), [['resume', null], ['press', 'black']]);
    await a.waitForFunction(() => document.querySelector('.half.black .moves')?.textContent === 'moves 4');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${means}: three windows: the one that asks takes the game; the other viewer and the old owner watch; its press is recorded`, async () => {
    const { context, errors, open } = await windows(without);
    const a = await open();
    await a.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(a, 'Black');
    await tapHalf(a, 'White');
    await storedEvents(a, 2);
    const b = await open();
    await elsewhere(b).waitFor();
    const c = await open();
    await elsewhere(c).waitFor();
    const handed = await events(a);

    await elsewhere(c).getByRole('button', { name: 'Continue here' }).tap();
    await elsewhere(c).waitFor({ state: 'detached', timeout: 5000 });
    await tookOver(c, errors);
    await elsewhere(a).waitFor({ timeout: 5000 });
    // Settled: no other window took the lock on the way.
    await c.waitForTimeout(700);
    const roles = async () => Promise.all([a, b, c].map((p) => p.locator('main.app').getAttribute('data-owner')));
    assert.deepEqual(await roles(), ['no', 'no', 'yes']);
    assert.equal(await elsewhere(b).isVisible(), true, 'B still watches');
    assert.equal(await elsewhere(a).isVisible(), true, 'A watches');
    assert.equal(await elsewhere(c).count(), 0);

    await tapHalf(c, 'Black');
    await storedEvents(c, handed.length + 1);
    const after = await events(c);
    assert.deepEqual(after.slice(0, handed.length), handed);
    assert.deepEqual([after.at(-1).type, after.at(-1).side], ['press', 'black']);
    for (const p of [a, b]) await p.waitForFunction(() => document.querySelector('.half.black .moves')?.textContent === 'moves 1');
    // A press in a watcher still reaches nothing.
    await tapHalf(b, 'White');
    await b.waitForTimeout(300);
    assert.equal((await events(c)).length, handed.length + 1);
    assert.deepEqual(await roles(), ['no', 'no', 'yes']);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

const UNREADABLE_TEXT = '{"version":1,"record":';
/** A save cut short (as a full storage or a crash may leave one): 4 KB, unreadable. */
const CUT_SHORT = `{"version":1,"record":{"rules":"fide-blitz","time_control":"180+2","events":[{"t":0,"type":"start"},${
  Array.from({ length: 100 }, (_, i) => `{"t":${(i + 1) * 1000},"type":"press","side":"${i % 2 ? 'black' : 'white'}"}`).join(',')}`;
const HELD = /^The saved game could not be restored: .+\. Its text is below, to copy\. Storage is full, so it could not be copied aside: it is left where it was, and no game is saved over it until it is copied aside or you let it go\.$/;

test('an unreadable save with storage full is left where it was and said; it goes only when the players let it go', async () => {
  const { context, page, errors } = await touchPhone(chromium, server.base, 390, 844);
  const filled = await seedThenOpen(page, errors, [['fairclock.game', UNREADABLE_TEXT]], true);
  assert.ok(filled.full, 'the storage is full');
  const box = page.locator('.unreadable');
  await box.waitFor();
  assert.match(await box.locator('p').textContent(), HELD);
  assert.equal(await box.getByLabel('Saved game text').inputValue(), UNREADABLE_TEXT);
  assert.equal(await stored(page, 'fairclock.game'), UNREADABLE_TEXT, 'never deleted');
  assert.equal(await stored(page, 'fairclock.unreadable'), null);
  await screenshot(page, 'hostile-unreadable-full');
  // A reload: still there, still said.
  await page.reload();
  await box.waitFor();
  assert.match(await box.locator('p').textContent(), HELD);
  assert.equal(await stored(page, 'fairclock.game'), UNREADABLE_TEXT);

  await box.getByRole('button', { name: 'I have copied it: let it go' }).tap();
  await box.waitFor({ state: 'detached' });
  assert.equal(await stored(page, 'fairclock.game'), null, 'let go');
  // Space freed: the next game is saved again.
  await page.evaluate((n) => { for (let i = 0; i < n; i++) localStorage.removeItem(`fill.${i}`); }, filled.n);
  await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  await tapHalf(page, 'Black');
  await storedEvents(page, 1);
  assert.equal(await page.locator('.unsaved').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game started while an unreadable save is held (storage full) is not saved over it: the face says so, and the setup shows it again', async () => {
  const { context, page, errors } = await touchPhone(chromium, server.base, 390, 844);
  const filled = await seedThenOpen(page, errors, [['fairclock.game', CUT_SHORT]], true);
  assert.ok(filled.full, 'the storage is full');
  const box = page.locator('.unreadable');
  await box.waitFor();
  assert.match(await box.locator('p').textContent(), HELD);
  // The new game's text is shorter than the cut-short one: it would fit in its place.
  await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  await tapHalf(page, 'Black');
  await tapHalf(page, 'White');
  await page.waitForTimeout(300);
  const game = await stored(page, 'fairclock.game');
  assert.ok(game === CUT_SHORT, `not written over; storage holds ${game?.slice(0, 120)}…`);
  await page.locator('.unsaved').waitFor({ timeout: 2000 });
  assert.match(await page.locator('.notice').first().textContent(), /^A saved game that could not be restored is still in this browser's storage and is not written over/);
  assert.equal(await page.locator('.unsaved').textContent(), 'Not saved on this device');
  // Left (the game cannot be kept either: said, and left on the next tap): the setup shows the
  // held text again, still in its place.
  await page.getByRole('button', { name: 'New game' }).tap();
  await page.getByRole('button', { name: 'End game?' }).tap();
  assert.match(await page.locator('.notice').first().textContent(), /^This game could not be kept on this phone: this phone's storage for the clock is full\./);
  await page.getByRole('button', { name: 'End game?' }).tap();
  await box.waitFor();
  assert.equal(await box.getByLabel('Saved game text').inputValue(), CUT_SHORT);
  assert.equal(await stored(page, 'fairclock.game'), CUT_SHORT);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unreadable save with space is copied aside under a key the message names, never over an earlier copy', async () => {
  const { context, page, errors } = await touchPhone(chromium, server.base, 390, 844);
  await seedThenOpen(page, errors, [['fairclock.game', UNREADABLE_TEXT]]);
  const box = page.locator('.unreadable');
  await box.waitFor();
  assert.match(await box.locator('p').textContent(),
    /^The saved game could not be restored: .+\. Its text is below, to copy; it is also kept in this browser's storage as 'fairclock\.unreadable'\.$/);
  assert.equal(await box.getByLabel('Saved game text').inputValue(), UNREADABLE_TEXT);
  assert.equal(await stored(page, 'fairclock.unreadable'), UNREADABLE_TEXT);
  assert.equal(await stored(page, 'fairclock.game'), null);
  assert.equal(await box.getByRole('button', { name: 'I have copied it: let it go' }).count(), 0, 'nothing to let go: it is kept');

  // Another unreadable save later: the first copy stays, the second goes beside it.
  await seedThenOpen(page, errors, [['fairclock.game', CUT_SHORT]]);
  await box.waitFor();
  assert.match(await box.locator('p').textContent(), /it is also kept in this browser's storage as 'fairclock\.unreadable\.2'\.$/);
  assert.equal(await stored(page, 'fairclock.unreadable'), UNREADABLE_TEXT, 'the earlier copy is not written over');
  assert.equal(await stored(page, 'fairclock.unreadable.2'), CUT_SHORT);
  assert.equal(await stored(page, 'fairclock.game'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A director's link as the app makes it (`screens::director_link`): each pair percent-encoded
 * but for unreserved characters, `sum` the first 8 hex digits of the SHA-256 of what is before. */
function directorLink(pairs) {
  const encode = (text) => [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  const body = `setup?${pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
  return `${server.base}#${body}&sum=${createHash('sha256').update(body).digest('hex').slice(0, 8)}`;
}

test('a line break in a director\'s link\'s event ends on one line: the setup, the record, the PGN tag, and the PGN reads back', async () => {
  const url = directorLink([['v', '1'], ['by', 'Chief\narbiter'], ['rules', 'fide-blitz'], ['control', '180+2'], ['flags', 'automatic'],
    ['event', 'Club\nOpen'], ['round', '3']]);
  assert.ok(url.includes('event=Club%0AOpen'), url);
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  const banner = page.getByRole('status').filter({ hasText: 'Set by Chief arbiter' });
  await banner.waitFor();
  assert.equal(await page.locator('.linked.bad').count(), 0, 'the link is taken');
  const said = await banner.locator('p').textContent();
  assert.ok(said.startsWith('Set by Chief arbiter: Club Open · Round 3 — '), said);
  assert.equal(await page.getByLabel('Event', { exact: true }).inputValue(), 'Club Open');
  // Moves on a board, so that the PGN holds moves to read back.
  await page.getByLabel('Enter moves on a board').check();
  await banner.getByRole('button', { name: /^Start / }).tap();
  await half(page, 'White').waitFor();
  assert.deepEqual((await saved(page)).record.heading, { event: 'Club Open', round: '3' });
  await tapHalf(page, 'Black'); // White's clock runs
  const square = (name) => page.locator(`.board .square[aria-label="${name}"], .board .square[aria-label^="${name} "]`);
  for (const [side, from, to] of [['White', 'e2', 'e4'], ['Black', 'e7', 'e5']]) {
    await square(from).tap();
    await square(to).tap();
    await page.locator('.board-status', { hasText: 'press your clock' }).waitFor();
    await half(page, side).dispatchEvent('pointerdown');
  }
  await storedEvents(page, 3);

  await page.getByRole('button', { name: 'Score' }).tap();
  const score = page.getByRole('dialog', { name: 'Score' });
  await page.waitForFunction(() => document.querySelector('textarea.export-text')?.value.includes('[Event '));
  const pgn = await score.getByLabel('Export text').inputValue();
  const [header, movetext] = pgn.split('\n\n');
  const tags = header.split('\n');
  assert.ok(movetext.includes('1. e4') && movetext.includes('e5'), pgn);
  assert.ok(tags.includes('[Event "Club Open"]'), pgn);
  assert.ok(tags.includes('[Round "3"]'), pgn);
  for (const line of tags) assert.match(line, /^\[[A-Za-z]+ "[^\n]*"\]$/, 'a tag on one line');
  assert.ok(!pgn.includes('Club\n'), 'no line break from the event');

  // The export reads back in the review.
  await score.locator('.import summary').tap();
  await score.getByLabel('Game to review').fill(pgn);
  await score.getByRole('button', { name: 'Review', exact: true }).tap();
  await score.getByRole('heading', { name: 'Review (read-only)' }).waitFor();
  assert.equal(await score.locator('.message[role=alert]').textContent(), '');
  assert.match(await score.locator('.score-occasion').textContent(), /^Club Open · Round 3 · /);
  const read = await score.locator('.score-lines li').allTextContents();
  // Opening the Score paused the running clock (issue 44): the pause is in the game, and read back.
  assert.deepEqual(read.map((l) => l.split('  ')[0]).filter((l) => !l.startsWith('Clock paused')), ['1. e4', '1… e5'], read.join(' | '));
  assert.equal(read.filter((l) => l.startsWith('Clock paused')).length, 1, read.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Writes `text` (over 5 MB) to a file named `name`, and opens a fresh phone's review of a game
 * file: the file's path, and the file field to give it to. */
async function reviewFile(name, text) {
  assert.ok(text.length > 5_000_000, `${text.length} characters`);
  const path = join(files, name);
  await writeFile(path, text);
  const phone = await touchPhone(chromium, server.base, 390, 844);
  await phone.page.getByRole('button', { name: 'Review a game…' }).tap();
  const file = phone.page.getByLabel('Game file');
  await file.waitFor({ state: 'attached' });
  return { ...phone, file, path };
}

test('a 5 MB PGN of the knights\' dance ends at the fivefold repetition and says how many moves it left out', async (t) => {
  const cycles = 170_000;
  const parts = ['[Event "Dance"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'];
  for (let i = 0; i < cycles; i++) parts.push(`${2 * i + 1}. Nf3 Nf6 ${2 * i + 2}. Ng1 Ng8 `);
  parts.push('1-0\n');
  const text = parts.join('');
  const { context, page, errors, file, path } = await reviewFile('dance.pgn', text);
  const started = Date.now();
  await file.setInputFiles(path);
  const lines = page.getByRole('list', { name: 'Score' }).locator('li');
  await lines.last().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.score-lines li').length === 17);
  // A figure for the closing note, not a timed assertion (a frozen page fails the waits above).
  t.diagnostic(`reviewed in ${Date.now() - started} ms`);
  const texts = await lines.allTextContents();
  assert.equal(texts.length, 17);
  assert.deepEqual(texts.slice(0, 4), ['1. Nf3', '1… Nf6', '2. Ng1', '2… Ng8']);
  assert.equal(texts[15], '8… Ng8');
  assert.equal(texts[16], '1/2-1/2 — Draw by fivefold (FIDE 9.6.1)');
  assert.equal(await page.locator('.score-left-out').textContent(),
    `${4 * cycles - 16} moves after the game had ended were left out: the rules end the game there.`);
  assert.equal(await page.locator('.score-panel .message[role=alert]').textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 5 MB record is read in slices with its progress and a Cancel that reads nothing; read again to the end, its long sheet shows all its lines on request', async (t) => {
  const presses = 95_000;
  const list = [{ t: 0, type: 'start' }];
  for (let i = 1; i <= presses; i++) list.push({ t: i * 1500, type: 'press', side: i % 2 ? 'white' : 'black' });
  const text = JSON.stringify({ rules: 'fide-standard', time_control: '5400+30', events: list }, null, 1);
  const { context, page, errors, file, path } = await reviewFile('long-record.json', text);
  // The progress lines as painted; Cancel tapped at the first slice read (a finger cannot be
  // timed to a slice: the button's own click, from the page).
  await page.evaluate(() => {
    window.progress = [];
    window.cancelAt = 1;
    new MutationObserver(() => {
      const line = document.querySelector('.import-progress');
      const percent = Number(line?.textContent.match(/Reading the game… (\d+)%/)?.[1] ?? NaN);
      if (Number.isNaN(percent) || window.progress.at(-1) === percent) return;
      window.progress.push(percent);
      if (window.cancelAt !== null && percent >= window.cancelAt) {
        window.cancelAt = null;
        [...line.querySelectorAll('button')].find((b) => b.textContent === 'Cancel').click();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await file.setInputFiles(path);
  const message = page.locator('.score-panel .message[role=alert]');
  await page.waitForFunction(() => document.querySelector('.score-panel .message[role=alert]')?.textContent !== '', null, { timeout: 20000 });
  assert.equal(await message.textContent(), 'The import was cancelled; nothing was read.');
  const cancelledAt = await page.evaluate(() => window.progress);
  assert.equal(cancelledAt[0], 0, 'the progress is shown before the reading starts');
  assert.ok(cancelledAt.at(-1) > 0 && cancelledAt.at(-1) < 100, `cancelled mid-way: ${cancelledAt}`);
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('.import-progress').count(), 0);
  assert.equal(await page.locator('.score-lines li').count(), 0, 'nothing was read');
  assert.equal(await page.getByRole('heading', { name: 'Review (read-only)' }).count(), 0);

  // Again, to the end.
  await page.evaluate(() => { window.progress = []; });
  const started = Date.now();
  await file.setInputFiles(path);
  const more = page.locator('.score-lines li.more button');
  await more.waitFor({ timeout: 30000 });
  t.diagnostic(`read to the end in ${Date.now() - started} ms`);
  const seen = await page.evaluate(() => window.progress);
  assert.ok(seen.length >= 3 && seen.every((p, i) => i === 0 || p > seen[i - 1]), `the progress rises: ${seen}`);
  assert.equal(await page.locator('.import-progress').count(), 0, 'gone once read');
  assert.equal(await message.textContent(), '');
  // One line said once (the moves are not recorded), then a line a press.
  const lines = presses + 1;
  assert.equal(await more.textContent(), `Show the ${lines - 1000} lines between`);
  assert.equal(await page.locator('.score-lines li').count(), 1001, 'its first 500 and last 500 lines, and the button');
  assert.equal(await page.locator('.score-lines li').first().textContent(), 'Moves not recorded from here on: each press with the presser\'s clock after it.');
  await more.click();
  await page.waitForFunction((n) => document.querySelectorAll('.score-lines li').length === n, lines, { timeout: 30000 });
  assert.equal(await page.locator('.score-lines li.more').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
