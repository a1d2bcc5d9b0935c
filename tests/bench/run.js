// The browser benchmark and the table: accuracy, cost while running, latency, weight and start
// in headless Chromium (playwright-core, Debian's Chromium, over the DevTools protocol), then one
// Markdown table with the native (criterion) and in-browser (wasm) rules-engine figures that
// scripts/bench.sh collected before. It reports; it asserts nothing.
//
//   node tests/bench/run.js          # after `trunk build --release` and the release arbiter
//   BENCH_SECONDS=10 node ...        # a shorter running-clock window (default 60 s)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser, DIST, serve } from '../e2e/harness.js';
import { accuracy } from './accuracy.js';
import { cost, lastSeconds } from './cost.js';
import { latency } from './latency.js';
import { weight, start, laterVisit, lighthouse, shapedVisits, NETWORKS } from './start.js';
import { shapedLink } from './link.js';
import { table } from './table.js';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const out = join(root, 'target', 'bench');
const seconds = Number(process.env.BENCH_SECONDS || 60);
const arbiter = process.env.ARBITER || join(root, 'target', 'release', 'arbiter');

const step = (what) => process.stderr.write(`[bench] ${what}\n`);
const load = [loadavg()[0]];
const server = await serve({ compress: true });
// A host that serves the build's precompressed copies (NAME.br, NAME.gz), as the README asks.
const precompressed = await serve();
const chromium = await browser();
const results = { conditions: { cores: cpus().length, cpu: cpus()[0]?.model, chromium: chromium.version(), seconds } };
try {
  step('accuracy: 500 presses');
  results.accuracy = await accuracy(chromium, server.base, existsSync(arbiter) ? arbiter : null);
  step('accuracy: 500 presses, 4× CPU slow-down');
  results.accuracySlow = await accuracy(chromium, server.base, existsSync(arbiter) ? arbiter : null, { cpu: 4 });
  step('accuracy: 500 presses, touch and mouse interleaved');
  results.accuracyMixed = await accuracy(chromium, server.base, existsSync(arbiter) ? arbiter : null, { mixed: true });
  step('latency: 120 presses');
  results.latency = await latency(chromium, server.base);
  step(`cost: ${seconds} s of a running clock, then paused and setup`);
  results.cost = await cost(chromium, server.base, seconds);
  step('cost: the last seconds of a 20-second game, tenths shown, 4× CPU');
  results.lastSeconds = await lastSeconds(chromium, server.base);
  step('weight and start: first visits');
  results.weight = await weight(DIST);
  results.start = {
    fast: await start(chromium, server.base, {}),
    slow3g: await start(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4 }),
    slow3gBrotli: await start(chromium, precompressed.base, { network: NETWORKS.slow3g, cpu: 4 }),
    devtoolsSlow3g: await start(chromium, server.base, { network: NETWORKS.devtoolsSlow3g, cpu: 4 }, 1),
    reads: await start(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4, reads: true }),
  };
  step('first visits over a shaped link: every request on one 400 kbit/s pipe, 400 ms round trip, 4× CPU');
  const link = await shapedLink(precompressed.base, { rtt: 400, kbit: 400 });
  try {
    results.shaped = await shapedVisits(chromium, link.base, link, { cpu: 4 });
  } finally {
    await link.close();
  }
  step('start: a later visit from the cache, and the arbiter\'s desk opened');
  results.later = await laterVisit(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4 });
  step('Lighthouse, mobile (if installed)');
  results.lighthouse = await lighthouse(server.base);
} finally {
  await chromium.close();
  await server.close();
  await precompressed.close();
}
load.push(loadavg()[0]);
results.conditions.load = load;
results.native = parseCriterion(await readIf(join(out, 'native.log')));
results.web = parseWeb(await readIf(join(out, 'web.log')));

await mkdir(out, { recursive: true });
await writeFile(join(out, 'results.json'), JSON.stringify(results, null, 2));
const text = table(results);
await writeFile(join(out, 'table.md'), text);
process.stdout.write(text);

async function readIf(path) {
  return existsSync(path) ? readFile(path, 'utf8') : '';
}

/** Criterion's lines: a name, then `time: [low estimate high]` (the estimate is the middle). */
function parseCriterion(log) {
  const figures = {};
  for (const m of log.matchAll(/^(\S[^\n]*?)\s*(?:\n\s*)?time:\s+\[\S+ \S+ (\S+ \S+) \S+ \S+\]/gm)) figures[m[1].trim()] = m[2];
  const dead = log.match(/median (\S+), 99th percentile (\S+), worst (\S+)/);
  if (dead) Object.assign(figures, { 'dead-position analysis median': dead[1], 'dead-position analysis 99th percentile': dead[2], 'dead-position analysis worst': dead[3] });
  const n = log.match(/dead-position analysis over (\d+)/);
  if (n) figures['dead-position analysis positions'] = n[1];
  const agree = log.match(/agree with the file's label: (\d+), disagree: (\d+), undetermined: (\d+)/);
  if (agree) figures['dead-position analysis agreement'] = `${agree[1]} agree, ${agree[2]} disagree, ${agree[3]} undetermined`;
  return figures;
}

/** tests/bench/web.rs prints `bench_web: name = value`. */
function parseWeb(log) {
  const figures = {};
  for (const m of log.matchAll(/bench_web: (.+?) = (.+)$/gm)) figures[m[1]] = m[2].replace(/ \(.*\)$/, '');
  return figures;
}
