// Accuracy: 500 presses at known, irregular intervals (a fifth of them within 20 ms of the one
// before) through the DevTools protocol: 400 by touch, then 100 by mouse. (Not interleaved: the
// browser delivers a touch up to ~30 ms after its timestamp and a mouse press at once, so a mouse
// press sent 10 ms after a touch reaches the page first — the page then sees the waiting side
// press, which it ignores by design. A phone has one touch screen; see latency.js for the delays.) The truth is the interval between
// the pointerdown events' own timeStamps (captured by the probe before the app sees them); the
// clock's figure is what it charged each move: the saved record's instants, and the clock itself
// (the arbiter replays every prefix of the saved record and reads both clocks).
import { spawnSync } from 'node:child_process';
import { openClock, startPreset, press, waitUntil, bench, savedGame } from './presses.js';

const PRESSES = 500;
const MOUSE_FROM = 400;
const CONTROL_MS = 300_000; // Blitz 5+0: sudden death, so a move's charge is its interval exactly

/** The schedule: deterministic (a fixed-seed generator), irregular, some presses close together. */
export function schedule(n = PRESSES) {
  let seed = 20261121;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: n }, (_, i) => (i === MOUSE_FROM ? 200 : i % 5 === 2 ? 4 + random() * 15 : 20 + random() * 80));
}

/** `cpu`: a CPU slow-down factor (CDP Emulation.setCPUThrottlingRate), so that handlers run
 * late; the charge must still be the interval between the events' own timestamps. */
export async function accuracy(browser, base, arbiter, { cpu } = {}) {
  const throttle = cpu ? (cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu }) : undefined;
  const { context, page, cdp, errors } = await openClock(browser, base, { throttle });
  const at = await startPreset(page, 'Blitz 5+0');
  const intervals = schedule();
  await press(cdp, at.Black); // Black starts White's clock
  let deadline = performance.now();
  const sent = [];
  for (let i = 0; i < PRESSES; i++) {
    deadline += intervals[i];
    await waitUntil(deadline);
    const side = i % 2 === 0 ? 'White' : 'Black';
    sent.push(press(cdp, at[side], i >= MOUSE_FROM ? 'mouse' : 'touch'));
  }
  await Promise.all(sent);
  await page.waitForTimeout(300);
  const seen = await bench(page);
  const saved = await savedGame(page);
  await context.close();

  const downs = seen.presses;
  const events = saved.record.events;
  const pressEvents = events.filter((e) => e.type === 'press');
  const n = Math.min(downs.length, events.length);
  const truth = [], charged = [];
  for (let k = 1; k < n; k++) {
    truth.push(downs[k].t - downs[k - 1].t);
    charged.push(events[k].t - events[k - 1].t);
  }
  const recordErrors = charged.map((c, k) => Math.abs(c - truth[k]));

  // The clock's own charges: the arbiter replays each prefix; a move's charge is what the
  // mover's clock lost over it.
  const clockErrors = [];
  let drift = null;
  if (arbiter) {
    const prefixes = [];
    for (let k = 1; k <= n - 1; k++) prefixes.push(JSON.stringify({ ...saved.record, events: events.slice(0, k + 1) }));
    const out = spawnSync(arbiter, ['replay', '--jsonl', '-'], { input: prefixes.join('\n') + '\n', maxBuffer: 1 << 28 });
    const clocks = out.stdout.toString().trim().split('\n').map((l) => JSON.parse(l).clocks_ms);
    const lost = { white: 0, black: 0 }, spent = { white: 0, black: 0 };
    let previous = { white: CONTROL_MS, black: CONTROL_MS };
    for (let k = 1; k <= clocks.length; k++) {
      const mover = events[k].side;
      const c = clocks[k - 1];
      clockErrors.push(Math.abs((previous[mover] - c[mover]) - truth[k - 1]));
      lost[mover] += previous[mover] - c[mover];
      spent[mover] += truth[k - 1];
      previous = c;
    }
    drift = Math.max(Math.abs(lost.white - spent.white), Math.abs(lost.black - spent.black));
  }
  const recordDrift = Math.abs((events[n - 1].t - events[0].t) - (downs[n - 1].t - downs[0].t));
  const late = downs.map((d) => d.handled - d.t).sort((x, y) => x - y);
  return {
    cpu: cpu || 1, handlerLate: { median: late[Math.floor(late.length / 2)], max: late[late.length - 1] },
    presses: pressEvents.length, pointerdowns: downs.length - 1, byMouse: downs.filter((d) => d.type === 'mouse').length,
    under20: truth.filter((t) => t < 20).length, shortest: Math.min(...truth),
    record: { max: Math.max(...recordErrors), mean: mean(recordErrors), drift: recordDrift },
    clock: clockErrors.length ? { max: Math.max(...clockErrors), mean: mean(clockErrors), drift } : null,
    errors,
  };
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
