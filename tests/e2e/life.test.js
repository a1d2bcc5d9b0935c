// The hostile life of a phone: hidden for minutes, asleep, reloaded at random moments, pressed
// twenty times a second, touched by two fingers at once, pressed while paused. Nothing may be
// lost and no time may be miscounted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, phone, screenshot, saved, visitOnce } from './harness.js';
import { time } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const seconds = (text) => text.split(':').reduce((acc, x) => acc * 60 + Number(x), 0);
const running = async (page, side) => /running/.test(await page.getByRole('button', { name: `${side} clock` }).getAttribute('class'));

// Lets a test hide the page and put the "device" to sleep: while asleep the monotonic clock
// (performance.now and event timestamps) stands still, as on phones whose monotonic clock stops
// in suspend, while the wall clock goes on. Counts the animation frames the page asks for.
function life() {
  window.__life = { hidden: false, asleep: 0, requested: 0 };
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
  Object.defineProperty(Document.prototype, 'visibilityState', {
    get() { return window.__life.hidden ? 'hidden' : visibility.get.call(this); },
  });
  Object.defineProperty(Document.prototype, 'hidden', { get() { return window.__life.hidden; } });
  const now = Performance.prototype.now;
  Performance.prototype.now = function () { return now.call(this) - window.__life.asleep; };
  const stamp = Object.getOwnPropertyDescriptor(Event.prototype, 'timeStamp');
  Object.defineProperty(Event.prototype, 'timeStamp', { get() { return stamp.get.call(this) - window.__life.asleep; } });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { window.__life.requested += 1; return raf(cb); };
}

