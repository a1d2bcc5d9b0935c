// The board talks (issue 45), its moves pushed as a real board pushes them (issue 54): a Chessnut
// board and a Millennium ChessLink board — the double of Web Bluetooth that notifies
// (bluetooth-double.js) — connected from the setup screen and from the face, play a game of 20
// moves by hand on the board — castling (the rook first, then the king), en passant, a promotion
// whose pawn stays on the last rank and whose piece is chosen on the phone — each move recorded by
// the press after it. The board drops mid-game and comes back; the clock runs on and the move made
// meanwhile is read from the whole board. A threefold repetition from the board's moves is a draw
// (FIDE 9.2); a flag claim is decided from the board's position, without a question. The record
// and the PGN hold every move. Chromium's own Web Bluetooth (its emulation, eboards.js) connects
// both families, takes what the page writes on connection and after a silence, and is never read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot, saved, SIZES } from './harness.js';
import { touchPhone, tapHalf, half, time, status, startTyped, boardLine, boardLineSays } from './touch.js';
import { emulation, emulatedBoard, START } from './eboards.js';
import { installBluetoothDouble, doubledBoard } from './bluetooth-double.js';

let server;
let chromium;
before(async () => {
  server = await serve();
  // No Web Bluetooth flag: the page's `navigator.bluetooth` is the double's (the emulation's test
  // launches its own browser with the flag).
  chromium = await browser();
});
after(async () => {
  await chromium?.close();
  await server?.close();
});

/** The game: 20 moves, SAN as the record keeps it and UCI as a hand makes it on the board. Its
 * last four moves repeat the position after 16…Qb7 twice more. */
const GAME = [
  ['e4', 'e2e4'], ['Nf6', 'g8f6'], ['e5', 'e4e5'], ['d5', 'd7d5'], ['exd6', 'e5d6'], ['e6', 'e7e6'],
  ['dxc7', 'd6c7'], ['Be7', 'f8e7'], ['cxb8=Q', 'c7b8q'], ['Rxb8', 'a8b8'], ['Nf3', 'g1f3'], ['O-O', 'e8g8'],
  ['Be2', 'f1e2'], ['Bd7', 'c8d7'], ['O-O', 'e1g1'], ['Qc7', 'd8c7'], ['d4', 'd2d4'], ['Rfc8', 'f8c8'],
  ['c3', 'c2c3'], ['a6', 'a7a6'], ['Bg5', 'c1g5'], ['h6', 'h7h6'], ['Bh4', 'g5h4'], ['b5', 'b7b5'],
  ['Nbd2', 'b1d2'], ['Bc6', 'd7c6'], ['Re1', 'f1e1'], ['Bd5', 'c6d5'], ['a3', 'a2a3'], ['a5', 'a6a5'],
  ['Bd3', 'e2d3'], ['Qb7', 'c7b7'], ['Nb3', 'd2b3'], ['Qc7', 'b7c7'], ['Nbd2', 'b3d2'], ['Qb7', 'c7b7'],
  ['Nb3', 'd2b3'], ['Qc7', 'b7c7'], ['Nbd2', 'b3d2'], ['Qb7', 'c7b7'],
];

const sideOf = (i) => (i % 2 === 0 ? 'White' : 'Black');
/** `board` with some squares changed (a1 = 0 … h8 = 63), as a hand changes them. */
const edit = (board, changes) => Object.assign([...board], changes);


/** Move `i` of the game made by hand on `board`, read by the page, and pressed by its player.
 * The promotion's pawn stays on b8 and the phone asks the piece; White castles rook first, Black
 * king first; en passant's pawn moves before the pawn it takes is lifted. */
