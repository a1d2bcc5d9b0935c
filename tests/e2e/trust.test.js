// Trust (issue 41): the numbers an arbiter reads and the lock a player tries, as journeys from the
// setup screen by touch, upright (390×844) and on its side (844×390). Each asserts what a player and
// an arbiter check: the verdict's words and numbers, both clocks, the record, what storage holds.
// Each failed on the build before issue 41.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot, SIZES, saved } from './harness.js';
import { touchPhone, half, tapHalf, startTyped, confirmPosition, time, status } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const seconds = (text) => text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0);
/** A clock time as the verdicts and the score sheet write it: m:ss.t, rounded down. */
const clockText = (ms) => {
  const tenths = Math.floor(ms / 100);
  const s = Math.floor(tenths / 10);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.${tenths % 10}`;
};

/** The page's visibility and the phone's wall clock in the test's hands: `__trust.hidden` hides
 * the page, `__trust.wall` moves `Date.now()` (a phone whose time is changed), and a wall offset
 * left in `localStorage['test.wall']` holds across a reload. */
function trustClock() {
  window.__trust = { hidden: false, wall: Number(localStorage.getItem('test.wall') || 0) };
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
  Object.defineProperty(Document.prototype, 'visibilityState', {
    get() { return window.__trust.hidden ? 'hidden' : visibility.get.call(this); },
  });
  Object.defineProperty(Document.prototype, 'hidden', { get() { return window.__trust.hidden; } });
  const now = Date.now;
  Date.now = () => now() + window.__trust.wall;
}

const setHidden = (page, hidden) => page.evaluate((h) => {
  window.__trust.hidden = h;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}, hidden);

/** The whole setup with the arbiter's PIN 2468, then `control` started. */
async function startLocked(page, control, rules) {
  await page.getByRole('button', { name: 'More options…' }).tap();
  // The whole setup is the clock's page, fetched in place of the first one: chosen on it.
  await page.getByText('Players and event (optional)').tap();
  if (rules) await page.getByLabel('Rulebook').selectOption(rules);
  await page.getByLabel("Arbiter's PIN at setup").fill('2468');
  await startTyped(page, control);
}

/** Black starts White's clock, then a press each, `ms` apart: White's clock runs. */
async function aPressEach(page, ms = 300) {
  await tapHalf(page, 'Black');
  await page.waitForTimeout(ms);
  await tapHalf(page, 'White');
  await page.waitForTimeout(ms);
  await tapHalf(page, 'Black');
}

async function claimDialog(page, claimant, kind) {
  await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
  await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Claim…' }).tap();
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await claim.getByRole('button', { name: `${claimant} claims` }).tap();
  await claim.getByRole('button', { name: kind, exact: true }).tap();
  return claim;
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;
  const phoneAt = (init) => touchPhone(chromium, server.base, width, height, init);

  test(`${at}: a flag falls 5 s into a game begun after a while at setup: the verdict says 0:05.0, as the sheet and the PGN do`, async () => {
    const { context, page, errors } = await phoneAt();
    // The page's own time line began at its load: seconds pass on the setup screen first.
    await page.waitForTimeout(2500);
    await startTyped(page, '5s');
    await tapHalf(page, 'Black');
    await page.locator('.controls .status.result').waitFor({ timeout: 15000 });
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE 6.9)');
    const explanation = await page.locator('.controls .explanation').textContent();
    assert.match(explanation, /^White's flag fell at 0:05\.0; Black can still checkmate/);
    const record = (await saved(page)).record;
    assert.ok(record.events[0].t > 2500, `the game began ${record.events[0].t} ms into the page's time line`);
    assert.equal(await time(page, 'White'), '0.0');
    assert.equal(await time(page, 'Black'), '5.0');
    // The sheet says the same instant, and so does the PGN.
    await page.getByRole('button', { name: 'Score' }).tap();
    const sheet = page.getByRole('list', { name: 'Score' });
    await sheet.locator('li', { hasText: "White's flag fell at 0:05.0" }).first().waitFor();
    const pgn = await page.getByLabel('Export text').inputValue();
    assert.match(pgn, /White's flag fell \(0:05\.0 into the game\)/);
    assert.doesNotMatch(pgn, /fell at 0:0[6-9]/);
    await screenshot(page, `trust-flag-time-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: hidden 1 s while the phone's time jumps 10 minutes: no flag falls, the gap is said, and charged only on the players' word`, async () => {
    const { context, page, errors } = await phoneAt(trustClock);
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(page, 'Black');
    await page.waitForTimeout(500);
    const jump = async () => {
      await setHidden(page, true);
      await page.waitForTimeout(1000);
      await page.evaluate(() => { window.__trust.wall += 600_000; });
      await setHidden(page, false);
    };
    await jump();
    const away = page.locator('.notice.away');
    await away.waitFor();
    assert.match(await away.locator('p').textContent(),
      /^While the page was away, this phone's clock ran (9:59\.9|10:00\.\d) more than the browser's own: the phone slept, or its time was changed\. White's clock was not charged for it\.$/);
    const white = seconds(await time(page, 'White'));
    assert.ok(white >= 177 && white <= 180, `White's clock ran only the page's own time: ${white}`);
    assert.equal(await time(page, 'Black'), '3:00');
    assert.match(await half(page, 'White').getAttribute('class'), /running/);
    assert.doesNotMatch(await half(page, 'White').getAttribute('class'), /fallen/);
    await screenshot(page, `trust-away-${at}`);
    // The question and its answers are in view as the page opens, not scrolled away.
    for (const name of [/^Charge /, 'Do not charge it']) {
      const box = await away.getByRole('button', { name }).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width, `${name} in view: ${JSON.stringify(box)}`);
    }
    let events = (await saved(page)).record.events;
    assert.deepEqual(events.map((e) => e.type), ['start'], 'nothing recorded for the gap');
    await away.getByRole('button', { name: 'Do not charge it' }).tap();
    await away.waitFor({ state: 'detached' });

    // Again, and this time charged: a correction at that instant, which runs White's clock out.
    await jump();
    // The gap is the wall's 10 minutes less nothing the page measured: read to a tenth, either side.
    await away.getByRole('button', { name: /^Charge (9:59\.9|10:00\.\d) to White$/ }).tap();
    await page.locator('.controls .status.result').waitFor();
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE 6.9)');
    events = (await saved(page)).record.events;
    assert.deepEqual(events.map((e) => e.type), ['start', 'adjust', 'claim']);
    assert.equal(events[1].side, 'white');
    assert.ok(Math.abs(events[1].ms + 600_000) < 200, `the gap charged: ${events[1].ms}`);
    // White's flag fell at the correction's instant, not ten minutes before it.
    const fell = clockText(events[1].t - events[0].t);
    assert.match(await page.locator('.controls .explanation').textContent(), new RegExp(`^White's flag fell at ${fell.replace('.', '\\.')}`));
    assert.equal(await time(page, 'White'), '0.0');
    assert.equal(await time(page, 'Black'), '3:00');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: closed 3 s while the phone's time went back an hour: the 3 s are charged, and the players are told`, async () => {
    const { context, page, errors } = await phoneAt(trustClock);
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(page, 'Black');
    const started = Date.now();
    await page.waitForTimeout(1000);
    await page.evaluate(() => localStorage.setItem('test.wall', String(-3_600_000)));
    await page.waitForTimeout(3000);
    await page.reload();
    await half(page, 'White').waitFor();
    const elapsed = (Date.now() - started) / 1000;
    const notice = page.locator('.controls .notice');
    await notice.waitFor();
    assert.match(await notice.textContent(),
      /^This phone's time went back (59:5\d\.\d|1:00:00\.\d) while the page was closed\. The browser's own clock measured 0:0\d\.\d closed, and that was charged to the running clock\./);
    const white = seconds(await time(page, 'White'));
    assert.ok(white <= 180 - elapsed + 1.2 && white >= 180 - elapsed - 1.2, `White used the ${elapsed.toFixed(1)} s: shows ${white}`);
    assert.match(await half(page, 'White').getAttribute('class'), /running/);
    await screenshot(page, `trust-wall-back-${at}`);
    await page.evaluate(() => localStorage.removeItem('test.wall'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a claim judged on a typed position waits for the opponent's word — No records nothing, Yes the verdict`, async () => {
    const { context, page, errors } = await phoneAt();
    await page.getByLabel('Rulebook').selectOption('fide-standard');
    await startTyped(page, '90+30');
    await aPressEach(page);
    // A FEN that is not the game's position at all, and a king move no board allows.
    const claim = await claimDialog(page, 'Black', 'Illegal move');
    await claim.getByLabel('FEN', { exact: true }).fill('4k3/8/8/8/8/8/q7/4K3 w - - 0 1');
    await claim.getByLabel('Illegal move').fill('Ke1e3');
    await claim.getByRole('button', { name: 'Make the claim' }).tap();
    const question = claim.locator('.confirm-position');
    await question.waitFor();
    assert.equal(await question.textContent(), 'White, is this the position on the board? The claim is judged on it only once you confirm.');
    assert.equal(await claim.getByRole('img', { name: 'a2 black queen' }).count(), 1, 'the position is drawn');
    await screenshot(page, `trust-confirm-${at}`);
    const types = async () => (await saved(page)).record.events.map((e) => e.type);
    assert.deepEqual(await types(), ['start', 'press', 'press', 'pause'], 'nothing judged yet');
    await claim.getByRole('button', { name: 'No, it is not' }).tap();
    assert.equal(await claim.locator('.message').first().textContent(),
      'The opponent did not confirm the position: nothing was recorded. Correct it, or call the arbiter.');
    assert.deepEqual(await types(), ['start', 'press', 'press', 'pause']);
    await claim.getByRole('button', { name: 'Make the claim' }).tap();
    await confirmPosition(claim, 'White');
    const verdict = claim.locator('.verdict-screen');
    await verdict.waitFor();
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE 7.5.5');
    assert.equal(await verdict.locator('.effect').textContent(), 'Black gets 2:00 more · White loses 0:30 · White moves again');
    const events = (await saved(page)).record.events;
    assert.deepEqual(events.map((e) => e.type), ['start', 'press', 'press', 'pause', 'claim']);
    assert.deepEqual([events[4].by, events[4].kind, events[4].fen, events[4].move], ['black', 'illegal_move', '4k3/8/8/8/8/8/q7/4K3 w - - 0 1', 'Ke1e3']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: on a locked clock a claim judged on a typed position waits for the arbiter's PIN, each PIN in the record`, async () => {
    const { context, page, errors } = await phoneAt();
    await startLocked(page, '90+30', 'fide-standard');
    await aPressEach(page);
    const claim = await claimDialog(page, 'Black', 'Illegal move');
    await claim.getByLabel('FEN', { exact: true }).fill('4k3/8/8/8/8/8/q7/4K3 w - - 0 1');
    await claim.getByLabel('Illegal move').fill('Ke1e3');
    await claim.getByRole('button', { name: 'Make the claim' }).tap();
    const pin = claim.getByRole('form', { name: 'Unlock' });
    await pin.waitFor();
    assert.equal(await pin.locator('p').first().textContent(),
      'The players entered this position: on a locked clock the arbiter confirms it with the PIN before the claim is judged.');
    assert.equal(await claim.getByRole('button', { name: 'Yes, this is the position' }).count(), 0, 'no player confirms it');
    await screenshot(page, `trust-confirm-locked-${at}`);
    await pin.getByLabel("Arbiter's PIN").fill('1111');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    assert.equal(await pin.getByRole('alert').textContent(), "Not the arbiter's PIN (1 wrong PIN, each in the record). Next try in 1 s.");
    assert.equal((await saved(page)).record.events.filter((e) => e.type === 'claim').length, 0, 'no verdict without the arbiter');
    await page.waitForTimeout(1100);
    await pin.getByLabel("Arbiter's PIN").fill('2468');
    await pin.getByRole('button', { name: 'Unlock' }).tap();
    const verdict = claim.locator('.verdict-screen');
    await verdict.waitFor();
    assert.equal(await verdict.locator('.effect').textContent(), 'Black gets 2:00 more · White loses 0:30 · White moves again');
    const made = (await saved(page)).record.events.find((e) => e.type === 'claim');
    assert.deepEqual(made.pins.map((p) => p.right), [false, true], 'the wrong PIN and the unlock, with the claim');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a locked game resigned and left for a new one is kept: listed at setup, reviewed, its PINs and result exported`, async () => {
    const { context, page, errors } = await phoneAt();
    await startLocked(page, '3+2');
    await aPressEach(page);
    // A wrong PIN at New game: kept with the game.
    await page.getByRole('button', { name: 'New game' }).tap();
    const pinDialog = page.getByRole('dialog', { name: 'New game' });
    await pinDialog.getByLabel("Arbiter's PIN").fill('1357');
    await pinDialog.getByRole('button', { name: 'Unlock' }).tap();
    await pinDialog.getByRole('alert').filter({ hasText: "Not the arbiter's PIN" }).waitFor();
    await pinDialog.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.getByRole('button', { name: 'White resigns…' }).tap();
    await panel.getByRole('group', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).tap();
    await panel.getByRole('button', { name: 'Close' }).tap();
    await page.locator('.controls .status.result').waitFor();
    const played = (await saved(page)).record;
    // Over: New game takes one tap, and the game is kept, not overwritten.
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.kept')));
    assert.equal(kept.games.length, 1);
    assert.equal(kept.games[0].why, 'finished');
    assert.deepEqual(JSON.parse(kept.games[0].saved).record.events, played.events, 'the whole record, PINs and all');
    assert.ok(played.events.some((e) => (e.pins ?? []).some((p) => !p.right)), 'the wrong PIN is in it');
    const list = page.locator('details.kept');
    await list.locator('summary').tap();
    const line = await list.locator('.kept-said').first().textContent();
    assert.match(line, /^\d{4}\.\d\d\.\d\d \d\d:\d\d · 0-1 \(FIDE 5\.1\.2\) · FIDE Laws 2023 — blitz, 180\+2 · finished · locked by the arbiter$/);
    await screenshot(page, `trust-kept-${at}`);
    await list.getByRole('button', { name: 'Review' }).tap();
    const sheet = page.getByRole('list', { name: 'Score' });
    await sheet.locator('li', { hasText: 'White resigns' }).first().waitFor();
    assert.ok((await sheet.locator('li').allTextContents()).some((l) => l.startsWith("Arbiter's PIN typed: 1 wrong")), 'the PIN trail in the sheet');
    const pgn = await page.getByLabel('Export text').inputValue();
    assert.match(pgn, /\[Result "0-1"\]/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: after a postponed quickplay claim and a flag nobody claimed, the arbiter's ruling is the final result (FIDE III.5.2)`, async () => {
    const { context, page, errors } = await phoneAt();
    await page.getByLabel('Rulebook').selectOption('fide-standard');
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '12s');
    await aPressEach(page, 200);
    const claim = await claimDialog(page, 'White', 'Quickplay finish');
    await claim.getByRole('button', { name: 'Make the claim' }).tap();
    await claim.locator('.verdict-screen.pending').waitFor();
    await claim.getByRole('button', { name: 'Decide later' }).tap();
    await claim.getByRole('button', { name: 'Confirm: Decide later' }).tap();
    await claim.getByRole('button', { name: 'Resume play' }).tap();
    // White's flag falls; the players do not claim it.
    await page.getByRole('button', { name: "Black claims White's flag" }).waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.getByRole('button', { name: 'Decide…' }).tap();
    const decide = page.getByRole('dialog', { name: 'Claim' });
    const rulings = decide.getByRole('group', { name: 'Decision' });
    assert.deepEqual(await rulings.getByRole('button').allTextContents(), ['Draw', 'Black wins on time'], 'the final result, not two more minutes');
    await rulings.getByRole('button', { name: 'Black wins on time' }).tap();
    await decide.getByRole('button', { name: 'Confirm: Black wins on time' }).tap();
    await decide.locator('.verdict-screen .rule-number', { hasText: 'FIDE III.5.2' }).waitFor();
    assert.match(await decide.locator('.explanation').textContent(), /^White's flag fell at 0:\d\d\.\d.*FIDE III\.5\.2: “If the arbiter postpones/);
    await decide.getByRole('button', { name: 'Back to the clock' }).tap();
    await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Close' }).tap().catch(() => {});
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE III.5.2)');
    assert.equal(await time(page, 'White'), '0.0');
    const events = (await saved(page)).record.events;
    assert.deepEqual(events.filter((e) => e.type === 'decision').map((e) => e.verdict), ['postpone', 'reject']);
    await screenshot(page, `trust-final-result-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
