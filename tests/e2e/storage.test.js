// Never lose a game (issue 29): the browser asked to keep the saved game when a game starts, its
// answer said once by the next setup screen (not on the face mid-game); a full storage told apart from a switched-off one, the game running on and
// marked "Not saved" until a write succeeds again — then a reload brings every press back.
// The browser's answers are stand-ins (a stubbed StorageManager, a setItem that throws).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot, SIZES, saved } from './harness.js';
import { touchPhone, half, tapHalf, time } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });


/** The browser answers "may this page's storage be kept?" with `granted`, and counts the asks. */
const persistence = (granted) => `
  window.persistAsked = 0;
  StorageManager.prototype.persisted = () => Promise.resolve(false);
  StorageManager.prototype.persist = () => { window.persistAsked += 1; return Promise.resolve(${granted}); };
`;

/** From now on every write to localStorage throws a DOMException named `name`; `null` lifts it. */
const refuseWrites = (page, name) => page.evaluate((name) => {
  window.realSetItem ??= Storage.prototype.setItem;
  Storage.prototype.setItem = name ? function () { throw new DOMException('refused', name); } : window.realSetItem;
}, name);

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a game asks once to keep storage (the next setup says the answer); a full storage is said, the clock runs on "Not saved", and once space is back a reload loses no press`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, persistence(false));
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await half(page, 'White').waitFor();
    await page.waitForFunction(() => window.persistAsked === 1);
    const notice = page.locator('.notice');
    assert.equal(await notice.count(), 0, 'the face is not interrupted by the answer');

    await tapHalf(page, 'Black'); // White's clock runs
    await page.waitForTimeout(300);
    await refuseWrites(page, 'QuotaExceededError');
    await tapHalf(page, 'White');
    await notice.waitFor();
    assert.match(await notice.textContent(), /^Storage is full, so the game is not saved/);
    const unsaved = page.locator('.unsaved');
    assert.equal(await unsaved.textContent(), 'Not saved on this device');
    await screenshot(page, `storage-full-${at}`);
    await notice.getByRole('button', { name: 'OK' }).tap();
    // Running on: Black's clock counts down, and the next press is refused quietly, still marked.
    const black = await time(page, 'Black');
    await page.waitForTimeout(1100);
    assert.notEqual(await time(page, 'Black'), black, 'Black\'s clock runs');
    await tapHalf(page, 'Black');
    assert.equal(await notice.count(), 0, 'said once');
    assert.equal(await unsaved.count(), 1);
    const stale = (await saved(page)).record.events.length;
    assert.equal(stale, 1, 'storage holds the game up to its start (Black\'s tap that started White\'s clock)');

    // Space freed: the next press saves the whole game, and "Not saved" goes.
    await refuseWrites(page, null);
    await tapHalf(page, 'White');
    await unsaved.waitFor({ state: 'detached' });
    const events = (await saved(page)).record.events.map((e) => e.type);
    assert.deepEqual(events, ['start', 'press', 'press', 'press']);
    const clocks = { white: await time(page, 'White'), black: await time(page, 'Black') };
    await page.getByRole('button', { name: 'Pause' }).tap();
    const paused = { white: await time(page, 'White'), black: await time(page, 'Black') };
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    assert.deepEqual((await saved(page)).record.events.map((e) => e.type), [...events, 'pause']);
    assert.deepEqual({ white: await time(page, 'White'), black: await time(page, 'Black') }, paused);
    assert.ok(clocks.white && clocks.black);
    // Nothing is said again after the reload; the next setup screen says the browser's answer, once.
    assert.equal(await page.locator('.notice').count(), 0);
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'End game?' }).tap();
    assert.match(await page.locator('.persistence').textContent(), /^This browser may clear the clock's saved game when the device runs short of space/);
    await page.reload();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.equal(await page.locator('.persistence').count(), 0, 'said once');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: granted, the next setup says so once; a switched-off storage is told apart from a full one`, async () => {
    const { context, page, errors } = await touchPhone(chromium, server.base, width, height, persistence(true));
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await page.waitForFunction(() => window.persistAsked === 1);
    const notice = page.locator('.notice');
    await refuseWrites(page, 'SecurityError');
    await tapHalf(page, 'Black');
    await notice.waitFor();
    assert.match(await notice.textContent(), /^This device did not keep the game \(its storage is switched off\)/);
    assert.equal(await page.locator('.unsaved').textContent(), 'Not saved on this device');
    await refuseWrites(page, null);
    // A new game after this one: not asked again.
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'End game?' }).tap();
    assert.equal(await page.locator('.persistence').textContent(), 'This browser keeps the clock\'s saved game even when the device runs short of space.');
    await page.getByRole('button', { name: 'Blitz 3+2' }).tap();
    await half(page, 'White').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.persistAsked), 1, 'asked once');
    await page.getByRole('button', { name: 'New game' }).tap();
    if (await page.getByRole('button', { name: 'End game?' }).count()) await page.getByRole('button', { name: 'End game?' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    assert.equal(await page.locator('.persistence').count(), 0, 'said once');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