async function boardMove(page, board, i, name) {
  const [san, uci] = GAME[i];
  if (san === 'cxb8=Q') {
    board.play(uci, { pawnStays: true });
    await boardLineSays(page, 'On the board: a pawn to b8. Which piece?');
    await screenshot(page, `eboard-promotion-${page.viewportSize().width}`);
    // The four pieces in view, none scrolled away nor covered, in either orientation.
    for (const piece of ['queen', 'rook', 'bishop', 'knight']) {
      const box = await page.getByRole('button', { name: `Promote to ${piece}` }).boundingBox();
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), [box.x + box.width / 2, box.y + box.height / 2]);
      assert.equal(hit, `Promote to ${piece}`, `${piece} at ${JSON.stringify(box)}`);
    }
    await page.getByRole('button', { name: 'Promote to queen' }).tap();
  } else if (uci === 'e1g1') {
    // The rook first: Rf1 is a move of its own until the king comes over it.
    board.squares = edit(board.squares, { 7: null, 5: 'R' });
    await boardLineSays(page, 'On the board: Rf1. The press records it.');
    board.squares = edit(board.squares, { 4: null, 6: 'K' });
  } else if (uci === 'e8g8') {
    // The king first, as FIDE 4.4.2 asks: a move under way until the rook stands on f8.
    board.squares = edit(board.squares, { 60: null, 62: 'k' });
    await boardLineSays(page, 'On the board: a move under way at e8, g8.');
    board.squares = edit(board.squares, { 63: null, 61: 'r' });
  } else if (uci === 'e5d6') {
    // En passant, the pawn first: under way until the pawn it takes is off d5.
    board.squares = edit(board.squares, { 36: null, 43: 'P' });
    await boardLineSays(page, 'On the board: a move under way at e5, d6.');
    board.squares = edit(board.squares, { 35: null });
  } else {
    board.play(uci);
  }
  await boardLineSays(page, `On the board: ${san}. The press records it.`);
  await tapHalf(page, sideOf(i));
  // The press took the move: the board is the game's again (the promoted pawn is still a pawn on
  // the board until a hand swaps it: the square is said).
  await boardLineSays(page, san === 'cxb8=Q' ? 'The board differs from the game at b8: set the pieces as the game has them.' : `${name}: in step with the game.`);
  if (san === 'cxb8=Q') {
    board.squares = edit(board.squares, { 57: 'Q' });
    await boardLineSays(page, `${name}: in step with the game.`);
  }
}

/** The press events' moves, and the PGN's movetext moves with their clocks, as exported. */
async function recordedMoves(page) {
  const { record } = await saved(page);
  const presses = record.events.filter((e) => e.type === 'press');
  await page.getByRole('button', { name: 'Score' }).tap();
  const pgn = await page.getByLabel('Export text').inputValue();
  return { record, presses, pgn };
}

