// Updates never break a game. Build A is served and a game played; build B (the same source built
// with FAIRCLOCK_BUILD=e2e-next by scripts/test.sh) is deployed under the same URL mid-game. The
// game goes on under A (its desk is A's), the update is offered only back at setup, and B runs
// after it. Every file is served with a year's max-age, as a careless host might: B's worker must
// still cache B's fixed-name files (its precache goes past the HTTP cache).
// Then: a page whose desk or rules worker comes from another build refuses it, and says so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, browser, phone, screenshot, axe, DIST, offlineReady } from './harness.js';
import { confirmPosition } from './touch.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const NEXT = process.env.NEXT_DIST_DIR || join(here, '..', '..', 'target', 'e2e', 'next');
const NEXT_BUILD = 'e2e-next';

let chromium;
before(async () => {
  await access(join(NEXT, 'index.html')).catch(() => {
    throw new Error(`build B is missing at ${NEXT}: scripts/test.sh builds it (FAIRCLOCK_BUILD=${NEXT_BUILD} trunk build --release --dist target/e2e/next)`);
  });
  chromium = await browser();
});
after(async () => { await chromium?.close(); });

const version = (page) => page.locator('.version').textContent();
const registration = (page, what) => page.evaluate((what) => navigator.serviceWorker.getRegistration().then((r) => {
  if (what === 'update') return r.update().then(() => 'asked');
  const w = r[what];
  return w ? w.state : null;
}), what);

async function until(what, probe, ms = 30000) {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got) return got;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

test('a deploy mid-game: the game goes on under its build, the update is offered at setup, then the new build runs', async () => {
  let deployed = DIST;
  const server = await serve({ dir: () => deployed, cacheControl: 'public, max-age=31536000' });
  const { context, page, errors } = await phone(chromium);
  try {
    await page.goto(server.base);
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    const a = await version(page);
    assert.match(a, /^Fair Clock version \d+\.\d+\.\d+, build \w+$/);
    assert.ok(!a.includes(NEXT_BUILD), a);
    // Build A's worker serves this page (it takes a first visit's page when it activates).
    await until("A's service worker controlling the page", () => page.evaluate(() => !!navigator.serviceWorker.controller));

    await page.getByRole('button', { name: 'Blitz 3+2' }).click();
    const white = page.locator('button.half.white');
    const black = page.locator('button.half.black');
    await black.click(); // Black starts White's clock
    for (let i = 0; i < 3; i++) { await white.click(); await black.click(); }
    // A's worker keeps A's build once a face runs (a first visit precaches nothing before): a
    // deploy before it has kept the desk would hand this game B's desk, which it refuses.
    await offlineReady(page);

    // Deploy B. The browser looks for a new sw.js on its own (each visit, each day); here, now.
    deployed = NEXT;
    await registration(page, 'update');
    await until("B's worker installed and waiting", async () => (await registration(page, 'waiting')) === 'installed');
    assert.equal(await page.locator('.update').count(), 0, 'no offer in a game');

    // The game goes on under A: the desk, first opened now, is A's (B's is on the server).
    await page.getByRole('button', { name: 'Score' }).click();
    const score = page.getByRole('dialog', { name: 'Score' });
    await score.locator('.score-lines').waitFor();
    assert.equal(await page.getByText('another version of Fair Clock').count(), 0);
    await score.getByRole('button', { name: 'Close' }).click();
    // The Score paused the running clock (issue 44): Resume, and play on.
    await page.getByRole('button', { name: 'Resume' }).click();
    await white.click();
    await black.click();
    const moves = await page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.game')).record.events.filter((e) => e.type === 'press').length);
    assert.equal(moves, 8, 'every press of the game recorded');
    assert.equal(await page.locator('.update').count(), 0, 'still no offer in a game');

    // The game ends; back at setup the update is offered.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'End game?' }).click();
    const offer = page.locator('.update');
    await offer.waitFor();
    assert.equal(await offer.locator('p').textContent(), 'A new version of Fair Clock is ready.');
    assert.equal(await version(page), a, 'still build A until the player says so');
    assert.deepEqual(await axe(page), []);
    await screenshot(page, 'update-offer');

    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Update now' }).click()]);
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.match(await version(page), new RegExp(`, build ${NEXT_BUILD}$`));
    assert.equal(await page.locator('.update').count(), 0, 'nothing waits any more');
    // B's desk is B's, though A's desk.js sat in the HTTP cache under the same name for a year.
    await page.getByRole('button', { name: 'Review a game…' }).click();
    await page.getByRole('dialog', { name: 'Score' }).waitFor();
    assert.equal(await page.getByText('another version of Fair Clock').count(), 0);
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, `only B's cache is left: ${caches.join(', ')}`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});

test('with the game open in a second window, the update waits and says why', async () => {
  let deployed = DIST;
  const server = await serve({ dir: () => deployed });
  const { context, page } = await phone(chromium);
  try {
    await page.goto(server.base);
    await until('the service worker controlling the page', () => page.evaluate(() => !!navigator.serviceWorker.controller));
    const other = await context.newPage();
    await other.goto(server.base);
    await other.getByRole('button', { name: 'Blitz 3+2' }).click();
    await other.locator('button.half.black').click(); // White's clock runs
    deployed = NEXT;
    await registration(page, 'update');
    const offer = page.locator('.update');
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Update now' }).click();
    await until('the refusal', async () => /open in another window/.test(await offer.locator('p').textContent()));
    assert.equal(
      await offer.locator('p').textContent(),
      'Fair Clock is open in another window, and a game there would be broken by the update: close it, then update.',
    );
    assert.match(await other.locator('button.half.white').getAttribute('class'), /\brunning\b/, "the other window's game runs on");
    assert.equal(await registration(page, 'waiting'), 'installed', 'B still waits');
    // The game's window closed, the update goes through.
    await other.close();
    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Update now' }).click()]);
    // The closed window's game was saved: the new build restores it (the setup page no longer
    // drops a saved game it did not make), and a New game brings the setup with its version.
    await page.locator('button.half.white.running').waitFor();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'End game?' }).click();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.match(await version(page), new RegExp(`, build ${NEXT_BUILD}$`));
  } finally {
    await context.close();
    await server.close();
  }
});

