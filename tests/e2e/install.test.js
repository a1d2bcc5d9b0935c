// The page as an installed app: Chromium's own installability check, read over the DevTools
// protocol, the icons each platform asks for, and the install prompt's screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, mkdir, copyFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve, browser, phone, screenshot, DIST } from './harness.js';

const ASSETS = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'assets');

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

// The install prompt's pictures: taken here of the page as it is. With
// UPDATE_MANIFEST_SCREENSHOTS=1 they are written to assets/screenshots/ too (then rebuild).
test("the manifest's screenshots are phone-sized pictures of this page, as the install prompt asks", async () => {
  const b = await browser();
  try {
    const { context, page, errors } = await phone(b);
    await page.goto(server.base);
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    const taken = { setup: await screenshot(page, 'manifest-setup') };
    // Black starts White's clock; a few seconds each, then White's clock runs again.
    await page.getByRole('button', { name: 'Blitz 5+0' }).click();
    await page.locator('button.half.black').click();
    await page.waitForTimeout(3200);
    await page.locator('button.half.white').click();
    await page.waitForTimeout(2100);
    await page.locator('button.half.black').click();
    await page.waitForTimeout(600);
    taken.face = await screenshot(page, 'manifest-face');
    if (process.env.UPDATE_MANIFEST_SCREENSHOTS) {
      await mkdir(join(ASSETS, 'screenshots'), { recursive: true });
      for (const [name, path] of Object.entries(taken)) await copyFile(path, join(ASSETS, 'screenshots', `${name}.png`));
    }
    const manifest = JSON.parse(await readFile(join(DIST, 'manifest.webmanifest'), 'utf8'));
    assert.deepEqual(manifest.screenshots.map((s) => s.src), ['screenshots/setup.png', 'screenshots/face.png']);
    for (const shot of manifest.screenshots) {
      const [w, h] = shot.sizes.split('x').map(Number);
      assert.equal(shot.form_factor, 'narrow');
      assert.equal(shot.type, 'image/png');
      assert.ok(shot.label, `${shot.src} has a label`);
      // Chromium's rules for a screenshot: 320-3840 px a side, the long side at most 2.3 times the short.
      assert.ok(w >= 320 && h >= 320 && w <= 3840 && h <= 3840 && Math.max(w, h) / Math.min(w, h) <= 2.3, shot.sizes);
      // Served at its stated size, which is the size of a phone's screen as this run takes it.
      const served = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, shot.src);
      assert.equal(served, shot.sizes, shot.src);
      assert.equal(pngSize(await readFile(taken[shot.src.replace(/^screenshots\/|\.png$/g, '')])), shot.sizes, `this run's ${shot.src}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await b.close();
  }
});

/** A PNG's "WxH", from its header. */
function pngSize(bytes) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}
