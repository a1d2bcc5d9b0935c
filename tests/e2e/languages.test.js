// The players' language (issue 30): taken from the browser's languages, switched at setup and
// remembered; the first page in each language, the face after it, Arabic right to left with the
// clocks' digits left to right; the announcements spoken in the chosen language by a voice for it,
// or in English where the browser has none (the setup says so). The record stays language-neutral.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, browser, screenshot, DIST, SIZES, saved } from './harness.js';
import { touchPhone, confirmPosition } from './touch.js';

/** The half of the side named `name` in the page's language ("Negras" for Black in Spanish). */
const halfNamed = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });
async function tapNamed(page, name) {
  const box = await halfNamed(page, name).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Starts the control `typed` from the Spanish setup and plays a press each, `pause` ms apart:
 * Black starts White's clock, then White presses. */
async function startWithAPressEach(page, typed, pause) {
  await page.getByLabel('Control de tiempo personalizado').fill(typed);
  await page.getByRole('button', { name: 'Empezar', exact: true }).tap();
  await halfNamed(page, 'Blancas').waitFor();
  await tapNamed(page, 'Negras');
  await page.waitForTimeout(pause);
  await tapNamed(page, 'Blancas');
  await page.waitForTimeout(pause);
}

/** Turns on move entry at the setup in the language whose words are `said`, starts `typed` under
 * `rulebook`, and starts White's clock with Black's tap; gives the board's square by its name
 * ("e4"; a square's label starts with it, whatever the language says after). */
async function startWithTheBoard(page, said, rulebook, typed) {
  await page.getByRole('button', { name: said['setup.more'] }).tap();
  await page.getByLabel(said['preferences.move_entry']).tap();
  await page.getByLabel(said['setup.rulebook']).selectOption(rulebook);
  await page.getByLabel(said['setup.typed_control']).fill(typed);
  await page.getByRole('button', { name: said['setup.start'], exact: true }).tap();
  await halfNamed(page, said['face.white']).waitFor();
  await tapNamed(page, said['face.black']);
  return (name) => page.locator(['', ',', ':', ' '].map((after) => `.board .square[aria-label${after ? '^' : ''}="${name}${after}"]`).join(', '));
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
    // Words for screen readers only, clipped to a pixel on purpose (the strip's headline at a
    // verdict upright, which each half says to its player): no eye reads them there.
    if (style.clipPath !== 'none' && el.getBoundingClientRect().width <= 1) continue;
    // Along the line: across it in a half turned on its side (vertical writing), where the
    // digits' own height may pass a line box of height 1 without anything being cut.
    const vertical = style.writingMode.startsWith('vertical');
    const [needs, has] = vertical ? [el.scrollHeight, el.clientHeight] : [el.scrollWidth, el.clientWidth];
    const scrolls = ['auto', 'scroll'].includes(vertical ? style.overflowY : style.overflowX);
    if (needs > has + 1 && !scrolls) {
      out.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent.trim().slice(0, 40)}" ${needs} > ${has}`);
    }
  }
  return out;
});

/** What of `selector` inside `container` runs past the container's edges, or past its own box
 * (`overflowing` measures only its own kinds of element, each against its own box). */
