// A phone with a touch screen, from the setup screen: what the journey tests share.

/** A fresh phone of `width`×`height` with a touch screen, at the whole setup screen of `base`, its page
 * errors collected; `init` is a script run before the app (a stand-in for a browser API);
 * `listen` is given the page before it opens (to watch its requests); `locale`, the language its
 * browser prefers (the first page then shows its presets in that language). */
export async function touchPhone(chromium, base, width, height, init, listen, locale) {
  const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, ...(locale && { locale }) });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  listen?.(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base);
  await (locale ? page.locator('.setup .presets .preset').first() : page.getByRole('button', { name: 'Blitz 3+2' })).waitFor();
  // The whole setup: index.html's own first screen (its presets live before the app, as
  // firstbytes.test.js plays them) has given way to the setup's module.
  await page.locator('#shell').waitFor({ state: 'detached' });
  return { context, page, errors };
}

/** A fresh phone of `width`×`height` at `url` (a director's link, say), with every request it makes
 * (its address, body, and the request: `allHeaders()` has every header) and its page errors — but console errors matching `expected`,
 * which the journey causes on purpose (a request refused, the network cut). */
export async function phoneOpening(chromium, width, height, url, expected) {
  const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = [];
  const requested = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error' && !expected?.test(m.text())) errors.push(m.text()); });
  page.on('request', (r) => requested.push({ url: r.url(), request: r, body: r.postData() ?? '' }));
  await page.goto(url);
  return { context, page, errors, requested };
}

export const half = (page, side) => page.getByRole('button', { name: `${side} clock` });

/** What a half shows: its time ("2:58", "9.4") and its move count ("moves 3"). */
export const time = (page, side) => half(page, side).locator('.time').textContent();
export const moves = (page, side) => half(page, side).locator('.moves').textContent();
/** The face's status line (the result, once there is one). */
export const status = (page) => page.locator('.controls .status').textContent();

/** A finger on the middle of `side`'s half (a real touch: touchstart, touchend, the tap's click).
 * The page's first face may be giving way to the clock's as the half is found (a first visit's
 * preset runs there until the clock arrives): the half is found again, where it stands the same. */
export const tapHalf = (page, side) => tapFound(page, half(page, side));

/** A finger on the middle of what `locator` finds, found again if it gave way meanwhile (the first
 * face to the clock's, where a half stands the same). */
export async function tapFound(page, locator) {
  for (let tries = 0; ; tries++) {
    const box = await locator.boundingBox({ timeout: 10_000 }).catch(() => null);
    if (box) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      return;
    }
    if (tries === 20) throw new Error(`${locator} is not on the page`);
    await page.waitForTimeout(50);
  }
}

/** Waits for the clock's own face (its module arrived, the game saved): a first visit's preset
 * runs on the page's first face until then. */
export const clockArrived = (page) => page.locator('section.face:not(.first)').waitFor({ timeout: 30_000 });

/** Types a control at setup and starts it; a control the rulebook may not fit is warned about
 * once, and the second tap is the players' word. */
export async function startTyped(page, control) {
  await page.getByLabel('Custom time control').fill(control);
  await page.getByRole('button', { name: 'Start', exact: true }).tap();
  // The face, or the warning (which may come a moment after the tap: the clock's module answers).
  const warning = page.getByText('Tap again to start anyway.');
  await half(page, 'White').or(warning).first().waitFor();
  if (await warning.isVisible()) {
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
  }
  await half(page, 'White').waitFor();
}

/** The claimant's opponent (`confirmer`) is asked whether the position the players entered (a
 * FEN, the pieces left) is the one on the board, the position drawn beside the question, and says
 * yes: nothing is judged before that. `yes`: the button's words in the page's language. */
export async function confirmPosition(dialog, confirmer, yes = 'Yes, this is the position', asked) {
  const question = dialog.locator('.confirm-position');
  await question.waitFor();
  if (asked !== undefined) {
    if (!(await question.textContent()).includes(asked)) throw new Error(`the confirmation asks ${await question.textContent()}`);
  } else if (!(await question.textContent()).startsWith(`${confirmer}, is this the position on the board?`)) {
    throw new Error(`the confirmation asks: ${await question.textContent()}`);
  }
  if (await dialog.locator('.static-board .square').count() !== 64) throw new Error('the position is drawn for the confirmation');
  await dialog.getByRole('button', { name: yes }).click();
}

/** The face's line about an electronic board (the copy a screen reader hears). */
export const boardLine = (page) => page.locator('.eboard-line p[role=status]');

/** Waits until the face's board line says `text`. */
export async function boardLineSays(page, text, timeout = 10_000) {
  await page.waitForFunction(([t]) => document.querySelector('.eboard-line p[role=status]')?.textContent === t, [text], { timeout, polling: 20 })
    .catch(async (e) => { throw new Error(`the board line says “${await boardLine(page).textContent()}”, not “${text}”: ${e.message}`); });
}

/** `claimer` pauses the clock and claims, at the arbiter's panel, that `move` was illegal in the
 * position `fen`; `confirmer` confirms the position. The claim dialog, its verdict to come. */
export async function claimIllegalMove(page, claimer, fen, move, confirmer) {
  await page.getByRole('button', { name: 'Pause' }).tap();
  await page.getByRole('button', { name: 'Arbiter' }).tap();
  await page.getByRole('dialog', { name: 'Arbiter' }).getByRole('button', { name: 'Claim…' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Claim' });
  await dialog.getByRole('button', { name: `${claimer} claims` }).tap();
  await dialog.getByRole('button', { name: 'Illegal move', exact: true }).tap();
  await dialog.getByLabel('FEN', { exact: true }).fill(fen);
  await dialog.getByLabel('Illegal move').fill(move);
  await dialog.getByRole('button', { name: 'Make the claim' }).tap();
  await confirmPosition(dialog, confirmer);
  return dialog;
}

/** How the windows agree on one owner: the browser's Web Locks, or (taken away: `navigator.locks`
 * undefined) the heartbeat on the BroadcastChannel that stands in for them. */
export const MEANS = {
  'Web Locks': null,
  heartbeat: () => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true }),
};

/** Windows of one browser context of `width`×`height` (one profile, one storage), each script of
 * `inits` run before the app: `open()` adds one at the clock at `base`; page errors collected. */
export async function windowsOf(chromium, base, width, height, ...inits) {
  const context = await chromium.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  for (const init of inits) if (init) await context.addInitScript(init);
  const errors = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(base);
    return page;
  };
  return { context, errors, open };
}
