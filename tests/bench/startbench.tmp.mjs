import { browser, DIST, serve } from '../e2e/harness.js';
import { weight, start, laterVisit, lighthouse, NETWORKS } from './start.js';
const server = await serve({ compress: true });
const chromium = await browser();
const r = {};
try {
  const w = await weight(DIST);
  const sum = (fs, k) => fs.reduce((s, f) => s + f[k], 0);
  const page = w.filter((f) => f.atStart);
  r.atStart = { files: page.map((f) => `${f.name} ${f.gzip}`), raw: sum(page, 'raw'), gzip: sum(page, 'gzip'), brotli: sum(page, 'brotli') };
  const clock = w.filter((f) => /^game[._]/.test(f.name));
  r.clock = { raw: sum(clock, 'raw'), gzip: sum(clock, 'gzip'), brotli: sum(clock, 'brotli') };
  console.log(JSON.stringify(r));
  r.later = await laterVisit(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4 });
  console.log(JSON.stringify(r.later));
  r.reads = await start(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4, reads: true });
  console.log(JSON.stringify(r.reads));
  r.slow3g = await start(chromium, server.base, { network: NETWORKS.slow3g, cpu: 4 });
  console.log(JSON.stringify(r.slow3g));
  r.lighthouse = await lighthouse(server.base);
  console.log(JSON.stringify(r.lighthouse));
} finally { await chromium.close(); await server.close(); }