/** A page of build A, no service worker, whose `names` files are build B's; its build id. */
async function mixed(names) {
  const server = await serve({ dir: (rel) => (names.some((n) => rel === n) ? NEXT : DIST) });
  const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  const build = (await version(page)).replace(/^.*, build /, '');
  return { server, context, page, build };
}

/** Opens `page` on a saved game whose time line stands at `recordMs`. */
async function openGame(page, base, record, recordMs) {
  await page.addInitScript(([record, recordMs]) => {
    if (sessionStorage.getItem('update-test')) return;
    sessionStorage.setItem('update-test', 'injected');
    const saved = { version: 1, record, anchor: { wall_ms: Date.now(), record_ms: recordMs }, settings: { flags: 'players_claim' } };
    localStorage.setItem('fairclock.game', JSON.stringify(saved));
  }, [record, recordMs]);
  await page.goto(base);
  await page.getByRole('button', { name: 'White clock' }).waitFor();
}

test("a desk of another build is refused, and the players are told which and what to do", async () => {
  const { server, context, page, build } = await mixed(['desk.js', 'desk_bg.wasm']);
  try {
    await page.getByRole('button', { name: 'Review a game…' }).click();
    const alert = page.getByRole('dialog', { name: 'Desk' }).getByRole('alert');
    await until('the refusal', async () => /another version/.test(await alert.textContent()));
    assert.equal(
      await alert.textContent(),
      `The arbiter's desk is from another version of Fair Clock (build ${NEXT_BUILD}; this page is build ${build}), so the page will not use it. `
        + 'Reload the page to bring all of it to one version: the game is kept. The clock is not affected.',
    );
    await screenshot(page, 'desk-other-build');
  } finally {
    await context.close();
    await server.close();
  }
});

test('a rules worker of another build is refused: the claim waits for the arbiter and says why', async () => {
  const { server, context, page, build } = await mixed(['rules_worker_loader.js', 'rules_worker.js', 'rules_worker_bg.wasm']);
  try {
    const record = { rules: 'fide-blitz', time_control: '60', events: [{ t: 0, type: 'start' }] };
    await openGame(page, server.base, record, 61000);
    await page.getByRole('button', { name: 'Arbiter' }).click();
    await page.getByRole('button', { name: 'Claim…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim' });
    await dialog.getByRole('button', { name: 'Black claims' }).click();
    await dialog.getByRole('button', { name: 'Flag fell', exact: true }).click();
    await dialog.getByRole('button', { name: 'Pieces left' }).click();
    await dialog.getByRole('button', { name: 'Add a Black queen' }).click();
    await dialog.getByRole('button', { name: 'Make the claim' }).click();
    await confirmPosition(dialog, 'White');
    await dialog.locator('.verdict-screen.pending').waitFor({ timeout: 30000 });
    const note = await dialog.locator('.note').textContent();
    assert.ok(note.includes(`the rules worker is from another version of Fair Clock (build ${NEXT_BUILD}; this page is build ${build})`), note);
  } finally {
    await context.close();
    await server.close();
  }
});
