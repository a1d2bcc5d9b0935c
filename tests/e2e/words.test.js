// Every word for both players (issue 56): no text clipped or overlapped, in all ten languages, at
// 320×568, 360×640, 390×844 and 844×390 — the setup, the running face, the flag sheet and the
// verdict. One page per language, resized between sizes rather than reloaded, so the whole test
// costs minutes. What is measured: every visible text's boxes (a Range over its text nodes), against
// the viewport (the face and its dialogs do not scroll; the setup scrolls up and down only), every
// ancestor that clips it (a scrolling box clips only where it cannot scroll), and every other
// text's boxes (no two overlap). Behind an open modal dialog nothing is read: it is inert.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot } from './harness.js';
import { touchPhone, tapFound } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const LANGUAGES = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ru: 'ru-RU', 'pt-BR': 'pt-BR', it: 'it-IT', pl: 'pl-PL', tr: 'tr-TR', ar: 'ar-EG' };
const SIZES = [[320, 568], [360, 640], [390, 844], [844, 390]];

/** Every fault the page's visible text shows now: `{ text, why }`. `scrolls`: the page may scroll
 * up and down (the setup). */
const faults = (scrolls) => {
  const W = innerWidth;
  const H = innerHeight;
  const EPS = 1.5;
  const open = [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal'));
  const root = open.at(-1) ?? document.body;
  const shown = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  // The screen reader's own copy: a pixel, clipped on purpose (the status at a verdict, upright).
  const hiddenForEyes = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.clipPath !== 'none' && e.getBoundingClientRect().width <= 1) return true;
    }
    return false;
  };
  const boxes = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, option, select, textarea, svg')) continue;
    // Shown: not hidden, and not the screen reader's own words (clipped to a pixel on purpose).
    if (!shown(el) || el.closest('.sr') || hiddenForEyes(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) boxes.push({ el, text, r });
  }
  const meet = (a, b) => ({ left: Math.max(a.left, b.left), right: Math.min(a.right, b.right), top: Math.max(a.top, b.top), bottom: Math.min(a.bottom, b.bottom) });
  const found = [];
  const say = (text, why) => found.push({ text: text.slice(0, 60), why });
  for (const box of boxes) {
    const { el, text, r } = box;
    // What can be seen of it: clipped by each ancestor that clips, unless that one scrolls there.
    let seen = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    for (let a = el; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const clipsX = s.overflowX !== 'visible';
      const clipsY = s.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const frame = a.getBoundingClientRect();
      const scrollsX = /auto|scroll/.test(s.overflowX) && a.scrollWidth > a.clientWidth;
      const scrollsY = /auto|scroll/.test(s.overflowY) && a.scrollHeight > a.clientHeight;
      if (clipsX && !scrollsX && (seen.left < frame.left - EPS || seen.right > frame.right + EPS)) {
        say(text, `cut at the side by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
      }
      if (clipsY && !scrollsY && (seen.top < frame.top - EPS || seen.bottom > frame.bottom + EPS)) {
        say(text, `cut at the top or bottom by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
      }
      // A scrolling box shows its part; that part must be on the screen.
      seen = meet(seen, frame);
    }
    // For overlaps: what is seen of it, within its own line boxes (a big digit's font reaches
    // beyond a line-height of 1; its glyphs do not).
    box.seen = meet(seen, el.getBoundingClientRect());
    if (seen.right <= seen.left || seen.bottom <= seen.top) continue; // scrolled out of its box
    if (seen.left < -EPS || seen.right > W + EPS) say(text, `off the screen at the side (${Math.round(seen.left)}–${Math.round(seen.right)} of ${W})`);
    if (!scrolls && (seen.top < -EPS || seen.bottom > H + EPS)) say(text, `off the screen at the top or bottom (${Math.round(seen.top)}–${Math.round(seen.bottom)} of ${H})`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const both = meet(a.seen, b.seen);
      const w = both.right - both.left;
      const h = both.bottom - both.top;
      if (w > 2 && h > 2) say(`${a.text} ⟷ ${b.text}`, 'overlap');
    }
  }
  return found;
};

/** The faults of the page as it stands at each size, named by language, stage and size. */
async function measure(page, lang, stage, scrolls, problems) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    for (const f of await page.evaluate(faults, scrolls)) problems.push(`${lang} ${stage} ${width}×${height}: “${f.text}” ${f.why}`);
  }
}

for (const [lang, locale] of Object.entries(LANGUAGES)) {
  test(`${lang}: no text clipped or overlapped at four sizes — setup, running face, flag sheet, verdict`, async () => {
    const settings = JSON.stringify({ version: 1, flags: 'players_claim', flags_chosen: true, language: lang });
    const { context, page, errors } = await touchPhone(chromium, server.base, 390, 844,
      `if (!localStorage.getItem('fairclock.settings')) localStorage.setItem('fairclock.settings', ${JSON.stringify(settings)})`, undefined, locale);
    const problems = [];
    await page.locator('.setup .custom input').waitFor();
    await measure(page, lang, 'setup', true, problems);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.setup .custom input').fill('10s');
    await page.locator('.setup .custom .start').tap();
    // A control the rulebook may warn about: the second tap is the players' word.
    await page.locator('.half.white').or(page.locator('.setup .custom .start')).first().waitFor();
    await page.waitForTimeout(500);
    if (!(await page.locator('.half.white').count())) await page.locator('.setup .custom .start').tap();
    await page.locator('.half.white').waitFor();
    for (const side of ['black', 'white', 'black']) {
      await tapFound(page, page.locator(`.half.${side}`));
      await page.waitForTimeout(200);
    }
    await measure(page, lang, 'running face', false, problems);
    await page.setViewportSize({ width: 390, height: 844 });
    await tapFound(page, page.locator('.claim-flag'));
    const sheet = page.locator('dialog.flag-sheet');
    await sheet.locator('.choice').first().waitFor();
    await measure(page, lang, 'flag sheet', false, problems);
    await page.setViewportSize({ width: 390, height: 844 });
    while (await sheet.count()) {
      await sheet.locator('.choice.common').first().tap();
      await page.waitForTimeout(200);
    }
    await page.locator('.controls .status.result').waitFor();
    await measure(page, lang, 'verdict', false, problems);
    if (['de', 'ar'].includes(lang)) {
      await page.setViewportSize({ width: 320, height: 568 });
      await screenshot(page, `words-verdict-${lang}-320x568`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
