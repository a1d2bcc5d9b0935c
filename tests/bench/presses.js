// Presses as a phone delivers them: through the DevTools protocol's input domain (a touch or a
// mouse press at a point on the screen), so they travel the browser's real input pipeline and
// carry the browser's own event timestamps.
import { probe } from './probe.js';

/** A phone-sized page (390×844, touch) with the probe installed and a CDP session on it. */
export async function openClock(browser, base, { throttle, waitUntil = 'load', serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const cdp = await context.newCDPSession(page);
  if (throttle) await throttle(cdp);
  await page.goto(base, { waitUntil });
  return { context, page, cdp, errors };
}

/** Starts a game from the setup screen's preset `name`; returns the centres of both halves. */
export async function startPreset(page, name) {
  await page.getByRole('button', { name }).click();
  await page.evaluate(() => { window.__bench.presses = []; }); // the click on the preset was one
  const centre = async (side) => {
    const box = await page.getByRole('button', { name: `${side} clock` }).boundingBox();
    // Away from the centre line (the controls sit between the halves): a third of the way in.
    return { x: box.x + box.width / 2, y: box.y + box.height / 3 };
  };
  return { White: await centre('White'), Black: await centre('Black') };
}

/** Sends one press at `point`, by touch or by mouse, without waiting for the browser's answer
 * (the protocol keeps the order), so that presses can follow each other within a few ms. */
export function press(cdp, point, kind = 'touch') {
  const { x, y } = point;
  if (kind === 'touch') {
    return Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  }
  return Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 }),
  ]);
}

/** Waits `ms` on node's clock: a timer for the bulk, then a short spin for the last stretch. */
export async function waitUntil(deadline) {
  const left = deadline - performance.now();
  if (left > 3) await new Promise((ok) => setTimeout(ok, left - 2));
  while (performance.now() < deadline) { /* spin: timers are too coarse for a few ms */ }
}

export const bench = (page) => page.evaluate(() => window.__bench);
export const savedGame = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.game')));
