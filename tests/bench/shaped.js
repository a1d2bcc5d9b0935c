// First visits over a shaped link only (a few minutes), after `trunk build --release`:
//   node tests/bench/shaped.js          # RUNS=1 for one run
// The same figures are part of the full benchmark (run.js); this prints them alone, as JSON.
import { browser, serve } from '../e2e/harness.js';
import { shapedLink } from './link.js';
import { shapedVisits } from './start.js';

// A host that serves the build's brotli and gzip copies by Accept-Encoding, behind the link.
const host = await serve();
const link = await shapedLink(host.base, { rtt: 400, kbit: 400 });
const chromium = await browser();
try {
  const figures = await shapedVisits(chromium, link.base, link, { cpu: 4, runs: Number(process.env.RUNS || 3) });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await chromium.close();
  await link.close();
  await host.close();
}
