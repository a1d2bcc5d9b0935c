// The figures as one Markdown table: what, figure, target, and whether the target is met.
// A missed target is a finding to report, not a failure: nothing here exits non-zero.

// Below a thousandth of a µs, the exponent shows what is left: f64 rounding, not time.
const us = (ms) => (ms > 0 && ms * 1000 < 0.0005 ? `${(ms * 1000).toExponential(1)} µs` : `${(ms * 1000).toFixed(3)} µs`);
const ms = (x, digits = 1) => `${x.toFixed(digits)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`; // KB = 1024 bytes
const per = (x, digits = 2) => x.toFixed(digits);
const verdict = (ok) => (ok ? 'met' : '**missed**');

/** Criterion's and Rust's `Debug` durations (`1.764567978s`, `198.461µs`) in three figures. */
function duration(text) {
  const m = text && text.match(/^([\d.]+)\s*(ns|µs|us|ms|s)$/);
  if (!m) return text;
  const ns = Number(m[1]) * { ns: 1, µs: 1e3, us: 1e3, ms: 1e6, s: 1e9 }[m[2]];
  const [value, unit] = ns >= 1e9 ? [ns / 1e9, 's'] : ns >= 1e6 ? [ns / 1e6, 'ms'] : ns >= 1e3 ? [ns / 1e3, 'µs'] : [ns, 'ns'];
  return `${value.toPrecision(3)} ${unit}`;
}

