// The players' language (issue 30): taken from the browser's languages, switched at setup and
// remembered; the first page in each language, the face after it, Arabic right to left with the
// clocks' digits left to right; the announcements spoken in the chosen language by a voice for it,
// or in English where the browser has none (the setup says so). The record stays language-neutral.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, browser, screenshot, DIST, SIZES, saved } from './harness.js';
import { touchPhone } from './touch.js';

/** The half of the side named `name` in the page's language ("Negras" for Black in Spanish). */
const halfNamed = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });
async function tapNamed(page, name) {
  const box = await halfNamed(page, name).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const LANGUAGES = ['en', 'es', 'fr', 'de', 'ru', 'pt-BR', 'it', 'pl', 'tr', 'ar'];
// A language's words as its catalogues give them (the page's and the clock's); none for English.
const words = async (tag) => (tag === 'en' ? null : {
  ...JSON.parse(await readFile(join(DIST, 'locales', `${tag}.json`), 'utf8')).messages,
  ...JSON.parse(await readFile(join(DIST, 'locales', 'clock', `${tag}.json`), 'utf8')).messages,
});

/** A phone whose browser prefers `locale`, at the first page; `init` runs before the app. */
const phoneIn = (locale, width, height, init) => touchPhone(chromium, server.base, width, height, init, undefined, locale);

/** Whatever on the page is wider than the screen or cut off inside its own box, by its text. */
const overflowing = (page) => page.evaluate(() => {
  const out = [];
  if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  for (const el of document.querySelectorAll('button, label, p, h1, h2, select, option, summary, .time, .name')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || el.closest('[hidden]') || el.tagName === 'OPTION') continue;
    if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
      out.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent.trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`);
    }
  }
  return out;
});

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a player switches the setup to Spanish, plays, and the page stays Spanish; the record stays language-neutral`, async () => {
    const { context, page, errors } = await phoneIn('en-US', width, height);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the browser says English');
    assert.equal(await page.getByLabel('Language').inputValue(), 'en');
    await page.getByLabel('Language').selectOption('es');
    // The page opens again in Spanish, nothing lost.
    await page.getByText('Un reloj de ajedrez que conoce el reglamento.').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    assert.equal(await page.getByLabel('Idioma').inputValue(), 'es');
    await page.getByLabel('Reglamento').selectOption('fide-rapid');
    assert.equal(await page.getByRole('option', { name: 'Leyes del Ajedrez FIDE 2023 — rápidas' }).count(), 1, 'the rulebooks named in Spanish');
    await page.getByLabel('Control de tiempo personalizado').fill('10+5');
    await page.getByRole('button', { name: 'Empezar', exact: true }).tap();
    await halfNamed(page, 'Blancas').waitFor();
    assert.equal(await halfNamed(page, 'Blancas').locator('.time').textContent(), '10:00');
    assert.equal(await halfNamed(page, 'Negras').locator('.time').textContent(), '10:00');
    assert.equal(await page.locator('.status').textContent(), 'Juegan blancas: las negras pulsan para empezar');
    await tapNamed(page, 'Negras');
    await page.locator('.half.running').waitFor();
    assert.match(await halfNamed(page, 'Blancas').locator('.name').textContent(), /^Blancas \(reloj\)en marcha$/, 'which clock runs, said in words');
    await screenshot(page, `language-es-face-${at}`);
    const { record } = await saved(page);
    assert.deepEqual([record.rules, record.time_control], ['fide-rapid', '600+5'], 'ids, not words');
    assert.deepEqual(record.events.map((e) => e.type), ['start']);
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.settings')));
    assert.equal(settings.language, 'es', 'remembered');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a flag claimed in Spanish — the questions, the verdict explained in Spanish with FIDE 6.9 quoted in English and said so, both clocks, the record`, async () => {
    const { context, page, errors } = await phoneIn('es-ES', width, height);
    await page.getByLabel('Banderas').selectOption('claim');
    await page.getByLabel('Control de tiempo personalizado').fill('10s');
    await page.getByRole('button', { name: 'Empezar', exact: true }).tap();
    await halfNamed(page, 'Blancas').waitFor();
    // Black starts White's clock; a press each, then White's 10 seconds run out.
    await tapNamed(page, 'Negras');
    await page.waitForTimeout(400);
    await tapNamed(page, 'Blancas');
    await page.waitForTimeout(400);
    await tapNamed(page, 'Negras');
    const claim = page.getByRole('button', { name: 'Las negras reclaman la bandera de las blancas' });
    await claim.waitFor({ timeout: 15000 });
    const blackBefore = await halfNamed(page, 'Negras').locator('.time').textContent();
    await claim.tap();
    const sheet = page.getByRole('dialog', { name: 'Bandera' });
    assert.equal(await sheet.locator('h2').textContent(), 'Las negras reclaman la bandera de las blancas');
    assert.equal(await sheet.locator('.question').textContent(), '¿Tienen las negras solo el rey?');
    await screenshot(page, `language-es-flag-question-${at}`);
    await sheet.getByRole('button', { name: 'No, más que el rey' }).tap();
    assert.equal(await sheet.locator('.question').textContent(), '¿Tienen las negras solo el rey y un caballo o un alfil?');
    await sheet.getByRole('button', { name: 'No, más', exact: true }).tap();
    await sheet.waitFor({ state: 'detached' });
    // What a player and an arbiter check: the result, why, the rule, both clocks, the record.
    assert.equal(await page.locator('.status').textContent(), '0-1 — Ganan las negras por tiempo (FIDE 6.9)');
    const explanation = await page.locator('.explanation').textContent();
    assert.match(explanation, /^La bandera de las blancas cayó en 0:1\d\.\d; las negras tienen más que el rey y un caballo o un alfil, según dijeron los jugadores, y aún pueden dar mate, así que las negras ganan por tiempo\. FIDE 6\.9 \(texto en inglés\): “Except where one of Articles/);
    assert.doesNotMatch(explanation, /FIDE [0-9A-Z.]+: “/, 'every quotation said to be in English');
    // The result line, longer in Spanish, is read whole: the explanation starts below it.
    // (The text's own extent, not the element's box, which a flex column may shrink under it.)
    const textBottom = await page.locator('.status').evaluate((e) => { const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect().bottom; });
    const why = await page.locator('.explanation').boundingBox();
    assert.ok(textBottom <= why.y + 1, `the result line (to ${textBottom}) runs into the explanation (from ${why.y})`);
    assert.equal(await halfNamed(page, 'Blancas').locator('.time').textContent(), '0.0');
    assert.equal(await halfNamed(page, 'Negras').locator('.time').textContent(), blackBefore, 'the clocks were paused for the claim');
    await screenshot(page, `language-es-verdict-${at}`);
    const { record } = await saved(page);
    const flag = record.events.at(-1);
    assert.deepEqual([flag.type, flag.by, flag.kind], ['claim', 'black', 'flag'], 'the record in ids, not words');
    assert.deepEqual(flag.said, { black: { only_king: false, only_minor: false } });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('390×844: each language\'s first page and face, from the browser\'s language: its words, nothing cut off, Arabic right to left with the digits left to right', async () => {
  for (const tag of LANGUAGES) {
    // The browser prefers a regional variant: the clock takes its language.
    const locale = { en: 'en-GB', es: 'es-MX', 'pt-BR': 'pt-BR', ar: 'ar-EG' }[tag] ?? tag;
    const { context, page, errors } = await phoneIn(locale, 390, 844);
    const said = await words(tag);
    assert.equal(await page.evaluate(() => document.documentElement.lang), tag, locale);
    assert.equal(await page.evaluate(() => document.documentElement.dir), tag === 'ar' ? 'rtl' : 'ltr', tag);
    const tagline = said ? said['setup.tagline'] : 'A chess clock that knows the rules.';
    assert.equal(await page.locator('.setup .tagline').textContent(), tagline, tag);
    assert.equal(await page.getByRole('button', { name: said ? said['setup.start'] : 'Start', exact: true }).count(), 1, tag);
    assert.deepEqual(await overflowing(page), [], `${tag}: the first page`);
    await screenshot(page, `language-${tag}-setup-390x844`);
    await page.locator('.setup .presets .preset').first().tap();
    await page.locator('.half').first().waitFor();
    // The face in the language: whose move, its controls, each half's name.
    const status = said ? said['status.white_to_move'] : 'White to move: Black taps to start';
    await page.locator('.status', { hasText: status }).waitFor();
    assert.equal(await page.getByRole('button', { name: said ? said['face.say_time'] : 'Say time', exact: true }).count(), 1, tag);
    const white = said ? said['face.white'] + said['face.clock_suffix'] : 'White clock';
    assert.equal(await page.locator('.half:not(.far) .name').textContent(), white, tag);
    assert.deepEqual(await overflowing(page), [], `${tag}: the face`);
    assert.equal(await page.locator('.time').first().evaluate((e) => getComputedStyle(e).direction), 'ltr', `${tag}: digits`);
    if (tag === 'ar') {
      assert.equal(await page.locator('.setup, main').first().evaluate((e) => getComputedStyle(e).direction), 'rtl');
      // The far half stays where the far player sits: first, on top.
      const far = await page.locator('.half.far').boundingBox();
      const near = await page.locator('.half:not(.far)').boundingBox();
      assert.ok(far.y < near.y, 'the far half above the near one');
    }
    await screenshot(page, `language-${tag}-face-390x844`);
    assert.deepEqual(errors, [], tag);
    await context.close();
  }
});

/** Stands in for the Web Speech API with the voices `voices` ([lang, name, default]): records
 * each utterance's words, language and voice. */
function speechWith(voices) {
  return `(() => {
    window.__speech = [];
    const voices = ${JSON.stringify(voices)}.map(([lang, name, isDefault]) => ({ lang, name, default: isDefault, localService: true, voiceURI: name }));
    const synthesis = {
      getVoices: () => voices,
      speak(u) { window.__speech.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : null }); },
      cancel() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; this.lang = ''; this.voice = null; } };
  })()`;
}

test('speech in the chosen language through a Spanish voice; in English, said so at setup, where the browser has none', async () => {
  // A browser with a Spanish voice.
  const spanish = await phoneIn('es-ES', 390, 844, speechWith([['en-US', 'Samantha', true], ['es-ES', 'Mónica', false]]));
  // Flags the players claim: a fallen flag is announced (a flag the clock calls is said with the verdict).
  await spanish.page.getByLabel('Banderas').selectOption('claim');
  await spanish.page.getByRole('button', { name: 'Más opciones…' }).tap();
  // The whole setup, the clock's, in Spanish too: its preferences, builder, players and PIN.
  await spanish.page.getByRole('heading', { name: 'O construye uno' }).waitFor();
  assert.equal(await spanish.page.locator('.players summary').textContent(), 'Jugadores y torneo (opcional)');
  assert.equal(await spanish.page.getByRole('form', { name: 'Construir un control' }).count(), 1);
  assert.deepEqual(await overflowing(spanish.page), [], 'the whole setup in Spanish');
  await spanish.page.getByLabel('Anuncios hablados').check();
  assert.equal(await spanish.page.locator('.speech-voice').count(), 0, 'a voice for Spanish: nothing to say');
  // The setup's shared parts speak Spanish in the clock's module too.
  await spanish.page.getByLabel('Control de tiempo personalizado').fill('12s');
  await spanish.page.getByRole('button', { name: 'Empezar', exact: true }).tap();
  // A control the rulebook may not fit is warned about once; the second tap is the players' word.
  await Promise.race([halfNamed(spanish.page, 'Blancas').waitFor(), spanish.page.locator('.setup .error:not(.hidden)').waitFor()]);
  if (await spanish.page.locator('.setup .error:not(.hidden)').count()) {
    await spanish.page.getByRole('button', { name: 'Empezar', exact: true }).tap();
  }
  await halfNamed(spanish.page, 'Blancas').waitFor();
  await tapNamed(spanish.page, 'Negras');
  await spanish.page.getByRole('button', { name: 'Decir tiempos' }).click();
  const first = (await spanish.page.evaluate(() => window.__speech))[0];
  assert.match(first.text, /^Blancas: (1[01]|[0-9](,\d)?) segundos\. Negras: 12 segundos\.$/);
  assert.deepEqual([first.lang, first.voice], ['es', 'Mónica']);
  // The 10-second mark passes, then the flag falls (the clock calls it): said in Spanish.
  await spanish.page.waitForFunction(() => window.__speech.some((s) => s.text.includes('bandera')), null, { timeout: 20_000 });
  const said = (await spanish.page.evaluate(() => window.__speech)).map((s) => s.text);
  assert.ok(said.includes('Blancas, 10 segundos.'), said.join(' | '));
  assert.deepEqual(spanish.errors, []);
  await spanish.context.close();

  // A browser with English voices only: English words, an English voice, and the setup says why.
  const english = await phoneIn('es-ES', 390, 844, speechWith([['en-US', 'Samantha', true], ['en-GB', 'Daniel', false]]));
  await english.page.getByRole('button', { name: 'Más opciones…' }).tap();
  await english.page.getByLabel('Anuncios hablados').check();
  const note = JSON.parse(await readFile(join(DIST, 'locales', 'clock', 'es.json'), 'utf8')).messages['preferences.speech_no_voice'].replace('{language}', 'Español');
  assert.equal(await english.page.locator('.speech-voice').textContent(), note);
  await screenshot(english.page, 'language-es-no-voice-390x844');
  await english.page.getByRole('button', { name: 'Blitz 3+2' }).tap();
  await halfNamed(english.page, 'Blancas').waitFor();
  await english.page.getByRole('button', { name: 'Decir tiempos' }).click();
  const spoken = (await english.page.evaluate(() => window.__speech))[0];
  assert.deepEqual(spoken, { text: 'White 3 minutes. Black 3 minutes.', lang: 'en', voice: 'Samantha' });
  assert.deepEqual(english.errors, []);
  await english.context.close();
});
