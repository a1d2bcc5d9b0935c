// What the benchmark watches inside the page, installed before the page's own scripts run
// (`context.addInitScript(probe)`). It only counts and timestamps; it never changes what the app does.
//
// window.__bench holds:
//   presses   every pointerdown, seen first (capture phase on window): the event's own timeStamp,
//             the side, the pointer type, and — one animation frame later — whether that frame
//             shows the switch (the running side changed);
//   frames    animation frames the page asked for, and timers it set (requestAnimationFrame and
//             setTimeout are wrapped to count; the probe's own frames are not counted);
//   mutations DOM mutation records, the ones that changed a clock's digits apart, and how many
//             times a clock's displayed text actually changed;
//   ready     performance.now() when the setup screen's preset buttons first appeared; faceAt
//             when a clock face did (the page's first face, or the clock's), clockAt when the
//             clock's own face did (its module, with the rules, has arrived), and clickAt the last
//             click's timeStamp.
export function probe() {
  const bench = (window.__bench = {
    presses: [],
    framesRequested: 0, framesRun: 0, timeouts: 0,
    mutations: { records: 0, timerText: 0, other: 0, displayChanges: 0 },
    ready: null, faceAt: null, clockAt: null, clickAt: null,
  });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = function (cb) {
    bench.framesRequested++;
    return raf((t) => { bench.framesRun++; cb(t); });
  };
  const setTimeoutOriginal = window.setTimeout.bind(window);
  window.setTimeout = function (...args) { bench.timeouts++; return setTimeoutOriginal(...args); };

  // A half's side, from its class (its accessible name carries the changing time).
  const sideOf = (half) => (half.classList.contains('white') ? 'White' : 'Black');
  const runningSide = () => {
    const el = document.querySelector('button.half.running');
    return el ? sideOf(el) : null;
  };
  addEventListener('pointerdown', (e) => {
    const handled = performance.now();
    const half = e.target instanceof Element ? e.target.closest('button.half') : null;
    const press = {
      t: e.timeStamp, handled, type: e.pointerType,
      side: half ? sideOf(half) : null,
      before: runningSide(), domAt: null, frameAt: null, shown: null,
    };
    bench.presses.push(press);
    // The first frame after the event: its callbacks run before it is painted, so what the
    // DOM holds now is what that frame shows.
    raf(() => { press.frameAt = performance.now(); press.after = runningSide(); press.shown = press.after !== press.before; });
  }, { capture: true });

  addEventListener('click', (e) => { bench.clickAt = e.timeStamp; }, { capture: true });

  const timerOf = (node) => {
    const el = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return el && el.closest('.half .time');
  };
  const shownText = new Map();
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    const m = bench.mutations;
    for (const r of records) {
      m.records++;
      if (r.type !== 'attributes' && timerOf(r.target)) m.timerText++; else m.other++;
      if (r.type === 'attributes' && r.attributeName === 'class' && r.target.matches?.('button.half')) {
        for (const p of bench.presses.slice(-4)) if (p.domAt === null && p.before !== runningSide()) p.domAt = now;
      }
    }
    for (const el of document.querySelectorAll('.half .time')) {
      const key = sideOf(el.closest('.half'));
      if (shownText.get(key) !== el.textContent) { if (shownText.has(key)) m.displayChanges++; shownText.set(key, el.textContent); }
    }
    if (bench.ready === null && document.querySelector('button.preset')) bench.ready = now;
    if (bench.faceAt === null && document.querySelector('section.face')) bench.faceAt = now;
    if (bench.clockAt === null && document.querySelector('section.face:not(.first)')) bench.clockAt = now;
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}
