// Every board live (issue 46), from the setup screen, by touch, upright (390×844) and on its side
// (844×390): the director logs in with lichess (OAuth with PKCE, from the page) and makes a link
// that carries a broadcast round and a token; two board phones open it — one entering its moves,
// one pressing without — and each press and the end reach the round, in order, as PGN that
// python-chess reads back; a network cut queues the pushes and they arrive when it is back; a
// revoked token (401) is said in words; the token goes nowhere but the push's Authorization header.
// lichess is a stand-in on loopback that implements what lichess documents: the authorize page,
// the token exchange (the S256 challenge checked), the push with its CORS answers and its errors.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { serve, browser, screenshot, SIZES, saved } from './harness.js';
import { phoneOpening, half, tapHalf, tapFound } from './touch.js';

const ROUND = 'AbCd1234';
/** A round whose games come from a source on lichess (a URL): it takes no push. */
const SOURCED_ROUND = 'SrCe5678';

/** A stand-in for lichess on loopback: what the page may ask of lichess, checked as lichess does. */
async function standIn() {
  const codes = new Map();
  const tokens = new Set();
  const scopes = new Map();
  const revoked = new Set();
  const pushes = [];
  // Each push with the instant it arrived.
  const arrivals = [];
  const log = [];
  // Pushes of each board on their way at once (lichess's answer takes a moment here): at most one.
  const inFlight = new Map();
  const mostInFlight = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => answer(req, body, res));
  });
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const json = (res, status, value) => {
    res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  function answer(req, body, res) {
    const url = new URL(req.url, 'http://stand-in');
    log.push({ method: req.method, path: url.pathname, search: url.search, auth: req.headers.authorization ?? null, type: req.headers['content-type'] ?? null, cookie: req.headers.cookie ?? null, body });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Max-Age': '0' });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/oauth') {
      const q = url.searchParams;
      const wrong = [
        q.get('response_type') !== 'code' && 'response_type',
        q.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
        !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') && 'code_challenge',
        !(q.get('scope') ?? '').split(' ').includes('study:write') && 'scope',
        !q.get('client_id') && 'client_id', !q.get('state') && 'state', !q.get('redirect_uri') && 'redirect_uri',
      ].filter(Boolean);
      if (wrong.length) {
        res.writeHead(400, { 'Content-Type': 'text/html' });
        return res.end(`<p>Bad request: ${wrong.join(', ')}</p>`);
      }
      const code = `code_${randomBytes(8).toString('hex')}`;
      codes.set(code, { challenge: q.get('code_challenge'), redirect: q.get('redirect_uri'), client: q.get('client_id'), scope: q.get('scope') });
      // lichess replaces the return address's query with its answer (lila's oauth Protocol.scala,
      // `withQuery`): whatever query the page had is gone.
      const back = new URL(q.get('redirect_uri'));
      back.search = new URLSearchParams({ code, state: q.get('state') }).toString();
      const cancel = new URL(q.get('redirect_uri'));
      cancel.search = new URLSearchParams({ error: 'access_denied', error_description: 'user cancelled authorization', state: q.get('state') }).toString();
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><title>lichess</title><meta name="viewport" content="width=device-width"><p>${q.get('client_id')} asks to create, update and delete your studies and broadcasts.</p><a href="${back}" style="font-size:2rem">Authorize</a> <a href="${cancel}" style="font-size:2rem">Cancel</a>`);
    }
    if (req.method === 'POST' && url.pathname === '/api/token') {
      const f = new URLSearchParams(body);
      const asked = codes.get(f.get('code'));
      codes.delete(f.get('code'));
      const challenge = createHash('sha256').update(f.get('code_verifier') ?? '').digest('base64url');
      if (f.get('grant_type') !== 'authorization_code' || !asked || asked.challenge !== challenge
        || asked.redirect !== f.get('redirect_uri') || asked.client !== f.get('client_id')) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'hash of code_verifier does not match code_challenge' });
      }
      const token = `lio_${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      scopes.set(token, asked.scope.split(' '));
      return json(res, 200, { token_type: 'Bearer', access_token: token, expires_in: 31536000 });
    }
    const push = url.pathname.match(/^\/api\/broadcast\/round\/([^/]+)\/push$/);
    if (req.method === 'POST' && push) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token) || revoked.has(token)) return json(res, 401, { error: 'No such token' });
      if (!(scopes.get(token) ?? ['study:write']).includes('study:write')) return json(res, 403, { error: 'Missing scope' });
      // A round with a source takes no push, whatever it is (lila's RelayPush.scala, cantHaveUpstream).
      if (push[1] === SOURCED_ROUND) {
        pushes.push(body);
        return json(res, 200, { games: [{ tags: {}, error: 'The relay has an upstream URL, and cannot be pushed to.' }] });
      }
      if (push[1] !== ROUND) return json(res, 404, { error: 'Not found' });
      pushes.push(body);
      arrivals.push({ body, at: Date.now() });
      const tags = Object.fromEntries([...body.matchAll(/^\[(\w+) "(.*)"\]$/gm)].map((m) => [m[1], m[2]]));
      const board = tags.Board;
      if (board !== '8') state.round.file(body);
      // Board 8's games are read but not taken, as lichess answers a game it cannot import.
      if (board === '8') return json(res, 200, { games: [{ tags, error: 'Invalid move: Nxe5' }] });
      inFlight.set(board, (inFlight.get(board) ?? 0) + 1);
      mostInFlight.set(board, Math.max(mostInFlight.get(board) ?? 0, inFlight.get(board)));
      return setTimeout(() => {
        inFlight.set(board, inFlight.get(board) - 1);
        json(res, 200, { games: [{ tags, moves: sans(body).length }] });
      }, 120);
    }
    json(res, 404, { error: 'Not found' });
  }
  const state = { round: new Round() };
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    pushes, arrivals, log, tokens, mostInFlight,
    /** The round as spectators see it; `newRound()` starts it afresh (one empty chapter). */
    get round() { return state.round; },
    newRound: () => { state.round = new Round(); },
    revoke: () => tokens.forEach((t) => revoked.add(t)),
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

