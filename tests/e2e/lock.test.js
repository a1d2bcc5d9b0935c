// Tournament mode, the arbiter's side (issue 27), from the setup screen, by touch, upright
// (390×844) and on its side (844×390): a director's link made on one phone opens the same setup
// on another (fragment only: nothing is sent), and its QR code decodes back to it (jsQR); a link
// changed by hand is refused in words; with an arbiter's PIN, corrections and New game are
// refused without it, wrong PINs wait and are counted, and the record shows every PIN typed; the
// corrected clock says "adjusted"; the manual quotes the chosen rulebook.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { serve, browser, screenshot, axe, SIZES, saved } from './harness.js';
import { touchPhone, phoneOpening, half, tapHalf, startTyped } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const phoneAt = (width, height) => touchPhone(chromium, server.base, width, height);
const part = (page, side, name) => half(page, side).locator(`.${name}`);

/** The text a QR code image holds, read by jsQR from a PNG. */
function decodeQr(png) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** A fresh phone at `url` (a director's link), with every request it makes, at its setup. */
async function playerOpening(width, height, url) {
  const phone = await phoneOpening(chromium, width, height, url);
  await phone.page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  return phone;
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a director's link made on one phone opens the same setup on another, its QR code decodes to it, and a changed link is refused`, async () => {
    const director = await phoneAt(width, height);
    const { page } = director;
    await page.getByLabel('Rulebook').selectOption('uscf');
    await page.getByLabel('Flags').selectOption('claim');
    await page.getByText('Variation 14H (insufficient losing chances)').tap();
    // The players, the PIN and the director's link are the whole setup's, past the first page.
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByText('Players and event (optional)').tap();
    await page.getByLabel('Event', { exact: true }).fill('Club open');
    await page.getByLabel('Round', { exact: true }).fill('3');
    await page.getByLabel("Arbiter's PIN at setup").fill('2468');
    await page.getByLabel('Custom time control').fill('G/90;d5');
    await page.getByText("Director's link (one setup for every board)").tap();
    await page.getByLabel('Set by', { exact: true }).fill('Chief arbiter');
    await page.getByRole('button', { name: 'Make the link' }).tap();
    const url = await page.getByLabel("Director's link").inputValue();
    assert.ok(url.startsWith(`${server.base}#setup?v=1&by=Chief%20arbiter&rules=uscf&control=5400d5&flags=players_claim&var=14H&event=Club%20open&round=3&lock=`), url);
    assert.ok(!url.includes('2468'), 'the PIN is not in the link, only its salted hash');
    const qr = page.locator('.qr svg');
    await qr.scrollIntoViewIfNeeded();
    assert.equal(decodeQr(await qr.screenshot()), url, 'the QR code drawn by the app decodes back to the link');
    await screenshot(page, `lock-link-made-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the link and its QR code');
    assert.deepEqual(director.errors, []);
    await director.context.close();

    // Another phone opens it: the same setup, said with who set it; nothing of it is sent.
    const player = await playerOpening(width, height, url);
    const banner = player.page.getByRole('status').filter({ hasText: 'Set by Chief arbiter' });
    assert.equal(await banner.locator('p').textContent(),
      "Set by Chief arbiter: Club open · Round 3 — US Chess rules, 7th edition, 1 h 30 min, delay 5 s. Locked by the arbiter's PIN.");
    assert.equal(await player.page.getByLabel('Rulebook').inputValue(), 'uscf');
    assert.equal(await player.page.getByLabel('Flags').inputValue(), 'claim');
    assert.equal(await player.page.getByLabel('Variation 14H (insufficient losing chances)').isChecked(), true);
    assert.equal(await player.page.getByLabel('Event', { exact: true }).inputValue(), 'Club open');
    await screenshot(player.page, `lock-link-opened-${at}`);
    assert.deepEqual(await axe(player.page), [], 'axe: the opened link');
    await banner.getByRole('button', { name: /^Start / }).tap();
    await half(player.page, 'White').waitFor();
    const record = (await saved(player.page)).record;
    assert.deepEqual([record.rules, record.time_control, record.variations, record.heading], ['uscf', '5400d5', ['14H'], { event: 'Club open', round: '3' }]);
    const linkLock = new URL(url).hash.match(/lock=([0-9a-f]+)\.([0-9a-f]+)/);
    assert.deepEqual(record.lock, { salt: linkLock[1], hash: linkLock[2] });
    assert.ok(player.requested.every((r) => !r.url.includes('setup?') && !r.url.includes('Chief')), 'the fragment never left the phone');
    assert.deepEqual(player.errors, []);
    await player.context.close();

    // The same link changed by hand (round 3 made 4): refused in words, and the usual setup.
    const tampered = await playerOpening(width, height, url.replace('round=3', 'round=4'));
    const alert = tampered.page.locator('.linked.bad');
    assert.match(await alert.textContent(), /cannot set up the clock: it was cut short or changed after it was made\..*The setup below is the usual one\./);
    assert.equal(await tampered.page.getByLabel('Rulebook').inputValue(), 'fide-blitz', 'nothing of the changed link was taken');
    await screenshot(tampered.page, `lock-link-changed-${at}`);
    await alert.getByRole('button', { name: 'OK' }).tap();
    await alert.waitFor({ state: 'detached' });
    assert.ok(!tampered.page.url().includes('#'), 'the bad link is off the address bar');
    assert.deepEqual(tampered.errors, []);
    await tampered.context.close();
  });

  test(`${at}: with an arbiter's PIN, a correction and New game need it, wrong PINs wait and are counted, and the record shows every PIN typed`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByText('Players and event (optional)').tap();
    await page.getByLabel("Arbiter's PIN at setup").fill('12');
    await page.getByLabel('Custom time control').fill('3+2');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    assert.equal(await page.locator('.setup > .error').textContent(), "Arbiter's PIN: A PIN has at least 4 characters (digits are quickest to type).");
    await page.getByLabel("Arbiter's PIN at setup").fill('2468');
    await startTyped(page, '3+2');
    // The PIN as a value (a hash or a time may hold its digits by chance).
    assert.ok(!JSON.stringify(await saved(page)).includes('"2468"'), 'only the hash is stored');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(300);

    // The players' panel: claims and resignations open, corrections and penalties locked.
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.waitFor();
    assert.equal(await panel.getByRole('button', { name: 'Adjust…' }).isDisabled(), true);
    assert.equal(await panel.getByRole('button', { name: 'Knocked the clock' }).isDisabled(), true);
    assert.equal(await panel.getByRole('button', { name: 'White resigns…' }).isEnabled(), true);
    assert.equal(await panel.getByRole('button', { name: 'Claim…' }).isEnabled(), true);
    const pin = panel.getByRole('form', { name: 'Unlock' });
    await pin.getByLabel("Arbiter's PIN").fill('1111');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    assert.equal(await pin.getByRole('alert').textContent(), "Not the arbiter's PIN (1 wrong PIN, each in the record). Next try in 1 s.");
    await pin.getByLabel("Arbiter's PIN").fill('2468');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    assert.match(await pin.getByRole('alert').textContent(), /^Wait 1 s before the next try\.$/, 'even the right PIN waits');
    await screenshot(page, `lock-panel-wrong-pin-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the locked panel');
    await page.waitForTimeout(1100);
    await pin.getByLabel("Arbiter's PIN").fill('2468');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    await panel.getByText("Unlocked by the arbiter's PIN until this panel closes.").waitFor();
    await panel.getByLabel('Time to add').fill('30');
    await panel.getByRole('button', { name: 'Adjust…' }).tap();
    await panel.getByRole('group', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).tap();
    await panel.getByText("Recorded: Add 30 s to White's clock.").waitFor();
    await panel.getByRole('button', { name: 'Close' }).tap();
    await panel.waitFor({ state: 'detached' });
    assert.equal(await part(page, 'White', 'adjusted').textContent(), 'adjusted');
    assert.equal(await part(page, 'White', 'adjusted').isVisible(), true, 'the corrected clock says so');
    assert.equal(await part(page, 'Black', 'adjusted').isVisible(), false);
    await screenshot(page, `lock-face-adjusted-${at}`);
    // The score says who typed what before the correction.
    await page.getByRole('button', { name: 'Score' }).tap();
    const score = page.getByRole('dialog', { name: 'Score' });
    const lines = await score.locator('.score-lines li').allTextContents();
    const unlock = lines.indexOf('Arbiter\'s PIN typed: 1 wrong, 1 right (unlocked)');
    assert.ok(unlock >= 0, lines.join(' | '));
    assert.match(lines[unlock + 1], /^Arbiter adjusts White's clock \+30/);
    await score.getByRole('button', { name: 'Close' }).tap();
    await score.waitFor({ state: 'detached' });
    assert.deepEqual(await axe(page), [], 'axe: the adjusted mark');

    // Opened again, the panel is locked again; a wrong PIN typed and the panel closed is
    // recorded with the next event (the players' Resume).
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    await panel.waitFor();
    assert.equal(await panel.getByRole('button', { name: 'Adjust…' }).isDisabled(), true, 'locked again');
    await pin.getByLabel("Arbiter's PIN").fill('9999');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    await pin.getByRole('alert').filter({ hasText: 'Not the arbiter' }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).tap();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Resume' }).tap();

    // New game in mid-game: refused without the PIN.
    await page.getByRole('button', { name: 'New game' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await page.waitForTimeout(1100);
    await dialog.getByLabel("Arbiter's PIN").fill('0000');
    await dialog.getByRole('button', { name: 'Unlock' }).tap();
    assert.match(await dialog.getByRole('alert').textContent(), /^Not the arbiter's PIN \(2 wrong PINs in a row/);
    await screenshot(page, `lock-new-game-pin-${at}`);
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await half(page, 'White').isVisible(), true, 'the game goes on');
    await tapHalf(page, 'White');
    const events = (await saved(page)).record.events;
    // The second opening found the clocks paused already: no second pause.
    assert.deepEqual(events.map((e) => e.type), ['start', 'pause', 'adjust', 'resume', 'press']);
    const typed = (e) => (e.pins ?? []).map((p) => p.right);
    assert.deepEqual(typed(events[2]), [false, true], 'the correction carries the wrong PIN and the unlock');
    assert.deepEqual([events[2].side, events[2].ms], ['white', 30000]);
    assert.deepEqual(typed(events[3]), [false], "the wrong PIN typed before Close, with the players' Resume");
    assert.deepEqual(typed(events[4]), [false], "the wrong PIN at New game, with the next press");
    assert.ok(events[2].pins[0].t < events[2].pins[1].t && events[2].pins[1].t <= events[2].t, 'each PIN at its own instant');
    // With the PIN, New game goes back to setup.
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.waitForTimeout(2100);
    await dialog.getByLabel("Arbiter's PIN").fill('2468');
    await dialog.getByRole('button', { name: 'Unlock' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: the manual says how to start, press, claim and pause, and quotes the chosen rulebook, at setup and in a game`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Rulebook').selectOption('uscf');
    await page.getByRole('button', { name: 'Manual' }).tap();
    const manual = page.getByRole('dialog', { name: 'Manual' });
    await manual.waitFor();
    for (const heading of ['Start', 'Press', 'Claim', 'Pause']) {
      assert.equal(await manual.getByRole('heading', { name: heading, exact: true }).count(), 1, heading);
    }
    assert.equal(await manual.getByRole('heading', { level: 2 }).nth(1).textContent(), 'What US Chess rules, 7th edition says');
    assert.match(await manual.locator('blockquote').filter({ hasText: 'USCF 13C1' }).textContent(), /A director must never initiate a time forfeit claim/);
    await screenshot(page, `manual-setup-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the manual');
    await manual.getByRole('button', { name: 'Close' }).tap();
    await manual.waitFor({ state: 'detached' });
    await page.getByLabel('Rulebook').selectOption('fide-blitz');
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await half(page, 'White').waitFor();
    await page.getByRole('button', { name: 'Manual' }).tap();
    await manual.waitFor();
    const sixNine = await manual.locator('blockquote').filter({ hasText: 'FIDE 6.9' }).textContent();
    assert.match(sixNine, /^FIDE 6.9: “Except where one of Articles/);
    // The words are the rule tables' own: the same as a verdict quotes.
    const fide = await readFile(new URL('../../src/rules/fide.rs', import.meta.url), 'utf8');
    assert.ok(fide.includes(sixNine.slice('FIDE 6.9: “'.length, 'FIDE 6.9: “'.length + 80)), sixNine);
    await screenshot(page, `manual-game-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
