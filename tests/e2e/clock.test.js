// The clock as a player uses it: pick a control, start, press, pause — on a phone-sized screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, phone, screenshot, axe } from './harness.js';
import { time, clockArrived } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const press = (page, side) => page.getByRole('button', { name: `${side} clock` }).dispatchEvent('pointerdown');

test('setup screen offers the presets and loads from a sub-path', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  await screenshot(page, 'setup');
  assert.deepEqual(await axe(page), [], 'axe: the setup screen');
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

test('each clock is named by what it shows, the running one says so in words, and only the face blocks zoom', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  // Pinch zoom is not switched off for the page (WCAG 1.4.4), only on the face's touch surface.
  assert.doesNotMatch(await page.locator('meta[name=viewport]').getAttribute('content'), /user-scalable=no|maximum-scale/);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  // Start hands the game to the clock's module, which then shows the face.
  await page.locator('section.face').waitFor();
  // The accessible name as Chromium computes it, read over the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const named = async (side) => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((n) => n.role?.value === 'button' && String(n.name?.value).toLowerCase().startsWith(`${side} clock`.toLowerCase()));
    return button ? button.name.value : `no button named ${side} clock`;
  };
  assert.match(await named('White'), /^White clock\s*3:00\s*moves 0$/i);
  await press(page, 'Black'); // White's clock runs
  await page.getByText('running', { exact: true }).waitFor();
  assert.match(await named('White'), /^White clock\W*running\s*(3:00|2:5\d)\s*moves 0$/i);
  assert.match(await named('Black'), /^Black clock\s*3:00\s*moves 0$/i);
  assert.equal(await page.locator('.face').evaluate((f) => getComputedStyle(f).touchAction), 'none');
  await screenshot(page, 'running-cue');
  assert.deepEqual(await axe(page), [], 'axe: the face while a clock runs');
  for (const panel of ['Arbiter', 'Score']) {
    await page.getByRole('button', { name: panel, exact: true }).click();
    await page.locator('.panel').waitFor();
    assert.deepEqual(await axe(page), [], `axe: the ${panel} panel`);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.panel').waitFor({ state: 'detached' });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('panels and dialogs are modal: focus moves in, the clocks behind take no touch or key, Escape closes', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black'); // Black starts White's clock
  await press(page, 'White');
  const presses = () => page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.game')).record.events.filter((e) => e.type === 'press').length);
  // Saved once the browser says this window owns the clock (a Web Lock, granted a moment later).
  await page.waitForFunction(() => localStorage.getItem('fairclock.game') !== null);
  assert.equal(await presses(), 1);
  const box = await page.locator('button.half.black').boundingBox();

  await page.getByRole('button', { name: 'Arbiter', exact: true }).click();
  const arbiter = page.getByRole('dialog', { name: 'Arbiter' });
  await arbiter.getByRole('button', { name: 'Adjust' }).waitFor();
  assert.equal(await arbiter.evaluate((d) => d.tagName === 'DIALOG' && d.matches(':modal')), true);
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), true, 'focus is in the panel');
  // A touch on Black's running half, above the panel, and the keys that press a clock: nothing.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + 20);
  await page.mouse.click(box.x + box.width / 2, box.y + 20);
  for (const key of ['Space', 'ShiftLeft', 'ShiftRight']) await page.keyboard.press(key);
  assert.equal(await presses(), 1, 'the face behind the panel is inert');

  // The claim dialog opens over the panel; Escape closes it alone, then the panel.
  await arbiter.getByRole('button', { name: 'Claim…' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await claim.getByRole('button', { name: 'White claims' }).waitFor();
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('dialog.claims')), true, 'focus is in the claim dialog');
  await page.keyboard.press('Escape');
  await claim.waitFor({ state: 'detached' });
  assert.equal(await arbiter.isVisible(), true, 'the panel is still open');
  await arbiter.getByRole('button', { name: 'Adjust' }).focus();
  await page.keyboard.press('Escape');
  await arbiter.waitFor({ state: 'detached' });

  // Closed, the face takes presses again once a player resumes the clock the panel paused.
  await page.getByRole('button', { name: 'Resume' }).click();
  await press(page, 'Black');
  assert.equal(await presses(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 320 and 390 px the setup screen shows every choice of its selects whole, on the first page and the whole setup', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
  // The first page (rulebook, flags), then the whole setup (with tenths and the builder's kinds).
  for (const [width, most] of [[320, 2], [390, 2], [320, 3], [390, 3]]) {
    if (most === 3 && (await page.getByRole('button', { name: 'More options…' }).count())) {
      await page.getByRole('button', { name: 'More options…' }).click();
      await page.getByLabel('Tenths below').waitFor();
    }
    await page.setViewportSize({ width, height: 700 });
    // Each option's text, in the select's own font, against the room inside the select (less
    // its padding and the arrow's 1.5em).
    const selects = await page.locator('.setup select').evaluateAll((all) =>
      all.map((s) => {
        const cs = getComputedStyle(s);
        const pen = document.createElement('canvas').getContext('2d');
        pen.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const widest = Math.max(...[...s.options].map((o) => pen.measureText(o.text).width));
        const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 1.5 * parseFloat(cs.fontSize);
        return { select: s.getAttribute('aria-label') ?? 'Rulebook', widest: Math.ceil(widest), room: Math.floor(room) };
      }));
    assert.ok(selects.length >= most, JSON.stringify(selects));
    for (const s of selects) assert.ok(s.widest <= s.room, `${width} px: ${s.select}: ${s.widest} px of text in ${s.room} px`);
    await screenshot(page, `setup-${most === 2 ? 'first' : 'whole'}-${width}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('in landscape each half turns to face its player at its end of the table', async () => {
  const { context, page, errors } = await phone(chromium);
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(server.base);
  await page.getByRole('button', { name: 'Blitz 3+2' }).click();
  await press(page, 'Black'); // White's clock runs
  // The clock's own face: a first visit's first face may give way to it while the halves are
  // measured (a clean-clone run read a half already gone).
  await clockArrived(page);
  const halves = await page.locator('.half').evaluateAll((all) => all.map((h) => {
    const box = h.getBoundingClientRect();
    const time = h.querySelector('.time').getBoundingClientRect();
    const name = h.querySelector('.name').getBoundingClientRect();
    return { far: h.classList.contains('far'), left: box.left, time, name, mode: getComputedStyle(h).writingMode };
  }));
  const [left, right] = halves.sort((a, b) => a.left - b.left);
  assert.ok(left.far && !right.far, 'the far half is at the left end');
  for (const h of [left, right]) {
    assert.equal(h.mode, 'vertical-rl');
    assert.ok(h.time.height > h.time.width, `the time runs along the half: ${h.time.width}×${h.time.height}`);
  }
  // Each player reads the name above the time: above means further from their own end.
  assert.ok(left.name.left > left.time.left, 'left end: the name lies to the right of the time');
  assert.ok(right.name.left < right.time.left, 'right end: the name lies to the left of the time');
  await screenshot(page, 'face-landscape');
  assert.deepEqual(errors, []);
  await context.close();
});
