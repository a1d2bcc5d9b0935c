// The page a player opens is the first part of the setup (issue 28): the rulebook, the settings,
// the presets and a typed control; the clock's own module makes the game of the players' choice,
// says why not, or shows the rest of the setup ("More options…"). Journeys by touch, upright
// (390×844) and on its side (844×390), each asserting what players check: what the page says,
// both clocks, the record — and that nothing chosen on the first page is lost on the way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, browser, screenshot, axe, SIZES, saved } from './harness.js';
import { touchPhone, half, tapHalf, time } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const phoneAt = (width, height) => touchPhone(chromium, server.base, width, height);
const error = (page) => page.locator('.setup > .error').textContent();
const more = (page) => page.getByRole('button', { name: 'More options…' });

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: the first page's choices carry into the whole setup, and the game starts with all of them`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    // The first page has no builder, preferences, players or director's link: they are the clock's.
    assert.equal(await page.getByText('Players and event (optional)').count(), 0);
    assert.equal(await page.getByRole('form', { name: 'Build a control' }).count(), 0);
    await page.getByLabel('Rulebook').selectOption('uscf');
    await page.getByText('Variation 14H (insufficient losing chances)').tap();
    await page.getByLabel('Flags').selectOption('auto');
    // Preferences are the whole setup's.
    assert.equal(await page.getByLabel('Tenths below').count(), 0);
    await page.getByLabel('Custom time control').fill('G/5;d3');
    // What the typed control means comes from the clock's module, fetched meanwhile.
    await page.locator('.setup .preview', { hasText: '5 min, delay 3 s (300d3)' }).waitFor();
    await screenshot(page, `setup-first-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the first page');
    await more(page).tap();
    await page.getByText('Players and event (optional)').waitFor();
    assert.equal(await more(page).count(), 0, 'the whole setup is shown');
    assert.equal(await page.getByLabel('Rulebook').inputValue(), 'uscf');
    assert.equal(await page.getByLabel('Variation 14H (insufficient losing chances)').isChecked(), true);
    assert.equal(await page.getByLabel('Flags').inputValue(), 'auto');
    await page.getByLabel('Tenths below').selectOption('20');
    assert.equal(await page.getByLabel('Custom time control').inputValue(), 'G/5;d3');
    assert.equal(await page.locator('.setup .preview').first().textContent(), '5 min, delay 3 s (300d3)');
    await page.getByText('Players and event (optional)').tap();
    await page.getByLabel("White's name", { exact: true }).fill('Ana Silva');
    await screenshot(page, `setup-more-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the whole setup from the first page');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await half(page, 'White').waitFor();
    assert.equal(await time(page, 'White'), '5:00');
    assert.equal(await time(page, 'Black'), '5:00');
    // Black starts White's clock.
    await tapHalf(page, 'Black');
    await page.locator('.half.running').waitFor();
    const { record } = await saved(page);
    assert.deepEqual([record.rules, record.time_control, record.variations, record.heading],
      ['uscf', '300d3', ['14H'], { white: 'Ana Silva' }]);
    assert.deepEqual(record.events.map((e) => e.type), ['start']);
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('fairclock.settings')));
    assert.deepEqual([settings.flags, settings.tenths_below_s], ['automatic', 20]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: on the first page a refused control is said in the rulebook's words and nothing is lost; a warned one starts on the second tap`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Rulebook').selectOption('scholastic-blitz-2004');
    await page.getByLabel('Custom time control').fill('G/5;d3');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('.setup > .error', { hasText: 'Scholastic 1' }).waitFor();
    assert.match(await error(page), /Time delay features may not be used for Blitz/);
    assert.equal(await page.getByLabel('Custom time control').inputValue(), 'G/5;d3', 'what was typed stays');
    assert.equal(await more(page).count(), 1, 'still the first page');
    assert.equal(await page.locator('.handing-over').count(), 0, 'no "Loading the clock…" left behind');
    await screenshot(page, `setup-first-refused-${at}`);
    // A control the rulebook may not fit: said once, then the players' word.
    await page.getByLabel('Rulebook').selectOption('fide-blitz');
    assert.equal(await page.locator('.setup > .error.hidden').count(), 1, 'a new rulebook clears the message');
    await page.getByRole('button', { name: 'Rapid 15+10' }).tap();
    await page.locator('.setup > .error', { hasText: 'Tap again to start anyway.' }).waitFor();
    assert.match(await error(page), /^FIDE B\.1: .*so it is a rapid game/);
    await page.getByRole('button', { name: 'Rapid 15+10' }).tap();
    await half(page, 'White').waitFor();
    assert.equal(await time(page, 'White'), '15:00');
    assert.equal(await time(page, 'Black'), '15:00');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(300);
    await tapHalf(page, 'White');
    const { record } = await saved(page);
    assert.deepEqual([record.rules, record.time_control], ['fide-blitz', '900+10']);
    assert.deepEqual(record.events.map((e) => e.type), ['start', 'press']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a control saved in the whole setup is offered on the first page, starts from there, and is forgotten from there`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await more(page).tap();
    await page.getByLabel('Name of the control').waitFor();
    await page.getByLabel('Custom time control').fill('5|3');
    await page.getByLabel('Name of the control').fill('Club night');
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    assert.equal(await page.locator('.saved-note').textContent(), 'Saved as “Club night”, beside the presets.');
    await page.reload();
    await more(page).waitFor();
    const club = page.locator('.preset.saved', { hasText: 'Club night' });
    assert.equal(await club.textContent(), 'Club night 5 min + 3 s', 'in words, on the first page');
    assert.equal(await page.getByRole('button', { name: 'Club night 5 min + 3 s', exact: true }).count(), 1, 'and so it is named');
    await club.tap();
    await half(page, 'White').waitFor();
    assert.equal(await time(page, 'White'), '5:00');
    assert.equal((await saved(page)).record.time_control, '300+3');
    await page.getByRole('button', { name: 'New game' }).tap();
    if (await page.getByRole('button', { name: 'End game?' }).count()) await page.getByRole('button', { name: 'End game?' }).tap();
    await page.getByLabel('Name of the control').waitFor();
    await page.reload();
    await more(page).waitFor();
    assert.equal(await page.locator('.preset.last').textContent(), 'Last game 5 min + 3 s');
    await page.getByRole('button', { name: 'Forget Club night' }).tap();
    assert.equal(await page.locator('.preset.saved').count(), 0);
    await page.reload();
    await more(page).waitFor();
    assert.equal(await page.locator('.preset.saved').count(), 0, 'forgotten in storage too');
    assert.equal(await page.locator('.preset.last').count(), 1, 'the last game stays');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