const setHidden = (page, hidden) => page.evaluate((h) => {
  window.__life.hidden = h;
  // As the browser's own: it bubbles from the document to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}, hidden);

/** The centre of a side's half, in CSS pixels, for touches sent through the DevTools protocol. */
async function centre(page, side) {
  const box = await page.getByRole('button', { name: `${side} clock` }).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function touch(cdp, points) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Each side's time used, from a sudden-death record: the sum of its turns up to `until`. */
function used(record, until) {
  const use = { white: 0, black: 0 };
  let turn = 'white', from = null, paused = false;
  for (const e of record.events) {
    if (e.type === 'start') from = e.t;
    else if (e.type === 'press') { use[turn] += e.t - from; turn = turn === 'white' ? 'black' : 'white'; from = e.t; }
    else if (e.type === 'pause') { use[turn] += e.t - from; paused = true; }
    else if (e.type === 'resume') { from = e.t; paused = false; }
  }
  if (!paused && from !== null) use[turn] += until - from;
  return use;
}

async function start(page, preset) {
  await page.goto(server.base);
  await page.getByRole('button', { name: preset }).click();
  await page.getByRole('button', { name: 'Black clock' }).dispatchEvent('pointerdown'); // White's clock runs
  // Saved once the browser says this window owns the clock (a Web Lock, granted a moment later).
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('fairclock.game'))?.record.events.length === 1);
}

test('hidden for two minutes: no frames; visible again, the running clock has been charged', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(life);
  await start(page, 'Blitz 5+0');
  const wallStart = Date.now();
  await page.waitForTimeout(500);
  await setHidden(page, true);
  const requestedBefore = await page.evaluate(() => window.__life.requested);
  await page.waitForTimeout(120_000);
  const requestedHidden = (await page.evaluate(() => window.__life.requested)) - requestedBefore;
  assert.equal(requestedHidden, 0, 'no animation frame is asked for while hidden');
  await setHidden(page, false);
  await page.waitForTimeout(300);
  const usedS = (Date.now() - wallStart) / 1000;
  const shown = seconds(await time(page, 'White'));
  assert.ok(shown >= 300 - usedS && shown <= 300 - usedS + 1.5, `shows ${shown} s after ${usedS.toFixed(1)} s used`);
  assert.ok(await running(page, 'White'));
  assert.ok((await page.evaluate(() => window.__life.requested)) > requestedBefore, 'painting resumes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the phone sleeps (its monotonic clock stops): the face says so, and the sleep is charged on the players\' word', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(life);
  await start(page, 'Blitz 5+0');
  await page.waitForTimeout(1000);
  await setHidden(page, true);
  const sleep = 6000;
  await page.waitForTimeout(sleep);
  // The monotonic clock did not count the sleep; the wall clock did. No browser tells a sleep from
  // the phone's time set forward, so the page says what it cannot know, and charges nothing alone.
  await page.evaluate((ms) => { window.__life.asleep += ms; }, sleep);
  await setHidden(page, false);
  const away = page.locator('.notice.away');
  await away.waitFor();
  // Two clocks read a moment apart: the gap is 6 s to a tenth, either side.
  assert.match(await away.locator('p').textContent(), /ran (0:05\.9|0:06\.\d) more than the browser's own: the phone slept, or its time was changed\. White's clock was not charged for it\./);
  const before = seconds(await time(page, 'White'));
  assert.ok(before <= 299.5 && before >= 297.5, `about 1.2 s on the page's own clock: shows ${before}`);
  // The players say it slept: the six seconds are charged, as a physical clock would have run.
  await away.getByRole('button', { name: /^Charge (0:05\.9|0:06\.\d) to White$/ }).click();
  await away.waitFor({ state: 'detached' });
  const shown = seconds(await time(page, 'White'));
  assert.ok(shown <= 293 && shown >= 291, `about 7.2 s used, 6 of them asleep: shows ${shown}`);
  // A press after waking charges from the clock's own time line, not from before the sleep.
  await page.getByRole('button', { name: 'White clock' }).dispatchEvent('pointerdown');
  const r = (await saved(page)).record;
  assert.deepEqual(r.events.map((e) => e.type), ['start', 'adjust', 'press']);
  assert.ok(r.events[1].ms <= -5900 && r.events[1].ms > -6500, `the sleep charged: ${r.events[1].ms} ms`);
  const turn = r.events[2].t - r.events[0].t - r.events[1].ms;
  assert.ok(turn >= 7000 && turn < 8500, `White's turn and sleep took ${turn} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('thirty reloads at random moments: every event kept, the times exact', async () => {
  const { context, page, errors } = await phone(chromium);
  await start(page, 'Blitz 5+0');
  const wallStart = Date.now();
  let events = (await saved(page)).record.events;
  let seed = 7;
  const random = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(Math.floor(random() * 400));
    if (random() < 0.6) {
      const side = (await running(page, 'White')) ? 'White' : 'Black';
      await page.getByRole('button', { name: `${side} clock` }).dispatchEvent('pointerdown');
    }
    if (random() < 0.5) await page.waitForTimeout(Math.floor(random() * 30));
    const before = (await saved(page)).record.events;
    await page.reload();
    await page.getByRole('button', { name: 'White clock' }).waitFor();
    const after = (await saved(page)).record.events;
    assert.deepEqual(after, before, `reload ${i + 1} kept the record as it was`);
    assert.ok(before.length >= events.length);
    events = after;
  }
  await page.getByRole('button', { name: 'Pause' }).click();
  const wallUsed = Date.now() - wallStart;
  const record = (await saved(page)).record;
  const pause = record.events.at(-1);
  assert.equal(pause.type, 'pause');
  const use = used(record, pause.t);
  // The record's time line followed the wall clock through all the reloads.
  assert.ok(Math.abs(use.white + use.black - wallUsed) < 300, `record ${use.white + use.black} ms, wall ${wallUsed} ms`);
  // And each side shows its own 300 s less what it used, as the clock displays (rounded up).
  for (const side of ['White', 'Black']) {
    const shown = await time(page, side);
    const left = 300 - use[side.toLowerCase()] / 1000;
    const expect = `${Math.floor(Math.ceil(left) / 60)}:${String(Math.ceil(left) % 60).padStart(2, '0')}`;
    assert.equal(shown, expect, `${side}: ${left.toFixed(3)} s left`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('twenty presses a second through the touch screen: every one counted, each at its own instant', async () => {
  const { context, page, errors } = await phone(chromium);
  await start(page, 'Blitz 3+2');
  // Black's start press (a finger never lifted) must be over 50 ms old, or White's first touch
  // would be the second finger of a clash.
  await page.waitForTimeout(100);
  const cdp = await context.newCDPSession(page);
  const white = await centre(page, 'White');
  const black = await centre(page, 'Black');
  const stamps = [];
  await page.exposeFunction('__stamp', (t) => stamps.push(t));
  await page.evaluate(() => addEventListener('pointerdown', (e) => window.__stamp(e.timeStamp), true));
  for (let i = 0; i < 40; i++) {
    const at = i % 2 === 0 ? white : black;
    await touch(cdp, [{ x: at.x, y: at.y, id: 1 }]);
    await page.waitForTimeout(50);
  }
  const record = (await saved(page)).record;
  const presses = record.events.filter((e) => e.type === 'press');
  assert.equal(presses.length, 40);
  presses.forEach((p, i) => assert.equal(p.side, i % 2 === 0 ? 'white' : 'black'));
  // The record's instants are the events' own timestamps, moved onto the record's time line.
  const shift = presses[0].t - stamps[0];
  presses.forEach((p, i) => assert.ok(Math.abs(p.t - stamps[i] - shift) < 0.001, `press ${i}`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('two fingers at once: the first wins; a press during a pause does nothing', async () => {
  const { context, page, errors } = await phone(chromium);
  await start(page, 'Blitz 3+0');
  const cdp = await context.newCDPSession(page);
  const white = await centre(page, 'White');
  const black = await centre(page, 'Black');
  await page.waitForTimeout(300);
  await touch(cdp, [{ x: white.x, y: white.y, id: 1 }, { x: black.x, y: black.y, id: 2 }]);
  let record = (await saved(page)).record;
  assert.deepEqual(record.events.map((e) => e.type), ['start', 'press'], 'one press, not two');
  assert.ok(await running(page, 'Black'), 'White pressed; Black to move');

  await page.getByRole('button', { name: 'Pause' }).click();
  const shown = await time(page, 'Black');
  await touch(cdp, [{ x: black.x, y: black.y, id: 1 }]);
  await page.keyboard.press('Space');
  record = (await saved(page)).record;
  assert.deepEqual(record.events.map((e) => e.type), ['start', 'press', 'pause']);
  await page.waitForTimeout(1100);
  assert.equal(await time(page, 'Black'), shown);
  assert.equal(await page.locator('.status').textContent(), 'Paused');
  await screenshot(page, 'paused-after-touch');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the screen is kept on while a clock runs, let go when paused, asked again after a hidden spell', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.addInitScript(life);
  // A stand-in Screen Wake Lock that records what the page asks (headless grants nothing real).
  await page.addInitScript(() => {
    window.__lock = { requests: 0, releases: 0, held: null };
    const api = {
      request: async (type) => {
        window.__lock.requests += 1;
        // The page checks what it was given is a WakeLockSentinel.
        const sentinel = Object.create(WakeLockSentinel.prototype);
        Object.defineProperties(sentinel, {
          type: { value: type },
          released: { value: false, writable: true },
          release: { value: async () => { sentinel.released = true; window.__lock.releases += 1; } },
        });
        window.__lock.held = sentinel;
        return sentinel;
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => api });
  });
  const lock = () => page.evaluate(() => ({ requests: window.__lock.requests, releases: window.__lock.releases }));
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+0' }).click();
  assert.deepEqual(await lock(), { requests: 0, releases: 0 }, 'not before the start');
  await page.getByRole('button', { name: 'Black clock' }).dispatchEvent('pointerdown');
  await page.waitForFunction(() => window.__lock.requests === 1);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.waitForFunction(() => window.__lock.releases === 1);
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.waitForFunction(() => window.__lock.requests === 2);
  // Hiding the page drops a wake lock (the browser's doing); visible again, the page asks anew.
  await setHidden(page, true);
  await page.evaluate(() => { window.__lock.held.released = true; });
  await setHidden(page, false);
  await page.waitForFunction(() => window.__lock.requests === 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after the first load nothing leaves the phone: with the network off every request is answered inside it', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // A first game's face is what lets the worker keep the build.
  await visitOnce(page);
  await context.setOffline(true);
  const requests = [];
  const failed = [];
  context.on('request', (r) => requests.push(r));
  const aborted = new Set();
  context.on('requestfailed', (r) => {
    // Cancelled by the page (a preload the reload left behind), not refused by a network that is
    // off: seen once under load (2026-11-23). Offline, a request that went out fails as
    // ERR_INTERNET_DISCONNECTED, and is counted.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') aborted.add(r);
    else failed.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  await page.reload();
  await start(page, 'Blitz 3+2');
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(200);
    await page.getByRole('button', { name: `${i % 2 === 0 ? 'White' : 'Black'} clock` }).dispatchEvent('pointerdown');
  }
  // The score is on the arbiter's desk, a module of its own: it too comes from the cache.
  await page.getByRole('button', { name: 'Score' }).click();
  await page.getByRole('list', { name: 'Score' }).locator('li').first().waitFor();
  assert.deepEqual(failed, [], 'no request tried the network');
  const pageRequests = requests.filter((r) => !r.serviceWorker() && !aborted.has(r));
  assert.ok(pageRequests.length > 0, 'the reload asked for the page files');
  for (const r of pageRequests) {
    const response = await r.response();
    assert.ok(response?.fromServiceWorker(), `${r.url()} came from the service worker's cache`);
  }
  const origins = new Set(requests.map((r) => new URL(r.url()).origin));
  assert.deepEqual([...origins], [new URL(server.base).origin], 'no other host is ever asked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a strict Content-Security-Policy: no eval, no inline script or handler, no remote script, yet the clock runs', async () => {
  const { context, page, errors } = await phone(chromium);
  const violations = [];
  await page.exposeFunction('__violation', (v) => violations.push(v));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => window.__violation(`${e.violatedDirective} ${e.blockedURI}`)));
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policy, /'unsafe-inline'|[^-]'unsafe-eval'|\s\*/);
  assert.deepEqual(violations, [], 'the page itself needs nothing the policy forbids');
  const attempts = await page.evaluate(() => {
    const out = {};
    // (DevTools' own evaluation may use eval; the policy text above forbids it to the page.)
    const b = document.createElement('button');
    b.setAttribute('onclick', 'window.__handler = true');
    document.body.append(b);
    b.click();
    out.handler = window.__handler ? 'ran' : 'blocked';
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    out.inline = window.__injected ? 'ran' : 'blocked';
    return out;
  });
  assert.deepEqual(attempts, { handler: 'blocked', inline: 'blocked' });
  errors.length = 0; // the blocked attempts log their refusals
  await page.getByRole('button', { name: 'Black clock' }).dispatchEvent('pointerdown');
  assert.ok(await running(page, 'White'));
  assert.deepEqual(errors, []);
  await context.close();
});
