import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ShiftedClock } from '../support/shifted-clock.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import { openArea, proUser, row } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Main waits this long after an account's history is first asked about before its first look. */
const FIRST_LOOK_DELAY = 15_000;
/** Anything that waits on main, a snapshot and the window's read after it. */
const ANSWERED = { timeout: 10_000 };
const LONG_TEST = 90_000;

/** The pane beside a list: "Details of <item>". */
const pane = (page: Page, name: string) =>
  page.getByRole('complementary', { name: `Details of ${name}`, exact: true });
/** The pane's "Clicks over time" (or "Scans over time") panel. */
const panel = (details: Locator, title: string) => details.getByRole('region', { name: title, exact: true });
/** The total under the panel's title: "8 clicks in the last 7 days". */
const totalOf = (history: Locator) => history.locator('.history-panel-total').textContent();

describe('clicks over time in the details panes, end to end', () => {
  // One clock for main's snapshots: time jumps between them instead of being waited out. The installation's
  // counters are all snapshots read, so it keeps real time.
  const clock = new ShiftedClock();
  const t = useE2eApp(build, {}, { gatewayClock: clock });

  /** Visits the short URL `times` times, as people clicking the link would: the installation counts each. */
  async function visit(shortUrl: string, times: number): Promise<void> {
    for (let count = 0; count < times; count += 1) {
      const response = await fetch(shortUrl, { redirect: 'manual' });
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
    }
  }

  /** Moves time on by `ms` and takes the snapshots that are due by then, as the app would have. */
  async function later(ms: number): Promise<void> {
    clock.jump(ms);
    await t.devBrowser.runDueSnapshots();
  }

  it(
    'shows a link’s clicks after snapshots, with a gap said in words, another range, and an export read back',
    async () => {
      const user = proUser(t.sandbox);
      const made = await user.client.post('/api/url/add', {
        url: 'https://example.com/spring',
        custom: 'spring-sale',
      });
      expect(made.body).toMatchObject({ error: 0 });
      const shortUrl = made.body.shorturl as string;
      const linkId = made.body.id as number;
      // In a campaign and a channel too, whose panes sum their links' clicks.
      const campaign = await user.client.post('/api/campaign/add', { name: 'Spring' });
      expect(campaign.body).toMatchObject({ error: 0 });
      await user.client.post(`/api/campaign/${campaign.body.id as number}/assign/${linkId}`);
      const channel = await user.client.post('/api/channel/add', { name: 'Posters' });
      expect(channel.body).toMatchObject({ error: 0 });
      await user.client.post(`/api/channel/${channel.body.id as number}/assign/links/${linkId}`);

      await submitAddAccount(t.page, { name: 'Shop', baseUrl: t.sandbox.url, apiKey: user.apiKey });
      await firstAccountOpened(t.page, user.username);
      await openArea(t.page, 'Links');
      await row(t.page, 'Links', 'spring-sale').getByText('spring-sale', { exact: true }).click();
      const details = pane(t.page, 'spring-sale');
      const history = panel(details, 'Clicks over time');
      // History is on for the account first opened, but nothing has been looked at yet.
      await history
        .getByText('The first snapshot is taken in a moment; clicks are counted from then on.')
        .waitFor(ANSWERED);

      // The first look finds the link with no clicks: history starts there.
      await later(FIRST_LOOK_DELAY + 1000);
      await expect.poll(() => totalOf(history), ANSWERED).toBe('0 clicks in the last 7 days');
      await history
        .getByRole('listitem')
        .filter({ hasText: /^History since / })
        .waitFor();

      // Five clicks before the next look; then Linkdesk misses two days, in which two come in; then three more.
      await visit(shortUrl, 5);
      await later(15 * MINUTE);
      await expect.poll(() => totalOf(history), ANSWERED).toBe('5 clicks in the last 7 days');
      clock.jump(DAY);
      await visit(shortUrl, 2);
      await later(DAY);
      await visit(shortUrl, 3);
      await later(15 * MINUTE);
      await expect.poll(() => totalOf(history), ANSWERED).toBe('10 clicks in the last 7 days');
      // Said under the chart (and in its table's row for the stretch).
      await history
        .getByRole('listitem')
        .filter({ hasText: /^Linkdesk was not running: 2 clicks came in, / })
        .waitFor();
      // The chart is a picture for the eyes; its table carries the same figures for a screen reader.
      const table = history.getByRole('table');
      await expect
        .poll(() => table.locator('caption').textContent())
        .toMatch(/^Clicks over time, .*: 10 clicks in all$/);
      expect(await table.getByRole('cell', { name: '5 clicks', exact: true }).count()).toBe(1);
      expect(await table.getByRole('cell', { name: '3 clicks', exact: true }).count()).toBe(1);
      expect(await history.locator('.history-chart-figure').getAttribute('aria-hidden')).toBe('true');
      expect(await history.locator('.history-chart-figure .history-chart-bar path').count()).toBeGreaterThan(
        1,
      );
      await screenshotsChecked(t.page, 'history-panes', 'link-week');

      // Pointing at the last bar says its time and count.
      const lastBar = history.locator('.history-chart-bar path').last();
      await lastBar.hover();
      const tooltip = history.locator('.history-tooltip');
      await tooltip.waitFor();
      expect(await tooltip.locator('.history-tooltip-count').textContent()).toBe('3 clicks');
      expect(await tooltip.locator('.history-tooltip-time').textContent()).toMatch(/\d/);
      await t.page.screenshot({ path: 'test-results/screenshots/history-panes/link-tooltip.png' });
      await t.page.mouse.move(0, 0);

      // The last 24 hours hold the last three clicks, and what of the gap reaches into them.
      // A click on the segment that says "24 h", as a person makes it.
      await history.getByText('24 h', { exact: true }).click();
      expect(await history.getByRole('radio', { name: 'Last 24 hours', exact: true }).isChecked()).toBe(true);
      await expect.poll(() => resultsOf(t, 'history:series').length, ANSWERED).toBeGreaterThan(0);
      await expect.poll(() => totalOf(history), ANSWERED).toMatch(/^\d+ clicks? in the last 24 hours$/);
      const dayTotal = Number(/^(\d+)/.exec((await totalOf(history))!)![1]);
      expect(dayTotal).toBeGreaterThanOrEqual(3);
      expect(dayTotal).toBeLessThan(10);
      await screenshotsChecked(t.page, 'history-panes', 'link-day');

      // Saved as CSV, the 24 hours shown: a row per bar, blank where nobody was looking.
      await history.getByRole('button', { name: /^Export/ }).click();
      await t.page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
      await t.page.getByText('Saved the chart’s figures as a CSV file.').waitFor(ANSWERED);
      const dir = t.devBrowser.downloadsDir;
      await expect
        .poll(
          async () => (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.csv')),
          ANSWERED,
        )
        .toHaveLength(1);
      const [name] = (await readdir(dir)).filter((file) => file.endsWith('.csv'));
      expect(name).toMatch(/^spring-sale clicks \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile(join(dir, name!), 'utf8')).trim().split(/\r?\n/);
      expect(lines[0]).toBe('Time,Clicks');
      const counts = lines.slice(1).map((line) => line.split(',')[1]!);
      expect(counts.length).toBeGreaterThan(1);
      // The bars' own clicks: the three after the gap among them, the gap's two not placed in any bar.
      const known = counts.filter((cell) => cell !== '').reduce((sum, cell) => sum + Number(cell), 0);
      expect(known).toBe(3);
      expect(exportRequest(t)).toMatchObject({
        format: 'csv',
        range: { preset: '24h' },
        title: 'spring-sale',
      });

      // Custom starts from the days shown: today alone, after the last 24 hours.
      await history.getByText('Custom', { exact: true }).click();
      await history.getByRole('group', { name: 'Custom dates', exact: true }).waitFor();
      await expect
        .poll(() => rangeOfLastSeries(t), ANSWERED)
        .toMatchObject({ from: expect.any(Number), to: expect.any(Number) });
      await screenshotsChecked(t.page, 'history-panes', 'link-custom');
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it('sums the campaign’s and the channel’s links over time', async () => {
    await openArea(t.page, 'Campaigns');
    await row(t.page, 'Campaigns', 'Spring').getByText('Spring', { exact: true }).click();
    const campaign = panel(pane(t.page, 'Spring'), 'Clicks over time');
    await expect.poll(() => totalOf(campaign), ANSWERED).toBe('10 clicks in the last 7 days');
    expect(await campaign.getByRole('table').locator('caption').textContent()).toMatch(/: 10 clicks in all$/);
    await screenshotsChecked(t.page, 'history-panes', 'campaign');

    // A board of channels reads a chart only once its card's is opened.
    await t.page.getByRole('navigation').getByRole('link', { name: 'Channels', exact: true }).click();
    const card = t.page.getByRole('article', { name: 'Posters', exact: true });
    const asked = resultsOf(t, 'history:series').length;
    await card.getByText('Clicks over time', { exact: true }).click();
    const channel = panel(card, 'Clicks over time');
    await expect.poll(() => totalOf(channel), ANSWERED).toBe('10 clicks in the last 7 days');
    expect(resultsOf(t, 'history:series').length).toBe(asked + 1);
    await screenshotsChecked(t.page, 'history-panes', 'channel');
    expect(t.pageProblems).toEqual([]);
  });
});

/** The range of the window's latest chart read. */
function rangeOfLastSeries(app: ReturnType<typeof useE2eApp>): unknown {
  const request = app.exchanges.filter((exchange) => exchange.channel === 'history:series').at(-1)?.request;
  return (request as { range?: unknown } | undefined)?.range;
}

/** What the window last asked main to export. */
function exportRequest(app: ReturnType<typeof useE2eApp>): unknown {
  return app.exchanges.filter((exchange) => exchange.channel === 'history:export').at(-1)?.request;
}