/** A round on the stand-in: its chapters as lichess files pushed games into them, so that a test
 * reads what spectators see. Each rule names the lila file it is taken from (lichess-org/lila;
 * docs/broadcast.md). Where two versions of lila differ (the code search's, older than September
 * 2025, and a later port of the same files), a game goes into a chapter if EITHER would put it
 * there: the stand-in is never kinder than lichess. */
class Round {
  constructor() {
    // A round is made with one empty chapter.
    this.chapters = [{ tags: {}, fens: [START], pgn: null }];
    this.dropped = [];
  }

  /** Takes one pushed game (the page pushes one game at a time). It is filed, in the order the
   * games came, when the round is next read ([`Round.settled`]): a push costs the test's driver
   * nothing while a burst of presses goes on. */
  file(pgn) {
    (this.pending ??= []).push(pgn);
  }

  /** Every game pushed so far filed, in order. */
  async settled() {
    this.filing ??= (async () => {
      try {
        while (this.pending?.length) await this.fileNow(this.pending.shift());
      } finally {
        this.filing = null;
      }
    })();
    return this.filing;
  }

  async fileNow(pgn) {
    const game = { tags: relevantTags(pgn), ...(await positions(pgn)), pgn };
    // modules/relay/src/main/RelayInputSanity.scala (removeGamesWithUnknownPlayer), after the
    // push's answer was made: a side with neither a name nor a FIDE id drops the game.
    const unknown = ['White', 'Black'].some((side) => !game.tags[side] && !game.tags[`${side}FideId`]);
    if (unknown) return this.dropped.push(game);
    // modules/relay/src/main/RelayUpdatePlan.scala: a round whose only chapter is its empty initial
    // one gives it to the first game whatever its tags — and "empty initial" is the first chapter
    // without moves (modules/study/src/main/Chapter.scala, isEmptyInitial; only the newest lila
    // asks for no tags too): until a game with moves lands there, every push rewrites it.
    // Otherwise the first chapter that is the same game.
    const only = this.chapters.length === 1 && this.chapters[0].fens.length === 1;
    const chapter = only ? this.chapters[0] : this.chapters.find((c) => sameGame(game, c));
    if (chapter) {
      // Tags are added or overwritten, never removed; the moves are the game's.
      Object.assign(chapter, { tags: { ...chapter.tags, ...game.tags }, fens: game.fens, sans: game.sans, pgn });
    } else {
      this.chapters.push({ tags: game.tags, fens: game.fens, sans: game.sans, pgn });
    }
  }
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -';

/** The tags lichess keeps of a pushed game: modules/study/src/main/StudyPgnTags.scala (the
 * relevant ones; "", "?" and "unknown" values dropped), RelayGame.scala (fromStudyImport drops
 * Date; cleanOrRemovePlayerNames: White and Black trimmed, one character or "unknown" removed). */
function relevantTags(pgn) {
  const RELEVANT = ['White', 'WhiteElo', 'WhiteTitle', 'WhiteTeam', 'WhiteFideId', 'Black', 'BlackElo', 'BlackTitle',
    'BlackTeam', 'BlackFideId', 'TimeControl', 'Result', 'Termination', 'Site', 'Event', 'Round', 'Board', 'Annotator', 'GameId'];
  const tags = {};
  for (const [, name, value] of pgn.matchAll(/^\[(\w+) "(.*)"\]$/gm)) {
    if (RELEVANT.includes(name) && !['', '?', 'unknown'].includes(value)) tags[name] = value;
  }
  for (const side of ['White', 'Black']) {
    // Scala's trim: every character up to a space, at both ends.
    const clean = (tags[side] ?? '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
    if (clean.length > 1 && clean.toLowerCase() !== 'unknown') tags[side] = clean;
    else delete tags[side];
  }
  return tags;
}

/** The game's positions from the start (the start included; FEN without the move counters) and
 * its moves, by python-chess. */
async function positions(pgn) {
  const script = [
    'import io, sys, json, chess.pgn',
    'g = chess.pgn.read_game(io.StringIO(sys.stdin.read()))',
    'b = g.board()',
    'fens = [" ".join(b.fen().split()[:4])]',
    'sans = []',
    'for m in g.mainline_moves():',
    '    sans.append(b.san(m)); b.push(m); fens.append(" ".join(b.fen().split()[:4]))',
    'print(json.dumps({"fens": fens, "sans": sans}))',
  ].join('\n');
  const child = execFile('python3', ['-c', script], { encoding: 'utf8' });
  child.stdin.end(pgn);
  let out = '';
  child.stdout.on('data', (chunk) => { out += chunk; });
  await new Promise((ok, fail) => child.on('close', (code) => (code === 0 ? ok() : fail(new Error(`python-chess: ${code}`)))));
  return JSON.parse(out);
}

/** scalachess core/src/main/scala/format/pgn/Tag.scala: the round is the digits before a dot;
 * the board the Board tag, or the part after the dot. */
const roundNumber = (t) => { const d = (t.Round ?? '').match(/^\d+/); return d ? Number(d[0]) : null; };
const boardNumber = (t) => (/^\d+$/.test(t.Board ?? '') ? Number(t.Board) : (/^\d+$/.test((t.Round ?? '').split('.')[1] ?? '') ? Number(t.Round.split('.')[1]) : null));
const same = (a, b, names) => names.every((n) => a[n] === b[n]);

/** RelayUpdatePlan.scala, isSameGame: by GameId; by the tags (Event, Site, round, board and the
 * players — FIDE ids where both have them); or by the first moves (the position at the shorter
 * game's last ply). The older code lets a different GameId fall through to the other two and asks
 * the first moves for the same Event, Site and round; the later lets a GameId on both decide alone
 * and asks the first moves for the same round and players. Either is enough here. */
function sameGame(game, chapter) {
  const [g, c] = [game.tags, chapter.tags];
  const bothFide = [g, c].every((t) => ['WhiteFideId', 'BlackFideId'].every((s) => t[s] && t[s] !== '0'));
  const players = bothFide ? same(g, c, ['WhiteFideId', 'BlackFideId']) : same(g, c, ['White', 'Black']);
  const round = roundNumber(g) === roundNumber(c);
  const byTags = same(g, c, ['Event', 'Site']) && round && boardNumber(g) === boardNumber(c) && players;
  const shorter = Math.min(game.fens.length, chapter.fens.length);
  const firstMoves = game.fens[shorter - 1] === chapter.fens[shorter - 1];
  const bothIds = g.GameId !== undefined && c.GameId !== undefined;
  const older = (bothIds && g.GameId === c.GameId) || byTags || (same(g, c, ['Event', 'Site']) && round && firstMoves);
  const later = bothIds ? g.GameId === c.GameId : byTags || (round && players && firstMoves);
  return older || later;
}

/** The moves of a PGN's movetext, comments and numbers left out (the stand-in's own count). */
function sans(pgn) {
  const text = pgn.slice(pgn.search(/\n\n/)).replace(/\{[^}]*\}/g, ' ');
  return text.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

/** What python-chess reads in a PGN: its tags, its moves and each move's clock. */
function pythonChess(pgn) {
  const script = [
    'import io, sys, json, chess.pgn',
    'g = chess.pgn.read_game(io.StringIO(sys.stdin.read()))',
    'print(json.dumps({"tags": dict(g.headers), "moves": [n.san() for n in g.mainline()], "clocks": [n.clock() for n in g.mainline()], "errors": [str(e) for e in g.errors]}))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script], { input: pgn, encoding: 'utf8' }));
}

let server, chromium, lichess;
before(async () => { server = await serve(); chromium = await browser(); lichess = await standIn(); });
after(async () => { await chromium?.close(); await server?.close(); await lichess?.close(); });
// Every phone of a journey is closed after it, failed or not: none goes on pushing into the next.
const opened = [];
afterEach(async () => { await Promise.all(opened.splice(0).map((c) => c.close().catch(() => {}))); });

/** A phone at `url`, with every request it makes; the console's errors for a request refused or
 * cut off (which the journey causes) are expected. */
async function phoneAt(width, height, url) {
  const phone = await phoneOpening(chromium, width, height, url, /Failed to load resource|ERR_INTERNET_DISCONNECTED|status of 401/);
  opened.push(phone.context);
  return phone;
}

const square = (page, name) => page.locator(`.board .square[aria-label="${name}"], .board .square[aria-label^="${name} "]`);
const mark = (page) => page.locator('.lichess-line');
const boardPushes = (board) => lichess.pushes.filter((p) => p.includes(`[Board "${board}"]`));

/** Waits until the stand-in has `n` pushes of `board`'s game: the last one. */
async function pushed(board, n) {
  const deadline = Date.now() + 30_000;
  while (boardPushes(board).length < n) {
    if (Date.now() > deadline) throw new Error(`board ${board}: ${boardPushes(board).length} pushes, not ${n}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return boardPushes(board).at(-1);
}

/** Opens the link on a board's phone, types its board (and players), and starts the game. */
async function boardPhone(width, height, url, board, names, moves) {
  const phone = await phoneAt(width, height, url);
  const { page } = phone;
  const banner = page.locator('.linked');
  await banner.waitFor();
  assert.match(await banner.locator('p').textContent(), new RegExp(`Its game is published live to the lichess broadcast round ${ROUND}\\.$`));
  // Without a board the game would be another board's on lichess: said before it starts.
  await banner.getByRole('button', { name: /^Start / }).tap();
  await page.getByText("type this board's number").waitFor();
  // Where the player is (issue 56): the board's field in view, focused, its reason beside it.
  const field = page.getByLabel('Board', { exact: true });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Board', null, { timeout: 3_000 });
  const inView = async (locator) => {
    const box = await locator.boundingBox();
    return box && box.y >= 0 && box.y + box.height <= height;
  };
  assert.ok(await inView(field), `the board's field is in view: ${JSON.stringify(await field.boundingBox())}`);
  const why = page.locator('#board-needed');
  assert.ok(await inView(why), 'its reason beside it, in view');
  assert.equal(await field.getAttribute('aria-describedby'), 'board-needed');
  await screenshot(page, `broadcast-board-asked-${width}x${height}`);
  // The players' section is open: the link's event and round are in it.
  assert.match(await page.locator('.players summary, details:has(input[aria-label="Board"]) > summary').first().textContent(), /^Players and event: Club open · Round 3/);
  await page.getByLabel('Board', { exact: true }).fill(board);
  if (names) {
    await page.getByLabel("White's name", { exact: true }).fill(names[0]);
    await page.getByLabel("Black's name", { exact: true }).fill(names[1]);
  }
  if (moves) await page.getByLabel('Enter moves on a board').check();
  await banner.getByRole('button', { name: /^Start / }).tap();
  await half(page, 'White').waitFor();
  assert.ok(!page.url().includes('#'), `the link, token and all, has left the address bar: ${page.url()}`);
  return phone;
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a director's lichess link — two boards publish every press and the end in order, a cut queues, a revoked token is said, the token goes only to lichess's Authorization header`, async () => {
    lichess.pushes.length = 0;
    lichess.log.length = 0;
    lichess.mostInFlight.clear();
    // The director: the event, the control, the log-in with lichess and the round.
    const start = `${server.base}?lichess=${encodeURIComponent(lichess.base)}`;
    const director = await phoneAt(width, height, start);
    let page = director.page;
    await page.getByLabel('Rulebook').selectOption('fide-rapid');
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByText('Players and event (optional)').tap();
    await page.getByLabel('Event', { exact: true }).fill('Club open');
    await page.getByLabel('Round', { exact: true }).fill('3');
    await page.getByText("Director's link (one setup for every board)").tap();
    await page.getByLabel("Or a preset's").selectOption({ label: 'Rapid 10+5' });
    // lichess's page asks; the director first cancels, and is told so.
    await page.getByRole('button', { name: 'Log in with lichess' }).tap();
    await page.getByRole('link', { name: 'Cancel' }).tap();
    await page.getByText('lichess did not log you in (user cancelled authorization).').waitFor();
    // Then agrees, and lichess sends them back with a code.
    await page.getByRole('button', { name: 'Log in with lichess' }).tap();
    await page.getByRole('link', { name: 'Authorize' }).tap();
    await page.getByText('Logged in to lichess').waitFor();
    assert.equal(new URL(page.url()).search, `?lichess=${encodeURIComponent(lichess.base)}`, 'the code is taken off the address');
    assert.equal(await page.getByLabel("The event's control").inputValue(), '10+5', 'what was typed came back');
    assert.equal(await page.getByLabel('Event', { exact: true }).inputValue(), 'Club open');
    assert.equal(await page.getByLabel('Rulebook').inputValue(), 'fide-rapid');
    const exchange = lichess.log.find((r) => r.path === '/api/token');
    assert.match(exchange.body, /^grant_type=authorization_code&code=code_[0-9a-f]+&code_verifier=[A-Za-z0-9_-]{43}&redirect_uri=.+&client_id=fair-clock$/);
    assert.equal(exchange.type, 'application/x-www-form-urlencoded');
    // A round that is not one is said; its address is read.
    await page.getByLabel("The round's address on lichess (or its id)").fill('round three');
    await page.getByRole('button', { name: 'Make the link' }).tap();
    await page.getByText('“round three” is not a lichess round').waitFor();
    await page.getByLabel("The round's address on lichess (or its id)").fill(`https://lichess.org/broadcast/club-open/round-3/${ROUND}`);
    await page.getByRole('button', { name: 'Make the link' }).tap();
    const url = await page.getByLabel("Director's link").inputValue();
    assert.ok(url.startsWith(`${server.base}?lichess=${encodeURIComponent(lichess.base)}#setup?`), `no log-in's answer rides in the link: ${url}`);
    const token = [...lichess.tokens][lichess.tokens.size - 1];
    assert.ok(url.includes(`&lichess=${ROUND}&token=${token}&sum=`), url);
    const summary = await page.locator('.lichess-summary').textContent();
    assert.match(summary, new RegExp(`publish its game to the lichess round ${ROUND}`));
    assert.match(summary, /revoke it in your lichess account's security settings \(lichess\.org\/account\/security\)/);
    // What lichess does with tokens, and where the link stays (lila's AccessTokenApi.scala).
    assert.match(summary, /lichess keeps an account's 30 most recently used log-ins from one site and deletes the others at each new log-in: logging in here again and again may revoke an earlier link's token\./);
    assert.match(summary, /Every browser that opened the link keeps it, token and all, in its history until the token is revoked\./);
    await page.locator('.lichess-summary').scrollIntoViewIfNeeded();
    await screenshot(page, `broadcast-link-${at}`);
    assert.deepEqual(director.errors, []);

    // Board 1: named players, moves entered on the phone's board.
    const one = await boardPhone(width, height, url, '1', ['Ana Silva', 'Bo Chen'], true);
    page = one.page;
    await tapHalf(page, 'Black');
    let n = 1;
    await pushed('1', n);
    let watcher;
    const watched = [];
    const played = [['White', 'e2', 'e4', 'e4'], ['Black', 'e7', 'e5', 'e5'], ['White', 'g1', 'f3', 'Nf3'], ['Black', 'b8', 'c6', 'Nc6']];
    for (const [i, [side, from, to, san]] of played.entries()) {
      if (i === 2) {
        // A reload mid-game: the game comes back, and with it its broadcast (the same game again).
        await page.reload();
        await half(page, 'White').waitFor();
        n += 1;
        assert.deepEqual(sans(await pushed('1', n)), ['e4', 'e5']);
        // A second window on the same game watches: it shows no mark and sends nothing.
        watcher = await one.context.newPage();
        watcher.on('request', (r) => watched.push(r.url()));
        await watcher.goto(start);
        await watcher.getByRole('dialog', { name: 'Open in another window' }).waitFor();
      }
      await tapFound(page, square(page, from));
      await tapFound(page, square(page, to));
      await page.locator('.board-status', { hasText: san }).waitFor();
      await page.waitForTimeout(300);
      await tapHalf(page, side);
      n += 1;
      const last = await pushed('1', n);
      assert.equal(sans(last).at(-1), san, `the push after ${side}'s press carries ${san}`);
    }
    await mark(page).filter({ hasText: 'Live on lichess' }).waitFor();
    await screenshot(page, `broadcast-board-moves-${at}`);
    // The end: White resigns at the arbiter's panel; the last push carries the result.
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.getByRole('button', { name: 'White resigns…' }).tap();
    await panel.getByRole('group', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).tap();
    if (await panel.isVisible()) await panel.getByRole('button', { name: 'Close' }).tap();
    const deadline = Date.now() + 20_000;
    while (!boardPushes('1').at(-1).includes('[Result "0-1"]')) {
      assert.ok(Date.now() < deadline, 'the end is pushed');
      await new Promise((ok) => setTimeout(ok, 100));
    }
    // In order: each push holds the moves of the one before, and one more at most (the end and the
    // reload's push none).
    const sequence = boardPushes('1').map(sans);
    sequence.slice(1).forEach((moves, i) => {
      assert.deepEqual(moves.slice(0, sequence[i].length), sequence[i], `push ${i + 2} goes on from push ${i + 1}`);
      assert.ok(moves.length - sequence[i].length <= 1);
    });
    assert.equal(await watcher.locator('.lichess-line').count(), 0, 'the watching window shows no mark');
    assert.deepEqual(watched.filter((u) => u.startsWith(lichess.base)), [], 'the watching window sent nothing to lichess');
    const final = pythonChess(boardPushes('1').at(-1));
    assert.deepEqual(final.errors, []);
    assert.deepEqual(final.moves, ['e4', 'e5', 'Nf3', 'Nc6']);
    for (const [tag, value] of Object.entries({ Event: 'Club open', Round: '3', Board: '1', White: 'Ana Silva', Black: 'Bo Chen', Result: '0-1' })) {
      assert.equal(final.tags[tag], value, tag);
    }
    // Its own game on lichess: an id of its own, and a Site of its board and game.
    assert.match(final.tags.GameId, /^[0-9a-f]{16}$/);
    assert.equal(final.tags.Site, `board 1, game ${final.tags.GameId}`);
    assert.match(final.tags.Date, /^\d{4}\.\d\d\.\d\d$/);
    const { record } = await saved(page);
    const presses = record.events.filter((e) => e.type === 'press' && e.move);
    assert.deepEqual(presses.map((e) => e.move), final.moves, "the record's moves are lichess's");
    // Each move's clock as the record has it at 10+5: the time left after the press, increment added.
    const clocks = recordClocks(record);
    assert.equal(final.clocks.length, 4);
    final.clocks.forEach((c, i) => assert.ok(Math.abs(c - clocks[i]) < 0.1, `move ${i + 1}: [%clk] ${c} s, the record ${clocks[i]} s`));
    const stored = await page.evaluate(() => [localStorage.getItem('fairclock.game'), localStorage.getItem('fairclock.broadcast')]);
    assert.ok(!stored[0].includes(token), 'the token is not in the record');
    assert.ok(stored[1].includes(token), "the token is kept beside this game");
    assert.deepEqual(one.errors, []);

    // Board 2: no names, no moves; its presses go out, and a cut holds them back.
    const two = await boardPhone(width, height, url, '2', null, false);
    page = two.page;
    await tapHalf(page, 'Black');
    await pushed('2', 1);
    for (const [i, side] of ['White', 'Black'].entries()) {
      await page.waitForTimeout(300);
      await tapHalf(page, side);
      await pushed('2', i + 2);
    }
    const before = boardPushes('2').length;
    await two.context.setOffline(true);
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    await mark(page).filter({ hasText: 'Not sent: lichess cannot be reached' }).waitFor();
    assert.equal(await mark(page).locator('.lichess-mark').textContent(), 'Sending to lichess…');
    await page.waitForTimeout(300);
    await tapHalf(page, 'Black');
    // The game is put together 150 ms after a press: this one waits in the outbox before the network
    // comes back.
    await page.waitForTimeout(600);
    await screenshot(page, `broadcast-board-cut-${at}`);
    assert.equal(boardPushes('2').length, before, 'nothing arrived during the cut');
    await two.context.setOffline(false);
    const after = pythonChess(await pushed('2', before + 1));
    assert.equal(boardPushes('2').length, before + 1, 'the newest game only: each push is the whole game');
    assert.deepEqual([after.tags.White, after.tags.Black, after.tags.Board, after.tags.Result, after.moves], ['White, board 2', 'Black, board 2', '2', '*', []]);
    const noted = boardPushes('2').at(-1).match(/\b\d+\.(\.\.)? \d:\d\d:\d\d/g) ?? [];
    assert.deepEqual(noted.map((p) => p.split(' ')[0]), ['1.', '1...', '2.', '2...'], 'the four presses, those of the cut among them');
    await mark(page).filter({ hasText: 'Live on lichess' }).waitFor();
    await mark(page).locator('.lichess-trouble').waitFor({ state: 'detached' });
    // The director revokes the token: the next push is refused, and the face says so in words.
    lichess.revoke();
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    await mark(page).filter({ hasText: 'lichess refused the token (revoked or expired): this game is no longer published.' }).waitFor();
    assert.equal(await mark(page).locator('.lichess-mark').textContent(), 'Not published on lichess');
    await screenshot(page, `broadcast-board-refused-${at}`);
    assert.equal(await page.locator('.half.black.running').count(), 1, 'the clock goes on');
    assert.deepEqual(two.errors, []);

    // The token: in the link, then only in the Authorization header of the pushes to lichess.
    let carried = 0;
    for (const [who, phone] of [['director', director], ['board 1', one], ['board 2', two]]) {
      for (const r of phone.requested) {
        assert.ok(!r.url.includes(token) && !r.body.includes(token), `${who}: ${r.url} carries the token`);
        const headers = await r.request.allHeaders();
        const holding = Object.entries(headers).filter(([, v]) => v.includes(token)).map(([k]) => k);
        if (holding.length) {
          assert.deepEqual(holding, ['authorization'], `${who}: ${r.url}`);
          assert.equal(r.url, `${lichess.base}/api/broadcast/round/${ROUND}/push`, `${who}: the token went to ${r.url}`);
          carried += 1;
        }
      }
      assert.ok(phone.requested.every((r) => !r.url.includes('setup?')), `${who}: the link's fragment never left the phone`);
    }
    assert.ok(carried >= 10, `the pushes carried the token in their Authorization header (${carried})`);
    assert.deepEqual([...lichess.mostInFlight.values()], [1, 1], 'one push at a time on each board');
    for (const r of lichess.log) {
      assert.ok(!r.search.includes(token) && !r.body.includes(token), `${r.method} ${r.path} carries the token`);
      assert.equal(r.cookie, null, 'no cookie is sent');
      if (r.auth) assert.equal(r.path, `/api/broadcast/round/${ROUND}/push`);
    }
    const posts = lichess.log.filter((r) => r.method === 'POST' && r.path.endsWith('/push'));
    assert.ok(posts.every((r) => r.type === 'text/plain; charset=utf-8' && r.auth === `Bearer ${token}`));
    assert.ok(lichess.log.some((r) => r.method === 'OPTIONS' && r.path.endsWith('/push')), 'the push was asked for across origins (CORS)');
  });
}

/** A director's link made as the page makes it (its checksum: SHA-256's first 8 hex digits). */
function linkTo(base, body) {
  const sum = createHash('sha256').update(body).digest('hex').slice(0, 8);
  return `${base}#${body}&sum=${sum}`;
}

/** A phone of `width`×`height` at a director's link for `board` with `token` (round 4), `init` run
 * before the page (a stand-in for its storage); its page errors collected. */
async function linkOpened(width, height, board, token, init) {
  lichess.tokens.add(token);
  const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  opened.push(context);
  await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(linkTo(`${server.base}?lichess=${encodeURIComponent(lichess.base)}`,
    `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&round=4&board=${board}&lichess=${ROUND}&token=${token}`));
  return { page, errors };
}

/** The notice dismissed, the clock plays on (Black starts, White presses, Black's clock runs) with
 * no mark on the face and nothing sent to lichess since `before` (its log's length then). */
async function playsOnUnpublished(page, before) {
  await page.getByRole('button', { name: 'OK' }).tap();
  await tapHalf(page, 'Black');
  await page.waitForTimeout(300);
  await tapHalf(page, 'White');
  await page.locator('.half.black.running').waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.lichess-line').count(), 0, 'no mark: nothing is published');
  assert.deepEqual(lichess.log.slice(before), [], 'nothing was sent');
}

/** A storage that refuses the broadcast's token (as a full one would), and keeps the rest. */
const refusingBroadcast = `(() => {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'fairclock.broadcast') throw new DOMException('full', 'QuotaExceededError');
    return set.call(this, key, value);
  };
})()`;

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a phone whose storage refuses the broadcast's token says so on the face, plays on, and publishes nothing`, async () => {
    const before = lichess.log.length;
    const { page, errors } = await linkOpened(width, height, '9', 'lio_refused', refusingBroadcast);
    const banner = page.locator('.linked');
    await banner.getByRole('button', { name: /^Start / }).tap();
    await page.getByText("This phone's storage refused the broadcast's token: this game is not published on lichess (the clock plays on).").waitFor();
    await screenshot(page, `broadcast-refused-storage-${at}`);
    await playsOnUnpublished(page, before);
    const { record } = await saved(page);
    assert.deepEqual([record.heading.board, record.events.filter((e) => e.type === 'press').length], ['9', 1]);
    assert.deepEqual(errors, []);
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a game lichess reads but does not take is said in lichess's words, and a round lichess does not have stops the publishing in words`, async () => {
    lichess.tokens.add('lio_board8');
    const base = `${server.base}?lichess=${encodeURIComponent(lichess.base)}`;
    const linked = (round, board) => linkTo(base, `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&round=5&board=${board}&lichess=${round}&token=lio_board8`);
    // lichess answers 200 with the game's own error: said, and the clock plays on.
    const refused = await phoneAt(width, height, linked(ROUND, '8'));
    let page = refused.page;
    await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
    await half(page, 'White').waitFor();
    await tapHalf(page, 'Black');
    await mark(page).filter({ hasText: 'lichess did not take this game: Invalid move: Nxe5.' }).waitFor();
    assert.equal(await mark(page).locator('.lichess-mark').textContent(), 'Not taken by lichess');
    await screenshot(page, `broadcast-not-taken-${at}`);
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    await page.locator('.half.black.running').waitFor();
    assert.deepEqual(refused.errors, []);
    // A round lichess does not have (404): the publishing stops, said in words.
    const gone = await phoneAt(width, height, linked('Gone0000', '6'));
    page = gone.page;
    await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
    await half(page, 'White').waitFor();
    await tapHalf(page, 'Black');
    await mark(page).filter({ hasText: 'lichess has no such broadcast round (deleted, or a wrong link): this game is no longer published.' }).waitFor();
    assert.equal(await mark(page).locator('.lichess-mark').textContent(), 'Not published on lichess');
    const asked = lichess.log.filter((r) => r.method === 'POST' && r.path === '/api/broadcast/round/Gone0000/push').length;
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    await page.waitForTimeout(1000);
    assert.equal(lichess.log.filter((r) => r.method === 'POST' && r.path === '/api/broadcast/round/Gone0000/push').length, asked, 'nothing more is sent');
  });
}

// Every board its own chapter (issue 53): lichess files each pushed game into the first chapter
// that is the same game by its tags or its first moves (the stand-in's Round, from lila's
// RelayUpdatePlan.scala). One director's link on four phones: boards 1 and 2 press without moves,
// boards 3 and 4 enter 1.e4 e5 2.Nf3 and then differ, board 4 names no players; presses go
// interleaved across the boards; then board 1 plays a second game from the link. Five chapters,
// each its own board's game.
/** Each press's clock at 10+5 as `record` has it: the time left after the press, increment added. */
function recordClocks(record) {
  const left = { white: 600_000, black: 600_000 };
  let turnStart = record.events.find((e) => e.type === 'start').t;
  return record.events.filter((e) => e.type === 'press').map((e) => {
    left[e.side] += 5000 - (e.t - turnStart);
    turnStart = e.t;
    return left[e.side] / 1000;
  });
}
/** The clocks a PGN without moves notes of each press (`{ 1. 0:09:58 }`), in seconds. */
const pressClocks = (pgn) => [...pgn.matchAll(/\b\d+\.(?:\.\.)? (\d+):(\d\d):(\d\d(?:\.\d+)?)/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
/** Waits until the stand-in has had a push of `game` (its GameId) that satisfies `ok`. */
async function chapterOf(game, ok = () => true) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await lichess.round.settled();
    const chapter = lichess.round.chapters.find((c) => c.tags.GameId === game);
    if (chapter && ok(chapter)) return chapter;
    if (Date.now() > deadline) throw new Error(`no chapter of game ${game} as expected: ${JSON.stringify(lichess.round.chapters.map((c) => c.tags))}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
const gameIdOf = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('fairclock.broadcast'))).game;

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: four boards and a second game at board 1 — five chapters on lichess, each its own board's moves, clocks, names and result`, async () => {
    lichess.newRound();
    lichess.tokens.add('lio_four');
    const url = linkTo(`${server.base}?lichess=${encodeURIComponent(lichess.base)}`,
      `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&event=Club%20open&round=3&lichess=${ROUND}&token=lio_four`);
    const names = { 1: ['Ana Silva', 'Bo Chen'], 2: ['Cy Diaz', 'Di Eng'], 3: ['Ed Fox', 'Flo Gray'], 4: null };
    const phones = {};
    for (const board of ['1', '2', '3', '4']) {
      phones[board] = await boardPhone(width, height, url, board, names[board], board >= '3');
      await tapHalf(phones[board].page, 'Black'); // each game starts: White's clock runs
    }
    const play = async (board, side, move) => {
      const { page } = phones[board];
      if (move) {
        await tapFound(page, square(page, move[0]));
        await tapFound(page, square(page, move[1]));
        await page.locator('.board-status', { hasText: move[2] }).waitFor();
      }
      await page.waitForTimeout(200);
      await tapHalf(page, side);
    };
    // Interleaved across the boards, as a room plays.
    await play('1', 'White');
    await play('3', 'White', ['e2', 'e4', 'e4']);
    await play('2', 'White');
    await play('4', 'White', ['e2', 'e4', 'e4']);
    await play('4', 'Black', ['e7', 'e5', 'e5']);
    await play('1', 'Black');
    await play('3', 'Black', ['e7', 'e5', 'e5']);
    await play('3', 'White', ['g1', 'f3', 'Nf3']);
    await play('4', 'White', ['g1', 'f3', 'Nf3']);
    await play('2', 'Black');
    await play('4', 'Black', ['d7', 'd6', 'd6']);
    await play('3', 'Black', ['b8', 'c6', 'Nc6']);
    // Board 1's first game ends (White resigns at the arbiter's panel).
    let page = phones['1'].page;
    const firstGame = await gameIdOf(page);
    await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Arbiter' });
    await panel.getByRole('button', { name: 'White resigns…' }).tap();
    await panel.getByRole('group', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).tap();
    if (await panel.isVisible()) await panel.getByRole('button', { name: 'Close' }).tap();
    await chapterOf(firstGame, (c) => c.tags.Result === '0-1');
    const firstRecord = (await saved(page)).record;
    // A second game at board 1, from the link again.
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    // The link opened anew (a hash change alone would not load it again).
    await page.goto('about:blank');
    await page.goto(url);
    await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
    await page.getByText("type this board's number").waitFor();
    await page.getByLabel('Board', { exact: true }).fill('1');
    await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
    await half(page, 'White').waitFor();
    await tapHalf(page, 'Black');
    await play('1', 'White');
    const secondGame = await gameIdOf(page);
    assert.notEqual(secondGame, firstGame, 'the second game is a game of its own');

    // What spectators see: five chapters, each one board's game.
    const expected = [
      { board: '1', game: firstGame, record: firstRecord, moves: [], names: names[1], result: '0-1' },
      { board: '1', game: secondGame, page: phones['1'].page, moves: [], names: names[1], result: '*' },
      { board: '2', page: phones['2'].page, moves: [], names: names[2], result: '*' },
      { board: '3', page: phones['3'].page, moves: ['e4', 'e5', 'Nf3', 'Nc6'], names: names[3], result: '*' },
      { board: '4', page: phones['4'].page, moves: ['e4', 'e5', 'Nf3', 'd6'], names: ['White, board 4', 'Black, board 4'], result: '*' },
    ];
    for (const e of expected) {
      e.game ??= await gameIdOf(e.page);
      e.record ??= (await saved(e.page)).record;
      const presses = e.record.events.filter((x) => x.type === 'press').length;
      const chapter = await chapterOf(e.game, (c) => (e.moves.length ? c.sans.length === e.moves.length : pressClocks(c.pgn).length === presses));
      const read = pythonChess(chapter.pgn);
      assert.deepEqual(read.errors, [], `board ${e.board}`);
      assert.equal(chapter.tags.Board, e.board);
      assert.deepEqual([chapter.tags.White, chapter.tags.Black], e.names, `board ${e.board}'s players`);
      assert.equal(chapter.tags.Result, e.result, `board ${e.board}'s result`);
      assert.deepEqual(read.moves, e.moves, `board ${e.board}'s moves`);
      const clocks = e.moves.length ? read.clocks : pressClocks(chapter.pgn);
      const kept = recordClocks(e.record);
      assert.equal(clocks.length, kept.length, `board ${e.board}: a clock for each press`);
      clocks.forEach((c, i) => assert.ok(Math.abs(c - kept[i]) < 1, `board ${e.board}, press ${i + 1}: [%clk] ${c} s, the record ${kept[i]} s`));
    }
    await lichess.round.settled();
    // The round's empty first chapter went to the first game with a move (board 3's 1.e4): until
    // then every push rewrote it (docs/broadcast.md says how a director avoids that).
    assert.equal(lichess.round.chapters[0].tags.Board, '3');
    assert.equal(lichess.round.chapters.length, 5, `five chapters: ${JSON.stringify(lichess.round.chapters.map((c) => [c.tags.Board, c.tags.White, c.sans?.length]))}`);
    assert.deepEqual(lichess.round.dropped, [], 'no game dropped for a nameless side');
    for (const board of ['1', '2', '3', '4']) assert.deepEqual(phones[board].errors, [], `board ${board}'s page`);
  });

  test(`${at}: a round that takes its games from a source — the face says why nothing is published and what the director changes, and nothing more is sent`, async () => {
    lichess.tokens.add('lio_sourced');
    const { page, errors } = await phoneAt(width, height, linkTo(`${server.base}?lichess=${encodeURIComponent(lichess.base)}`,
      `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&round=9&board=5&lichess=${SOURCED_ROUND}&token=lio_sourced`));
    const before = lichess.log.filter((r) => r.method === 'POST' && r.path === `/api/broadcast/round/${SOURCED_ROUND}/push`).length;
    await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
    await half(page, 'White').waitFor();
    await tapHalf(page, 'Black');
    await mark(page).filter({ hasText: 'This lichess round takes its games from a source (a URL, game ids or players), so it takes none from a phone' }).waitFor();
    assert.match(await mark(page).textContent(), /Once the director removes the round's source on lichess \(the round's Edit page\), a reload of this page publishes the game\./);
    assert.equal(await mark(page).locator('.lichess-mark').textContent(), 'Not published on lichess');
    await screenshot(page, `broadcast-sourced-${at}`);
    const sent = () => lichess.log.filter((r) => r.method === 'POST' && r.path === `/api/broadcast/round/${SOURCED_ROUND}/push`).length - before;
    assert.equal(sent(), 1);
    for (const side of ['White', 'Black', 'White']) {
      await page.waitForTimeout(300);
      await tapHalf(page, side);
    }
    await page.waitForTimeout(2500);
    assert.equal(sent(), 1, 'nothing more is sent');
    assert.deepEqual(errors, []);
  });
}

// The token leaves the address bar whatever is started from the link's page (issue 53): a preset
// tapped instead of the link's Start takes it off too, and a reload does not bring it back.
test('390×844: a preset started from a broadcast link\'s page takes the token off the address bar, and publishes nothing', async () => {
  lichess.tokens.add('lio_preset');
  const { page, errors } = await phoneAt(390, 844, linkTo(`${server.base}?lichess=${encodeURIComponent(lichess.base)}`,
    `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&round=2&board=6&lichess=${ROUND}&token=lio_preset`));
  await page.locator('.linked').waitFor();
  assert.ok(page.url().includes('lio_preset'), 'the link as opened');
  const ours = () => lichess.log.filter((r) => r.auth === 'Bearer lio_preset').length;
  await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  // The link's rulebook (rapid) may warn about a blitz preset: the second tap is the players' word.
  const warning = page.getByText('Tap again to start anyway.');
  await half(page, 'White').or(warning).first().waitFor();
  if (await warning.isVisible()) await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  await half(page, 'White').waitFor();
  assert.ok(!page.url().includes('lio_preset') && !page.url().includes('#'), `the token has left the address bar: ${page.url()}`);
  await tapHalf(page, 'Black');
  await page.reload();
  await half(page, 'White').waitFor();
  assert.ok(!page.url().includes('lio_preset'), page.url());
  await page.waitForTimeout(1000);
  assert.equal(ours(), 0, 'a preset is not the link\'s game: nothing is published');
  assert.equal(await mark(page).count(), 0);
  assert.deepEqual(errors, []);
});

/** The presses a game without moves lists in its PGN (each with the presser's clock). */
const pressesIn = (pgn) => [...pgn.matchAll(/[\s{](\d+\.(?:\.\.)?)\s+\d+:\d\d:\d\d/g)].length;
/** A phone at a director's link for `board` with `token`, its game started (White's clock runs). */
async function linkedBoard(width, height, board, token) {
  lichess.tokens.add(token);
  const phone = await phoneAt(width, height, linkTo(`${server.base}?lichess=${encodeURIComponent(lichess.base)}`,
    `setup?v=1&rules=fide-rapid&control=600%2B5&flags=automatic&round=7&board=${board}&lichess=${ROUND}&token=${token}`));
  await phone.page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
  await half(phone.page, 'White').waitFor();
  await tapHalf(phone.page, 'Black');
  return phone;
}

/** Taps White, Black, White, … `n` times, `gap` ms apart. */
async function pressAlternately(page, n, gap) {
  for (let i = 0; i < n; i++) {
    await tapHalf(page, i % 2 ? 'Black' : 'White');
    await page.waitForTimeout(gap);
  }
}

// Nothing lost at the seams (issue 57): a time scramble never starves the broadcast, and a phone
// whose storage was full never sends lichess less than it has taken.
test('390×844: presses every 50 ms for 10 s — pushes leave at most 1 s apart all through, the last holds every press, and the face says Live', async () => {
  const { page, errors } = await linkedBoard(390, 844, '11', 'lio_burst');
  const from = lichess.arrivals.length;
  const started = Date.now();
  let presses = 0;
  while (Date.now() - started < 10_000) {
    await tapHalf(page, presses % 2 ? 'Black' : 'White');
    presses++;
    await page.waitForTimeout(50);
  }
  const ended = Date.now();
  const record = (await saved(page)).record;
  const recorded = record.events.filter((e) => e.type === 'press').length;
  assert.ok(recorded >= 100, `${recorded} presses recorded in 10 s`);
  // The last push holds every press.
  const deadline = Date.now() + 10_000;
  while (pressesIn(boardPushes('11').at(-1) ?? '') < recorded && Date.now() < deadline) await page.waitForTimeout(100);
  assert.equal(pressesIn(boardPushes('11').at(-1)), recorded);
  const during = lichess.arrivals.slice(from).filter((a) => a.body.includes('[Board "11"]') && a.at >= started && a.at <= ended).map((a) => a.at);
  const gaps = during.slice(1).map((at, i) => at - during[i]);
  assert.ok(during.length >= 10, `${during.length} pushes during the burst`);
  assert.ok(during[0] - started <= 1000, `the first push ${during[0] - started} ms after the burst began`);
  assert.ok(Math.max(...gaps) <= 1000, `pushes ${Math.max(...gaps)} ms apart at most, of ${gaps.join(', ')}`);
  assert.ok(ended - during.at(-1) <= 1000, `the last push during the burst ${ended - during.at(-1)} ms before its end`);
  await mark(page).filter({ hasText: 'Live on lichess' }).waitFor();
  assert.deepEqual(errors, []);
});

/** Fills this page's localStorage until nothing more fits (a phone whose storage is full). */
const fillStorage = (page) => page.evaluate(() => {
  let i = 0;
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    try { for (;;) localStorage.setItem(`junk.${i++}`, 'x'.repeat(size)); } catch { /* this size no longer fits */ }
  }
  return i;
});

test('390×844: storage full mid-game, then a reload — the phone kept fewer presses than lichess took: nothing shorter is sent, and the face says presses were lost', async () => {
  const { page } = await linkedBoard(390, 844, '12', 'lio_full');
  await pressAlternately(page, 4, 300);
  const taken = async (n) => {
    const deadline = Date.now() + 15_000;
    while (pressesIn(boardPushes('12').at(-1) ?? '') < n) {
      if (Date.now() > deadline) throw new Error(`board 12: ${pressesIn(boardPushes('12').at(-1) ?? '')} presses pushed, not ${n}`);
      await page.waitForTimeout(100);
    }
  };
  await taken(4);
  await fillStorage(page);
  // Four more presses: lichess takes them; the full storage keeps none.
  await pressAlternately(page, 4, 300);
  await taken(8);
  const kept = (await saved(page)).record.events.filter((e) => e.type === 'press').length;
  assert.ok(kept < 8, `the full storage kept ${kept} presses`);
  const most = Math.max(...boardPushes('12').map(pressesIn));
  const before = boardPushes('12').length;
  await page.reload();
  await half(page, 'White').waitFor();
  await mark(page).filter({ hasText: 'Presses made on this phone were lost (its storage was full)' }).waitFor();
  await page.waitForTimeout(1500);
  assert.equal(boardPushes('12').length, before, 'nothing sent after the reload');
  assert.ok(boardPushes('12').every((p, i, all) => i === 0 || pressesIn(p) >= pressesIn(all[i - 1])), 'lichess never got a shorter game');
  assert.equal(Math.max(...boardPushes('12').map(pressesIn)), most);
  await screenshot(page, 'broadcast-presses-lost-390×844');
});

/** A browser whose storage is switched off (site data blocked): every access to it throws. */
const storageOff = `(() => {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }, configurable: true });
  }
})()`;

test('390×844: with storage switched off, a director\'s link says its game is not published and why, and the clock plays on', async () => {
  const before = lichess.log.length;
  const { page, errors } = await linkOpened(390, 844, '13', 'lio_off', storageOff);
  await page.locator('.linked').getByRole('button', { name: /^Start / }).tap();
  await half(page, 'White').waitFor();
  // Both said, neither hiding the other: the game not kept, and not published.
  await page.getByText("This phone's storage refused the broadcast's token: this game is not published on lichess (the clock plays on).").waitFor();
  await page.getByText('This device did not keep the game (its storage is switched off)').waitFor();
  await screenshot(page, 'broadcast-storage-off-390×844');
  await playsOnUnpublished(page, before);
  assert.deepEqual(errors, []);
});
