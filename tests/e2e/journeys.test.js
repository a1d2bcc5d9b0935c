// Player journeys, from the setup screen, by touch, on a phone upright (390×844) and on its side
// (844×390): what players and an arbiter check after each — the verdict, both clocks, the record.
// Each journey was written against what failed on the build before it (issue 25, "At the board").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot, axe, SIZES, saved } from './harness.js';
import { touchPhone, half, tapHalf, startTyped, confirmPosition, time, status } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const phoneAt = (width, height) => touchPhone(chromium, server.base, width, height);


/** Presses without moves: Black starts White's clock, then a press each, `ms` apart. */
async function pressesWithoutMoves(page, ms = 400) {
  await tapHalf(page, 'Black');
  await page.waitForTimeout(ms);
  await tapHalf(page, 'White');
  await page.waitForTimeout(ms);
  await tapHalf(page, 'Black');
}

const seconds = (text) => text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0);

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: players claim a flag in a game without moves — the common answer keeps the win on time (FIDE 6.9)`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '10s');
    assert.equal(await time(page, 'White'), '0:10');
    await pressesWithoutMoves(page);
    // White's clock runs out: the face says so, and offers Black the claim.
    const claim = page.getByRole('button', { name: "Black claims White's flag" });
    await claim.waitFor({ timeout: 15000 });
    assert.match(await half(page, 'White').getAttribute('class'), /fallen/);
    assert.match(await half(page, 'White').locator('.flag').textContent(), /^⚑ FLAG/);
    const blackBefore = await time(page, 'Black');
    await claim.tap();
    const sheet = page.getByRole('dialog', { name: 'Flag' });
    assert.equal(await sheet.locator('.question').textContent(), 'Does Black have only a king?');
    // The common answer first.
    assert.equal(await sheet.locator('.choice').first().textContent(), 'No, more than a king');
    await screenshot(page, `journey-flag-question-${width}`);
    await sheet.getByRole('button', { name: 'No, more than a king' }).tap();
    assert.equal(await sheet.locator('.question').textContent(), 'Does Black have only a king and one knight or bishop?');
    await sheet.getByRole('button', { name: 'No, more', exact: true }).tap();
    await sheet.waitFor({ state: 'detached' });
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE 6.9)');
    // Both players read the result in their own half.
    for (const side of ['White', 'Black']) {
      assert.equal(await half(page, side).locator('.result-line').textContent(), '0-1 — Black wins on time (FIDE 6.9)');
    }
    assert.equal(await time(page, 'White'), '0.0');
    assert.equal(await time(page, 'Black'), blackBefore, 'the clocks were paused for the claim');
    await screenshot(page, `journey-flag-win-${width}`);
    const record = (await saved(page)).record;
    const events = record.events.map((e) => e.type);
    assert.deepEqual(events, ['start', 'press', 'press', 'pause', 'claim']);
    assert.equal(record.events[3].for, 'claim');
    const flag = record.events[4];
    assert.deepEqual([flag.by, flag.kind, flag.called_by], ['black', 'flag', undefined]);
    assert.deepEqual(flag.said, { black: { only_king: false, only_minor: false } });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a lone king said at the flag claim draws (FIDE 6.9), and Back takes an answer back`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '10s');
    await pressesWithoutMoves(page);
    await page.getByRole('button', { name: "Black claims White's flag" }).tap({ timeout: 15000 });
    const sheet = page.getByRole('dialog', { name: 'Flag' });
    await sheet.getByRole('button', { name: 'No, more than a king' }).tap();
    await sheet.getByRole('button', { name: '‹ Back' }).tap();
    assert.equal(await sheet.locator('.question').textContent(), 'Does Black have only a king?');
    await sheet.getByRole('button', { name: 'Yes, only a king' }).tap();
    await sheet.waitFor({ state: 'detached' });
    assert.equal(await status(page), '1/2-1/2 — Draw on time (FIDE 6.9)');
    const flag = (await saved(page)).record.events.at(-1);
    assert.deepEqual(flag.said, { black: { only_king: true } });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: the clock calls a flag without moves by asking the same question, and the score says the clock called it`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    assert.equal(await page.getByLabel('Flags').inputValue(), 'auto', 'FIDE: flags called by the clock');
    await startTyped(page, '10s');
    await pressesWithoutMoves(page);
    const sheet = page.getByRole('dialog', { name: 'Flag' });
    await sheet.waitFor({ timeout: 15000 });
    assert.equal(await sheet.locator('h2').textContent(), "White's flag fell: the clock calls it");
    assert.equal(await sheet.getByRole('button', { name: 'Cancel' }).isVisible(), false, 'a flag the clock calls is settled');
    await sheet.getByRole('button', { name: 'No, more than a king' }).tap();
    await sheet.getByRole('button', { name: 'No, more', exact: true }).tap();
    await sheet.waitFor({ state: 'detached' });
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE 6.9)');
    const flag = (await saved(page)).record.events.at(-1);
    assert.deepEqual([flag.kind, flag.by, flag.called_by], ['flag', 'black', 'clock']);
    await page.getByRole('button', { name: 'Score' }).tap();
    const score = page.getByRole('dialog', { name: 'Score' });
    await score.locator('.score-lines li').first().waitFor();
    const lines = await score.locator('.score-lines li').allTextContents();
    assert.ok(lines.some((l) => l.startsWith("The clock calls White's flag: Black wins on time, 0-1 (FIDE 6.9).")), lines.join('\n'));
    assert.equal(lines.filter((l) => l.includes('not recorded')).length, 1, 'the missing moves are said once');
    assert.ok(lines.includes('1. White pressed  0:09.5') || lines.some((l) => /^1\. White pressed {2}0:0\d\.\d$/.test(l)), lines.join('\n'));
    const pgn = await score.getByLabel('Export text').inputValue();
    assert.ok(!pgn.includes('pressed'), pgn);
    // A comment may be broken between its words (lines of at most 80 characters).
    assert.match(pgn.replace(/\s+/g, ' '), /\{The clock calls White's flag: Black wins on time, 0-1 \(FIDE 6\.9\)\.\}/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: with move entry, the lift of a press never lands on the board that appears under the finger`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    // Move entry is a preference of the whole setup, past the first page.
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByLabel('Enter moves on a board').tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(page, 'Black'); // Black starts White's clock
    const square = (name) => page.locator(`.board .square[aria-label="${name}"], .board .square[aria-label^="${name} "]`);
    const centreOf = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    // Where a press on White's half will find one of Black's pieces once the board takes that
    // half (learnt at a press of White's, used at the next): the finger lifts over a piece the
    // opponent may move.
    let spot = null;
    let pressedOnSpot = 0;
    for (const [side, from, to, san] of [['White', 'e2', 'e4', 'e4'], ['Black', 'e7', 'e5', 'e5'], ['White', 'g1', 'f3', 'Nf3'], ['Black', 'b8', 'c6', 'Nc6'], ['White', 'f1', 'c4', 'Bc4']]) {
      await square(from).tap();
      await square(to).tap();
      assert.equal(await page.locator('.board-status').textContent(), `${side}: ${san} — press your clock`);
      // The press: a real touch on the mover's half, where the board appears at once.
      const halfBox = await half(page, side).boundingBox();
      const at = side === 'White' && spot ? spot : centreOf(halfBox);
      if (at === spot) pressedOnSpot += 1;
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForTimeout(150);
      assert.equal(await page.locator('.board .square.selected').count(), 0, `after ${san}: the lift selected nothing`);
      assert.notEqual(await page.locator('.board-status').textContent(), 'Position not known');
      if (side === 'White' && !spot) {
        // One of Black's pieces under White's finger; on its side, where the board is turned to
        // Black at the far end (issue 44) and White's finger lies over White's own pieces, any
        // square of the board.
        for (const selector of ['.board .square.black-piece', '.board .square']) {
          for (const piece of await page.locator(selector).all()) {
            const c = centreOf(await piece.boundingBox());
            const within = c.x > halfBox.x && c.x < halfBox.x + halfBox.width && c.y > halfBox.y && c.y < halfBox.y + halfBox.height;
            if (within && (!spot || c.y > spot.y)) spot = c;
          }
          if (spot) break;
        }
      }
    }
    assert.ok(pressedOnSpot > 0, 'a press of White\'s lifted over the board');
    const moves = (await saved(page)).record.events.filter((e) => e.type === 'press').map((e) => e.move);
    assert.deepEqual(moves, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4'], 'every move recorded, none lost to a stray click');
    assert.equal(await page.locator('.board-status').textContent(), 'Black to move');
    await screenshot(page, `journey-board-${width}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: the arbiter's panel pauses the clocks, and what ends or changes the game takes a second tap`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await pressesWithoutMoves(page, 300);
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.waitFor();
    const white = await time(page, 'White');
    await page.waitForTimeout(1500);
    assert.equal(await time(page, 'White'), white, 'no time runs while the arbiter looks');
    assert.match(await status(page), /^Paused for the arbiter/);
    // A resignation shows what it will do; nothing is recorded until the second tap.
    await panel.getByRole('button', { name: 'White resigns…' }).tap();
    const bar = panel.getByRole('group', { name: 'Confirm' });
    assert.equal(await bar.locator('p').textContent(), 'White resigns: Black wins, 0-1 (FIDE 5.1.2).');
    await bar.getByRole('button', { name: 'Cancel' }).tap();
    // A penalty and a correction for Black, each confirmed.
    await panel.getByRole('button', { name: 'Black', exact: true }).tap();
    await panel.getByRole('button', { name: 'Knocked the clock' }).tap();
    assert.equal(await bar.locator('p').textContent(), 'Penalty on Black (Knocked the clock): a warning (FIDE 12.9).');
    await bar.getByRole('button', { name: 'Confirm' }).tap();
    const blackBefore = seconds(await time(page, 'Black'));
    await panel.getByLabel('Time to add').fill('30');
    await panel.getByRole('button', { name: 'Adjust…' }).tap();
    assert.equal(await bar.locator('p').textContent(), "Add 30 s to Black's clock.");
    assert.equal(seconds(await time(page, 'Black')), blackBefore, 'one tap changes no clock');
    await bar.getByRole('button', { name: 'Confirm' }).tap();
    await panel.getByRole('button', { name: 'Close' }).tap();
    await panel.waitFor({ state: 'detached' });
    const black = await time(page, 'Black');
    assert.equal(seconds(black), blackBefore + 30);
    await page.waitForTimeout(1200);
    assert.equal(await time(page, 'White'), white, 'closing the panel does not resume');
    assert.match(await status(page), /^Paused for the arbiter/);
    await screenshot(page, `journey-arbiter-paused-${width}`);
    await page.getByRole('button', { name: 'Resume' }).tap();
    await page.waitForTimeout(1200);
    assert.notEqual(await time(page, 'White'), white, 'Resume restarts the running clock');
    assert.equal(await time(page, 'Black'), black);
    const events = (await saved(page)).record.events;
    assert.deepEqual(events.map((e) => e.type), ['start', 'press', 'press', 'pause', 'penalty', 'adjust', 'resume']);
    assert.equal(events[3].for, 'arbiter');
    assert.deepEqual([events[4].side, events[4].kind], ['black', 'knocked_clock']);
    assert.deepEqual([events[5].side, events[5].ms], ['black', 30000]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: every claim the FIDE standard rules know, through the arbiter's panel, with rulings named by their outcome`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Rulebook').selectOption('fide-standard');
    await startTyped(page, '90+30');
    await pressesWithoutMoves(page, 200);
    const kinds = ['Threefold repetition', 'Fifty moves', 'Illegal move', 'Five-second increment', 'Quickplay finish', 'Dead position', 'Insufficient material', 'Flag fell'];
    const claim = page.getByRole('dialog', { name: 'Claim' });
    const made = [];
    for (const kind of kinds) {
      await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
      const panel = page.getByRole('dialog', { name: 'Arbiter' });
      await panel.getByRole('button', { name: 'Claim…' }).tap();
      await claim.getByRole('button', { name: 'Black claims' }).tap();
      await claim.getByRole('button', { name: kind, exact: true }).tap();
      if (kind === 'Illegal move') {
        await claim.getByLabel('FEN', { exact: true }).fill('3rk3/8/8/8/8/8/8/4K3 w - - 0 40');
        await claim.getByLabel('Illegal move').fill('Kd2');
      }
      if (kind === 'Dead position' || kind === 'Insufficient material') {
        await claim.getByRole('button', { name: 'No position' }).tap();
      }
      await claim.getByRole('button', { name: 'Make the claim' }).tap();
      // A FEN the players typed is their word: White, the opponent, confirms it first.
      if (kind === 'Illegal move') await confirmPosition(claim, 'White');
      const verdict = claim.locator('.verdict-screen');
      await verdict.waitFor();
      assert.match(await verdict.locator('.rule-number').textContent(), /^FIDE /, kind);
      // A claim left to the arbiter: the rulings are named by what they bring, never uphold/reject.
      const rulings = verdict.getByRole('group', { name: 'Decision' });
      if (await rulings.count()) {
        const names = await rulings.getByRole('button').allTextContents();
        assert.ok(names.length >= 2 && !names.some((n) => /^(Reject|Uphold|Postpone)$/.test(n)), `${kind}: ${names}`);
        const playOn = names.find((n) => n.startsWith('Play on')) ?? names.find((n) => n !== 'Draw');
        await rulings.getByRole('button', { name: playOn, exact: true }).tap();
        await verdict.getByRole('button', { name: `Confirm: ${playOn}` }).tap();
      }
      made.push(kind);
      const back = verdict.getByRole('button', { name: /^(Resume play|Back to the clock)$/ });
      const over = (await back.textContent()) === 'Back to the clock';
      await back.tap();
      // Back to the face: neither the claim nor the arbiter's panel is left open.
      await claim.waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('dialog').count(), 0, `${kind}: back at the clock`);
      if (over) break;
    }
    const claims = (await saved(page)).record.events.filter((e) => e.type === 'claim').map((e) => e.kind);
    assert.deepEqual(claims, ['threefold', 'fifty_moves', 'illegal_move', 'increment_request', 'quickplay_finish', 'dead_position', 'insufficient_material', 'flag'].slice(0, made.length));
    assert.ok(made.length >= 5, `claims made: ${made}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: the last setup is remembered through a game and a reload; a reload mid-game keeps the clocks`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Rulebook').selectOption('uscf');
    assert.equal(await page.getByLabel('Flags').inputValue(), 'claim', 'US Chess 13C1: players claim');
    await startTyped(page, 'G/5;d3');
    await pressesWithoutMoves(page, 500);
    await page.waitForTimeout(700);
    const before = (await saved(page)).record;
    await page.reload();
    await half(page, 'White').waitFor();
    const after = (await saved(page)).record;
    assert.deepEqual(after.events, before.events, 'the reload keeps every event');
    assert.equal(after.rules, 'uscf');
    assert.equal(await half(page, 'White').getAttribute('class').then((c) => /running/.test(c)), true, 'White still runs');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'End game?' }).tap();
    await page.getByLabel('Rulebook').waitFor();
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      assert.equal(await page.getByLabel('Rulebook').inputValue(), 'uscf', 'not FIDE blitz again');
      assert.equal(await page.getByLabel('Flags').inputValue(), 'claim');
      assert.equal(await page.locator('.preset.last').textContent(), 'Last game 5 min, delay 3 s');
    }
    await page.locator('.preset.last').tap();
    assert.equal(await time(page, 'White'), '5:00');
    // Saved once this window knows it owns the clock (after a reload, a moment after the face).
    await page.waitForFunction(() => localStorage.getItem('fairclock.game') !== null);
    assert.equal((await saved(page)).record.time_control, '300d3');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: controls typed as people type them, refusals in a player's words, no main time, and a saved control`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    const typed = page.getByLabel('Custom time control');
    const startNew = async () => {
      await page.getByRole('button', { name: 'New game' }).tap();
      if (await page.getByRole('button', { name: 'End game?' }).count()) await page.getByRole('button', { name: 'End game?' }).tap();
      await typed.waitFor();
    };
    // An increment written once at the end is the whole game's, from move 1 (issue 44).
    for (const [text, white, pgn, slow] of [['10 sec', '0:10', '10'], ['0:10', '0:10', '10'], ['3+2', '3:00', '180+2'], ['90+30', '1:30:00', '5400+30', true], ['40/90, 30+30', '1:30:00', '40/5400+30:1800+30', true], ['G/5;d3', '5:00', '300d3']]) {
      if (slow) {
        // Under the blitz rules a classical control is warned about once (FIDE B.1), then started.
        await typed.fill(text);
        await page.getByRole('button', { name: 'Start', exact: true }).tap();
        assert.match(await page.locator('.setup .error').textContent(), /^FIDE B\.1: “A 'blitz' game.*so it is a standard game.*Tap again to start anyway\.$/);
      }
      await startTyped(page, text);
      assert.equal(await time(page, 'White'), white, text);
      assert.equal((await saved(page)).record.time_control, pgn, text);
      await startNew();
    }
    await typed.fill('1/6');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    const error = await page.locator('.setup .error').textContent();
    assert.match(error, /^The clock cannot read “1\/6”: at its start it needs moves per period, as in 40\/90/);
    assert.match(error, /For example: 3\+2 \(3 minutes and 2 seconds a move\), 10s/);
    await typed.fill('0+5');
    assert.match(await page.locator('.setup .preview').first().textContent(), /Each player starts with the 5 s of move one's increment/);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    assert.equal(await time(page, 'White'), '5.0');
    await startNew();
    await startTyped(page, '5s per move');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(1500);
    await tapHalf(page, 'White');
    assert.equal(await time(page, 'White'), '5.0', 'each move has its own five seconds');
    assert.equal((await saved(page)).record.time_control, '0d5');
    await startNew();
    await typed.fill('25 min + 10');
    await page.getByLabel('Name of the control').fill('Club night');
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    assert.equal(await page.locator('.saved-note').textContent(), 'Saved as “Club night”, beside the presets.');
    await page.reload();
    const club = page.locator('.preset.saved', { hasText: 'Club night' });
    assert.equal(await club.textContent(), 'Club night 25 min + 10 s');
    await club.tap();
    // FIDE B.1 counts 25 + 60 × 10 s: a rapid game, not blitz — said once, then the players' word.
    // On the first page the clock's module says it, a moment after the tap.
    await page.locator('.setup .error', { hasText: 'Tap again to start anyway.' }).waitFor();
    assert.match(await page.locator('.setup .error').textContent(), /^FIDE B\.1: .* counts as 35 minutes for each player, so it is a rapid game: its rules are "FIDE Laws 2023 — rapid"\. Tap again to start anyway\.$/);
    await club.tap();
    assert.equal(await time(page, 'White'), '25:00');
    await screenshot(page, `journey-saved-control-${width}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: an imported game shows its players, event and what was left out, and the score fits the phone`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByRole('button', { name: 'Review a game…' }).tap();
    const score = page.getByRole('dialog', { name: 'Score' });
    const pgn = '[Event "Casual Blitz"]\n[Site "https://lichess.org/abc"]\n[Round "-"]\n[White "Carlsen, Magnus"]\n[Black "Nakamura, Hikaru"]\n'
      + '[WhiteElo "2830"]\n[BlackElo "2780"]\n[Result "1-0"]\n[TimeControl "180+2"]\n\n'
      + '1. e4 { [%clk 0:03:00] } 1... c5 { [%clk 0:03:00] } 2. Nf3 $1 { [%clk 0:02:58] } 2... d6 (2... Nc6 3. d4) { [%clk 0:02:55] } 3. d4 $14 { [%clk 0:02:57] } 1-0\n';
    await score.getByLabel('Game to review').fill(pgn);
    await score.getByRole('button', { name: 'Review', exact: true }).tap();
    await score.locator('.score-players').waitFor();
    assert.equal(await score.locator('.score-players').textContent(), 'Carlsen, Magnus (2830) – Nakamura, Hikaru (2780)');
    assert.equal(await score.locator('.score-occasion').textContent(), 'Casual Blitz · https://lichess.org/abc');
    assert.equal(await score.locator('.score-left-out').textContent(), '1 variation and 1 annotation glyph were left out: the review follows the main line.');
    const lines = await score.locator('.score-lines li').allTextContents();
    assert.equal(lines[0], '1. e4  3:00.0', 'lichess leaves the first moves untimed: no time used');
    assert.equal(lines[2], '2. Nf3!  2:58.0 (0:04.0 used)');
    const list = await score.locator('.score-lines').boundingBox();
    assert.ok(list.height >= 100, `the move list has room: ${list.height} px`);
    await screenshot(page, `journey-review-${width}`);
    await score.getByRole('button', { name: 'Close', exact: true }).tap();
    // A game's export box has room too.
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await pressesWithoutMoves(page, 200);
    await page.getByRole('button', { name: 'Score' }).tap();
    const box = await page.getByRole('dialog', { name: 'Score' }).getByLabel('Export text').boundingBox();
    assert.ok(box.height >= 80, `the export box: ${box.height} px`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: every tap target on the face, the panels and the dialogs is at least 44×44 px`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    // Checkboxes are tapped by their whole line (the label); other controls by their own box.
    const small = () => page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('button, select, input, summary, textarea, [role=button]')) {
        const target = el.type === 'checkbox' ? el.closest('label') : el;
        const r = target.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('.hidden')) continue;
        if (el.closest('dialog:not([open])')) continue;
        // The face behind an open modal dialog takes no touch: only the dialog's targets count.
        const open = document.querySelector('dialog[open]');
        if (open && !open.contains(el)) continue;
        if (r.width < 44 || r.height < 44) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent).trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return out;
    });
    assert.deepEqual(await small(), [], 'the first page');
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByLabel('Enter moves on a board').waitFor();
    assert.deepEqual(await small(), [], 'the whole setup');
    await page.getByLabel('Enter moves on a board').tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(page, 'Black');
    await page.locator('.board .square').first().waitFor();
    assert.deepEqual(await small(), [], 'the running face with the board');
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    assert.deepEqual(await small(), [], 'the arbiter panel');
    await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Claim…' }).tap();
    const claim = page.getByRole('dialog', { name: 'Claim' });
    await claim.getByRole('button', { name: 'Black claims' }).tap();
    assert.deepEqual(await small(), [], 'the claim dialog');
    await claim.getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('button', { name: 'Score' }).tap();
    await page.getByRole('dialog', { name: 'Score' }).locator('.score-lines').waitFor();
    assert.deepEqual(await small(), [], 'the score panel');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a fallen flag looks unlike low time, and axe finds nothing serious on the claim sheet`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '15s');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(6000);
    const low = await half(page, 'White').evaluate((el) => ({ classes: el.className, image: getComputedStyle(el).backgroundImage, outline: getComputedStyle(el).outlineStyle, flag: el.querySelector('.flag').textContent }));
    assert.match(low.classes, /low/);
    await page.getByRole('button', { name: "Black claims White's flag" }).waitFor({ timeout: 15000 });
    const fallen = await half(page, 'White').evaluate((el) => ({ classes: el.className, image: getComputedStyle(el).backgroundImage, outline: getComputedStyle(el).outlineStyle, flag: el.querySelector('.flag').textContent }));
    assert.match(fallen.classes, /fallen/);
    assert.equal(low.image, 'none');
    assert.match(fallen.image, /repeating-linear-gradient/, 'stripes, not only a colour');
    assert.deepEqual([low.outline, fallen.outline], ['none', 'dashed']);
    assert.deepEqual([low.flag, fallen.flag.slice(0, 6)], ['', '⚑ FLAG']);
    await screenshot(page, `journey-fallen-${width}`);
    await page.getByRole('button', { name: "Black claims White's flag" }).tap();
    assert.deepEqual(await axe(page), [], 'axe: the flag sheet');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('390×844: a rejected draw appeal costs the claimant a minute under the Scholastic rules (13b)', async () => {
  const { context, page, errors } = await phoneAt(390, 844);
  await page.getByLabel('Rulebook').selectOption('scholastic-blitz-2004');
  await page.getByRole('button', { name: 'Blitz 5+0' }).tap();
  await pressesWithoutMoves(page, 300);
  await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
  await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Claim…' }).tap();
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await claim.getByRole('button', { name: 'White claims' }).tap();
  await claim.getByRole('button', { name: 'Threefold repetition', exact: true }).tap();
  await claim.getByRole('button', { name: 'Make the claim' }).tap();
  const rulings = claim.getByRole('group', { name: 'Decision' });
  const names = await rulings.getByRole('button').allTextContents();
  assert.deepEqual(names, ['Draw', 'Play on: White loses 1:00']);
  const white = seconds(await claim.getByLabel('White clock after the claim').locator('.reading').textContent());
  await rulings.getByRole('button', { name: 'Play on: White loses 1:00' }).tap();
  await claim.getByRole('button', { name: 'Confirm: Play on: White loses 1:00' }).tap();
  assert.match(await claim.locator('.explanation').textContent(), /Scholastic 13b/);
  const after = seconds(await claim.getByLabel('White clock after the claim').locator('.reading').textContent());
  assert.ok(Math.abs(white - 60 - after) <= 1, `${white} → ${after}`);
  const events = (await saved(page)).record.events.map((e) => e.type);
  assert.deepEqual(events.slice(-2), ['claim', 'decision']);
  assert.deepEqual(errors, []);
  await context.close();
});

// Every word for both players (issue 56). At the board the player who answers or reads is as
// often Black, at the far end, as White: in portrait the flag sheet opens at the claimant's end
// turned to them, the verdict's headline and the rule's words are on both ends (the far copy
// turned 180°), and the far player has a Pause of their own. On its side the players sit at the
// ends, where no copy would be upright: one of each, as before.
/** The angle an element is turned by its own transform (0 or 180). */
const turned = (locator) => locator.evaluate((el) => {
  const m = new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform);
  return Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI + 360) % 360;
});
for (const [width, height] of [[390, 844], [320, 568], [844, 390]]) {
  const at = `${width}×${height}`;
  const portrait = height > width;
  test(`${at}: Black claims White's flag in claim mode — the sheet is at Black's end, turned to Black, answered there; the verdict is read from both ends`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '10s');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    await page.waitForTimeout(300);
    await tapHalf(page, 'Black');
    const farPause = page.locator('.far-buttons button');
    if (portrait) {
      // Black, at the far end, pauses with a button turned to him, and resumes with it.
      assert.equal(await turned(page.locator('.far-buttons')), 180);
      await farPause.tap();
      assert.match(await status(page), /^Paused/);
      assert.equal(await farPause.textContent(), 'Resume');
      await farPause.tap();
      assert.equal(await farPause.textContent(), 'Pause');
    } else {
      assert.equal(await farPause.isVisible(), false, 'on its side the strip is both players\' already');
    }
    const claim = page.getByRole('button', { name: "Black claims White's flag" });
    await claim.waitFor({ timeout: 15000 });
    await claim.tap();
    const sheet = page.getByRole('dialog', { name: 'Flag' });
    await sheet.locator('.question').waitFor();
    const box = await sheet.boundingBox();
    if (portrait) {
      assert.equal(await turned(sheet), 180, 'the sheet faces Black');
      assert.ok(box.y < height / 2, `at Black's end (the top): ${JSON.stringify(box)}`);
      assert.ok(box.y >= 0 && box.y + box.height <= height, 'whole on the screen');
    } else {
      assert.equal(await turned(sheet), 0);
    }
    await screenshot(page, `journey-both-ends-sheet-${at}`);
    // Black answers from his end: a tap where the buttons are, turned or not.
    await sheet.getByRole('button', { name: 'No, more than a king' }).tap();
    await sheet.getByRole('button', { name: 'No, more', exact: true }).tap();
    await sheet.waitFor({ state: 'detached' });
    const headline = '0-1 — Black wins on time (FIDE 6.9)';
    assert.equal(await status(page), headline);
    const explanation = page.locator('.controls .explanation');
    const words = await explanation.textContent();
    assert.match(words, /6\.9/, `the rule's words: ${words}`);
    if (portrait) {
      // The headline is each half's, turned to its player (above); the strip keeps the rule's
      // words, at both ends.
      assert.equal(await page.locator('.controls .status-far').isVisible(), false);
      const farWords = page.locator('.controls .explanation-far');
      assert.equal(await farWords.textContent(), words, 'the same words at the far end');
      assert.equal(await turned(farWords), 180);
      assert.equal(await turned(explanation), 0);
      assert.ok(await farWords.isVisible());
      assert.equal(await farPause.isVisible(), false, 'the game is over: nothing to pause');
    } else {
      assert.equal(await page.locator('.controls .explanation-far').isVisible(), false);
    }
    for (const side of ['White', 'Black']) {
      assert.equal(await half(page, side).locator('.result-line').textContent(), headline);
      assert.ok(await half(page, side).locator('.result-line').isVisible(), `${side} reads the result`);
    }
    // The far half, and its result with it, turned to Black upright; on its side each to its end.
    assert.equal(await turned(half(page, 'Black')), portrait ? 180 : 0);
    assert.equal(await time(page, 'White'), '0.0');
    await screenshot(page, `journey-both-ends-verdict-${at}`);
    const events = (await saved(page)).record.events;
    assert.deepEqual(events.map((e) => e.type), portrait
      ? ['start', 'press', 'press', 'pause', 'resume', 'pause', 'claim']
      : ['start', 'press', 'press', 'pause', 'claim']);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
