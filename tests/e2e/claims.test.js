// Claims through the arbiter panel on a phone: a flag with the material picker (a win, and a
// draw for want of mating material), an illegal move from a pasted FEN, a threefold repetition
// from the recorded moves. Each verdict shows its rule, its effect and the clocks, and is in the
// saved record as a `claim` event. After an upheld illegal-move claim (FIDE and US Chess, from the
// setup screen, both orientations) the player who made the move moves again, on that player's clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, phone, screenshot, axe, saved, offlineReady, offlineFiles, SIZES } from './harness.js';
import { claimIllegalMove, confirmPosition, touchPhone, startTyped, tapHalf, clockArrived, half, time } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const seconds = (text) => text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0);

/** Opens the page on a saved game whose time line stands at `recordMs` now. */
async function open(record, recordMs, made = phone(chromium), settings = { flags: 'players_claim' }, base = server.base) {
  const { context, page, errors } = await made;
  await page.addInitScript(([record, recordMs, settings]) => {
    // Once per tab: a reload must find what the page itself saved.
    if (sessionStorage.getItem('claims-test')) return;
    sessionStorage.setItem('claims-test', 'injected');
    const saved = { version: 1, record, anchor: { wall_ms: Date.now(), record_ms: recordMs }, settings };
    localStorage.setItem('fairclock.game', JSON.stringify(saved));
  }, [record, recordMs, settings]);
  await page.goto(base);
  await page.getByRole('button', { name: 'White clock' }).waitFor();
  return { context, page, errors };
}

/** Arbiter → Claim… → who → what. */
async function startClaim(page, who, what) {
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('button', { name: 'Claim…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim' });
  await dialog.getByRole('button', { name: `${who} claims` }).click();
  await dialog.getByRole('button', { name: what, exact: true }).click();
  return dialog;
}

const clockAfter = (dialog, side) => dialog.getByLabel(`${side} clock after the claim`).locator('.reading').textContent();