export function table(r) {
  const rows = [];
  const row = (what, figure, target = '', met = null) => rows.push(`| ${what} | ${figure} | ${target} | ${met === null ? '' : verdict(met)} |`);

  const a = r.accuracy;
  row('**Accuracy** — presses sent (CDP `Input.dispatchTouchEvent` / `dispatchMouseEvent`)',
    `${a.presses} counted of ${a.pointerdowns} sent (${a.pointerdowns - a.byMouse} touch, ${a.byMouse} mouse); ${a.under20} within 20 ms of the previous, shortest ${ms(a.shortest, 1)}`);
  row('error per move: saved record vs the events\' own `timeStamp`s', `max ${us(a.record.max)}, mean ${us(a.record.mean)}`, '< 0.1 ms', a.record.max < 0.1);
  if (a.clock) row('error per move: the clock (the arbiter replays each prefix of the record)', `max ${us(a.clock.max)}, mean ${us(a.clock.mean)}`, '< 0.1 ms', a.clock.max < 0.1);
  row('total drift after 500 moves (record; clock)', `${us(a.record.drift)}; ${a.clock ? us(a.clock.drift) : 'n/a'}`, 'zero', a.record.drift < 0.001 && (!a.clock || a.clock.drift < 0.001));
  const slow = r.accuracySlow;
  if (slow) {
    const worst = Math.max(slow.record.max, slow.clock?.max ?? 0);
    const drift = Math.max(slow.record.drift, slow.clock?.drift ?? 0);
    row(`the same 500 presses with the CPU slowed ${slow.cpu}× (handlers ran ${ms(slow.handlerLate.median)} late at the median, ${ms(slow.handlerLate.max)} at worst): error per move; drift`,
      `${slow.presses} counted; max ${us(worst)}; ${us(drift)}`, '< 0.1 ms; zero', worst < 0.1 && drift < 0.001);
  }

  const mixed = r.accuracyMixed;
  if (mixed) {
    row('the same schedule, White by touch and Black by mouse: presses that reached the page after a later one; counted at their own instant; lost in a clash',
      `${mixed.overtaken}; ${mixed.overtakenCounted}; ${mixed.overtakenClash}`, 'none lost otherwise', mixed.overtakenCounted + mixed.overtakenClash === mixed.overtaken);
    const other = mixed.lost - mixed.lostWithin50 - mixed.lostWaiting;
    row('… recorded at exactly their event\'s timestamp; not recorded: within 50 ms of another press, a pointer still down (one clash: the first to arrive counts, src/screens/fingers.rs), after a press not counted (its side still waiting), other',
      `${mixed.exact} of ${mixed.presses}; ${mixed.lostWithin50}, ${mixed.lostWaiting}, ${other}`, 'all recorded exactly', mixed.exact === mixed.presses);
  }

  const c = r.cost;
  const run = c.running;
  row(`**Cost while running** (${per(run.span, 0)} s, White's clock running, m:ss display) — main-thread script`, `${per(run.scriptMsPerS)} ms/s (all tasks ${per(run.taskMsPerS)} ms/s)`);
  row('animation frames requested; timers set', `${per(run.framesPerS)}/s; ${per(run.timeoutsPerS)}/s`, 'one per displayed change', run.framesPerS <= run.displayChangesPerS * 1.05 + 0.05);
  row('DOM mutations; displayed changes', `${per(run.mutationsPerS)}/s; ${per(run.displayChangesPerS)}/s`);
  row('clock-text mutations per displayed change', per(run.textPerDisplayChange), '≤ 1', run.textPerDisplayChange <= 1);
  const last = r.lastSeconds;
  if (last) {
    row(`the last seconds (${per(last.span, 0)} s under 10 s of a 20-second game, tenths shown, ${last.cpu}× CPU): main-thread script; all tasks`,
      `${per(last.scriptMsPerS)} ms/s; ${per(last.taskMsPerS)} ms/s`, 'at or under the Svelte peer (6.5; 31.5 ms/s)', last.taskMsPerS <= 31.5);
    row('… frames requested; displayed changes; DOM mutations per displayed change', `${per(last.framesPerS)}/s; ${per(last.displayChangesPerS)}/s; ${per(last.mutationsPerDisplayChange)}`,
      'one write per change (the mirror at whole seconds)', last.mutationsPerDisplayChange <= 1.15);
  }
  for (const [name, w] of [['paused', c.paused], ['setup screen', c.setup]]) {
    row(`${name} (${per(w.span, 0)} s): frames requested, timers, mutations, script`, `${w.framesRequested}, ${per(w.timeoutsPerS)}/s, ${per(w.mutationsPerS)}/s, ${per(w.scriptMsPerS)} ms/s`, 'zero frames', w.framesRequested === 0);
  }

  const l = r.latency;
  for (const kind of ['touch', 'mouse']) {
    const k = l[kind];
    row(`**Latency** (${kind}, ${k.presses} presses 150–350 ms apart) — switch shown in the next frame`, `${k.nextFrame} of ${k.presses}`, 'all', k.nextFrame === k.presses);
    row(`press → handler; → DOM switched; → next frame's callbacks (median / max)`,
      `${ms(k.handler.median)} / ${ms(k.handler.max)}; ${ms(k.dom.median)} / ${ms(k.dom.max)}; ${ms(k.frame.median)} / ${ms(k.frame.max)}`);
  }

  const files = r.weight;
  const page = files.filter((f) => f.atStart);
  const sum = (fs, k) => fs.reduce((s, f) => s + f[k], 0);
  const kind = (f) => (f.name.endsWith('.wasm') ? 'wasm' : f.name.endsWith('.js') ? 'JS' : f.name.endsWith('.css') ? 'CSS' : 'other');
  const clockWasm = page.filter((f) => kind(f) === 'wasm');
  row('**Weight** — the clock page\'s wasm (raw / gzip -9 / brotli 11)', `${kb(sum(clockWasm, 'raw'))} / ${kb(sum(clockWasm, 'gzip'))} / ${kb(sum(clockWasm, 'brotli'))}`);
  for (const k of ['JS', 'CSS']) {
    const fs = page.filter((f) => kind(f) === k);
    row(`the clock page's ${k}`, `${kb(sum(fs, 'raw'))} / ${kb(sum(fs, 'gzip'))} / ${kb(sum(fs, 'brotli'))}`);
  }
  row('everything index.html loads at start (html, wasm, JS, CSS, icon, manifest)', `${kb(sum(page, 'raw'))} / ${kb(sum(page, 'gzip'))} / ${kb(sum(page, 'brotli'))}`, '≤ 120 KB gzip', sum(page, 'gzip') <= 120 * 1024);
  // A player in another language than English also fetches that language's page catalogue at start.
  const catalogues = files.filter((f) => /^locales\/[^/]+\.json$/.test(f.name));
  if (catalogues.length) {
    const largest = catalogues.reduce((a, f) => (f.gzip > a.gzip ? f : a));
    const withIt = sum(page, 'gzip') + largest.gzip;
    row(`the same with the largest language's page catalogue (${largest.name}); the clock's own catalogues ${catalogues.length} + ${files.filter((f) => f.name.startsWith('locales/clock/')).length} files`,
      `${kb(sum(page, 'raw') + largest.raw)} / ${kb(withIt)} / ${kb(sum(page, 'brotli') + largest.brotli)}`, '≤ 120 KB gzip', withIt <= 120 * 1024);
  }
  const desk = files.filter((f) => /^desk[._]/.test(f.name));
  if (desk.length) row('the arbiter\'s desk, fetched when first opened (arbiter panel, claims, score, board): wasm and JS', `${kb(sum(desk, 'raw'))} / ${kb(sum(desk, 'gzip'))} / ${kb(sum(desk, 'brotli'))}`);
  const clock = files.filter((f) => /^game[._]/.test(f.name) || f.name === 'clock.css');
  if (clock.length) row('the clock (face, session, replay, claims, the rest of the setup), fetched while the player reads the setup: wasm, JS and CSS', `${kb(sum(clock, 'raw'))} / ${kb(sum(clock, 'gzip'))} / ${kb(sum(clock, 'brotli'))}`);
  const later = files.filter((f) => !f.atStart && !desk.includes(f) && !clock.includes(f) && !f.name.startsWith('locales/'));
  if (later.length) row('loaded later or on demand, counted apart (service worker, rules worker)', later.map((f) => `${f.name} ${kb(f.raw)} / ${kb(f.gzip)} / ${kb(f.brotli)}`).join('; '));

  const s = r.start;
  row('**Start** — interactive on a first visit, no throttling (median of 3)', ms(s.fast.interactive, 0));
  row('interactive, 4× CPU slow-down, 400 ms RTT, 400 kbit/s (median of 3)', `${ms(s.slow3g.interactive, 0)} (runs ${s.slow3g.all.join(', ')} ms; ${kb(s.slow3g.transferred)} transferred)`, '≤ 3.0 s', s.slow3g.interactive <= 3000);
  if (s.slow3gBrotli) {
    row('the same, from a host serving the build\'s brotli copies (median of 3)', `${ms(s.slow3gBrotli.interactive, 0)} (runs ${s.slow3gBrotli.all.join(', ')} ms; ${kb(s.slow3gBrotli.transferred)} transferred)`, '≤ 3.0 s', s.slow3gBrotli.interactive <= 3000);
  }
  row('interactive, 4× CPU, DevTools\' "Slow 3G" preset (2 s per request, 400 kbit/s; 1 run)', ms(s.devtoolsSlow3g.interactive, 0));
  row('click on a preset at once → clock face shown (no throttling; 4× CPU, 400 ms RTT, 400 kbit/s: the clock fetched on the click)', `${ms(s.fast.clickToFace)}; ${ms(s.slow3g.clickToFace)}`);
  if (s.reads) {
    row('Start → running face on a first visit, the clock fetched while the player reads the setup (4× CPU, 400 ms RTT, 400 kbit/s; median of 3)',
      `${ms(s.reads.clickToFace, 0)} (read for ${ms(s.reads.readFor, 0)})`, '≤ 1.0 s', s.reads.clickToFace <= 1000);
  }
  const sh = r.shaped;
  if (sh) {
    row('**Shaped link** (tests/bench/link.js: every request, the service worker\'s too, on one 400 kbit/s pipe, 400 ms round trip; 4× CPU; brotli by Accept-Encoding; median of 3) — first visit: presets shown',
      ms(sh.presets, 0), '≤ 1.5 s', sh.presets <= 1500);
    row('first visit: a preset tapped as soon as shown → a face that runs on the next tap (the page\'s first face; from navigation start); bytes the link carried until then',
      `${ms(sh.face, 0)}; ${kb(sh.bytes)}`, '≤ 2.4 s; ≤ 100 KiB', sh.face <= 2400 && sh.bytes <= 100 * 1024);
    if (sh.clock) row('first visit: the clock\'s own face (its module, with the rules, pause and claims) takes over (from navigation start)', ms(sh.clock, 0));
    row('repeat visit, the service worker holding the clock: presets shown; a preset tapped → face', `${ms(sh.repeatPresets, 0)}; ${ms(sh.repeatFace, 0)}${sh.repeatCached ? '' : ' (the clock was not cached)'}`,
      '≤ 500 ms to the face', sh.repeatFace <= 500);
  }
  const v = r.later;
  if (v) {
    row('interactive on a later visit (the service worker\'s cache), 4× CPU, 400 ms RTT, 400 kbit/s', ms(v.interactive, 0), '≤ 300 ms', v.interactive <= 300);
    if (v.restored !== undefined) row('a saved game restored from the cache: navigation → clock face (4× CPU, 400 ms RTT, 400 kbit/s)', ms(v.restored, 0), '≤ 500 ms', v.restored <= 500);
    row('the arbiter\'s desk on its first opening: click → panel shown, from the cache; fetched (first visit, same throttling)', `${ms(v.deskCached, 0)}; ${ms(v.deskFetched, 0)}`);
    if (v.deskPrefetched !== undefined) {
      row('the desk on a first visit (no service worker, same throttling), opened once fetched in the background — the setup page fetches the clock while idle, the clock the desk after Start (fetched … after interactive)',
        `${ms(v.deskPrefetched, 0)} (fetched ${ms(v.prefetchedAfter, 0)} after interactive)`, '≤ 3 s', v.deskPrefetched <= 3000);
    }
  }

  const lh = r.lighthouse;
  if (lh) {
    row(`**Lighthouse** ${lh.version}, mobile: performance (median of runs ${lh.scores.join(', ')})`, String(lh.score), '≥ 95', lh.score >= 95);
    row('Largest Contentful Paint; First Contentful Paint; Total Blocking Time; Cumulative Layout Shift', `${ms(lh.lcp, 0)}; ${ms(lh.fcp, 0)}; ${ms(lh.tbt, 0)}; ${lh.cls.toFixed(3)}`, 'LCP ≤ 2.5 s', lh.lcp <= 2500);
  } else {
    row('**Lighthouse**', 'not installed (tests/bench/node_modules): not measured');
  }

  const n = r.native, w = r.web;
  const both = (name) => `${duration(n[name]) ?? 'n/a'} | ${duration(w[name]) ?? 'n/a'}`;
  const engine = ['replay a 300-move record', 'one frame: both readings and their text',
    'flag claim, middlegame (FIDE blitz)', 'flag claim, K+N v K+P (FIDE blitz)', 'flag claim, lone knight (USCF 14E)',
    'dead-position analysis median', 'dead-position analysis 99th percentile', 'dead-position analysis worst', 'dead-position analysis agreement'];
  const engineRows = engine.map((name) => `| ${name} | ${both(name)} |`);

  const cond = r.conditions;
  return [
    `Measured on ${cond.cores} cores (${cond.cpu}), headless Chromium ${cond.chromium}; load average ${cond.load.map((x) => x.toFixed(1)).join(' → ')} over the browser run.`,
    '',
    '| what | figure | target | |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Rules engine (${n['dead-position analysis positions'] ?? '?'} chasolver positions for the dead-position rows, both sides each):`,
    '',
    '| what | native (criterion\'s estimate; dead positions: each timed once) | browser (wasm, release; performance.now()) |',
    '|---|---|---|',
    ...engineRows,
    '',
  ].join('\n');
}
