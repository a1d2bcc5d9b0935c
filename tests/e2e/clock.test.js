// The clock as a player uses it: pick a control, start, press, pause — on a phone-sized screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, phone, screenshot } from './harness.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const time = (page, side) => page.getByRole('timer', { name: `${side} time` }).textContent();
const press = (page, side) => page.getByRole('button', { name: `${side} clock` }).dispatchEvent('pointerdown');

test('setup screen offers the presets and loads from a sub-path', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  await screenshot(page, 'setup');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 1+0 game charges each side the time it thought, and ignores the waiting side', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Bullet 1+0' }).click();
  assert.equal(await time(page, 'White'), '1:00');
  assert.equal(await time(page, 'Black'), '1:00');
  await press(page, 'Black'); // Black starts White's clock
  await page.waitForTimeout(1500);
  await press(page, 'White'); // White thought 1.5 s: 58.5 s left, shown rounded up
  assert.equal(await time(page, 'White'), '0:59');
  await press(page, 'White'); // not White's turn: nothing happens
  await page.waitForTimeout(2200);
  await press(page, 'Black');
  assert.equal(await time(page, 'Black'), '0:58');
  assert.equal(await time(page, 'White'), '0:59');
  await screenshot(page, 'running');
  assert.deepEqual(errors, []);
  await context.close();
});

test('twenty quick presses with increment, then pause stops the clock', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black');
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(50);
    await press(page, i % 2 === 0 ? 'White' : 'Black');
  }
  // Each side made 10 moves of well under 2 s, each earning 2 s: both clocks gained time.
  for (const side of ['White', 'Black']) {
    const [m, s] = (await time(page, side)).split(':').map(Number);
    const shown = m * 60 + s;
    assert.ok(shown > 180 && shown <= 200, `${side} shows ${shown} s`);
  }
  assert.match(await page.getByRole('button', { name: 'White clock' }).getAttribute('class'), /running/);
  await page.getByRole('button', { name: 'Pause' }).click();
  const paused = await time(page, 'White');
  await page.waitForTimeout(1200);
  assert.equal(await time(page, 'White'), paused, 'a paused clock does not run');
  await screenshot(page, 'paused');
  assert.deepEqual(errors, []);
  await context.close();
});