test('a flag claim with the picker: Black has a queen and wins on time (FIDE 6.9), the analysis comes from the worker', async () => {
  const { context, page, errors } = await open({ rules: 'fide-blitz', time_control: '60', events: [{ t: 0, type: 'start' }] }, 61000);
  const dialog = await startClaim(page, 'Black', 'Flag fell');
  // Before any move the replay knows the start position, as the clock's own call does: it is
  // offered first; the picker says what is left instead.
  assert.equal(await dialog.getByRole('button', { name: 'Game position' }).getAttribute('aria-pressed'), 'true');
  await dialog.getByRole('button', { name: 'Pieces left' }).click();
  await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
  assert.equal(await dialog.getByLabel('Black queens').locator('.count').textContent(), '1');
  await screenshot(page, 'claims-picker');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  // A lone queen's mate needs the full analysis, which only the rules worker has.
  await dialog.locator('.verdict-screen').waitFor({ timeout: 30000 });
  assert.equal(await dialog.locator('.headline').textContent(), 'Black wins on time');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE 6.9');
  assert.match(await dialog.locator('.explanation').textContent(), /White's flag fell at 1:00\.0; Black can still checkmate/);
  assert.equal(await dialog.locator('.effect').textContent(), 'Game over: 0-1');
  assert.equal(await clockAfter(dialog, 'White'), '0.0');
  assert.equal(await clockAfter(dialog, 'Black'), '1:00');
  await screenshot(page, 'claims-flag-win');

  const claim = (await saved(page)).record.events.find((e) => e.type === 'claim');
  assert.equal(claim.by, 'black');
  assert.equal(claim.fen, '3qk3/8/8/8/8/8/8/4K3 w - - 0 40');
  assert.deepEqual(claim.analysis, { fen: claim.fen, white_can_mate: false, black_can_mate: true }, 'the worker\'s answer is in the record');

  await dialog.getByRole('button', { name: 'Back to the clock' }).click();
  assert.match(await page.locator('.status').textContent(), /0-1 — Black wins on time \(FIDE 6\.9\)/);
  // The page's own replay has no analyser: after a reload the verdict stands on the recorded fact.
  await page.reload();
  await page.getByRole('button', { name: 'White clock' }).waitFor();
  assert.match(await page.locator('.status').textContent(), /0-1 — Black wins on time \(FIDE 6\.9\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a flag claim by a lone king is a draw (FIDE 6.9), decided in the page without the worker', async () => {
  const { context, page, errors } = await open({ rules: 'fide-blitz', time_control: '60', events: [{ t: 0, type: 'start' }] }, 61000);
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  const dialog = await startClaim(page, 'Black', 'Flag fell');
  await dialog.getByRole('button', { name: 'Pieces left' }).click();
  await dialog.getByRole('button', { name: 'Add a White rook' }).click();
  await dialog.getByRole('button', { name: 'Add a White pawn' }).click();
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  await dialog.locator('.verdict-screen').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Draw');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE 6.9');
  assert.match(await dialog.locator('.explanation').textContent(), /but Black cannot checkmate/);
  assert.equal(await dialog.locator('.effect').textContent(), 'Game over: 1/2-1/2');
  assert.deepEqual(await axe(page), [], 'axe: the verdict screen');
  assert.equal(await clockAfter(dialog, 'White'), '0.0');
  assert.equal(await clockAfter(dialog, 'Black'), '1:00');
  await screenshot(page, 'claims-flag-draw');
  assert.deepEqual(workers, [], 'no worker for a certain case');
  const claim = (await saved(page)).record.events.find((e) => e.type === 'claim');
  assert.equal(claim.analysis, undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an illegal move from a pasted FEN: first one in FIDE blitz, Black gets a minute and play goes on (A.5.2, B.3, A.3)', async () => {
  const record = {
    rules: 'fide-blitz', time_control: '180+2',
    events: [{ t: 0, type: 'start' }, { t: 5000, type: 'press', side: 'white' }],
  };
  const { context, page, errors } = await open(record, 5000);
  const dialog = await startClaim(page, 'Black', 'Illegal move');
  assert.equal(await dialog.getByRole('button', { name: 'FEN', exact: true }).getAttribute('aria-pressed'), 'true');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  assert.equal(await dialog.getByRole('alert').textContent(), 'Paste or type a FEN first.');
  // A space typed into the FEN is text, not a press of the clock.
  await dialog.getByLabel('FEN', { exact: true }).pressSequentially('3rk3/8/8 w');
  await dialog.getByLabel('Illegal move').fill('Kd2');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  assert.equal(await dialog.getByRole('alert').textContent(),
    "The FEN cannot be read: the board part '3rk3/8/8' has 3 rank(s); a FEN has 8, separated by '/'.");
  await screenshot(page, 'claims-fen-error');
  await dialog.getByLabel('FEN', { exact: true }).fill('3rk3/8/8/8/8/8/8/4K3 w - - 0 40');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  await dialog.locator('.verdict-screen').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Claim upheld — play on');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE A.5.2');
  assert.match(await dialog.locator('.explanation').textContent(), /FIDE B\.3: “Otherwise, play shall be governed by the Rapid chess Laws as in Article A\.2, A\.3 and A\.5\.” FIDE A\.3: “The penalties mentioned in Articles 7 and 9/);
  assert.match(await dialog.locator('.explanation').textContent(), /Kd2 is not a legal move for White in that position\. It is White's first illegal move: Black gets one minute more/);
  // The increment White's illegal press brought is taken back (the Arbiters' Manual on 7.5.5).
  assert.equal(await dialog.locator('.effect').textContent(), 'Black gets 1:00 more · White loses 0:02 · White moves again');
  assert.equal(await clockAfter(dialog, 'White'), '2:55', '180 s − 5 s, the 2 s increment taken back');
  const black = seconds(await clockAfter(dialog, 'Black'));
  assert.ok(black > 230 && black <= 240, `Black: 3:00 − the claim's seconds + 1:00, got ${black}`);
  await screenshot(page, 'claims-illegal-move');

  const events = (await saved(page)).record.events;
  assert.deepEqual(events.map((e) => e.type), ['start', 'press', 'pause', 'claim']);
  assert.equal(events[3].move, 'Kd2');
  await dialog.getByRole('button', { name: 'Resume play' }).click();
  assert.equal((await saved(page)).record.events.at(-1).type, 'resume');
  assert.equal(await page.getByRole('dialog', { name: 'Claim' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a threefold repetition from the recorded moves is a draw (FIDE 9.2)', async () => {
  const moves = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const events = [{ t: 0, type: 'start' }, ...moves.map((m, i) => ({ t: 1000 * (i + 1), type: 'press', side: i % 2 ? 'black' : 'white', move: m }))];
  const { context, page, errors } = await open({ rules: 'fide-blitz', time_control: '180+2', events }, 8000);
  const dialog = await startClaim(page, 'White', 'Threefold repetition');
  assert.equal(await dialog.getByRole('button', { name: 'Game position' }).getAttribute('aria-pressed'), 'true');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await dialog.locator('.verdict-screen').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Draw');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE 9.2');
  assert.match(await dialog.locator('.explanation').textContent(), /stood on the board 3 times/);
  assert.equal(await dialog.locator('.effect').textContent(), 'Game over: 1/2-1/2');
  assert.equal(await clockAfter(dialog, 'Black'), '3:04', '180 s − 4 × 1 s + 4 × 2 s');
  await screenshot(page, 'claims-threefold');
  const claim = (await saved(page)).record.events.at(-1);
  assert.deepEqual({ type: claim.type, by: claim.by, kind: claim.kind, fen: claim.fen }, { type: 'claim', by: 'white', kind: 'threefold', fen: undefined });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a postponed quickplay-finish claim waits while play goes on, and the arbiter decides it later (FIDE III.5.2)', async () => {
  const { context, page, errors } = await open({ rules: 'fide-standard', time_control: '300', events: [{ t: 0, type: 'start' }] }, 200000);
  const dialog = await startClaim(page, 'White', 'Quickplay finish');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await dialog.locator('.verdict-screen.pending').waitFor();
  // The rulings are named by what they bring; the second tap records one.
  assert.deepEqual(await dialog.getByRole('group', { name: 'Decision' }).getByRole('button').allTextContents(),
    ['Draw', 'Play on: Black gets 2:00 more', 'Decide later']);
  await dialog.getByRole('button', { name: 'Decide later' }).click();
  await dialog.getByRole('button', { name: 'Confirm: Decide later' }).click();
  await dialog.getByRole('button', { name: 'Resume play' }).waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Decision postponed');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE III.5.2');
  assert.equal(await dialog.locator('.effect').textContent(), 'Black gets 2:00 more · Play on; the claim waits for the final result');
  await screenshot(page, 'claims-postponed');
  // Resume play is the players' tap that restarts the clock, and goes back to the face.
  await dialog.getByRole('button', { name: 'Resume play' }).click();
  assert.equal(await page.getByRole('dialog').count(), 0, 'back at the clock, the panel closed too');
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'pause', 'claim', 'decision', 'resume']);
  // Later the arbiter panel offers the waiting claim, and the decision is taken.
  await page.getByRole('button', { name: 'Arbiter' }).click();
  assert.match(await page.locator('.waiting-claim').textContent(), /Waiting for a decision — White's claim: Quickplay finish/);
  await screenshot(page, 'arbiter-waiting-claim');
  await page.getByRole('button', { name: 'Decide…' }).click();
  const decide = page.getByRole('dialog', { name: 'Claim' });
  await decide.getByRole('button', { name: 'Draw', exact: true }).click();
  await decide.getByRole('button', { name: 'Confirm: Draw' }).click();
  await decide.locator('.verdict-screen:not(.pending)').waitFor();
  assert.equal(await decide.locator('.headline').textContent(), 'Draw');
  assert.equal(await decide.locator('.rule-number').textContent(), 'FIDE III.5.1');
  const events = (await saved(page)).record.events;
  assert.deepEqual(events.slice(-2).map((e) => e.verdict ?? e.type), ['pause', 'draw']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('setup: rulebooks by name, and US Chess Variation 14H recorded when chosen', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  const rulebook = page.getByLabel('Rulebook');
  assert.equal(await rulebook.locator('option:checked').textContent(), 'FIDE Laws 2023 — blitz');
  assert.equal(await page.getByLabel(/Variation 14H/).count(), 0, 'only for US Chess');
  await rulebook.selectOption('uscf');
  await page.getByLabel(/Variation 14H/).check();
  await screenshot(page, 'setup-uscf-variation');
  await page.getByRole('button', { name: 'Blitz 5+0' }).click();
  await page.getByRole('button', { name: 'White clock' }).waitFor();
  // Saved once the browser says this window owns the clock (a Web Lock, granted a moment later).
  await page.waitForFunction(() => localStorage.getItem('fairclock.game') !== null);
  const record = (await saved(page)).record;
  assert.equal(record.rules, 'uscf');
  assert.deepEqual(record.variations, ['14H']);
  assert.equal((await saved(page)).settings.flags, 'players_claim', 'US Chess 13C1: the players call flags');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a quickplay-finish claim goes to the arbiter, who rejects it: two minutes to the opponent (FIDE III.5)', async () => {
  // Rapid, 5 minutes without increment; White's clock has run 3:20, so White has 1:40 left.
  const { context, page, errors } = await open({ rules: 'fide-rapid', time_control: '300', events: [{ t: 0, type: 'start' }] }, 200000);
  const dialog = await startClaim(page, 'White', 'Quickplay finish');
  assert.equal(await dialog.getByRole('button', { name: 'Game position' }).getAttribute('aria-pressed'), 'true');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await dialog.locator('.verdict-screen.pending').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), "Arbiter's decision");
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE III.5');
  assert.equal(await dialog.locator('.effect').textContent(), 'Clocks stopped until the arbiter decides');
  await screenshot(page, 'claims-decision');
  await dialog.getByRole('button', { name: 'Play on: Black gets 2:00 more' }).click();
  await dialog.getByRole('button', { name: 'Confirm: Play on: Black gets 2:00 more' }).click();
  await dialog.locator('.verdict-screen:not(.pending)').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Claim rejected — play on');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE III.5.3');
  assert.equal(await dialog.locator('.effect').textContent(), 'Black gets 2:00 more · Play on');
  assert.equal(await clockAfter(dialog, 'Black'), '7:00', '5:00 + 2:00');
  const white = seconds(await clockAfter(dialog, 'White'));
  assert.ok(white > 95 && white <= 100, `White had 1:40 when the claim began, got ${white}`);
  await screenshot(page, 'claims-decision-rejected');
  const types = (await saved(page)).record.events.map((e) => e.type);
  assert.deepEqual(types, ['start', 'pause', 'claim', 'decision']);
  assert.equal((await saved(page)).record.events[3].verdict, 'reject');
  assert.deepEqual(errors, []);
  await context.close();
});

const FLAG_DOWN = { rules: 'fide-blitz', time_control: '60', events: [{ t: 0, type: 'start' }] };

test('while the worker thinks, Cancel stops it and records nothing; asked again, a new worker answers', async () => {
  // No service worker here, so the route below sees the rules worker's own requests.
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let delay = 4000;
  await context.route('**/rules_worker_bg.wasm', async (route) => {
    await new Promise((ok) => setTimeout(ok, delay));
    await route.continue().catch(() => {});
  });
  // Its files may be fetched ahead (the page's prefetch), but a worker starts only for a claim.
  let started = 0;
  page.on('worker', (w) => { if (w.url().endsWith('/rules_worker_loader.js')) started += 1; });
  await open(FLAG_DOWN, 61000, Promise.resolve({ context, page, errors }));
  assert.equal(started, 0, 'no worker before a claim needs it');
  const dialog = await startClaim(page, 'Black', 'Flag fell');
  await dialog.getByRole('button', { name: 'Pieces left' }).click();
  await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  await dialog.getByRole('heading', { name: 'Thinking…' }).waitFor();
  await screenshot(page, 'claims-thinking');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Make the claim' }).waitFor();
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'pause'], 'no claim recorded');
  delay = 0;
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await dialog.locator('.verdict-screen').waitFor({ timeout: 30000 });
  assert.equal(await dialog.locator('.headline').textContent(), 'Black wins on time');
  assert.equal(started, 2, 'the cancelled worker was terminated and a new one spawned');
  assert.deepEqual(errors, []);
  await context.close();
});