/** The moves of a PGN's movetext, numbers, comments and result left out. */
const pgnMoves = (pgn) => pgn.split(/\n\n/).slice(1).join(' ').replace(/\{[^}]*\}/g, ' ').split(/\s+/)
  .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a Chessnut board connected at setup plays 20 moves (castling, e.p., a promotion chosen on the phone), drops and comes back mid-game, and its threefold repetition is a draw (FIDE 9.2)`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, installBluetoothDouble);
    const board = await doubledBoard(context, page, 'chessnut');
    await page.getByRole('button', { name: 'More options…' }).tap();
    await board.choose();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await page.locator('.eboard-connect .eboard-line').filter({ hasText: 'Chessnut Air connected: the moves made on it are the game\'s.' }).waitFor();
    assert.deepEqual(board.writes[0], [0x21, 0x01, 0x00], 'the realtime report asked for');
    await screenshot(page, `eboard-setup-${at}`);
    await startTyped(page, '10+5');
    await boardLineSays(page, 'Chessnut Air: in step with the game.');
    await tapHalf(page, 'Black');
    for (let i = 0; i < 12; i++) await boardMove(page, board, i, 'Chessnut Air');

    // The board drops: the face says so, the clock runs on; White's move is made meanwhile.
    await board.disconnect();
    await boardLineSays(page, 'Chessnut Air lost: connecting again. The clock runs on.');
    const white = await time(page, 'White');
    await screenshot(page, `eboard-lost-${at}`);
    board.play(GAME[12][1]);
    await page.waitForFunction(([w]) => document.querySelector('.half.white .time')?.textContent !== w, [white], { timeout: 5000 });
    await board.reconnect();
    // Connected again, the whole board is read: the move made meanwhile is there.
    await boardLineSays(page, 'On the board: Be2. The press records it.');
    assert.equal(board.writes.filter((w) => w.join() === '33,1,0').length, 2, 'the realtime report asked for again');
    await tapHalf(page, 'White');
    await boardLineSays(page, 'Chessnut Air: in step with the game.');
    for (let i = 13; i < GAME.length; i++) await boardMove(page, board, i, 'Chessnut Air');
    await screenshot(page, `eboard-moves-${at}`);

    // The position after 16…Qb7 stands for the third time: White claims, from the board's moves.
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Claim…' }).tap();
    const claim = page.getByRole('dialog', { name: 'Claim' });
    await claim.getByRole('button', { name: 'White claims' }).tap();
    await claim.getByRole('button', { name: 'Threefold repetition', exact: true }).tap();
    assert.equal(await claim.getByRole('button', { name: 'Game position' }).getAttribute('aria-pressed'), 'true');
    await claim.getByRole('button', { name: 'Make the claim' }).tap();
    await claim.locator('.verdict-screen').waitFor();
    assert.equal(await claim.locator('.headline').textContent(), 'Draw');
    assert.equal(await claim.locator('.rule-number').textContent(), 'FIDE 9.2');
    assert.match(await claim.locator('.explanation').textContent(), /stood on the board 3 times/);
    await screenshot(page, `eboard-threefold-${at}`);
    await claim.getByRole('button', { name: 'Back to the clock' }).tap();
    await claim.waitFor({ state: 'detached' });
    assert.match(await status(page), /^1\/2-1\/2/);

    const { record, presses, pgn } = await recordedMoves(page);
    assert.deepEqual(presses.map((e) => e.move), GAME.map(([san]) => san), 'every move, from the board');
    assert.deepEqual(presses.map((e) => e.side), GAME.map((_, i) => sideOf(i).toLowerCase()));
    const made = record.events.filter((e) => e.type === 'claim');
    assert.deepEqual(made.map((e) => [e.by, e.kind, e.fen]), [['white', 'threefold', undefined]]);
    assert.deepEqual(pgnMoves(pgn), GAME.map(([san]) => san), pgn);
    assert.equal((pgn.match(/\[%clk \d+:\d\d:\d\d(\.\d)?\]/g) ?? []).length, GAME.length, 'each move with its clock');
    assert.match(pgn, /\[Result "1\/2-1\/2"\]/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a Millennium board connected on the face plays 16 moves, drops and comes back; White's flag falls and Black's claim is decided from the board's position, without a question (FIDE 6.9)`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, installBluetoothDouble);
    const board = await doubledBoard(context, page, 'millennium');
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '40s');
    await tapHalf(page, 'Black');
    // On the face: the Bluetooth button.
    await board.choose();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await boardLineSays(page, 'MILLENNIUM CHESS: in step with the game.');
    const statusRequest = [0xd3, 0xb5, 0xb3]; // "S53", each byte with odd parity
    assert.deepEqual(board.writes[0], statusRequest, 'the whole board asked for');
    for (let i = 0; i < 8; i++) await boardMove(page, board, i, 'MILLENNIUM CHESS');
    await board.disconnect();
    await boardLineSays(page, 'MILLENNIUM CHESS lost: connecting again. The clock runs on.');
    board.play(GAME[8][1], { pawnStays: true });
    await board.reconnect();
    await boardLineSays(page, 'On the board: a pawn to b8. Which piece?');
    assert.equal(board.writes.filter((w) => w.join() === statusRequest.join()).length, 2, 'the whole board asked for again');
    await page.getByRole('button', { name: 'Promote to queen' }).tap();
    await boardLineSays(page, 'On the board: cxb8=Q. The press records it.');
    await tapHalf(page, 'White');
    board.squares = edit(board.squares, { 57: 'Q' });
    await boardLineSays(page, 'MILLENNIUM CHESS: in step with the game.');
    for (let i = 9; i < 32; i++) await boardMove(page, board, i, 'MILLENNIUM CHESS');
    await screenshot(page, `eboard-millennium-${at}`);

    // White thinks until the flag falls; Black claims it with one tap: the position is known, so
    // nothing is asked of the pieces left.
    const claim = page.getByRole('button', { name: "Black claims White's flag" });
    await claim.waitFor({ timeout: 45_000 });
    await claim.tap();
    const sheet = page.getByRole('dialog', { name: 'Flag' });
    await sheet.waitFor();
    assert.equal(await sheet.locator('.question').count(), 0, 'no question about the pieces left');
    assert.match(await sheet.textContent(), /Whether Black can still checkmate is worked out when the claim is made/);
    await screenshot(page, `eboard-flag-sheet-${at}`);
    await sheet.getByRole('button', { name: 'Claim', exact: true }).tap();
    await page.waitForFunction(() => document.querySelector('.controls .status')?.textContent.startsWith('0-1'), null, { timeout: 10_000 })
      .catch(async (e) => { await screenshot(page, `eboard-flag-failed-${at}`); throw new Error(`the status says “${await status(page)}”: ${e.message}`); });
    assert.equal(await sheet.count(), 0);
    assert.equal(await status(page), '0-1 — Black wins on time (FIDE 6.9)');
    assert.equal(await time(page, 'White'), '0.0');
    await screenshot(page, `eboard-flag-${at}`);
    const { record, presses, pgn } = await recordedMoves(page);
    assert.deepEqual(presses.map((e) => e.move), GAME.slice(0, 32).map(([san]) => san));
    const flag = record.events.filter((e) => e.type === 'claim');
    assert.deepEqual(flag.map((e) => [e.by, e.kind, e.said]), [['black', 'flag', undefined]]);
    assert.deepEqual(pgnMoves(pgn), GAME.slice(0, 32).map(([san]) => san), pgn);
    assert.match(pgn, /\[Result "0-1"\]/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: what a board shows that the game does not — a closed chooser, a garbled report, a knocked piece, a move put back, an illegal move — is said in words, and the clock runs on; the illegal move's press records the time`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, installBluetoothDouble);
    const board = await doubledBoard(context, page, 'chessnut');
    await page.getByRole('button', { name: 'More options…' }).tap();
    // The player closes the browser's list without choosing (the double picks nothing).
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await page.locator('.eboard-connect .eboard-line').filter({ hasText: /^No board connected \(.+\)\.$/ }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).count(), 1, 'it can be tried again');
    await page.getByLabel('Flags').selectOption('claim');
    await startTyped(page, '3+2');
    await tapHalf(page, 'Black');
    await board.choose();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await boardLineSays(page, 'Chessnut Air: in step with the game.');

    // A report cut short: said, the clock runs on; the next whole one is read.
    board.raw = Uint8Array.from([1, 36, 0x58, 0x23, 0x31]);
    await boardLineSays(page, 'Chessnut Air sent a report the clock cannot read: a report of 5 bytes, where a whole board needs 34.');
    await screenshot(page, `eboard-garbled-${at}`);
    // The clock runs on meanwhile: White's time changes while the line says so.
    const white = await time(page, 'White');
    await page.waitForFunction(([w]) => document.querySelector('.half.white .time')?.textContent !== w, [white], { timeout: 3000 });
    assert.match(await boardLine(page).textContent(), /cannot read/);
    board.raw = null;
    await boardLineSays(page, 'Chessnut Air: in step with the game.');
    // A knocked piece: two squares of the game's position changed at once.
    const before = board.squares;
    board.squares = edit(before, { 6: null, 23: 'N', 13: null });
    await boardLineSays(page, 'The board differs from the game at g1, f2, h3: set the pieces as the game has them.');
    board.squares = before;
    await boardLineSays(page, 'Chessnut Air: in step with the game.');
    // e4, pressed; then put back on the board.
    await boardMove(page, board, 0, 'Chessnut Air');
    board.set(START);
    await boardLineSays(page, 'On the board: the last move is put back. Set it again as the game has it, or call the arbiter.');
    board.play('e2e4');
    await boardLineSays(page, 'Chessnut Air: in step with the game.');
    // Black's knight jumps where no knight goes: said; pressed, the time is recorded, no move.
    board.play('g8g5');
    await boardLineSays(page, 'On the board: g8–g5 is not a legal move. Put it back; pressed, the time is recorded without the move, and the arbiter decides.');
    await screenshot(page, `eboard-illegal-${at}`);
    // Black, who moved, sits at the far end upright: the line again, turned to Black.
    const far = page.locator('.eboard-line .eboard-far');
    if (width < height) {
      assert.equal(await far.textContent(), await boardLine(page).textContent());
      assert.equal(await far.evaluate((el) => getComputedStyle(el).transform), 'matrix(-1, 0, 0, -1, 0, 0)', 'turned 180°');
    } else {
      assert.equal(await far.isVisible(), false, 'on its side the players sit at the ends: one line');
    }
    await tapHalf(page, 'Black');
    await page.locator('.half.white.running').waitFor();
    // That press ended the moves recorded: the board is no longer followed, and says so.
    await boardLineSays(page, 'Chessnut Air is connected, but a press without a move ended the moves recorded: the board is no longer followed.');
    const { record } = await saved(page);
    const presses = record.events.filter((e) => e.type === 'press');
    assert.deepEqual(presses.map((e) => [e.side, e.move]), [['white', 'e4'], ['black', undefined]]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Chromium\'s own Web Bluetooth, its boards emulated: the chooser gives each family\'s board, the page subscribes to its notifications and writes what it needs on connection — Chessnut\'s realtime command, ChessLink\'s `S` — asks a silent ChessLink board again, asks again once reconnected, and never reads a report', async () => {
  // Web Bluetooth is behind a flag in Chromium on Linux; Chrome on Android has it on.
  const flagged = await browser(['--enable-blink-features=WebBluetooth']);
  try {
    for (const [family, asked] of [['chessnut', [0x21, 0x01, 0x00]], ['millennium', [0xd3, 0xb5, 0xb3]]]) {
      const { context, page, errors } = await touchPhone(flagged, server.base, 390, 844);
      // The emulation lasts as long as the context it was turned on beside: once a board.
      const cdp = await emulation(flagged);
      const board = await emulatedBoard(cdp, context, page, family);
      const name = board.kind.name;
      const connectLine = (text) => page.locator('.eboard-connect .eboard-line').filter({ hasText: text }).waitFor();
      await page.getByRole('button', { name: 'More options…' }).tap();
      await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
      await connectLine(`${name} connected: the moves made on it are the game's.`);
      assert.deepEqual(board.writes, [asked], `${family}: asked for its position on connection`);
      assert.ok(board.subscriptions >= 1, `${family}: its notifications subscribed to`);
      // Three seconds without a notification (the emulation cannot send one): a ChessLink board is
      // asked again (its automatic reports may be off); a Chessnut board repeats its report by itself.
      await page.waitForTimeout(3800);
      const again = board.writes.length;
      if (family === 'millennium') assert.ok(again >= 2, `asked again after a silence: ${again} writes`);
      else assert.equal(again, 1, 'a Chessnut board is not asked again');
      assert.ok(board.writes.every((w) => w.join() === asked.join()), JSON.stringify(board.writes));
      // The board drops and comes back: subscribed and asked again on the new connection.
      const subscribed = board.subscriptions;
      await board.disconnect();
      await connectLine(`${name} lost: connecting again. The clock runs on.`);
      const before = board.writes.length;
      await board.reconnect();
      await connectLine(`${name} connected: the moves made on it are the game's.`);
      await new Promise((ok) => setTimeout(ok, 300));
      assert.ok(board.writes.length > before, `${family}: asked again once reconnected`);
      assert.ok(board.subscriptions > subscribed, `${family}: subscribed again once reconnected`);
      assert.equal(board.reads, 0, `${family}: its report characteristic never read`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  } finally {
    await flagged.close();
  }
});

test('a browser without Web Bluetooth says so at the setup and on the face, and the clock plays on without a board', async () => {
  const plain = await browser();
  try {
    const { context, page, errors } = await touchPhone(plain, server.base, 390, 844);
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    const said = 'This browser cannot reach an electronic board: Chrome or Edge on Android, Windows, macOS or ChromeOS can; on an iPhone or iPad no browser can.';
    await page.locator('.eboard-connect .eboard-line').filter({ hasText: said }).waitFor();
    await startTyped(page, '3+2');
    await tapHalf(page, 'Black');
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await boardLineSays(page, said);
    await tapHalf(page, 'White');
    await page.locator('.half.black.running').waitFor();
    assert.deepEqual((await saved(page)).record.events.map((e) => [e.type, e.side]), [['start', undefined], ['press', 'white']]);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await plain.close();
  }
});
