// Accuracy: 500 presses at known, irregular intervals (a fifth of them within 20 ms of the one
// before) through the DevTools protocol: 400 by touch, then 100 by mouse; and, `mixed`, White by
// touch and Black by mouse throughout. (The browser delivers a touch up to ~30 ms after its
// timestamp and a mouse press at once, so a mouse press made 10 ms after a touch reaches the page
// first, while its side still waits: the mixed run checks that such presses still count, at their
// own instants — Session::press_in_order.) The truth is the interval between
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
export async function accuracy(browser, base, arbiter, { cpu, mixed } = {}) {
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
    const kind = mixed ? (side === 'White' ? 'touch' : 'mouse') : i >= MOUSE_FROM ? 'mouse' : 'touch';
    sent.push(press(cdp, at[side], kind));
  }
  await Promise.all(sent);
  await page.waitForTimeout(300);
  const seen = await bench(page);
  const saved = await savedGame(page);
  await context.close();

  // In the order they were made (a mouse press may have reached the page before an earlier touch).
  const downs = [...seen.presses].sort((a, b) => a.t - b.t);
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
  // Which presses the record holds, each at its event's own timestamp; of those it does not, the
  // ones within 50 ms of the press before or after (a pointer still down: one clash of two
  // pointers, of which the first to reach the page counts by design, src/screens/fingers.rs) and the ones
  // that came after a press not counted.
  const recorded = pressEvents.map((e) => e.t);
  const isRecorded = (d) => recorded.some((t) => Math.abs(t - d.t) < 1e-6);
  const lost = downs.slice(1).filter((d) => !isRecorded(d));
  const before = (d) => downs[downs.indexOf(d) - 1];
  const after = (d) => downs[downs.indexOf(d) + 1];
  // Two pointers landing within 50 ms (whichever reached the page first) are one clash.
  const clash = (d) => d.t - before(d).t < 50 || (after(d) && after(d).t - d.t < 50);
  const lostWithin50 = lost.filter(clash).length;
  // A press after one that was not counted finds its side still waiting: ignored, as on any clock.
  const lostWaiting = lost.filter((d) => !clash(d) && !isRecorded(before(d))).length;
  const overtaken = seen.presses.filter((d, k) => k > 0 && d.t < seen.presses[k - 1].t);
  const recordDrift = Math.abs((events[n - 1].t - events[0].t) - (downs[n - 1].t - downs[0].t));
  const late = downs.map((d) => d.handled - d.t).sort((x, y) => x - y);
  return {
    cpu: cpu || 1, mixed: !!mixed,
    exact: recorded.filter((t) => downs.some((d) => Math.abs(d.t - t) < 1e-6)).length,
    lost: lost.length, lostWithin50, lostWaiting, overtaken: overtaken.length, overtakenCounted: overtaken.filter(isRecorded).length, overtakenClash: overtaken.filter((d) => !isRecorded(d) && clash(d)).length,
    handlerLate: { median: late[Math.floor(late.length / 2)], max: late[late.length - 1] },
    presses: pressEvents.length, pointerdowns: downs.length - 1, byMouse: downs.filter((d) => d.type === 'mouse').length,
    under20: truth.filter((t) => t < 20).length, shortest: Math.min(...truth),
    record: { max: Math.max(...recordErrors), mean: mean(recordErrors), drift: recordDrift },
    clock: clockErrors.length ? { max: Math.max(...clockErrors), mean: mean(clockErrors), drift } : null,
    errors,
  };
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
