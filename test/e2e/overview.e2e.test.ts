import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import type { HistoryOverview, HistoryStatus } from '../../src/shared/ipc/history.ts';
import type { Link } from '../../src/shared/ipc/resources.ts';
import { ShiftedClock } from '../support/shifted-clock.ts';
import { chooseOption, chosenOption } from './support/controls.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { dialog, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { SHOT_SIZES, screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

const HOUR = 3_600_000;
/** Two simulated days of snapshots every three hours: enough for a day against the day before, and for Rising. */
const HOURS_SIMULATED = 48;
const HOURS_BETWEEN_SNAPSHOTS = 3;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const totals = (page: Page) => page.getByRole('list', { name: 'Totals', exact: true });
/** A period's card, by its title ("Last 7 days"). */
const periodCard = (page: Page, title: string) =>
  totals(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The Overview main answered last, for the range asked. */
function lastOverview(t: ReturnType<typeof useE2eApp>, preset: string): HistoryOverview {
  const answers = t.exchanges.filter(
    (exchange) =>
      exchange.channel === 'history:overview' &&
      JSON.stringify((exchange.request as { range: unknown }).range) === JSON.stringify({ preset }),
  );
  const result = answers.at(-1)?.result as { ok: true; value: HistoryOverview } | undefined;
  if (!result?.ok) throw new Error(`No Overview was answered for ${preset}`);
  return result.value;
}

describe('the Overview, end to end', () => {
  // One clock for the installation's simulated visits and main's snapshots: a jump of an hour is an hour of
  // traffic and the snapshot due at its end, in an instant.
  const clock = new ShiftedClock();
  const t = useE2eApp(build, {}, { gatewayClock: clock });
  let installation: RunningSandbox;
  let accountId = '';

  beforeAll(async () => {
    installation = await startSandbox({
      memory: true,
      seed: 'demo',
      rateLimit: 0,
      now: clock.now,
      traffic: true,
    });
  });
  afterAll(() => installation?.close());

  /** Three hours pass on both sides, and main takes the snapshot that falls due. */
  async function threeHoursPass(): Promise<void> {
    clock.jump(HOURS_BETWEEN_SNAPSHOTS * HOUR);
    await t.devBrowser.runDueSnapshots();
  }

  it('opens a new account on its Overview, which waits for the first snapshot and then shows it', async () => {
    const pro = proUser(installation);
    await submitAddAccount(t.page, { name: 'Shop', baseUrl: installation.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    accountId = (resultsOf(t, 'accounts:add')[0] as { ok: true; value: { id: string } }).value.id;
    await t.page.getByText('The first snapshot is being taken…').waitFor();
    expect(await totals(t.page).count()).toBe(0);
    await screenshotsChecked(t.page, 'overview', 'first-snapshot');

    // The first snapshot waits a little after the account opens; the clock is moved past it.
    clock.jump(20_000);
    await t.devBrowser.runDueSnapshots();
    await totals(t.page).waitFor();
    await t.page.getByText(/^History since .+ · next snapshot .+ on this computer$/).waitFor();
    expect(t.pageProblems).toEqual([]);
  });

  it('saves the history settings, and main holds them afterwards', async () => {
    await t.page.getByRole('button', { name: 'History settings…', exact: true }).click();
    const settings = dialog(t.page);
    await settings.getByRole('heading', { name: 'History settings' }).waitFor();
    expect(await chosenOption(settings, 'How often')).toBe('Every 15 minutes');
    // Every three hours: two simulated days are 16 snapshots.
    await chooseOption(settings, 'How often', 'Every 3 hours');
    await settings.getByText('Milestones', { exact: true }).click();

    // Totals just above what ten links have now: whichever of them gets a visit passes its own.
    const links = await itemsOn<Link>(proUser(installation).client, '/api/urls', 'urls');
    const thresholds = [...new Set(links.slice(0, 10).map((link) => link.clicks + 1))].sort((a, b) => a - b);
    const boxes = settings.getByRole('textbox', { name: /^Total \d+$/ });
    while ((await boxes.count()) > 0) await settings.getByRole('button', { name: 'Remove total 1' }).click();
    for (const [index, threshold] of thresholds.entries()) {
      await settings.getByRole('button', { name: 'Add a total' }).click();
      await settings.getByLabel(`Total ${index + 1}`, { exact: true }).fill(String(threshold));
    }
    await screenshotsChecked(t.page, 'overview', 'history-settings');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.waitFor({ state: 'detached' });

    const status = await statusThroughMain(t.page, accountId);
    expect(status.settings).toEqual({
      enabled: true,
      intervalMinutes: 180,
      milestones: { enabled: true, thresholds, surges: true },
    });
  });

  it('after two days of traffic, shows the clicks, what rose and a milestone, as main counted them', async () => {
    for (let hour = 0; hour < HOURS_SIMULATED; hour += HOURS_BETWEEN_SNAPSHOTS) await threeHoursPass();
    // The Overview reads itself again after each snapshot; the last one's answer is what it shows.
    const last = (await statusThroughMain(t.page, accountId)).lastSnapshotAt;
    await expect.poll(() => lastOverview(t, '7d').status.lastSnapshotAt, { timeout: 20_000 }).toBe(last);
    const overview = lastOverview(t, '7d');
    expect(overview.last24h.clicks).toBeGreaterThan(0);

    const day = periodCard(t.page, 'Last 24 hours');
    await expect
      .poll(() => day.textContent())
      .toContain(`${overview.last24h.clicks.toLocaleString('en-US')} click`);
    expect(await periodCard(t.page, 'Last 7 days').textContent()).toContain(
      `${overview.last7d.clicks.toLocaleString('en-US')} click`,
    );

    const rising = section(t.page, 'Rising');
    const top = overview.rising[0]!;
    expect(top).toBeDefined();
    await rising
      .getByRole('button', {
        name: new RegExp(`^${escape(top.name)} .*\\b${top.count.toLocaleString('en-US')} (click|scan)`),
      })
      .waitFor();

    const milestones = section(t.page, 'Milestones');
    expect(overview.milestones.length).toBeGreaterThan(0);
    await milestones.getByRole('listitem').first().waitFor();
    // The newest few beside what rose; the rest a click away.
    const reached = overview.milestones.length;
    expect(await milestones.getByRole('listitem').count()).toBe(Math.min(6, reached));
    await screenshotsChecked(t.page, 'overview', 'overview');
    // The foot of the Overview: campaigns and channels, and where history stands (scrolled to in the smaller
    // window, whose scroll the larger one keeps at its end).
    await t.page.setViewportSize(SHOT_SIZES[0]);
    await t.page.getByText(/^History since .+ on this computer$/).scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'overview', 'overview-lower');

    if (reached > 6) {
      await milestones.getByRole('button', { name: `Show all ${reached} milestones` }).click();
      expect(await milestones.getByRole('listitem').count()).toBe(reached);
    }
    expect(t.pageProblems).toEqual([]);
  }, 180_000);

  it('changes the range of the chart and of what rose with it', async () => {
    // The choice as it shows ("24 h"), named "Last 24 hours" for screen readers.
    const range = t.page.getByRole('radiogroup', { name: 'Time range' });
    await range.getByText('24 h', { exact: true }).click();
    expect(await range.getByRole('radio', { name: 'Last 24 hours' }).isChecked()).toBe(true);
    await expect
      .poll(() => {
        try {
          return lastOverview(t, '24h').series.bucketMinutes;
        } catch {
          return null;
        }
      })
      .not.toBeNull();
    const day = lastOverview(t, '24h');
    expect(day.series.to - day.series.from).toBe(24 * HOUR);
    // The chart's table (what a screen reader reads) has a row per bar of the new range.
    const table = t.page.getByRole('table', { name: /Clicks over time/ });
    await expect.poll(() => table.getByRole('row').count()).toBe(day.series.buckets.length + 1);
    expect(t.pageProblems).toEqual([]);
  });

  it('exports the chart’s figures, which read back as main counted them', async () => {
    const before = new Set(await filesIn(t.devBrowser.downloadsDir));
    await t.page.getByRole('button', { name: /^Export…/ }).click();
    await t.page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    await t.page.getByText(/^Saved the chart’s figures as a CSV file\./).waitFor();
    const added = (await filesIn(t.devBrowser.downloadsDir)).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.csv$/);

    const text = (await readFile(join(t.devBrowser.downloadsDir, added[0]!), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header).toBe('Time,Clicks,Scans');
    const series = lastOverview(t, '24h').series;
    expect(rows).toHaveLength(series.buckets.length);
    const cell = (value: number | null) => (value === null ? '' : String(value));
    expect(rows.map((row) => row.split(',').slice(1))).toEqual(
      series.buckets.map((bucket) => [cell(bucket.clicks), cell(bucket.scans)]),
    );
  });

  it('opens a link that rose in the Links area, its details beside the list, in one click', async () => {
    const top = lastOverview(t, '24h').rising.find((item) => item.kind === 'link' && !item.gone)!;
    expect(top).toBeDefined();
    await section(t.page, 'Rising')
      .getByRole('button', { name: new RegExp(`^${escape(top.name)} `) })
      .click();
    await heading(t.page, 'Links').waitFor();
    await t.page.getByRole('complementary', { name: `Details of ${top.name}`, exact: true }).waitFor();
    expect(t.pageProblems).toEqual([]);
  });

  it('opens a campaign and a channel of the comparison where they live, in one click each', async () => {
    await t.page.getByRole('link', { name: 'Overview', exact: true }).click();
    const campaign = lastOverview(t, '24h').campaigns[0]!;
    const campaignName = (
      await itemsOn<{ id: number; name: string }>(proUser(installation).client, '/api/campaigns', 'campaigns')
    ).find((item) => item.id === campaign.id)!.name;
    await section(t.page, 'Campaigns')
      .getByRole('button', { name: new RegExp(`^${escape(campaignName)}`) })
      .click();
    await heading(t.page, 'Campaigns').waitFor();
    await t.page.getByRole('complementary', { name: `Details of ${campaignName}`, exact: true }).waitFor();

    await t.page.getByRole('link', { name: 'Overview', exact: true }).click();
    const channel = lastOverview(t, '24h').channels[0]!;
    const channelName = (
      await itemsOn<{ id: number; name: string }>(proUser(installation).client, '/api/channels', 'channels')
    ).find((item) => item.id === channel.id)!.name;
    await section(t.page, 'Channels')
      .getByRole('button', { name: new RegExp(`^${escape(channelName)}`) })
      .click();
    await heading(t.page, 'Channels').waitFor();
    // Its card's clicks over time unfold, with focus on them.
    // Written as the page's own script: this file knows no document.
    const focused = `document.activeElement?.matches('#channel-card-${channel.id} details.channel-card-history[open] summary') === true`;
    await expect.poll(() => t.page.evaluate(focused)).toBe(true);
    expect(t.pageProblems).toEqual([]);
  });

  it('answers “how many clicks this week?” at launch without a click', async () => {
    await t.page.reload();
    await heading(t.page, 'Overview').waitFor();
    const week = periodCard(t.page, 'Last 7 days');
    await week.waitFor();
    expect(await week.textContent()).toMatch(/^Last 7 days[\d,]+ clicks?/);
    expect(t.pageProblems).toEqual([]);
  });
});

/** Where the account's history stands, asked of main through the window's own bridge. */
async function statusThroughMain(page: Page, accountId: string): Promise<HistoryStatus> {
  // Written as the page's own script: this file knows no window.
  const result = (await page.evaluate(
    `window.api.getHistoryStatus({ accountId: ${JSON.stringify(accountId)} })`,
  )) as { ok: boolean; value: HistoryStatus };
  expect(result.ok).toBe(true);
  return result.value;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function filesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}
