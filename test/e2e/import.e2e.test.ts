import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../src/main/spreadsheet/read-spreadsheet.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { profileHeading, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();
const ROWS = 30;

describe('importing links from a spreadsheet, end to end', () => {
  const t = useE2eApp(build);
  let folder = '';
  const links = () =>
    itemsOn<{ alias: string; longurl: string; shorturl: string }>(
      proUser(t.sandbox).client,
      '/api/urls',
      'urls',
    );

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'linkdesk-import-e2e-'));
    const lines = ['Destination;Slug;Name'];
    for (let row = 0; row < ROWS; row++) {
      lines.push(`https://example.com/spring/${row};spring-${row};Spring offer ${row}`);
    }
    // Two rows the checks stop: no web address, and an alias too short.
    lines.push('spring sale;spring-x;No address', 'https://example.com/short;ab;Too short');
    await writeFile(join(folder, 'Spring campaign.csv'), lines.join('\r\n'));
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username).waitFor();
    await t.page.getByRole('navigation').getByRole('link', { name: 'Import links', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Import links' }).waitFor();
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('previews every row with its check, then makes the valid ones and exports the sheet with short URLs', async () => {
    const before = (await links()).length;
    await screenshotsChecked(t.page, 'import', 'empty');
    t.devBrowser.chooseFile(join(folder, 'Spring campaign.csv'));
    await t.page.getByRole('button', { name: 'Choose a spreadsheet…' }).click();
    const status = t.page.getByRole('status').filter({ hasText: 'rows ready' });
    await expect.poll(() => status.textContent()).toMatch(/^30 of 32 rows ready, 2 with problems/);
    // The columns were guessed from the headers.
    expect(await t.page.getByLabel('Long URL (required)').inputValue()).toBe('0');
    expect(await t.page.getByLabel('Alias').inputValue()).toBe('1');
    await screenshotsChecked(t.page, 'import', 'preview');
    await t.page.getByLabel('Only rows with problems').check();
    const grid = t.page.getByRole('grid', { name: 'Rows of Spring campaign.csv' });
    await grid
      .getByText(/must be a full URL/)
      .first()
      .waitFor();
    await screenshotsChecked(t.page, 'import', 'problems');

    await t.page.getByRole('button', { name: 'Import 30 links to Work' }).click();
    const job = t.page.getByRole('listitem', { name: 'Import of Spring campaign.csv' });
    await job.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshotsChecked(t.page, 'import', 'done');

    const made = await links();
    expect(made).toHaveLength(before + ROWS);
    expect(made.find((link) => link.alias === 'spring-7')?.longurl).toBe('https://example.com/spring/7');

    await job.getByRole('button', { name: 'Export with short URLs' }).click();
    const exported = join(t.devBrowser.downloadsDir, 'Spring campaign with short URLs.csv');
    await expect
      .poll(() =>
        readFile(exported).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    const sheet = await readSpreadsheet('export.csv', await readFile(exported));
    expect(sheet.header).toEqual(['Destination', 'Slug', 'Name', 'Short URL', 'Import result']);
    for (const row of sheet.rows.slice(0, ROWS)) {
      expect(row[3]).toBe(made.find((link) => link.alias === row[1])?.shorturl);
      expect(row[4]).toBe('Created');
    }
    expect(sheet.rows[ROWS]?.[4]).toMatch(/^Not sent: /);
    expect(t.pageProblems).toEqual([]);
  });
});
