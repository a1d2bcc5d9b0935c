// Moves entered on the board, the score, and the PGN export — on a phone-sized screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serve, browser, phone, screenshot, axe, saved } from './harness.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const press = (page, side) => page.getByRole('button', { name: `${side} clock` }).dispatchEvent('pointerdown');
const square = (page, name) => page.locator(`.board .square[aria-label="${name}"], .board .square[aria-label^="${name} "]`);
const status = (page) => page.locator('.board-status').textContent();

async function startWithBoard(page) {
  await page.goto(server.base);
  await page.getByRole('button', { name: 'More options…' }).click();
  await page.getByLabel('Enter moves on a board').check();
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black'); // Black starts White's clock
  await square(page, 'e2').waitFor();
}

/** Enters `from`→`to` on the board and presses the mover's clock. */
async function move(page, side, from, to, san) {
  await square(page, from).click();
  await square(page, to).click();
  assert.equal(await status(page), `${side}: ${san} — press your clock`);
  await page.waitForTimeout(120);
  await press(page, side);
}

/** A time in ms as PGN's h:mm:ss(.s), tenths cut. */
function reading(ms) {
  const tenths = Math.floor(Math.round(ms * 1000) / 100000);
  const [h, m, s, d] = [Math.floor(tenths / 36000), Math.floor(tenths / 600) % 60, Math.floor(tenths / 10) % 60, tenths % 10];
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${d ? `.${d}` : ''}`;
}

/** The [%clk] and [%emt] values the record's presses give at 3+2 (no pauses). */
function expectedClocks(record) {
  const left = { white: 180000, black: 180000 };
  let turnStart = null;
  const out = [];
  for (const e of record.events) {
    if (e.type === 'start') turnStart = e.t;
    if (e.type === 'press') {
      left[e.side] = left[e.side] - (e.t - turnStart) + 2000;
      out.push([reading(left[e.side]), reading(e.t - turnStart)]);
      turnStart = e.t;
    }
  }
  return out;
}

test('moves entered by taps, a capture, a mate that ends the game, and its PGN', async () => {
  const { context, page, errors } = await phone(chromium);
  await startWithBoard(page);
  // White is near: the board takes Black's (far) half, White's pieces at its bottom.
  assert.equal(await page.getByRole('button', { name: 'Black clock' }).isVisible(), false);
  const first = await square(page, 'a8').boundingBox();
  const last = await square(page, 'h1').boundingBox();
  assert.ok(first.y < last.y && first.x < last.x, 'a8 top-left, h1 bottom-right for White');

  // A pick shows its destinations; a move can be taken back before the press.
  await square(page, 'g1').click();
  assert.equal(await page.locator('.square.target').count(), 2);
  await screenshot(page, 'board-pick');
  assert.deepEqual(await axe(page), [], 'axe: the move-entry board with a piece picked');
  await square(page, 'f3').click();
  assert.equal(await status(page), 'White: Nf3 — press your clock');
  await page.getByRole('button', { name: 'Take back' }).click();
  assert.equal(await square(page, 'g1').getAttribute('aria-label'), 'g1 white knight');
  // Black cannot move while White is to move.
  await square(page, 'e7').click();
  assert.equal(await page.locator('.square.selected').count(), 0);

  await move(page, 'White', 'e2', 'e4', 'e4');
  // Now Black moves: the board turns to the far player, in White's (near) slot.
  assert.equal(await page.getByRole('button', { name: 'White clock' }).isVisible(), false);
  assert.match(await page.locator('.board-panel').getAttribute('class'), /far/);
  await move(page, 'Black', 'f7', 'f5', 'f5');
  await move(page, 'White', 'e4', 'f5', 'exf5');
  await screenshot(page, 'board-black-to-move');
  await move(page, 'Black', 'g7', 'g5', 'g5');
  await square(page, 'd1').click();
  await square(page, 'h5').click();
  assert.equal(await status(page), 'White: Qh5# — press your clock');
  await press(page, 'White');

  // The mate ended the game by itself: result and rule.
  const line = await page.locator('.controls .status').textContent();
  assert.match(line, /^1-0 — White wins by checkmate \(FIDE 5\.1\.1\)$/);
  await screenshot(page, 'board-mate');
  const record = (await saved(page)).record;
  const moves = record.events.filter((e) => e.type === 'press').map((e) => e.move);
  assert.deepEqual(moves, ['e4', 'f5', 'exf5', 'g5', 'Qh5#']);

  // The score: each move with the clock after it, the end with its rule.
  await page.getByRole('button', { name: 'Score' }).click();
  // The score is on the arbiter's desk, a module fetched on this first opening.
  await page.getByRole('list', { name: 'Score' }).locator('li').first().waitFor();
  const lines = await page.getByRole('list', { name: 'Score' }).locator('li').allTextContents();
  assert.equal(lines.length, 6);
  assert.match(lines[2], /^2\. exf5 {2}3:0\d\.\d/);
  assert.equal(lines[5], '1-0 — White wins by checkmate (FIDE 5.1.1)');
  // The time chart: both clocks over the 5 half-moves, a bar for each, and the same in words.
  const chart = page.locator('figure.time-chart svg[role=img]');
  assert.match(await chart.getAttribute('aria-label'), /^Time chart over 5 half-moves\. White ends with \d:\d\d\.\d;/);
  assert.equal(await chart.locator('rect.bar').count(), 5);
  assert.equal((await chart.locator('polyline.left-white').getAttribute('points')).split(' ').length, 4, 'the start and 3 moves');
  assert.equal((await chart.locator('polyline.left-black').getAttribute('points')).split(' ').length, 3);
  await screenshot(page, 'score');

  // The PGN: tags, the moves, and a [%clk] after each move equal to the record's times.
  const pgn = await page.getByLabel('Export text').inputValue();
  for (const tag of ['[Event "Fair Clock game"]', '[Site "?"]', '[Round "-"]', '[White "White"]', '[Black "Black"]',
    '[Result "1-0"]', '[TimeControl "180+2"]', '[Termination "normal"]', '[Ending "checkmate"]', '[Rule "FIDE 5.1.1"]']) {
    assert.ok(pgn.includes(tag), `${tag} in\n${pgn}`);
  }
  // The players' local date and the UTC date and time of the game's start, as lichess writes them.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
  });
  assert.ok(pgn.includes(`[Date "${today}"]`), pgn);
  assert.match(pgn, /\[UTCDate "\d{4}\.\d\d\.\d\d"\]\n\[UTCTime "\d\d:\d\d:\d\d"\]/);
  const clocks = [...pgn.matchAll(/\{\[%clk (\d+:\d\d:\d\d(?:\.\d)?)\]\s\[%emt (\d+:\d\d:\d\d(?:\.\d)?)\]\}/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(clocks, expectedClocks(record));
  const movetext = pgn.split('\n\n')[1].replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ').trim();
  assert.equal(movetext, '1. e4 1... f5 2. exf5 2... g5 3. Qh5# 1-0');
  await page.getByLabel('Export text').scrollIntoViewIfNeeded();
  await screenshot(page, 'export');

  // The download carries the same text.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), 'fairclock-game.pgn');
  assert.equal(await readFile(await download.path(), 'utf8'), pgn);

  // The JSON export is the record itself.
  await page.getByLabel('Export format').selectOption('json');
  // (The saved copy went through serde_json's parser, which may move a time by one ulp.)
  const rounded = (r) => ({ ...r, events: r.events.map((e) => ({ ...e, t: Math.round(e.t * 1e6) / 1e6 })) });
  assert.deepEqual(rounded(JSON.parse(await page.getByLabel('Export text').inputValue())), rounded(record));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a threefold repetition by entered moves: in the saved record, a review leaves the game alone, the claim is a draw', async () => {
  const { context, page, errors } = await phone(chromium);
  await startWithBoard(page);
  for (let i = 0; i < 2; i++) {
    await move(page, 'White', 'g1', 'f3', 'Nf3');
    await move(page, 'Black', 'g8', 'f6', 'Nf6');
    await move(page, 'White', 'f3', 'g1', 'Ng1');
    await move(page, 'Black', 'f6', 'g8', 'Ng8');
  }
  const record = (await saved(page)).record;
  const moves = record.events.filter((e) => e.type === 'press').map((e) => e.move);
  assert.deepEqual(moves, ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
  assert.equal(await page.locator('.controls .status').textContent(), '', 'threefold needs a claim: play goes on');

  // Review a pasted PGN in the middle of the game: read-only, and the game is untouched but for
  // the pause the Score makes as it covers the running clock (issue 44).
  await page.getByRole('button', { name: 'Score' }).click();
  await page.locator('.controls .status', { hasText: 'Paused' }).waitFor();
  const before = (await saved(page)).record;
  assert.equal(before.events.at(-1).type, 'pause', 'the Score paused the running clock');
  // The export format chosen before a review is still chosen after it.
  await page.getByLabel('Export format').selectOption('json');
  await page.locator('.import summary').click();
  await page.getByLabel('Game to review').fill('[Event "x"]\n\n1. e4 e5 2. Ke3');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  assert.match(await page.locator('.score-panel .message[role=alert]').textContent(), /PGN: line 3, column 13: 'Ke3' is not legal/);
  // A blank paste and an empty file are said in words (issue 57: an empty alert before).
  const empty = 'There is nothing to review: the text or file is empty. Paste a game\'s PGN or record, or open its file.';
  await page.getByLabel('Game to review').fill('  \n ');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  assert.equal(await page.locator('.score-panel .message[role=alert]').textContent(), empty);
  await page.getByLabel('Game to review').fill('');
  await page.getByLabel('Game file').setInputFiles({ name: 'empty.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.alloc(0) });
  await page.locator('.score-panel .message[role=alert]', { hasText: empty }).waitFor();
  await page.getByLabel('Game file').setInputFiles({ name: 'x.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from('[Event "x"]\n\n1. e4 e5 2. Ke3') });
  await page.locator('.score-panel .message[role=alert]', { hasText: "'Ke3' is not legal" }).waitFor();
  await page.getByLabel('Game to review').fill(
    '[Result "0-1"]\n[Termination "normal"]\n[Ending "checkmate"]\n[Rule "FIDE 5.1.1"]\n\n'
    + '1. f3 {[%clk 0:03:01]} 1... e5 {[%clk 0:03:00.5]} 2. g4 {<b>not markup</b>} 2... Qh4# 0-1');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.getByRole('heading', { name: 'Review (read-only)' }).waitFor();
  const lines = await page.getByRole('list', { name: 'Score' }).locator('li').allTextContents();
  assert.deepEqual(lines, ['1. f3  3:01.0', '1… e5  3:00.5', '2. g4', '<b>not markup</b>', '2… Qh4#', '0-1 — Black wins by checkmate (FIDE 5.1.1)']);
  assert.equal(await page.locator('.score-lines b').count(), 0, 'imported text is never HTML');
  await screenshot(page, 'review');
  // The reviewed game on a board, from its final position; stepped back to the start and forward.
  const board = page.getByRole('region', { name: 'Review board' });
  assert.match(await board.locator('.review-at').textContent(), /^After 2… Qh4#/);
  assert.equal(await board.getByRole('img', { name: 'h4 black queen' }).count(), 1);
  await board.getByRole('button', { name: 'Start' }).click();
  assert.equal(await board.locator('.review-at').textContent(), 'Start — White –, Black –');
  assert.equal(await board.getByRole('img', { name: 'd8 black queen' }).count(), 1);
  await board.getByRole('button', { name: 'Forward' }).click();
  assert.equal(await board.locator('.review-at').textContent(), 'After 1. f3 — White 3:01.0, Black –');
  assert.equal(await board.locator('.square.moved').count(), 2, 'the squares of the move are shown');
  await board.getByLabel('Half-move').fill('2');
  assert.equal(await board.locator('.review-at').textContent(), 'After 1… e5 — White 3:01.0, Black 3:00.5');
  await screenshot(page, 'review-board');
  assert.deepEqual(await axe(page), [], 'axe: the review board and the time chart');
  // A lichess export: its evaluations left out, each move's time used worked out from the clocks.
  await page.getByLabel('Game to review').fill(
    '[TimeControl "180+2"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... c5 { [%eval 0.19] [%clk 0:02:58] } *');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.getByRole('list', { name: 'Score' }).locator('li', { hasText: 'c5' }).waitFor();
  assert.deepEqual(await page.getByRole('list', { name: 'Score' }).locator('li').allTextContents(),
    // Lichess starts the clocks after each side's first move: no time used is made up for it.
    ['1. e4  3:00.0', '1… c5  2:58.0 (0:04.0 used)']);
  await page.getByRole('button', { name: 'Back to this game' }).click();
  await page.getByRole('heading', { name: 'Score' }).waitFor();
  assert.equal(await page.getByLabel('Export format').inputValue(), 'json', 'the format chosen before the review');
  assert.equal(JSON.parse(await page.getByLabel('Export text').inputValue()).events.length, before.events.length);
  assert.deepEqual((await saved(page)).record, before, 'the review changed nothing in the game');
  assert.equal(await page.locator('.controls .status').textContent(), 'Paused');

  // White claims the repetition: the dialog takes the position from the entered moves.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Arbiter' }).click();
  await page.getByRole('button', { name: 'Claim…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim' });
  await dialog.getByRole('button', { name: 'White claims' }).click();
  await dialog.getByRole('button', { name: 'Threefold repetition', exact: true }).click();
  assert.equal(await dialog.getByRole('button', { name: 'Game position' }).getAttribute('aria-pressed'), 'true');
  await dialog.getByRole('button', { name: 'Make the claim' }).click();
  await dialog.locator('.verdict-screen').waitFor();
  assert.equal(await dialog.locator('.headline').textContent(), 'Draw');
  assert.equal(await dialog.locator('.rule-number').textContent(), 'FIDE 9.2');
  assert.equal(await dialog.locator('.effect').textContent(), 'Game over: 1/2-1/2');
  await screenshot(page, 'threefold-entered');
  const claim = (await saved(page)).record.events.at(-1);
  assert.deepEqual({ type: claim.type, by: claim.by, kind: claim.kind, fen: claim.fen }, { type: 'claim', by: 'white', kind: 'threefold', fen: undefined });
  assert.deepEqual(errors, []);
  await context.close();
});

test('move entry is off by default, and the setup screen reviews a record', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'More options…' }).click();
  assert.equal(await page.getByLabel('Enter moves on a board').isChecked(), false);
  await page.getByRole('button', { name: 'Review a game…' }).click();
  const record = {
    rules: 'fide-blitz', time_control: '60',
    events: [{ t: 0, type: 'start' }, { t: 1500, type: 'press', side: 'white', move: 'e4' }, { t: 2000, type: 'resign', side: 'black' }],
  };
  await page.getByLabel('Game to review').fill(JSON.stringify(record));
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const lines = await page.getByRole('list', { name: 'Score' }).locator('li').allTextContents();
  assert.deepEqual(lines, ['1. e4  0:58.5 (0:01.5 used)', 'Black resigns', '1-0 — White wins by resignation (FIDE 5.1.2)']);
  await page.getByLabel('Game to review').fill('{"rules":"fide-blitz","time_control":"60","events":[{"t":0,"type":"start"},{"t":5,"type":"press","side":"black"}]}');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  assert.match(await page.locator('.score-panel .message[role=alert]').textContent(), /record: event 1: /);
  // A game without the board: the clock is as before.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black');
  assert.equal(await page.locator('.board').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Board', exact: true }).isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the time chart of a reviewed record marks its pause, claim and flag', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Review a game…' }).click();
  const record = {
    rules: 'fide-blitz', time_control: '60+1',
    events: [{ t: 0, type: 'start' }, { t: 2000, type: 'press', side: 'white', move: 'e4' },
      { t: 3000, type: 'press', side: 'black', move: 'e5' }, { t: 3500, type: 'pause' }, { t: 4500, type: 'resume' },
      { t: 7500, type: 'press', side: 'white', move: 'Nf3' }, { t: 8000, type: 'claim', by: 'white', kind: 'threefold' },
      { t: 70000, type: 'press', side: 'black' }],
  };
  await page.getByLabel('Game to review').fill(JSON.stringify(record));
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const chart = page.locator('figure.time-chart svg[role=img]');
  await chart.waitFor();
  assert.deepEqual(await chart.locator('line.mark').evaluateAll((ls) => ls.map((l) => l.getAttribute('class'))),
    ['mark mark-pause', 'mark mark-claim', 'mark mark-flag']);
  assert.match(await chart.getAttribute('aria-label'), /After half-move 2: Clock paused.*After half-move 3: White claims threefold: rejected/);
  // The mark says the sheet's line, whose explanation follows it on the sheet.
  const mark = await chart.locator('line.mark-claim title').textContent();
  const line = await page.getByRole('list', { name: 'Score' }).locator('li', { hasText: 'claims threefold' }).textContent();
  assert.ok(mark.endsWith('(FIDE 9.2).') && line.startsWith(`${mark} `) && line.length > mark.length + 20, `${mark}\n${line}`);
  await screenshot(page, 'time-chart');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a promotion asks for the piece, and the one chosen mates (a saved game with a set-up position)', async () => {
  const { context, page, errors } = await phone(chromium);
  // A game restored from storage: White to move in a set-up position, the clock running. (Set
  // before the page runs: a page leaving saves its own state over the storage.)
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('fairclock.game', JSON.stringify({
      version: 1,
      record: { rules: 'fide-blitz', time_control: '180+2', fen: '7k/P7/6K1/8/8/8/8/8 w - - 0 1', events: [{ t: 0, type: 'start' }] },
      anchor: { wall_ms: Date.now(), record_ms: 0 },
      settings: { move_entry: true },
    }));
  });
  await page.goto(server.base);
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  const picker = page.getByRole('group', { name: 'Promote to' });
  await picker.waitFor();
  assert.equal(await status(page), 'White: promote to…');
  assert.equal(await picker.getByRole('button').count(), 4);
  await screenshot(page, 'board-promotion');
  await page.getByRole('button', { name: 'Promote to rook' }).click();
  assert.equal(await status(page), 'White: a8=R# — press your clock');
  await page.getByRole('button', { name: 'Take back' }).click();
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await page.getByRole('button', { name: 'Promote to knight' }).click();
  assert.equal(await status(page), 'White: a8=N — press your clock', 'a knight gives no mate');
  assert.equal(await square(page, 'a8').getAttribute('aria-label'), 'a8 white knight');
  await page.getByRole('button', { name: 'Take back' }).click();
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await page.getByRole('button', { name: 'Promote to queen' }).click();
  await press(page, 'White');
  assert.equal(await page.locator('.controls .status').textContent(), '1-0 — White wins by checkmate (FIDE 5.1.1)');
  const record = (await saved(page)).record;
  assert.equal(record.events.at(-1).move, 'a8=Q#');
  await page.getByRole('button', { name: 'Score' }).click();
  const pgn = await page.getByLabel('Export text').inputValue();
  assert.ok(pgn.includes('[SetUp "1"]') && pgn.includes('[FEN "7k/P7/6K1/8/8/8/8/8 w - - 0 1"]'), pgn);
  // 3:00 less the time the clicks took, plus 2 s: under load the clicks can take more than 2 s.
  assert.match(pgn, /1\. a8=Q# \{\[%clk 0:0[23]:\d\d(\.\d)?\]\s\[%emt 0:00:\d\d(\.\d)?\]\} 1-0/);
  assert.deepEqual(errors, []);
  await context.close();
});
