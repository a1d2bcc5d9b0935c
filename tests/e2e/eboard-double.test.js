// The boards as they really are (issue 54): their moves come as notifications, and only so. With
// a double of Web Bluetooth that pushes notifications (tests/e2e/bluetooth-double.js) — what
// Chromium's emulation cannot do — from the setup screen, by touch, upright and on its side: a
// Millennium ChessLink board plays a game of 30 moves whose every report is a notification in
// pieces of 20 bytes, while a read of its report characteristic would answer zeros; moves made and
// pressed in one motion (the report 0–300 ms after the press) are recorded with their press; a
// board whose automatic reports another app switched off is asked. A Chessnut Go sends 38-byte
// frames; an illegal move on it, pressed, is claimed and upheld, and the game goes on from the
// board to a checkmate. python-chess reads both PGNs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { serve, browser, screenshot, saved, SIZES } from './harness.js';
import { touchPhone, tapHalf, status, startTyped, claimIllegalMove, boardLine, boardLineSays } from './touch.js';
import { installBluetoothDouble, doubledBoard } from './bluetooth-double.js';
import { squares, play, START } from './eboards.js';

let server;
let chromium;
// No Web Bluetooth flag: the page's `navigator.bluetooth` is the double's.
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

/** A game of 30 moves (python-chess made it from random legal moves, seed 3): both sides castle,
 * pawns take, a check; SAN as the record keeps it, UCI as a hand makes it. Black castles rook
 * first, in one motion with the press (move 14). */
const GAME = [
  ['e3', 'e2e3'], ['b5', 'b7b5'], ['f3', 'f2f3'], ['Nc6', 'b8c6'], ['f4', 'f3f4'], ['f5', 'f7f5'], ['e4', 'e3e4'],
  ['e5', 'e7e5'], ['g3', 'g2g3'], ['Bd6', 'f8d6'], ['g4', 'g3g4'], ['Nge7', 'g8e7'], ['c4', 'c2c4'], ['O-O', 'e8g8'],
  ['Na3', 'b1a3'], ['Rb8', 'a8b8'], ['Rb1', 'a1b1'], ['Ba6', 'c8a6'], ['Bd3', 'f1d3'], ['fxg4', 'f5g4'],
  ['Qe2', 'd1e2'], ['g3', 'g4g3'], ['Nf3', 'g1f3'], ['Rc8', 'b8c8'], ['O-O', 'e1g1'], ['Qe8', 'd8e8'],
  ['cxb5', 'c4b5'], ['Qh5', 'e8h5'], ['b3', 'b2b3'], ['Qh3', 'h5h3'], ['Qe1', 'e2e1'], ['Kh8', 'g8h8'],
  ['fxe5', 'f4e5'], ['Rf7', 'f8f7'], ['Bc2', 'd3c2'], ['gxh2+', 'g3h2'], ['Kf2', 'g1f2'], ['Bxa3', 'd6a3'],
  ['Ke3', 'f2e3'], ['Nb8', 'c6b8'], ['Bb2', 'c1b2'], ['d5', 'd7d5'], ['bxa6', 'b5a6'], ['Qg3', 'h3g3'],
  ['e6', 'e5e6'], ['Qf2+', 'g3f2'], ['Qxf2', 'e1f2'], ['c6', 'c7c6'], ['exf7', 'e6f7'], ['dxe4', 'd5e4'],
  ['Kxe4', 'e3e4'], ['Bd6', 'a3d6'], ['Nd4', 'f3d4'], ['Rf8', 'c8f8'], ['Ne2', 'd4e2'], ['Bf4', 'd6f4'],
  ['Qxh2', 'f2h2'], ['Nc8', 'e7c8'], ['Ra1', 'b1a1'], ['Be5', 'f4e5'],
];

const sideOf = (i) => (i % 2 === 0 ? 'White' : 'Black');


/** Every text the page's board lines show from now on (a MutationObserver sees each change), and
 * a look at them every second from Node: `stop()` gives both. */