test('when the rules worker cannot load, the claim waits for the arbiter and says why', async () => {
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await context.route('**/rules_worker_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await open(FLAG_DOWN, 61000, Promise.resolve({ context, page, errors }));
  const dialog = await startClaim(page, 'Black', 'Flag fell');
  await dialog.getByRole('button', { name: 'Pieces left' }).click();
  await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  await dialog.locator('.verdict-screen.pending').waitFor({ timeout: 30000 });
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE 6.9');
  assert.match(await dialog.locator('.note').textContent(), /^The analysis could not be made \(the rules worker failed/);
  // The rulings named by their outcome: no "uphold" or "reject" to translate at the board.
  assert.deepEqual(await dialog.getByRole('group', { name: 'Decision' }).getByRole('button').allTextContents(), ['Draw', 'Black wins on time']);
  await screenshot(page, 'claims-worker-failed');
  // The arbiter rules that Black can still mate: the flag wins.
  await dialog.getByRole('button', { name: 'Black wins on time' }).click();
  await dialog.getByRole('button', { name: 'Confirm: Black wins on time' }).click();
  assert.equal(await dialog.locator('.headline').textContent(), 'Black wins on time');
  const claim = (await saved(page)).record.events.find((e) => e.type === 'claim');
  assert.equal(claim.analysis, undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one visit the rules worker answers with the network off (its files are precached)', async () => {
  const { context, page, errors } = await open(FLAG_DOWN, 61000);
  const scope = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then((r) => r.scope),
    new Promise((ok) => setTimeout(() => ok('no service worker after 10 s'), 10000)),
  ]));
  assert.equal(scope, server.base);
  // The face runs: the worker keeps the build, the rules worker's files among them.
  await offlineReady(page);
  await context.setOffline(true);
  await page.reload();
  const dialog = await startClaim(page, 'Black', 'Flag fell');
  await dialog.getByRole('button', { name: 'Pieces left' }).click();
  await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await confirmPosition(dialog, 'White');
  await dialog.locator('.verdict-screen').waitFor({ timeout: 30000 });
  assert.equal(await dialog.locator('.headline').textContent(), 'Black wins on time');
  assert.equal(await dialog.locator('.note').textContent(), '', 'no analysis failure');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a flag called automatically asks the rules worker too: a lone queen wins on time from the recorded moves', async () => {
  const record = {
    rules: 'fide-blitz', time_control: '5', fen: '3qk3/8/8/8/8/8/8/4K3 w - - 0 40',
    events: [{ t: 0, type: 'start' }, { t: 1000, type: 'press', side: 'white', move: 'Ke2' }, { t: 2000, type: 'press', side: 'black', move: 'Qd7' }],
  };
  // White's 5 s ran out at 6 s; the page notices at 7 s.
  const { context, page, errors } = await open(record, 7000, phone(chromium), { flags: 'automatic' });
  await page.locator('.status.result').waitFor({ timeout: 30000 });
  assert.match(await page.locator('.status').textContent(), /0-1 — Black wins on time \(FIDE 6\.9\)/);
  const claim = (await saved(page)).record.events.at(-1);
  assert.equal(claim.type, 'claim');
  assert.deepEqual(claim.analysis, { fen: '4k3/3q4/8/8/8/8/4K3/8 w - - 2 41', white_can_mate: false, black_can_mate: true });
  assert.ok(claim.t >= 7000 && claim.t < 9000, `stamped when the page noticed the fall: ${claim.t}`);
  await screenshot(page, 'claims-auto-flag');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the claim menu lists what this rulebook lacks, with the rule that says so', async () => {
  const { context, page, errors } = await open({ rules: 'fide-blitz', time_control: '180+2', events: [{ t: 0, type: 'start' }] }, 1000);
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('button', { name: 'Claim…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim' });
  await dialog.getByRole('button', { name: 'White claims' }).click();
  assert.equal(await dialog.getByRole('button', { name: 'Michigan twenty moves' }).count(), 0);
  // Michigan, two endings, identical pieces, quickplay finish, insufficient losing chances, the III.4 increment.
  await dialog.getByText('Not in these rules (7)').click();
  assert.match(await dialog.locator('.unknown-claims li', { hasText: 'Michigan' }).textContent(), /FIDE 9\.3: The FIDE Laws have no Michigan/);
  await screenshot(page, 'claims-menu');
  // Closed without a claim: the clock paused for it stays paused until a player resumes it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.deepEqual((await saved(page)).record.events.map((e) => e.type), ['start', 'pause']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 320-px phone and in landscape the picker fits without sideways scrolling', async () => {
  for (const [width, height, name] of [[320, 640, 'narrow'], [844, 390, 'landscape']]) {
    const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await open(FLAG_DOWN, 61000, Promise.resolve({ context, page, errors }));
    const dialog = await startClaim(page, 'Black', 'Flag fell');
    await dialog.getByRole('button', { name: 'Pieces left' }).click();
    const [scroll, client] = await dialog.evaluate((d) => [d.scrollWidth, d.clientWidth]);
    assert.ok(scroll <= client, `${name}: ${scroll} > ${client}`);
    await screenshot(page, `claims-picker-${name}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('with no service worker, the idle page fetches the desk and the rules worker ahead: a claim then needs no network', async () => {
  // A host whose files may be cached for ten minutes (as GitHub Pages sends), and no service worker.
  const host = await serve({ cacheControl: 'max-age=600' });
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const fetched = [];
  page.on('requestfinished', (r) => { if (/\/(desk|rules_worker)/.test(r.url())) fetched.push(r.url().split('/').pop()); });
  try {
    await open(FLAG_DOWN, 61000, Promise.resolve({ context, page, errors }), undefined, host.base);
    const all = ['desk.js', 'desk_bg.wasm', 'rules_worker_loader.js', 'rules_worker.js', 'rules_worker_bg.wasm'];
    for (let i = 0; i < 100 && fetched.length < all.length; i++) await page.waitForTimeout(100);
    assert.deepEqual(fetched, all, 'fetched in the background, one after the other, the desk first');
    // The network goes; Black claims White's flag: the desk and the worker come from the cache.
    await context.setOffline(true);
    const dialog = await startClaim(page, 'Black', 'Flag fell');
    await dialog.getByRole('button', { name: 'Pieces left' }).click();
    await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
    await dialog.getByRole('button', { name: 'Make the claim' }).click();
    await confirmPosition(dialog, 'White');
    // A lone queen's mate needs the worker's analysis: a verdict, not a claim left to the arbiter.
    await dialog.locator('.verdict-screen').waitFor({ timeout: 30000 });
    assert.equal(await dialog.locator('.headline').textContent(), 'Black wins on time');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
  }
});

test('with a service worker, the page leaves the helpers to its precache, which fetches them once the face runs (no file twice)', async () => {
  const { context, page, errors } = await phone(chromium);
  const byPage = [];
  page.on('request', (r) => { if (!r.serviceWorker() && /\/(desk|rules_worker)/.test(r.url())) byPage.push(r.url()); });
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Past the page's idle wait (at most 5 s) with nothing asked, by the page or by the worker.
  await page.waitForTimeout(6000);
  assert.deepEqual(byPage, []);
  assert.ok(!(await offlineFiles(page)).includes('desk_bg.wasm'), 'no desk kept before a face runs');
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await page.getByRole('button', { name: 'Black clock' }).dispatchEvent('pointerdown');
  await offlineReady(page, ['desk.js', 'desk_bg.wasm', 'rules_worker.js', 'rules_worker_bg.wasm']);
  assert.deepEqual(byPage, [], 'the page itself fetched neither');
  assert.deepEqual(errors, []);
  await context.close();
});

// After the claim (issue 58): an upheld illegal-move claim reinstates the position before the
// illegal move, and the player who made it moves again, on that player's clock — from the setup
// screen, by touch, in both orientations, under FIDE and under US Chess.
const BEFORE_KD2 = '3rk3/8/8/8/8/8/8/4K3 w - - 0 40';
const ILLEGAL_BOOKS = [
  {
    rulebook: 'fide-rapid', rule: 'FIDE A.5.2', extra: 60,
    says: /It is White's first illegal move: Black gets one minute more \(in rapid and blitz one minute instead of two\) and play continues from the position before it\. White moves again, on White's clock\. FIDE A\.5\.2: “/,
    quotes: /FIDE 7\.1: “If an irregularity occurs and the pieces have to be restored to a previous position/,
  },
  {
    rulebook: 'uscf', rule: 'USCF 11D', extra: 120,
    says: /^Kd2 is not a legal move for White in that position: Black gets two minutes more and White must replace it with a legal move\. White moves again, on White's clock\. USCF 11D/,
    quotes: /USCF 11A: “Illegal move during last ten moves\. .*The players do not recover the time used after the illegal move\./,
  },
];

/** What each clock holds, in ms, by the record's own instants: a press-only 10+0 game, each turn
 * charged from its start (or the resume) to its press or the pause, plus the claim's extra time. */
function clocksByRecord(events, extra) {
  const used = { white: 0, black: 0 };
  let turn = 'white'; let since = null;
  for (const e of events) {
    if (e.type === 'start' || e.type === 'resume') since = e.t;
    if (e.type === 'press') { used[turn] += e.t - since; turn = turn === 'white' ? 'black' : 'white'; since = e.t; }
    if (e.type === 'pause') { used[turn] += e.t - since; since = null; }
    // The upheld claim: White moves again; Black's time up to the pause stays used.
    if (e.type === 'claim') turn = 'white';
  }
  return { white: 600_000 - used.white, black: 600_000 - used.black + extra * 1000, turn, running: since !== null };
}

/** A face's "9:48" in ms, or "59.4". */
const faceMs = (text) => Math.round(text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0) * 1000);

for (const book of ILLEGAL_BOOKS) {
  for (const [width, height] of SIZES) {
    const at = `${width}×${height}`;
    test(`${at}: ${book.rulebook} 10+0 without moves — White presses after an illegal move, Black pauses and claims it; ${book.rule}, White moves again on White's clock, then both press; the record, both clocks and the PGN`, async () => {
      const { context, page, errors } = await touchPhone(chromium, server.base, width, height);
      await page.getByLabel('Rulebook').selectOption(book.rulebook);
      await startTyped(page, '10+0');
      await tapHalf(page, 'Black');
      await clockArrived(page);
      for (const side of ['White', 'Black', 'White']) {
        await page.waitForTimeout(700);
        await tapHalf(page, side);
      }
      // White's last press came after an illegal move. Black pauses and claims it.
      await page.waitForTimeout(700);
      const dialog = await claimIllegalMove(page, 'Black', BEFORE_KD2, 'Kd2', 'White');
      const verdict = dialog.locator('.verdict-screen');
      await verdict.waitFor();
      assert.equal(await verdict.locator('.headline').textContent(), 'Claim upheld — play on');
      assert.equal(await verdict.locator('.rule-number').textContent(), book.rule);
      const explanation = await verdict.locator('.explanation').textContent();
      assert.match(explanation, book.says);
      assert.match(explanation, book.quotes);
      assert.equal(await verdict.locator('.effect').textContent(), `Black gets ${book.extra / 60}:00 more · White moves again`);
      let events = (await saved(page)).record.events;
      assert.deepEqual(events.map((e) => e.type), ['start', 'press', 'press', 'press', 'pause', 'claim']);
      let expected = clocksByRecord(events, book.extra);
      for (const side of ['White', 'Black']) {
        const shown = faceMs(await clockAfter(dialog, side));
        const exact = expected[side.toLowerCase()];
        assert.ok(shown >= exact && shown - exact < 1000, `${side} after the claim: ${shown} for ${exact} by the record`);
      }
      await screenshot(page, `claims-illegal-moves-again-${book.rulebook}-${at}`);

      // Resumed: White's clock runs, Black's stands.
      await verdict.getByRole('button', { name: 'Resume play' }).tap();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await half(page, 'White').locator('.state').textContent(), 'running');
      assert.equal(await half(page, 'Black').locator('.state').textContent(), '');
      const blackStands = await time(page, 'Black');
      const whiteBefore = faceMs(await time(page, 'White'));
      await page.waitForTimeout(1500);
      assert.ok(faceMs(await time(page, 'White')) < whiteBefore, 'White\'s clock counts down');
      assert.equal(await time(page, 'Black'), blackStands, 'Black\'s clock stands');
      // White's press is the replacing move; then Black's.
      await tapHalf(page, 'White');
      await page.waitForTimeout(700);
      await tapHalf(page, 'Black');
      await page.waitForTimeout(300);
      assert.equal(await half(page, 'White').locator('.state').textContent(), 'running');
      await page.getByRole('button', { name: 'Pause' }).tap();
      events = (await saved(page)).record.events;
      assert.deepEqual(events.map((e) => e.type === 'press' ? `${e.type} ${e.side}` : e.type),
        ['start', 'press white', 'press black', 'press white', 'pause', 'claim', 'resume', 'press white', 'press black', 'pause']);
      assert.deepEqual([events[5].by, events[5].kind, events[5].fen, events[5].move], ['black', 'illegal_move', BEFORE_KD2, 'Kd2']);
      expected = clocksByRecord(events, book.extra);
      for (const side of ['White', 'Black']) {
        const shown = faceMs(await time(page, side));
        const exact = expected[side.toLowerCase()];
        assert.ok(shown >= exact && shown - exact < 1000, `${side} at the end: ${shown} for ${exact} by the record`);
      }
      await screenshot(page, `claims-illegal-replaced-${book.rulebook}-${at}`);

      // The PGN: the presses as the score sheet lists them, White's second move pressed twice
      // (the illegal one, then its replacement), and the claim's verdict between them.
      await page.getByRole('button', { name: 'Score' }).tap();
      const pgn = (await page.getByLabel('Export text').inputValue()).replace(/\s+/g, ' ');
      const numbers = [...pgn.matchAll(/[ {](\d+\.(?:\.\.)?) \d+:\d\d:\d\d/g)].map((m) => m[1]);
      assert.deepEqual(numbers, ['1.', '1...', '2.', '2.', '2...'], pgn);
      assert.match(pgn, new RegExp(`Black claims illegal move: upheld, White moves again \\(${book.rule.replace(/\./g, '\\.')}\\)\\.`));
      assert.match(pgn, / \* *$/, 'the game goes on');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
