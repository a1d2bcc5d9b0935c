// The page as an installed app: Chromium's own installability check, read over the DevTools
// protocol, and the icons each platform asks for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './harness.js';

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

test("Chromium's installability check passes, with PNG, maskable and Apple touch icons", async () => {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = await mkdtemp(join(tmpdir(), 'fairclock-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.base);
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifestErrors, []);
    const manifest = JSON.parse(data);
    assert.equal(manifest.id, './');
    assert.equal(manifest.lang, 'en');
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`);
    for (const want of ['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable']) {
      assert.ok(icons.includes(want), `${want} in ${icons.join(', ')}`);
    }
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    // Every icon, and iOS's apple-touch-icon, is served as a PNG of its stated size.
    const sizes = await page.evaluate(async () => {
      const touch = document.querySelector('link[rel=apple-touch-icon]')?.getAttribute('href');
      return Promise.all(['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', touch].map(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${src} ${img.naturalWidth}x${img.naturalHeight}`;
      }));
    });
    assert.deepEqual(sizes, ['icon-192.png 192x192', 'icon-512.png 512x512', 'icon-maskable-512.png 512x512', 'apple-touch-icon.png 180x180']);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
