// A shaped link: an HTTP proxy in front of the benchmark's host that gives every request one
// round trip of latency and sends every response's bytes through one shared pipe of a fixed
// rate, as a slow venue network does. DevTools' throttling (Network.emulateNetworkConditions)
// slows the page's own requests one by one and never the service worker's: a first visit whose
// worker precaches the whole build at once looks faster there than it is on a real link. Here
// the page, its workers and its service worker share the one link.
import { createServer, request } from 'node:http';

/**
 * Starts the link in front of `target` (a base URL such as `http://127.0.0.1:1234/sub/`).
 * `rtt` in ms: each request waits half of it before it is sent on, and its response half of it
 * before its first byte. `kbit` per second: the rate all responses share, round robin in slices.
 * Returns the link's own base URL (same path), the bytes it carried, and `close`.
 */
export async function shapedLink(target, { rtt = 400, kbit = 400 } = {}) {
  const upstream = new URL(target);
  const bytesPerMs = (kbit * 1000) / 8 / 1000;
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  // The responses sending now, each a queue of chunks; the pump serves them in turn.
  const sending = [];
  let carried = 0;
  let pumping = false;
  const SLICE_MS = 10;

  async function pump() {
    if (pumping) return;
    pumping = true;
    let last = performance.now();
    while (sending.length) {
      await sleep(SLICE_MS);
      const now = performance.now();
      let budget = Math.floor((now - last) * bytesPerMs);
      last = now;
      // Round robin: each active response gets its share of this slice, the rest to whoever has more.
      while (budget > 0 && sending.length) {
        const share = Math.max(1, Math.floor(budget / sending.length));
        for (const stream of [...sending]) {
          if (budget <= 0) break;
          const take = Math.min(share, budget, stream.pending.length);
          if (take > 0) {
            stream.res.write(stream.pending.subarray(0, take));
            stream.pending = stream.pending.subarray(take);
            budget -= take;
            carried += take;
          }
          if (!stream.pending.length && stream.ended) {
            stream.res.end();
            sending.splice(sending.indexOf(stream), 1);
          }
        }
        if (sending.every((s) => !s.pending.length)) break;
      }
    }
    pumping = false;
  }

  const server = createServer(async (req, res) => {
    const body = [];
    for await (const chunk of req) body.push(chunk);
    await sleep(rtt / 2);
    const out = request({
      host: upstream.hostname, port: upstream.port, path: req.url, method: req.method,
      headers: { ...req.headers, host: upstream.host },
    }, async (answer) => {
      await sleep(rtt / 2);
      res.writeHead(answer.statusCode, answer.headers);
      const stream = { res, pending: Buffer.alloc(0), ended: false };
      sending.push(stream);
      // A page that went away (a closed tab, an aborted fetch) takes nothing more off the link.
      res.on('close', () => {
        const at = sending.indexOf(stream);
        if (at >= 0) sending.splice(at, 1);
        answer.destroy();
      });
      answer.on('data', (chunk) => { stream.pending = Buffer.concat([stream.pending, chunk]); pump(); });
      answer.on('end', () => { stream.ended = true; pump(); });
      pump();
    });
    out.on('error', () => { res.writeHead(502).end(); });
    out.end(Buffer.concat(body));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}${upstream.pathname}`;
  return { base, carried: () => carried, close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }) };
}
