// Never lose a game (issue 29): two windows of the page. One owns the clock and plays; the other
// shows its game live and takes no press; "Continue here" hands the game over with every event
// kept exactly once; closing the owner hands over by itself. Once with the browser's Web Locks,
// once with them taken away (the heartbeat on the BroadcastChannel stands in).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { serve, browser, browserWithPreferences, screenshot, SIZES, saved } from './harness.js';
import { half, tapHalf, tapFound, moves, MEANS, windowsOf } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const elsewhere = (page) => page.getByRole('dialog', { name: 'Open in another window' });

/** When each window saw what: the owner's pointerdowns and the other's changes to a side's
 * move count, on the same wall clock (both pages run in one browser). */
const watch = () => {
  window.pressedAt = [];
  window.shownAt = [];
  addEventListener('pointerdown', () => window.pressedAt.push(Date.now()), true);
  // Only a change to a move count: the running clock's own ticks change the page too.
  const inMoves = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('.moves');
  new MutationObserver((records) => { if (records.some((r) => inMoves(r.target))) window.shownAt.push(Date.now()); })
    .observe(document, { subtree: true, characterData: true, childList: true });
};

for (const [width, height] of SIZES) for (const [means, without] of Object.entries(MEANS)) {
  const at = `${width}×${height}`;

  test(`${at}, ${means}: a second window shows the game live and read-only; Continue here and closing the owner hand it over, every event once`, async () => {
    const { context, errors, open } = await windowsOf(chromium, server.base, width, height, watch, without);
    const first = await open();
    await first.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(first, 'Black'); // the game starts: White's clock runs
    await tapHalf(first, 'White');
    assert.equal(await moves(first, 'White'), 'moves 1');

    // The second window opens on the same game, read-only (once the first has saved it: without
    // Web Locks a window owns only when nobody answered its "who owns?" within 300 ms).
    await first.waitForFunction(() => JSON.parse(localStorage.getItem('fairclock.game'))?.record.events.length === 2);
    const second = await open();
    await elsewhere(second).waitFor();
    assert.equal(await moves(second, 'White'), 'moves 1');
    if (!without) await screenshot(second, `windows-viewer-${at}`);
    // A press in it reaches no clock (the dialog makes the face inert); nothing is written.
    const before = (await saved(first)).record.events.length;
    await second.mouse.click(width / 2, height * 0.75);
    await second.keyboard.press('Space');
    await first.waitForTimeout(200);
    assert.equal((await saved(first)).record.events.length, before, 'the viewer wrote nothing');

    // Presses in the owner show in the viewer within 200 ms.
    const lags = [];
    for (const side of ['Black', 'White', 'Black']) {
      await second.evaluate(() => { window.shownAt = []; });
      await tapHalf(first, side);
      const pressed = (await first.evaluate(() => window.pressedAt)).at(-1);
      const count = (await saved(first)).record.events.filter((e) => e.side === side.toLowerCase()).length;
      await second.waitForFunction(([s, n]) => document.querySelector(`.half.${s} .moves`)?.textContent === `moves ${n}`,
        [side.toLowerCase(), count], { polling: 'raf', timeout: 2000 });
      const shown = await second.evaluate(() => window.shownAt[0]);
      lags.push(shown - pressed);
    }
    assert.ok(lags.every((ms) => ms <= 200), `viewer lag ${lags.join(', ')} ms`);

    // Continue here: the second window owns, the first watches; the game goes on, nothing lost.
    const handed = (await saved(first)).record.events;
    await elsewhere(second).getByRole('button', { name: 'Continue here' }).tap();
    await elsewhere(second).waitFor({ state: 'detached' });
    await elsewhere(first).waitFor();
    await tapHalf(second, 'White');
    await second.waitForFunction((n) => JSON.parse(localStorage.getItem('fairclock.game')).record.events.length === n, handed.length + 1);
    const afterHandover = (await saved(second)).record.events;
    assert.deepEqual(afterHandover.slice(0, handed.length), handed, 'every event before the hand-over, once');
    assert.deepEqual(afterHandover.slice(handed.length).map((e) => [e.type, e.side]), [['press', 'white']]);
    assert.equal(await moves(first, 'White'), await moves(second, 'White'), 'the first window follows');

    // Closing the owner hands over: the first window plays again, from the second's last event.
    await second.close();
    await elsewhere(first).waitFor({ state: 'detached' });
    await tapHalf(first, 'Black');
    await first.waitForFunction((n) => JSON.parse(localStorage.getItem('fairclock.game')).record.events.length === n, afterHandover.length + 1);
    const final = (await saved(first)).record.events;
    assert.deepEqual(final.slice(0, afterHandover.length), afterHandover);
    assert.deepEqual(final.at(-1).side, 'black');
    const ts = final.map((e) => e.t);
    assert.deepEqual(ts, [...ts].sort((a, b) => a - b), 'one time line, in order');
    assert.match(await half(first, 'White').getAttribute('class'), /running/, 'White\'s clock runs after Black\'s press');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Nothing lost at the seams (issue 57): a lock that never comes. Where the browser's Web Locks
// reject (an embedded page with its storage blocked, a browser that refuses them) or never
// answer, the page agrees by the heartbeat instead and says so; the game is written from its first
// event, and a reload finds it.
const LOCKS = {
  rejecting: () => { navigator.locks.request = () => Promise.reject(new DOMException('The request is not allowed.', 'SecurityError')); },
  'never answering': () => { navigator.locks.request = () => new Promise(() => {}); },
};
for (const [how, locks] of Object.entries(LOCKS)) {
  test(`390×844: Web Locks ${how} — the face says the windows agree by themselves, the game is kept from its first press, and a reload finds it`, async () => {
    const { context, errors, open } = await windowsOf(chromium, server.base, 390, 844, locks);
    const page = await open();
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await tapHalf(page, 'Black');
    await tapHalf(page, 'White');
    // Kept from its first press, before the 2 s the page gives a lock that never answers.
    await page.waitForTimeout(300);
    assert.equal((await saved(page))?.record.events.filter((e) => e.type === 'press').length, 1, 'the first press is stored');
    await page.getByText("This browser refused the page's locks that keep one window on the clock: the page's windows agree among themselves instead, and the game is kept as usual.").waitFor({ timeout: 10_000 });
    await tapHalf(page, 'Black');
    await page.waitForTimeout(300);
    const { record } = await saved(page);
    assert.deepEqual(record.events.filter((e) => e.type === 'press').map((e) => e.side), ['white', 'black']);
    assert.equal(await moves(page, 'Black'), 'moves 1');
    await screenshot(page, `windows-no-locks-${how.replace(' ', '-')}`);
    await page.reload();
    await half(page, 'White').waitFor();
    assert.equal(await moves(page, 'White'), 'moves 1');
    assert.equal(await moves(page, 'Black'), 'moves 1');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Nothing lost at the seams (issue 57): the clock embedded in another site (a club's page with
// the clock in an iframe). Chromium gives a cross-site frame storage of its own (partitioned):
// the game is kept there and a reload finds it. With third-party cookies blocked (the browser's
// setting, written in its profile as its settings page does) the frame has no storage and its
// Web Locks are refused ("SecurityError: The request was denied."): the face says the game is not
// kept, says nothing that contradicts it, and a reload finds the setup, as it said.
for (const blocked of [false, true]) {
  test(`390×844: in another site's frame, third-party storage ${blocked ? 'blocked' : 'allowed'} — the face says whether the game is kept, and a reload finds what it said`, async () => {
    const club = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><meta name="viewport" content="width=device-width"><style>body{margin:0}</style><iframe src="${server.base}" style="width:100vw;height:100vh;border:0"></iframe>`));
    await new Promise((ok) => club.listen(0, '127.0.0.1', ok));
    // "localhost" and "127.0.0.1" are two sites: the frame is cross-site.
    const clubPage = `http://localhost:${club.address().port}/`;
    const { context, close } = await browserWithPreferences(
      { profile: { cookie_controls_mode: blocked ? 1 : 0, block_third_party_cookies: blocked } },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    try {
      const page = context.pages()[0] ?? await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      // The club's page allows no wake lock to its frame: the browser says so, nothing breaks.
      page.on('console', (m) => { if (m.type() === 'error' && !/screen-wake-lock is not allowed/.test(m.text())) errors.push(m.text()); });
      await page.goto(clubPage);
      const clock = page.frameLocator('iframe');
      const frameStorage = () => page.frames()[1].evaluate(() => { try { return localStorage.getItem('fairclock.game'); } catch { return 'blocked'; } });
      assert.equal(await frameStorage() === 'blocked', blocked, 'the browser gives the frame storage or not, as set');
      await tapFound(page, clock.getByRole('button', { name: 'Blitz 3+2' }));
      await tapFound(page, half(clock, 'Black'));
      await tapFound(page, half(clock, 'White'));
      assert.equal(await moves(clock, 'White'), 'moves 1');
      await page.waitForTimeout(2500); // past the 2 s a lock that never answers is given
      const notice = clock.locator('.notice');
      const unsaved = clock.getByText('Not saved on this device');
      if (blocked) {
        await notice.getByText('This device did not keep the game (its storage is switched off): a reload would lose it.').waitFor();
        assert.ok(!(await notice.textContent()).includes('the game is kept as usual'), `nothing contradicts it: ${await notice.textContent()}`);
        assert.ok(await unsaved.isVisible());
      } else {
        assert.equal(JSON.parse(await frameStorage()).record.events.filter((e) => e.type === 'press').length, 1, 'the press is stored');
        assert.equal(await unsaved.count(), 0);
        assert.equal(await notice.count(), 0, 'nothing to say: the frame keeps the game');
      }
      await screenshot(page, `windows-frame-${blocked ? 'blocked' : 'allowed'}`);
      await page.reload();
      if (blocked) {
        await clock.getByRole('button', { name: 'Blitz 3+2' }).waitFor(); // the setup, as it said
      } else {
        await half(clock, 'White').waitFor();
        assert.equal(await moves(clock, 'White'), 'moves 1');
        assert.equal(await moves(clock, 'Black'), 'moves 0');
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
      club.close();
    }
  });
}
