// Cost while running: what a running clock asks of the phone per second — main-thread script and
// task time (CDP Performance.getMetrics, deltas), animation frames and timers the page requests
// (counted by the probe's wrappers), and DOM mutations (a MutationObserver), set against how often
// the displayed digits actually change. Then the same with the clock paused, and on the setup
// screen, where nothing should run at all.
import { openClock, startPreset, press, bench } from './presses.js';

export async function cost(browser, base, seconds) {
  const { context, page, cdp, errors } = await openClock(browser, base);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const idleSeconds = Math.min(seconds, 10);

  await page.getByRole('button', { name: 'Blitz 5+0' }).waitFor();
  await page.waitForTimeout(1000); // past the start's own work
  const setup = await measure(page, cdp, idleSeconds); // the setup screen, untouched
  const at = await startPreset(page, 'Blitz 5+0');
  await press(cdp, at.Black); // White's clock runs
  await page.waitForTimeout(1500); // past the start's own work
  const running = await measure(page, cdp, seconds);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.waitForTimeout(500);
  const paused = await measure(page, cdp, idleSeconds);
  await context.close();
  return { seconds, idleSeconds, setup, running, paused, errors };
}

/** Counters over `seconds` of wall time, per second. */
async function measure(page, cdp, seconds) {
  const before = await sample(page, cdp);
  await page.waitForTimeout(seconds * 1000);
  const after = await sample(page, cdp);
  const span = (after.at - before.at) / 1000;
  const rate = (k) => (after[k] - before[k]) / span;
  return {
    span,
    scriptMsPerS: rate('script') * 1000,
    taskMsPerS: rate('task') * 1000,
    framesPerS: rate('frames'),
    framesRequested: after.frames - before.frames,
    timeoutsPerS: rate('timeouts'),
    mutationsPerS: rate('mutations'),
    timerTextPerS: rate('timerText'),
    displayChangesPerS: rate('displayChanges'),
    textPerDisplayChange: (after.timerText - before.timerText) / Math.max(1, after.displayChanges - before.displayChanges),
  };
}

async function sample(page, cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  const b = await bench(page);
  return {
    at: Date.now(),
    script: metric('ScriptDuration'), task: metric('TaskDuration'),
    frames: b.framesRequested, timeouts: b.timeouts,
    mutations: b.mutations.records, timerText: b.mutations.timerText, displayChanges: b.mutations.displayChanges,
  };
}