const beyond = (page, container, selector) => page.locator(container).evaluate((box, selector) => {
  const edge = box.getBoundingClientRect();
  return [...box.querySelectorAll(selector)].filter((el) => el.offsetParent !== null).flatMap((el) => {
    const r = el.getBoundingClientRect();
    const out = r.left < edge.left - 1 || r.right > edge.right + 1 || r.top < edge.top - 1 || r.bottom > edge.bottom + 1;
    const said = `${el.className}: "${el.textContent.trim()}"`;
    return [
      ...(out ? [`${said} at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}: past x ${Math.round(edge.left)}–${Math.round(edge.right)}, y ${Math.round(edge.top)}–${Math.round(edge.bottom)}`] : []),
      ...(el.scrollWidth > el.clientWidth + 1 ? [`${said} ${el.scrollWidth} > ${el.clientWidth}`] : []),
    ];
  });
}, selector);

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
    // Black starts White's clock; a press each, then White's 10 seconds run out.
    await startWithAPressEach(page, '10s', 400);
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

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: the arbiter's desk in Spanish — the panel, a fifty-move claim from a FEN, the verdict explained in Spanish with FIDE 9.3 quoted in English, both clocks, the record`, async () => {
    const { context, page, errors } = await phoneIn('es-ES', width, height);
    await page.getByLabel('Reglamento').selectOption('fide-standard');
    // The manual, in Spanish; the rulebook's own words quoted in English, and said so.
    await page.getByRole('button', { name: 'Manual' }).tap();
    const manual = page.getByRole('dialog', { name: 'Manual' });
    await manual.waitFor();
    for (const heading of ['Cómo usar el reloj', 'Empezar', 'Pulsar', 'Reclamar', 'Pausa', 'Árbitro', 'Banderas', 'Reclamaciones']) {
      assert.equal(await manual.getByRole('heading', { name: heading, exact: true }).count(), 1, heading);
    }
    assert.equal(await manual.getByRole('heading', { level: 2 }).nth(1).textContent(), 'Lo que dice el reglamento: Leyes del Ajedrez FIDE 2023 — estándar');
    assert.match(await manual.locator('blockquote').filter({ hasText: 'FIDE 9.3' }).textContent(), /^FIDE 9\.3 \(texto en inglés\): “The game is drawn/);
    assert.deepEqual(await overflowing(page), [], 'the manual');
    await screenshot(page, `language-es-manual-${at}`);
    await manual.getByRole('button', { name: 'Cerrar' }).tap();
    await manual.waitFor({ state: 'detached' });
    await startWithAPressEach(page, '90+30', 300);
    await page.getByRole('button', { name: 'Árbitro', exact: true }).tap();
    const panel = page.getByRole('dialog', { name: 'Árbitro' });
    await panel.getByText('Los relojes están en pausa mientras el panel del árbitro está abierto.', { exact: false }).waitFor();
    for (const name of ['Abandonan las blancas…', 'Abandonan las negras…', 'Tablas acordadas…', 'Reclamar…', 'Ajustar…', 'Golpeó el reloj', 'Reanudar el juego', 'Cerrar']) {
      assert.equal(await panel.getByRole('button', { name, exact: true }).count(), 1, name);
    }
    assert.deepEqual(await overflowing(page), [], 'the panel');
    await screenshot(page, `language-es-arbiter-${at}`);
    // A correction says what it will do, in Spanish, before the second tap.
    await panel.getByLabel('Tiempo que añadir').fill('30');
    await panel.getByRole('button', { name: 'Ajustar…' }).tap();
    assert.equal(await panel.getByRole('group', { name: 'Confirmar' }).locator('p').textContent(), 'Añadir 30 s al reloj de las blancas.');
    await panel.getByRole('group', { name: 'Confirmar' }).getByRole('button', { name: 'Cancelar' }).tap();
    await panel.getByRole('button', { name: 'Reclamar…' }).tap();
    const claim = page.getByRole('dialog', { name: 'Reclamación' });
    assert.equal(await claim.locator('h2').textContent(), '¿Quién reclama?');
    await claim.getByRole('button', { name: 'Reclaman las blancas' }).tap();
    assert.equal(await claim.locator('h2').textContent(), 'Reclaman las blancas…');
    await claim.getByRole('button', { name: 'Cincuenta jugadas', exact: true }).tap();
    assert.equal(await claim.locator('h2').textContent(), 'Blancas: Cincuenta jugadas');
    await claim.getByRole('button', { name: 'FEN', exact: true }).tap();
    await claim.getByLabel('FEN', { exact: true }).fill('8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120');
    assert.deepEqual(await overflowing(page), [], 'the claim dialog');
    await screenshot(page, `language-es-claim-${at}`);
    const faceWhite = await halfNamed(page, 'Blancas').locator('.time').textContent();
    const faceBlack = await halfNamed(page, 'Negras').locator('.time').textContent();
    await claim.getByRole('button', { name: 'Hacer la reclamación' }).tap();
    // The FEN is the players' word: Black, the opponent, confirms it in Spanish first.
    const es = await words('es');
    await confirmPosition(claim, 'Negras', es['dialog.confirm_yes'], es['dialog.confirm_black']);
    const verdict = claim.locator('.verdict-screen');
    await verdict.waitFor();
    // What a player and an arbiter check: the verdict, the rule, why, both clocks, the record.
    assert.equal(await verdict.locator('.headline').textContent(), 'Tablas');
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE 9.3');
    assert.equal(await verdict.locator('.effect').textContent(), 'Fin de la partida: 1/2-1/2');
    const explanation = await verdict.locator('.explanation').textContent();
    assert.match(explanation, /^Las últimas 50 jugadas de cada jugador se hicieron sin captura ni movimiento de peón, así que la partida es tablas\. FIDE 9\.3 \(texto en inglés\): “The game is drawn/);
    assert.equal(await verdict.getByLabel('Reloj de las blancas tras la reclamación').locator('.reading').textContent(), faceWhite);
    assert.equal(await verdict.getByLabel('Reloj de las negras tras la reclamación').locator('.reading').textContent(), faceBlack);
    assert.deepEqual(await overflowing(page), [], 'the verdict');
    await screenshot(page, `language-es-claim-verdict-${at}`);
    await verdict.getByRole('button', { name: 'Volver al reloj' }).tap();
    await claim.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('dialog').count(), 0, 'back at the clock');
    assert.equal(await page.locator('.status').textContent(), '1/2-1/2 — Tablas por la regla de las cincuenta jugadas (FIDE 9.3)');
    assert.equal(await halfNamed(page, 'Blancas').locator('.time').textContent(), faceWhite);
    // The score, in Spanish: its heading, its chart's key, its export.
    await page.getByRole('button', { name: 'Planilla', exact: true }).tap();
    const score = page.getByRole('dialog', { name: 'Planilla' });
    assert.equal(await score.locator('h2').first().textContent(), 'Planilla');
    const exporting = score.getByRole('group', { name: 'Exportar' });
    for (const name of ['Descargar', 'Copiar']) assert.equal(await exporting.getByRole('button', { name, exact: true }).count(), 1, name);
    assert.equal(await score.getByRole('option', { name: 'Registro (JSON)' }).count(), 1);
    // The sheet in Spanish, line by line: White's press with the clock after it, the claim with
    // its verdict and the explanation the verdict gave, the end; English only in the quotation.
    const lines = await score.locator('.score-lines li').allTextContents();
    assert.ok(lines.some((l) => /^1\. Pulsan las blancas {2}1:30:\d\d\.\d$/.test(l)), lines.join('\n'));
    const claimLine = lines.find((l) => l.includes('FIDE 9.3')) ?? lines.join('\n');
    assert.equal(claimLine, `Las blancas reclaman la regla de las cincuenta jugadas: tablas, 1/2-1/2 (FIDE 9.3). ${explanation}`);
    assert.equal(lines.at(-1), '1/2-1/2 — Tablas por la regla de las cincuenta jugadas (FIDE 9.3)', 'the end, as the face says it');
    const english = lines.map((l) => l.replace(/“[^”]*”/g, '')).filter((l) => /\b(White|Black|claims|pressed|used|Clock|draw)\b/.test(l));
    assert.deepEqual(english, [], 'no English outside the quotation');
    // Its PGN says the same lines in English, for any program or arbiter that reads it.
    // (Its lines are broken at 80 characters.)
    const pgn = (await score.getByLabel('Texto exportado').inputValue()).replace(/\s+/g, ' ');
    assert.ok(pgn.includes('{White claims fifty moves: draw, 1/2-1/2 (FIDE 9.3).}') && !pgn.includes('blancas'), pgn);
    assert.deepEqual(await overflowing(page), [], 'the score');
    await screenshot(page, `language-es-score-${at}`);
    await score.getByRole('button', { name: 'Cerrar' }).tap();
    await score.waitFor({ state: 'detached' });
    const { record } = await saved(page);
    const made = record.events.at(-1);
    assert.deepEqual([made.type, made.by, made.kind, made.fen], ['claim', 'white', 'fifty_moves', '8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120'], 'the record in ids, not words');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: the rest of the setup in Spanish — the builder's kinds, fields and errors, a director's link made and opened, its control described in Spanish, the game it starts`, async () => {
    const director = await phoneIn('es-ES', width, height);
    let page = director.page;
    await page.getByRole('button', { name: 'Más opciones…' }).tap();
    const builder = page.getByRole('form', { name: 'Construir un control' });
    await builder.getByLabel('Tipo').selectOption('increment');
    assert.equal(await builder.getByLabel('Tipo').locator('option:checked').textContent(), 'Incremento Fischer');
    assert.equal(await builder.locator('.preview').textContent(), '5 min + 3 s (300+3)');
    await builder.getByLabel('Minutos', { exact: true }).fill('cinco');
    assert.equal(await builder.locator('.preview').textContent(), 'Minutos: «cinco» no es un número');
    await builder.getByLabel('Minutos', { exact: true }).fill('90');
    assert.deepEqual(await overflowing(page), [], 'the builder');
    await screenshot(page, `language-es-builder-${at}`);
    // The director's link: its words, and the control typed on the first page.
    await page.getByLabel('Control de tiempo personalizado').fill('90/40+30, 30+30');
    await page.getByText('Enlace del director (una configuración para cada tablero)').tap();
    await page.getByLabel('Configurado por', { exact: true }).fill('Ana');
    await page.getByRole('button', { name: 'Crear el enlace' }).tap();
    const url = await page.getByLabel('Enlace del director').inputValue();
    assert.match(url, /#setup\?v=1&by=Ana&rules=fide-blitz&control=40%2F5400%2B30%3A1800%2B30/);
    assert.equal(await page.getByRole('button', { name: 'Copiar', exact: true }).count(), 1);
    assert.deepEqual(await overflowing(page), [], 'the director\'s link');
    await screenshot(page, `language-es-link-made-${at}`);
    assert.deepEqual(director.errors, []);
    await director.context.close();

    // Another phone in Spanish opens it: who set it, the rulebook and the control, in Spanish.
    const player = await phoneIn('es-ES', width, height);
    page = player.page;
    // Its first page is open at the same address: the link's fragment alone would not reload it.
    await page.goto(url);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'Configurado por Ana' });
    assert.equal(await banner.locator('p').textContent(),
      'Configurado por Ana — Leyes del Ajedrez FIDE 2023 — blitz, 40 jugadas en 1 h 30 min + 30 s, luego 30 min + 30 s.');
    assert.deepEqual(await overflowing(page), [], 'the opened link');
    await screenshot(page, `language-es-link-opened-${at}`);
    const start = banner.getByRole('button', { name: 'Empezar 40 jugadas en 1 h 30 min + 30 s, luego 30 min + 30 s' });
    await start.tap();
    // A classical control under the blitz rules is warned about once, in Spanish; the second tap
    // is the players' word.
    const warning = page.locator('.setup .error:not(.hidden)');
    await Promise.race([halfNamed(page, 'Blancas').waitFor(), warning.waitFor()]);
    if (await warning.count()) {
      assert.match(await warning.textContent(), /Toque de nuevo para empezar igualmente\.$/);
      await screenshot(page, `language-es-link-warned-${at}`);
      await start.tap();
    }
    await halfNamed(page, 'Blancas').waitFor();
    assert.equal(await halfNamed(page, 'Blancas').locator('.time').textContent(), '1:30:00');
    assert.equal(await halfNamed(page, 'Negras').locator('.time').textContent(), '1:30:00');
    const { record } = await saved(page);
    assert.deepEqual([record.rules, record.time_control], ['fide-blitz', '40/5400+30:1800+30'], 'ids, not words');
    assert.deepEqual(player.errors, []);
    await player.context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: a control the rulebook may not fit, warned about in Spanish with FIDE B.1 quoted in English; the second tap starts the game`, async () => {
    const { context, page, errors } = await phoneIn('es-ES', width, height);
    const es = await words('es');
    await page.getByLabel('Reglamento').selectOption('fide-standard');
    await page.getByLabel('Control de tiempo personalizado').fill('3+2');
    await page.getByRole('button', { name: 'Empezar', exact: true }).tap();
    // On the first page the clock's module says it, a moment after the tap.
    const warning = page.locator('.setup .error:not(.hidden)');
    await warning.waitFor();
    const text = await warning.textContent();
    assert.match(text, /^FIDE B\.1 \(texto en inglés\): “A 'blitz' game is one where/);
    assert.ok(text.endsWith(`” Este control cuenta como 5 minutos para cada jugador, así que es una partida relámpago: sus reglas son «${es['rulebook.fide-blitz']}». Toque de nuevo para empezar igualmente.`), text);
    assert.deepEqual(await overflowing(page), [], 'the warning');
    await screenshot(page, `language-es-warning-${at}`);
    await page.getByRole('button', { name: 'Empezar', exact: true }).tap();
    await halfNamed(page, 'Blancas').waitFor();
    const { record } = await saved(page);
    assert.deepEqual([record.rules, record.time_control], ['fide-standard', '180+2'], 'the players\' word: the rulebook chosen');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: two illegal moves claimed in Spanish — the first's two minutes, the second's loss, each verdict explained in Spanish with FIDE 7.5.5 quoted in English, both clocks, the record`, async () => {
    const { context, page, errors } = await phoneIn('es-ES', width, height);
    const es = await words('es');
    await page.getByLabel('Reglamento').selectOption('fide-standard');
    await startWithAPressEach(page, '90+30', 300);
    const claim = page.getByRole('dialog', { name: 'Reclamación' });
    // White, to move with king against king and rook, plays the illegal Kg1 and presses; Black claims.
    const claimIllegal = async () => {
      await page.getByRole('button', { name: 'Árbitro', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Árbitro' }).getByRole('button', { name: 'Reclamar…' }).tap();
      await claim.getByRole('button', { name: 'Reclaman las negras' }).tap();
      await claim.getByRole('button', { name: 'Jugada ilegal', exact: true }).tap();
      await claim.getByLabel('FEN', { exact: true }).fill('r7/8/8/8/8/8/5k2/7K w - - 0 60');
      await claim.getByLabel('Jugada ilegal', { exact: true }).fill('Kg1');
      await claim.getByRole('button', { name: 'Hacer la reclamación' }).tap();
      await confirmPosition(claim, 'Blancas', es['dialog.confirm_yes'], es['dialog.confirm_white']);
      const verdict = claim.locator('.verdict-screen');
      await verdict.waitFor();
      return verdict;
    };
    const reading = (verdict, side) => verdict.getByLabel(`Reloj de las ${side} tras la reclamación`).locator('.reading').textContent();
    const blackBefore = await halfNamed(page, 'Negras').locator('.time').textContent();
    let verdict = await claimIllegal();
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE 7.5.5');
    assert.match(await verdict.locator('.explanation').textContent(), /^Kg1 no es una jugada legal de las blancas en esa posición\. Es la primera jugada ilegal de las blancas: las negras reciben dos minutos más y se sigue jugando desde la posición anterior\. Las blancas vuelven a jugar, con su reloj en marcha\. FIDE 7\.5\.5 \(texto en inglés\): “After the action/);
    const seconds = (t) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);
    const blackAfter = await reading(verdict, 'negras');
    assert.equal(Math.round(seconds(blackAfter) - seconds(blackBefore)), 120, `${blackBefore} → ${blackAfter}: two minutes more`);
    assert.deepEqual(await overflowing(page), [], 'the first verdict');
    await screenshot(page, `language-es-illegal-first-${at}`);
    await verdict.getByRole('button', { name: /^(Reanudar el juego|Volver al reloj)$/ }).tap();
    await claim.waitFor({ state: 'detached' });
    assert.equal(await halfNamed(page, 'Negras').locator('.time').textContent(), blackAfter, 'the face shows the verdict\'s clock');
    // White moves again and replaces the move; Black replies; White's next press is the second
    // illegal move (one move claimed twice would count once).
    for (const side of ['Blancas', 'Negras']) {
      await tapNamed(page, side);
      await page.waitForTimeout(300);
    }
    const blackStands = seconds(await halfNamed(page, 'Negras').locator('.time').textContent());
    await tapNamed(page, 'Blancas');
    await page.waitForTimeout(300);
    // The second loses: Black can still checkmate.
    verdict = await claimIllegal();
    assert.equal(await verdict.locator('.headline').textContent(), es['verdict.by_illegal_move'].replace('{wins}', es['result.black_wins']));
    assert.equal(await verdict.locator('.effect').textContent(), 'Fin de la partida: 0-1');
    const explanation = await verdict.locator('.explanation').textContent();
    assert.match(explanation, /^Kg1 no es una jugada legal de las blancas en esa posición\. Es la segunda jugada ilegal de las blancas, con la que pierden la partida; las negras aún pueden dar jaque mate \(♚♜ – ♔\)[^.]*, así que ganan las negras\. FIDE 7\.5\.5 \(texto en inglés\): “After the action/);
    assert.doesNotMatch(explanation.replace(/“[^”]*”/g, ''), / the | and | is /, 'no English outside the quotation');
    const white = await reading(verdict, 'blancas');
    // Black's clock ran from White's press to the claim's pause; no time for a game that ends.
    const blackEnds = seconds(await reading(verdict, 'negras'));
    assert.ok(blackEnds <= blackStands && blackEnds >= blackStands - 5, `Black ${blackStands} s → ${blackEnds} s`);
    assert.deepEqual(await overflowing(page), [], 'the second verdict');
    await screenshot(page, `language-es-illegal-second-${at}`);
    await verdict.getByRole('button', { name: 'Volver al reloj' }).tap();
    await claim.waitFor({ state: 'detached' });
    assert.match(await page.locator('.status').textContent(), /^0-1 — /);
    assert.equal(await halfNamed(page, 'Blancas').locator('.time').textContent(), white);
    const { record } = await saved(page);
    const claims = record.events.filter((e) => e.type === 'claim');
    assert.deepEqual(claims.map((e) => [e.by, e.kind, e.fen]), [['black', 'illegal_move', 'r7/8/8/8/8/8/5k2/7K w - - 0 60'], ['black', 'illegal_move', 'r7/8/8/8/8/8/5k2/7K w - - 0 60']], 'the record in ids, not words');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: in Russian, moves entered on the board, then a dead-position claim from the pieces left — the board, the picker and the verdict in Russian, both clocks, the record`, async () => {
    const { context, page, errors } = await phoneIn('ru', width, height);
    const ru = await words('ru');
    const square = await startWithTheBoard(page, ru, 'fide-standard', '90+30');
    for (const [side, from, to, san] of [['white', 'e2', 'e4', 'e4'], ['black', 'e7', 'e5', 'e5']]) {
      await square(from).tap();
      await square(to).tap();
      const sideSaid = ru[`face.${side}`];
      assert.equal(await page.locator('.board-status').textContent(), ru['board.press'].replace('{side}', sideSaid).replace('{san}', san));
      await tapNamed(page, sideSaid);
      await page.waitForTimeout(150);
    }
    assert.equal(await page.locator('.board-status').textContent(), ru['board.to_move'].replace('{side}', ru['face.white']));
    assert.match(await square('e4').getAttribute('aria-label'), /^e4, /, 'a square says its piece');
    assert.doesNotMatch(await square('e4').getAttribute('aria-label'), /pawn|White/, 'in Russian');
    assert.deepEqual(await overflowing(page), [], 'the board');
    assert.deepEqual(await beyond(page, '.board-panel', '.board-status, .board-waiting, .board-actions .control'), [], 'the board\'s column');
    await screenshot(page, `language-ru-board-${at}`);
    // White claims a dead position, describing what is left: a White rook and nothing else.
    await page.getByRole('button', { name: ru['face.arbiter'], exact: true }).tap();
    await page.getByRole('dialog', { name: ru['face.arbiter'] }).getByRole('button', { name: ru['panel.claim'] }).tap();
    const claim = page.getByRole('dialog', { name: ru['dialog.label'] });
    await claim.getByRole('button', { name: ru['dialog.by_white'] }).tap();
    await claim.getByRole('button', { name: ru['claim.dead_position'], exact: true }).tap();
    await claim.getByRole('button', { name: ru['dialog.from_picker'] }).tap();
    // Nine pawns are refused in Russian, counted by its plural rules, and nothing is recorded.
    const pawn = (step) => claim.getByRole('button', { name: ru[`picker.${step}_white`].replace('{piece}', ru['piece.pawn']) });
    for (let i = 0; i < 9; i++) await pawn('add').tap();
    await claim.getByRole('button', { name: ru['dialog.make'] }).tap();
    const tooMany = ru['picker.too_many_pawns_white'].many.replace('{n}', '9');
    await claim.locator('.message', { hasText: tooMany }).waitFor();
    assert.equal(await claim.locator('.message').first().textContent(), tooMany);
    assert.equal((await saved(page)).record.events.filter((e) => e.type === 'claim').length, 0, 'no claim recorded');
    assert.deepEqual(await overflowing(page), [], 'the refusal');
    await screenshot(page, `language-ru-picker-refused-${at}`);
    for (let i = 0; i < 9; i++) await pawn('remove').tap();
    await claim.getByRole('button', { name: ru['picker.add_white'].replace('{piece}', ru['piece.rook']) }).tap();
    assert.deepEqual(await overflowing(page), [], 'the picker');
    await screenshot(page, `language-ru-picker-${at}`);
    // The board takes the half of the side not to move; its head shows that side's clock.
    const faceWhite = await halfNamed(page, ru['face.white']).locator('.time').textContent();
    const faceBlack = (await page.locator('.board-waiting').textContent()).replace(`${ru['face.black']} `, '');
    await claim.getByRole('button', { name: ru['dialog.make'] }).tap();
    await confirmPosition(claim, null, ru['dialog.confirm_yes'], ru['dialog.confirm_black']);
    const verdict = claim.locator('.verdict-screen');
    await verdict.waitFor({ timeout: 30000 });
    // King and rook against a lone king: not dead, White can still mate; the claim fails.
    assert.equal(await verdict.locator('.headline').textContent(), ru['verdict.rejected']);
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE 5.2.2');
    const explanation = await verdict.locator('.explanation').textContent();
    const notDead = ru['dead.not'].split('{reason}')[0];
    assert.ok(explanation.startsWith(notDead), explanation);
    assert.ok(explanation.includes('(♔♖ – ♚)'), explanation);
    assert.match(explanation, /FIDE 5\.2\.2 \(текст на английском\): “The game is drawn/);
    assert.doesNotMatch(explanation.replace(/“[^”]*”/g, ''), /[A-Za-z]{4,}(?<!FIDE)/, 'no English outside the quotation');
    const reading = (side) => verdict.getByLabel(ru[`verdict.clock_${side}`]).locator('.reading').textContent();
    assert.equal(await reading('white'), faceWhite);
    assert.equal(await reading('black'), faceBlack);
    assert.deepEqual(await overflowing(page), [], 'the verdict');
    await screenshot(page, `language-ru-dead-verdict-${at}`);
    await verdict.getByRole('button', { name: ru['panel.resume'] }).tap();
    await claim.waitFor({ state: 'detached' });
    const { record } = await saved(page);
    assert.deepEqual(record.events.filter((e) => e.type === 'press').map((e) => e.move), ['e4', 'e5'], 'the moves entered on the board');
    const made = record.events.find((e) => e.type === 'claim');
    assert.deepEqual([made.by, made.kind], ['white', 'dead_position'], 'the record in ids, not words');
    const pieces = made.fen.split(' ')[0].replace(/[^A-Za-z]/g, '').split('').sort().join('');
    assert.equal(pieces, 'KRk', `the pieces left: ${made.fen}`);
    // The score sheet in Russian: each move with the time it took, the claim with its verdict
    // and the explanation it gave; its PGN in English.
    await page.getByRole('button', { name: ru['face.score'], exact: true }).tap();
    const score = page.getByRole('dialog', { name: ru['face.score'] });
    const lines = await score.locator('.score-lines li').allTextContents();
    const used = ru['score.used'].replace('{time}', '0:0\\d\\.\\d').replace(/[()]/g, '\\$&');
    assert.match(lines[0], new RegExp(`^1\\. e4  1:30:[23]\\d\\.\\d ${used}$`), lines.join('\n'));
    assert.match(lines[1], new RegExp(`^1… e5  1:30:[23]\\d\\.\\d ${used}$`), lines.join('\n'));
    const claimed = `${ru['score.claims_white'].replace('{claim}', ru['score.claim_dead_position'])}: ${ru['score.outcome_rejected']} (FIDE 5.2.2). `;
    const claimLine = lines.find((l) => l.includes('FIDE 5.2.2')) ?? lines.join('\n');
    assert.equal(claimLine, `${claimed}${explanation}`);
    assert.deepEqual(lines.filter((l) => /[A-Za-z]{4,}(?<!FIDE)/.test(l.replace(/“[^”]*”/g, ''))), [], 'no English outside the quotation');
    const pgn = (await score.getByLabel(ru['score.export_text']).inputValue()).replace(/\s+/g, ' ');
    assert.ok(pgn.includes('{White claims dead position: rejected, play on (FIDE 5.2.2).}') && !/[а-яё]/i.test(pgn), pgn);
    assert.deepEqual(await overflowing(page), [], 'the score');
    await screenshot(page, `language-ru-score-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;
  test(`${at}: the arbiter's panel and a claim in Arabic, right to left, nothing cut off`, async () => {
    const { context, page, errors } = await phoneIn('ar', width, height);
    const said = await words('ar');
    await page.locator('.setup .presets .preset').first().tap();
    await page.locator('.half').first().waitFor();
    await page.getByRole('button', { name: said['face.arbiter'], exact: true }).tap();
    const panel = page.getByRole('dialog', { name: said['face.arbiter'] });
    await panel.getByRole('button', { name: said['panel.claim'] }).waitFor();
    assert.equal(await panel.evaluate((e) => getComputedStyle(e).direction), 'rtl');
    assert.equal(await panel.getByRole('button', { name: said['panel.resigns_white'] }).count(), 1);
    assert.deepEqual(await overflowing(page), [], 'the panel');
    // The side choices read right to left: White, the first, on the right.
    const [white, black] = await Promise.all([said['face.white'], said['face.black']].map((n) => panel.getByRole('group', { name: said['panel.player'] }).getByRole('button', { name: n }).boundingBox()));
    assert.ok(white.x > black.x, 'White first, on the right');
    await screenshot(page, `language-ar-arbiter-${at}`);
    await panel.getByRole('button', { name: said['panel.claim'] }).tap();
    const claim = page.getByRole('dialog', { name: said['dialog.label'] });
    // White, whose move it is (FIDE 9.2 lets only the player having the move claim).
    await claim.getByRole('button', { name: said['dialog.by_white'] }).tap();
    await claim.getByRole('button', { name: said['claim.threefold'], exact: true }).waitFor();
    assert.deepEqual(await overflowing(page), [], 'the claim dialog');
    await screenshot(page, `language-ar-claim-${at}`);
    await claim.getByRole('button', { name: said['claim.threefold'], exact: true }).tap();
    await claim.getByRole('button', { name: said['dialog.make'] }).tap();
    const verdict = claim.locator('.verdict-screen');
    await verdict.waitFor();
    // The start position has stood once: an incorrect claim, and a minute to the opponent in
    // blitz (FIDE 9.2, 9.5.3, A.3), said in Arabic with each rule quoted in English and said so.
    assert.equal(await verdict.locator('.rule-number').textContent(), 'FIDE 9.2');
    const shown = await verdict.locator('.explanation').textContent();
    // Each English quotation is its own left-to-right run in the Arabic sentence (U+2068 … U+2069).
    assert.ok(shown.includes(': \u2068“The game is drawn') && shown.includes('”\u2069 '), shown);
    const explanation = shown.replace(/[\u2068\u2069]/g, '');
    assert.ok(explanation.startsWith(`${said['verdict.repetition_once']} FIDE 9.2 (`), explanation);
    const minute = said['verdict.opponent_gets_note_black'].replace('{time}', said['amount.one_minute']);
    assert.ok(explanation.includes(`” ${minute} FIDE 9.5.3 (`), explanation);
    assert.doesNotMatch(explanation, /FIDE [0-9A-Z.]+: “/, 'every quotation said to be in English');
    assert.deepEqual(await overflowing(page), [], 'the verdict');
    await screenshot(page, `language-ar-verdict-${at}`);
    // The score sheet: the claim's line in Arabic, right to left, its explanation after it.
    await verdict.getByRole('button', { name: said['panel.resume'] }).tap();
    await claim.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: said['face.score'], exact: true }).tap();
    const score = page.getByRole('dialog', { name: said['face.score'] });
    const line = score.locator('.score-lines li', { hasText: 'FIDE 9.2' });
    const claimed = `${said['score.claims_white'].replace('{claim}', said['score.claim_threefold'])}: ${said['score.outcome_rejected']} (FIDE 9.2). `;
    assert.equal((await line.textContent()).replace(/[\u2068\u2069]/g, ''), `${claimed}${explanation}`);
    assert.equal(await line.evaluate((e) => getComputedStyle(e).direction), 'rtl');
    assert.deepEqual(await overflowing(page), [], 'the score');
    await screenshot(page, `language-ar-score-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const tag of ['de', 'ru']) {
  for (const [width, height] of SIZES) {
    const at = `${width}×${height}`;
    test(`${at}: a pawn promoted in ${tag}, moves entered on the board — the four pieces and Take back fit the board's column, the record`, async () => {
      const { context, page, errors } = await phoneIn(tag, width, height);
      const said = await words(tag);
      const square = await startWithTheBoard(page, said, 'fide-rapid', '15+10');
      // White's b-pawn runs to b8 while Black's h-pawn takes on g2.
      const moves = [['b2', 'b4'], ['h7', 'h5'], ['b4', 'b5'], ['h5', 'h4'], ['b5', 'b6'], ['h4', 'h3'], ['b6', 'c7'], ['h3', 'g2']];
      for (const [i, [from, to]] of moves.entries()) {
        await square(from).tap();
        await square(to).tap();
        await tapNamed(page, said[i % 2 ? 'face.black' : 'face.white']);
        await page.waitForTimeout(100);
      }
      await square('c7').tap();
      await square('b8').tap();
      const picker = page.getByRole('group', { name: said['board.promote'] });
      await picker.waitFor();
      assert.equal(await picker.getByRole('button').count(), 4);
      assert.deepEqual(await beyond(page, '.board-panel', '.board-status, .board-waiting, .board-actions .control'), [], 'the board\'s column');
      assert.deepEqual(await overflowing(page), [], 'the board');
      await screenshot(page, `language-${tag}-promotion-${at}`);
      await picker.getByRole('button', { name: said['board.promote_to'].replace('{piece}', said['piece.rook']) }).tap();
      // Take back, in its words, undoes the choice; the queen is chosen then.
      await page.getByRole('button', { name: said['board.take_back'] }).tap();
      await square('c7').tap();
      await square('b8').tap();
      await picker.getByRole('button', { name: said['board.promote_to'].replace('{piece}', said['piece.queen']) }).tap();
      await tapNamed(page, said['face.white']);
      await page.waitForTimeout(100);
      const { record } = await saved(page);
      assert.deepEqual(record.events.filter((e) => e.type === 'press').map((e) => e.move), ['b4', 'h5', 'b5', 'h4', 'b6', 'h3', 'bxc7', 'hxg2', 'cxb8=Q']);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;
test(`${at}: each language's first page and face, from the browser's language: its words, nothing cut off, Arabic right to left with the digits left to right`, async () => {
  for (const tag of LANGUAGES) {
    // The browser prefers a regional variant: the clock takes its language.
    const locale = { en: 'en-GB', es: 'es-MX', 'pt-BR': 'pt-BR', ar: 'ar-EG' }[tag] ?? tag;
    const { context, page, errors } = await phoneIn(locale, width, height);
    const said = await words(tag);
    assert.equal(await page.evaluate(() => document.documentElement.lang), tag, locale);
    assert.equal(await page.evaluate(() => document.documentElement.dir), tag === 'ar' ? 'rtl' : 'ltr', tag);
    const tagline = said ? said['setup.tagline'] : 'A chess clock that knows the rules.';
    assert.equal(await page.locator('.setup .tagline').textContent(), tagline, tag);
    // The presets come in index.html itself; Start (for a typed control) with the setup's module.
    const start = page.getByRole('button', { name: said ? said['setup.start'] : 'Start', exact: true });
    await start.waitFor();
    assert.equal(await start.count(), 1, tag);
    assert.deepEqual(await overflowing(page), [], `${tag}: the first page`);
    await screenshot(page, `language-${tag}-setup-${at}`);
    await page.locator('.setup .presets .preset').first().tap();
    await page.locator('.half').first().waitFor();
    // The face in the language: whose move, its controls, each half's name.
    const status = said ? said['status.white_to_move'] : 'White to move: Black taps to start';
    await page.locator('.status', { hasText: status }).waitFor();
    // The clock's own face (a preset may run on the first face until it arrives).
    await page.locator('section.face:not(.first)').waitFor();
    assert.equal(await page.getByRole('button', { name: said ? said['face.say_time'] : 'Say time', exact: true }).count(), 1, tag);
    const white = said ? said['face.white'] + said['face.clock_suffix'] : 'White clock';
    assert.equal(await page.locator('.half:not(.far) .name').textContent(), white, tag);
    assert.deepEqual(await overflowing(page), [], `${tag}: the face`);
    assert.equal(await page.locator('.time').first().evaluate((e) => getComputedStyle(e).direction), 'ltr', `${tag}: digits`);
    if (tag === 'ar') {
      assert.equal(await page.locator('.setup, main').first().evaluate((e) => getComputedStyle(e).direction), 'rtl');
      // The far half stays where the far player sits: first, on top (at the left on its side).
      const far = await page.locator('.half.far').boundingBox();
      const near = await page.locator('.half:not(.far)').boundingBox();
      if (height > width) assert.ok(far.y < near.y, 'the far half above the near one');
      else assert.ok(far.x < near.x, 'the far half at the left end, as in every language');
    }
    await screenshot(page, `language-${tag}-face-${at}`);
    assert.deepEqual(errors, [], tag);
    await context.close();
  }
});
}

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
