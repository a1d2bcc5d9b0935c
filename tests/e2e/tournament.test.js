// Tournament mode (issue 27), from the setup screen, by touch, upright (390×844) and on its side
// (844×390): the players' names reach the face, the score and the PGN (python-chess reads its
// tags); each half shows the opponent's time; a delay counts down before main time moves; a
// passed time control is signalled; a low battery is told where the browser tells, and nothing
// where it does not; in the last seconds the digits count tenths and the mirror whole seconds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { serve, browser, screenshot, axe, SIZES, saved } from './harness.js';
import { touchPhone, half, tapHalf, startTyped } from './touch.js';

let server, chromium;
before(async () => { server = await serve(); chromium = await browser(); });
after(async () => { await chromium?.close(); await server?.close(); });

const phoneAt = (width, height, init) => touchPhone(chromium, server.base, width, height, init);
const part = (page, side, name) => half(page, side).locator(`.${name}`).textContent();

/** The tags python-chess reads from `pgn`, by name. */
function pythonChessTags(pgn, names) {
  const script = 'import io, sys, chess.pgn\ng = chess.pgn.read_game(io.StringIO(sys.stdin.read()))\n'
    + 'for n in sys.argv[1:]: print(n + "=" + str(g.headers.get(n)))';
  const out = execFileSync('python3', ['-c', script, ...names], { input: pgn, encoding: 'utf8' });
  return Object.fromEntries(out.trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

const stubBattery = (level, charging) => `(() => {
  const battery = new EventTarget();
  battery.level = ${level};
  battery.charging = ${charging};
  window.__battery = battery;
  Object.defineProperty(Navigator.prototype, 'getBattery', { configurable: true, value: () => Promise.resolve(battery) });
})()`;

for (const [width, height] of SIZES) {
  const at = `${width}×${height}`;

  test(`${at}: in the last seconds the digits count tenths and the other half's mirror whole seconds — one text write per tenth, the mirror's once a second`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await startTyped(page, '0:12');
    await tapHalf(page, 'Black');
    // Under 10 s: tenths on White's half.
    await page.waitForFunction(() => /^\d\.\d$/.test(document.querySelector('.half.white .time').textContent));
    const writes = await page.evaluate(() => new Promise((done) => {
      const count = { time: 0, mirror: 0 };
      const time = document.querySelector('.half.white .time');
      const mirror = document.querySelector('.half.black .opponent');
      const seen = new MutationObserver((records) => {
        for (const r of records) {
          if (time.contains(r.target)) count.time += 1;
          if (mirror.contains(r.target)) count.mirror += 1;
        }
      });
      seen.observe(document, { subtree: true, childList: true, characterData: true });
      setTimeout(() => { seen.disconnect(); done(count); }, 2000);
    }));
    assert.ok(writes.time >= 15, `the digits changed every tenth: ${JSON.stringify(writes)}`);
    assert.ok(writes.mirror >= 1 && writes.mirror <= 3, `the mirror changed at whole seconds only: ${JSON.stringify(writes)}`);
    // The mirror reads as the face rounds: up, to the whole second.
    const [digits, mirrored] = await page.evaluate(() => [document.querySelector('.half.white .time').textContent, document.querySelector('.half.black .opponent').textContent]);
    const up = Math.ceil(Number(digits) - 1e-9);
    assert.ok([`White 0:${String(up).padStart(2, '0')}`, `White 0:${String(up - 1).padStart(2, '0')}`].includes(mirrored), `${digits} mirrored as ${mirrored}`);
    await screenshot(page, `tournament-last-seconds-${at}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: names and the event typed at setup reach the face, the record and the PGN, python-chess reads them, and the next setup keeps them`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByRole('button', { name: 'More options…' }).tap();
    await page.getByText('Players and event (optional)').tap();
    for (const [label, value] of [["White's name", 'Ana Silva'], ["White's rating", '1850'], ["Black's name", 'Bo Chen'],
      ['Event', 'Club championship'], ['Site', 'Lisbon'], ['Round', '3'], ['Board', '4']]) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await screenshot(page, `tournament-setup-players-${at}`);
    await startTyped(page, '3+2');
    assert.equal(await part(page, 'White', 'player'), 'Ana Silva (1850)');
    assert.equal(await part(page, 'Black', 'player'), 'Bo Chen');
    assert.equal(await half(page, 'White').locator('.player').isVisible(), true);
    // Each half shows the other's time too: both clocks read from either end.
    assert.equal(await part(page, 'White', 'opponent'), 'Black 3:00');
    assert.equal(await part(page, 'Black', 'opponent'), 'White 3:00');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(1500);
    await tapHalf(page, 'White');
    const whiteTime = await part(page, 'White', 'time');
    assert.notEqual(whiteTime, '3:00', 'White used time');
    assert.equal(await part(page, 'Black', 'opponent'), `White ${whiteTime}`, "Black reads White's time at Black's end");
    await screenshot(page, `tournament-face-names-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: names and the opponent\'s time');
    const record = (await saved(page)).record;
    assert.deepEqual(record.heading, { white: 'Ana Silva', white_elo: '1850', black: 'Bo Chen', event: 'Club championship', site: 'Lisbon', round: '3', board: '4' });
    await page.getByRole('button', { name: 'Score' }).tap();
    const score = page.getByRole('dialog', { name: 'Score' });
    await score.getByLabel('Export text').waitFor();
    assert.equal(await score.locator('.score-players').textContent(), 'Ana Silva (1850) – Bo Chen');
    assert.equal(await score.locator('.score-occasion').textContent(), 'Club championship · Lisbon · Round 3 · Board 4');
    const pgn = await score.getByLabel('Export text').inputValue();
    assert.deepEqual(pythonChessTags(pgn, ['White', 'Black', 'WhiteElo', 'BlackElo', 'Event', 'Site', 'Round', 'Board']), {
      White: 'Ana Silva', Black: 'Bo Chen', WhiteElo: '1850', BlackElo: 'None', Event: 'Club championship', Site: 'Lisbon', Round: '3', Board: '4',
    });
    // Back at setup, the next game at the same event starts from the same names and occasion.
    await score.getByRole('button', { name: 'Close' }).tap();
    await score.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'End game?' }).tap();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Blitz 3+2' }).waitFor();
    // The first page says whom and where the next game is for; the whole setup has the fields.
    assert.equal(await page.locator('.more .remembered').textContent(),
      'Players and event: Ana Silva (1850) – Bo Chen · Club championship · Lisbon · Round 3 · Board 4');
    await screenshot(page, `tournament-next-setup-${at}`);
    await page.getByRole('button', { name: 'More options…' }).tap();
    assert.equal(await page.getByLabel('Event', { exact: true }).inputValue(), 'Club championship');
    assert.equal(await page.getByLabel("Black's name", { exact: true }).inputValue(), 'Bo Chen');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${at}: a US delay counts down before the main time moves, and a passed control says when and what it added`, async () => {
    const { context, page, errors } = await phoneAt(width, height);
    await page.getByLabel('Rulebook').selectOption('uscf');
    await startTyped(page, 'G/5;d3');
    assert.equal(await part(page, 'White', 'delay'), 'delay 3', 'the delay the first move starts with');
    await tapHalf(page, 'Black');
    await page.waitForTimeout(1300);
    const counting = await part(page, 'White', 'delay');
    assert.ok(['delay 2', 'delay 1'].includes(counting), `the running delay counts down: ${counting}`);
    assert.equal(await part(page, 'White', 'time'), '5:00', 'main time waits during the delay');
    assert.equal(await part(page, 'Black', 'delay'), 'delay 3');
    await screenshot(page, `tournament-face-delay-${at}`);
    assert.deepEqual(await axe(page), [], 'axe: the delay on the running half');
    await page.waitForTimeout(2600);
    assert.equal(await part(page, 'White', 'delay'), '', 'the delay is spent');
    assert.equal(await part(page, 'White', 'time'), '4:59', 'then main time runs');
    await context.close();

    // Five moves in six minutes, then a minute more: after White's fifth move the control is passed.
    const second = await phoneAt(width, height);
    await startTyped(second.page, '5/6, 1');
    const p = second.page;
    await tapHalf(p, 'Black');
    for (let i = 0; i < 9; i++) {
      assert.equal(await part(p, 'White', 'passed'), '', 'not before the fifth move');
      await p.waitForTimeout(120);
      await tapHalf(p, i % 2 === 0 ? 'White' : 'Black');
    }
    assert.equal(await part(p, 'White', 'passed'), 'control passed at move 5 · +1:00');
    assert.equal(await half(p, 'White').locator('.passed').isVisible(), true);
    assert.equal(await part(p, 'Black', 'passed'), '', 'Black has made four moves');
    assert.equal(await part(p, 'Black', 'period'), 'period 1 · 1 to go');
    const white = (await part(p, 'White', 'time')).split(':').reduce((a, x) => a * 60 + Number(x), 0);
    assert.ok(white > 6 * 60, `the minute was added to what was left of six: ${white} s`);
    await screenshot(p, `tournament-face-passed-${at}`);
    assert.deepEqual(await axe(p), [], 'axe: a passed control');
    assert.deepEqual([...errors, ...second.errors], []);
    await second.context.close();
  });

  test(`${at}: a low battery is told on the face where the browser tells, and nothing shows where it does not`, async () => {
    const low = await phoneAt(width, height, stubBattery(0.1, false));
    await startTyped(low.page, '3+2');
    const warning = half(low.page, 'White').locator('.battery');
    await warning.filter({ hasText: 'battery 10 % — plug in' }).waitFor();
    assert.equal(await warning.isVisible(), true);
    await screenshot(low.page, `tournament-face-battery-${at}`);
    await tapHalf(low.page, 'Black');
    assert.deepEqual(await axe(low.page), [], 'axe: the battery warning on the running half');
    // Plugged in: the browser says so and the warning goes.
    await low.page.evaluate(() => { window.__battery.charging = true; window.__battery.dispatchEvent(new Event('chargingchange')); });
    await low.page.waitForFunction(() => [...document.querySelectorAll('.half .battery')].every((b) => b.textContent === ''));
    assert.deepEqual(low.errors, []);
    await low.context.close();

    const none = await phoneAt(width, height, 'delete Navigator.prototype.getBattery');
    assert.equal(await none.page.evaluate(() => 'getBattery' in navigator), false);
    await startTyped(none.page, '3+2');
    await tapHalf(none.page, 'Black');
    assert.equal(await part(none.page, 'White', 'battery'), '');
    assert.equal(await part(none.page, 'Black', 'battery'), '');
    assert.deepEqual(none.errors, []);
    await none.context.close();
  });

  test(`${at}: at the game's end the score hands the PGN to the phone's share sheet where it takes files, and offers download and copy where it does not`, async () => {
    const share = `(() => {
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (d) => Array.isArray(d?.files) });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (d) => {
        const f = d.files[0];
        window.__shared = { name: f.name, type: f.type, text: await f.text(), title: d.title };
      } });
    })()`;
    for (const sharing of [true, false]) {
      const { context, page, errors } = await phoneAt(width, height,
        sharing ? share : 'delete Navigator.prototype.share; delete Navigator.prototype.canShare');
      await page.getByRole('button', { name: 'More options…' }).tap();
      await page.getByText('Players and event (optional)').tap();
      await page.getByLabel("White's name", { exact: true }).fill('Ana Silva');
      await startTyped(page, '3+2');
      await tapHalf(page, 'Black');
      await page.waitForTimeout(300);
      await tapHalf(page, 'White');
      await page.getByRole('button', { name: 'Arbiter', exact: true }).tap();
      const panel = page.getByRole('dialog', { name: 'Arbiter' });
      await panel.getByRole('button', { name: 'White resigns…' }).tap();
      await panel.getByRole('group', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).tap();
      await page.locator('.controls .status', { hasText: '0-1' }).waitFor();
      if (await panel.count()) await panel.getByRole('button', { name: 'Close' }).tap();
      await page.getByRole('button', { name: 'Score' }).tap();
      const score = page.getByRole('dialog', { name: 'Score' });
      await score.getByLabel('Export text').waitFor();
      const pgn = await score.getByLabel('Export text').inputValue();
      assert.match(pgn, /\[White "Ana Silva"\]/);
      assert.match(pgn, /\[Result "0-1"\]/);
      assert.equal(await score.getByRole('button', { name: 'Download' }).isVisible(), true);
      assert.equal(await score.getByRole('button', { name: 'Copy' }).isVisible(), true);
      if (sharing) {
        await score.getByRole('button', { name: 'Share' }).tap();
        await page.waitForFunction(() => window.__shared);
        const shared = await page.evaluate(() => window.__shared);
        assert.deepEqual(shared, { name: 'fairclock-game.pgn', type: 'application/x-chess-pgn', text: pgn, title: 'Ana Silva – Black' });
        await score.getByText('Shared fairclock-game.pgn').waitFor();
        await screenshot(page, `tournament-score-share-${at}`);
      } else {
        assert.equal(await score.getByRole('button', { name: 'Share' }).count(), 0, 'no Share where the browser cannot share a file');
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}
