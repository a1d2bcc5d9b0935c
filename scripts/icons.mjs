// Renders assets/icon.svg to the PNG icons platforms want (Chromium's install check and Android
// want PNGs of 192 and 512 px, a maskable one with the drawing in the safe zone; iOS ignores SVG
// and takes apple-touch-icon.png, 180 px, full-bleed). The PNGs are committed; run this after
// changing the SVG:   node scripts/icons.mjs   (uses the e2e suite's playwright-core)
// then quantize them (the apple-touch-icon, 16 colours, counts in the first page's weight: 3.5 -> 0.8 KB):
//   for f in assets/icon*.png; do pngquant --quality=90-100 --speed 1 --strip -f -o "$f" "$f" && optipng -o7 "$f"; done
//   pngquant 16 --speed 1 --strip -f -o assets/apple-touch-icon.png assets/apple-touch-icon.png && optipng -o7 assets/apple-touch-icon.png
// (Debian's pngquant and optipng; not needed by the build).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browser } from '../tests/e2e/harness.js';

const assets = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'assets');
const svg = await readFile(join(assets, 'icon.svg'), 'utf8');
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// (file, size, scale of the drawing, background behind it: null keeps the SVG's rounded corners)
const icons = [
  ['icon-192.png', 192, 1, null],
  ['icon-512.png', 512, 1, null],
  // Maskable: the platform cuts any shape out of the square; the drawing keeps to the inner 80 %.
  ['icon-maskable-512.png', 512, 0.8, '#111111'],
  ['apple-touch-icon.png', 180, 0.9, '#111111'],
];

const chromium = await browser();
try {
  for (const [file, size, scale, background] of icons) {
    const page = await chromium.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const side = Math.round(size * scale);
    await page.setContent(`<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? 'transparent'}">
      <img src="${uri}" width="${side}" height="${side}"></body>`);
    await page.locator('img').evaluate((img) => img.decode());
    await writeFile(join(assets, file), await page.screenshot({ omitBackground: background === null }));
    await page.close();
    process.stderr.write(`[icons] ${file}\n`);
  }
} finally {
  await chromium.close();
}