async function watchLines(page) {
  await page.evaluate(() => {
    window.__lines = new Set();
    const look = () => document.querySelectorAll('.eboard-line [role=status], .eboard-connect .eboard-line')
      .forEach((el) => window.__lines.add(el.textContent));
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const sampled = [];
  const since = Date.now();
  const every = setInterval(() => { boardLine(page).textContent().then((t) => sampled.push(t), () => {}); }, 1000);
  every.unref(); // a journey that fails leaves no timer behind
  return {
    async stop() {
      clearInterval(every);
      return { seen: await page.evaluate(() => [...window.__lines]), sampled, seconds: (Date.now() - since) / 1000 };
    },
  };
}

/** The side whose clock runs, waited for. */
const running = (page, side) => page.locator(`.half.${side.toLowerCase()}.running`).waitFor({ timeout: 5000 });

/** The mainline python-chess reads from `pgn`, with its result tag and whether it ends in mate. */
function pythonChess(pgn) {
  const script = 'import io, sys, json, chess.pgn\ng = chess.pgn.read_game(io.StringIO(sys.stdin.read()))\n'
    + 'b = g.board(); sans = []\nfor m in g.mainline_moves(): sans.append(b.san(m)); b.push(m)\n'
    + 'print(json.dumps({"sans": sans, "result": g.headers.get("Result"), "mate": b.is_checkmate(), "errors": [str(e) for e in g.errors]}))';
  return JSON.parse(execFileSync('python3', ['-c', script], { input: pgn, encoding: 'utf8' }));
}

/** The PGN the Score exports. */
async function exportedPgn(page) {
  await page.getByRole('button', { name: 'Score' }).tap();
  const pgn = await page.getByLabel('Export text').inputValue();
  await page.getByRole('button', { name: 'Close' }).first().tap().catch(() => {});
  return pgn;
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a Millennium game of 30 moves sent only as notifications (a read answers zeros): every press's move recorded, moves pressed in one motion with their press, a board whose reports were switched off asked; never a garbled line; python-chess reads the PGN`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, installBluetoothDouble);
    const board = await doubledBoard(context, page, 'millennium');
    board.squares = squares(START);
    const lines = await watchLines(page);
    await page.getByRole('button', { name: 'More options…' }).tap();
    await board.choose();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await page.locator('.eboard-connect .eboard-line').filter({ hasText: 'MILLENNIUM CHESS connected: the moves made on it are the game\'s.' }).waitFor();
    // The whole board asked for on connection: `S` with its check, odd parity on each byte. The
    // write reaches the double as a DevTools event, which may come after the line is drawn.
    for (let i = 0; i < 100 && board.writes.length === 0; i++) await page.waitForTimeout(50);
    assert.deepEqual(board.writes[0], [0xd3, 0xb5, 0xb3]);
    await startTyped(page, '15+10');
    await boardLineSays(page, 'MILLENNIUM CHESS: in step with the game.');
    await tapHalf(page, 'Black');
    await running(page, 'White');

    const oneMotion = [];
    for (let i = 0; i < GAME.length; i++) {
      const [san, uci] = GAME[i];
      const side = sideOf(i);
      // From the 41st to the 44th move made, the board's automatic reports are off (another app
      // switched them off): it answers `S` only.
      board.automatic = !(i >= 40 && i < 44);
      const next = play(board.squares, uci);
      if (i % 2 === 1 || !board.automatic) {
        // Moved and pressed in one motion: the board's report comes 0–300 ms after the press.
        const delay = [0, 100, 200, 300][(i >> 1) % 4];
        oneMotion.push([i, delay]);
        await board.holdUntilPress(delay);
        if (uci === 'e8g8') {
          // Castling rook first, pressed in the same motion: the rook's report reaches the page
          // after the press, the king's 250 ms later — a rook move that must not be taken for Rf8.
          await board.show(play(board.squares, 'h8f8'));
          await tapHalf(page, side);
          await page.waitForTimeout(250);
          await board.show(next);
        } else {
          await board.show(next);
          await tapHalf(page, side);
        }
      } else {
        await board.show(next);
        await boardLineSays(page, `On the board: ${san}. The press records it.`);
        await tapHalf(page, side);
      }
      // Who moves next, and the board in step with the game once the press has its move.
      await running(page, sideOf(i + 1));
      await boardLineSays(page, 'MILLENNIUM CHESS: in step with the game.');
      if (i === 20) await screenshot(page, `eboard-double-millennium-${at}`);
    }
    // Silent for three seconds: the board is asked again.
    const asked = board.written().filter((w) => w === 'S53').length;
    await page.waitForTimeout(3800);
    assert.ok(board.written().filter((w) => w === 'S53').length > asked, 'asked again after a silence');

    const { seen, sampled, seconds } = await lines.stop();
    assert.ok(sampled.length >= Math.floor(seconds) - 1, `looked at the line every second: ${sampled.length} times in ${seconds} s`);
    for (const text of [...seen, ...sampled]) assert.doesNotMatch(text, /cannot read/, 'never a garbled-report line');
    // Between a one-motion press and its report, the line says the press waits (seen at least once).
    assert.ok(seen.includes('MILLENNIUM CHESS: the press waits for the move on the board.'), 'the waiting press said');
    assert.equal(await page.evaluate(() => window.__bluetoothDoubleReads ?? 0), 0, 'the report characteristic never read');

    const { record } = await saved(page);
    const presses = record.events.filter((e) => e.type === 'press');
    assert.deepEqual(presses.map((e) => e.move), GAME.map(([san]) => san), 'every press with its move, from notifications alone');
    assert.deepEqual(presses.map((e) => e.side), GAME.map((_, i) => sideOf(i).toLowerCase()));
    assert.ok(oneMotion.length >= 30, `${oneMotion.length} moves pressed in one motion`);
    const pgn = await exportedPgn(page);
    const read = pythonChess(pgn);
    assert.deepEqual(read.sans, GAME.map(([san]) => san), pgn);
    assert.deepEqual(read.errors, []);
    assert.equal(read.result, '*');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a Chessnut Go (38-byte frames, listed beside a "Smart Chess" board) plays, drops and comes back; an illegal move on it, pressed, is claimed and upheld (FIDE A.5.2); the piece put back, the game goes on from the board to a checkmate; python-chess reads the PGN`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, installBluetoothDouble);
    const board = await doubledBoard(context, page, 'chessnut', { name: 'Chessnut Go', frame: 38 });
    board.squares = squares(START);
    const other = await doubledBoard(context, page, 'chessnut', { name: 'Smart Chess' });
    await doubledBoard(context, page, 'millennium', { name: 'DGT_PEGASUS_B1' });
    const lines = await watchLines(page);
    await page.getByLabel('Rulebook').selectOption('fide-rapid');
    await page.getByRole('button', { name: 'More options…' }).tap();
    await board.choose();
    await page.getByRole('button', { name: 'Connect a board (Bluetooth)' }).tap();
    await page.locator('.eboard-connect .eboard-line').filter({ hasText: 'Chessnut Go connected: the moves made on it are the game\'s.' }).waitFor();
    // The browser's list: both of Chessnut's names, no board the clock cannot read.
    assert.deepEqual((await page.evaluate(() => window.__bluetoothDouble.listed())).sort(), ['Chessnut Go', 'Smart Chess']);
    assert.equal(other.writes.length, 0);
    assert.deepEqual(board.written(), ['33 1 0'], 'realtime reports asked for');
    await startTyped(page, '15+10');
    await boardLineSays(page, 'Chessnut Go: in step with the game.');
    await tapHalf(page, 'Black');

    const move = async (i, san, uci, { oneMotion } = {}) => {
      const next = play(board.squares, uci);
      if (oneMotion !== undefined) {
        await board.holdUntilPress(oneMotion);
        await board.show(next);
      } else {
        await board.show(next);
        await boardLineSays(page, `On the board: ${san}. The press records it.`);
      }
      await tapHalf(page, sideOf(i));
      await running(page, sideOf(i + 1));
      await boardLineSays(page, 'Chessnut Go: in step with the game.');
    };
    await move(0, 'e4', 'e2e4');
    await move(1, 'e5', 'e7e5', { oneMotion: 250 });
    // The board drops; White's bishop moves meanwhile; connected again, realtime asked for again
    // and the whole board read.
    await board.setOnline(false);
    await boardLineSays(page, 'Chessnut Go lost: connecting again. The clock runs on.');
    board.squares = play(board.squares, 'f1c4');
    await board.setOnline(true);
    await boardLineSays(page, 'On the board: Bc4. The press records it.');
    assert.deepEqual(board.written(), ['33 1 0', '33 1 0']);
    await tapHalf(page, 'White');
    await running(page, 'Black');
    await move(3, 'Nc6', 'b8c6');
    // White's knight jumps from g1 to g3, where no knight goes: said; White presses all the same.
    await board.show(play(board.squares, 'g1g3'));
    await boardLineSays(page, 'On the board: g1–g3 is not a legal move. Put it back; pressed, the time is recorded without the move, and the arbiter decides.');
    await tapHalf(page, 'White');
    await running(page, 'Black');
    // Black pauses and claims it, with the position before it.
    await page.waitForTimeout(1200);
    const before = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3';
    const dialog = await claimIllegalMove(page, 'Black', before, 'Ng3', 'White');
    const verdict = dialog.locator('.verdict-screen');
    await verdict.waitFor();
    assert.equal(await verdict.locator('.headline').textContent(), 'Claim upheld — play on');
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE A.5.2');
    // What happens next: a minute more for Black (rapid), the ten seconds of White's illegal move's
    // increment taken back, and White to move again from the position before it.
    assert.match(await verdict.textContent(), /Black gets 1:00 more · White loses 0:10 · White moves again/);
    await screenshot(page, `eboard-double-illegal-upheld-${at}`);
    await verdict.getByRole('button', { name: 'Resume play' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await running(page, 'White');
    // The position before the illegal move is the game's again: the knight still on g3 is said,
    // and put back, the board is in step; the moves go on being recorded from the board.
    await boardLineSays(page, 'On the board: g1–g3 is not a legal move. Put it back; pressed, the time is recorded without the move, and the arbiter decides.');
    await board.show(play(board.squares, 'g3g1'));
    await boardLineSays(page, 'Chessnut Go: in step with the game.');
    await move(4, 'Qh5', 'd1h5', { oneMotion: 120 });
    await move(5, 'Nf6', 'g8f6');
    // Checkmate: the press ends the game.
    await board.show(play(board.squares, 'h5f7'));
    await boardLineSays(page, 'On the board: Qxf7#. The press records it.');
    await tapHalf(page, 'White');
    await page.waitForFunction(() => document.querySelector('.controls .status')?.textContent.startsWith('1-0'), null, { timeout: 5000 });
    assert.match(await status(page), /^1-0 — .*checkmate/i);
    await screenshot(page, `eboard-double-mate-${at}`);

    const { seen } = await lines.stop();
    for (const text of seen) assert.doesNotMatch(text, /cannot read/, 'the 38-byte frames read');
    const { record } = await saved(page);
    const presses = record.events.filter((e) => e.type === 'press');
    assert.deepEqual(presses.map((e) => [e.side, e.move]), [
      ['white', 'e4'], ['black', 'e5'], ['white', 'Bc4'], ['black', 'Nc6'], ['white', undefined],
      ['white', 'Qh5'], ['black', 'Nf6'], ['white', 'Qxf7#'],
    ]);
    const claims = record.events.filter((e) => e.type === 'claim');
    assert.deepEqual(claims.map((e) => [e.by, e.kind, e.fen, e.move]), [['black', 'illegal_move', before, 'Ng3']]);
    const pgn = await exportedPgn(page);
    const read = pythonChess(pgn);
    assert.deepEqual(read.sans, ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'], pgn);
    assert.equal(read.mate, true);
    assert.equal(read.result, '1-0');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
