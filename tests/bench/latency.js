// Latency: from a press (its event's timeStamp) to the frame that shows the other clock running.
// The probe asks for an animation frame inside the press's own event dispatch, before the app's
// handler; that frame's callbacks run before it is painted, so if the DOM already shows the switch
// then, the very next frame paints it. Touch and mouse separately: the browser delivers them
// differently (a touch waits for the renderer's input queue, a mouse press goes straight in).
import { openClock, startPreset, press, waitUntil, bench } from './presses.js';

const PER_KIND = 60;

export async function latency(browser, base) {
  const { context, page, cdp, errors } = await openClock(browser, base);
  const at = await startPreset(page, 'Blitz 5+0');
  await press(cdp, at.Black);
  await page.waitForTimeout(300);
  await page.evaluate(() => { window.__bench.presses = []; });
  let deadline = performance.now();
  const kinds = [...Array(PER_KIND).fill('touch'), ...Array(PER_KIND).fill('mouse')];
  for (let i = 0; i < kinds.length; i++) {
    // 150–350 ms apart: one press per several frames, so each is measured on its own.
    deadline += 150 + ((i * 37) % 200);
    await waitUntil(deadline);
    await press(cdp, at[i % 2 === 0 ? 'White' : 'Black'], kinds[i]);
  }
  await page.waitForTimeout(400);
  const { presses } = await bench(page);
  await context.close();
  const summary = (type) => {
    const ps = presses.filter((p) => p.type === type && p.frameAt !== null);
    return {
      presses: ps.length,
      nextFrame: ps.filter((p) => p.shown).length,
      handler: stats(ps.map((p) => p.handled - p.t)),
      dom: stats(ps.filter((p) => p.domAt !== null).map((p) => p.domAt - p.t)),
      frame: stats(ps.map((p) => p.frameAt - p.t)),
    };
  };
  return { touch: summary('touch'), mouse: summary('mouse'), errors };
}

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
}
