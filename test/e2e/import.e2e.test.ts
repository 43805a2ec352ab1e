import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../src/main/spreadsheet/read-spreadsheet.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { startInstallationProxy } from './support/installation-proxy.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import {
  accountItem,
  chooseAccount,
  dialog,
  goTo,
  profileHeading,
  submitAddAccount,
} from './support/screens.ts';
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

  it('refuses a sheet with a row too wide to read, naming the limit, and sends nothing', async () => {
    const before = (await links()).length;
    const wide = Array.from({ length: 300 }, (_, column) => `Column ${column + 1}`);
    await writeFile(
      join(folder, 'Wide export.csv'),
      [wide.join(','), 'https://example.com/wide'].join('\r\n'),
    );
    t.devBrowser.chooseFile(join(folder, 'Wide export.csv'));
    await t.page.getByRole('button', { name: 'Choose a spreadsheet…' }).click();
    const refusal = t.page.getByRole('alert').filter({ hasText: 'Linkdesk could not read this file' });
    await refusal.getByText(/^This sheet has a row with 300 columns; Linkdesk reads up to 256\./).waitFor();
    // The same file would be refused again: choosing another is the button below, not a Retry.
    expect(await refusal.getByRole('button').count()).toBe(0);
    await screenshotsChecked(t.page, 'import', 'refused-wide');
    // Nothing of it reached the preview, nor the installation.
    expect(await t.page.getByRole('grid', { name: 'Rows of Wide export.csv' }).count()).toBe(0);
    expect(await links()).toHaveLength(before);
    expect(t.pageProblems).toEqual([]);
  });
});

/** A sheet of `rows` links with aliases `<slug>-<n>`, every other one with a password. */
async function writeSheetWithPasswords(file: string, slug: string, rows: number): Promise<void> {
  const lines = ['Destination;Slug;Password'];
  for (let row = 0; row < rows; row++) {
    lines.push(
      `https://example.com/${slug}/${row};${slug}-${row};${row % 2 === 0 ? `door-code-${row}` : ''}`,
    );
  }
  await writeFile(file, lines.join('\r\n'));
}

describe('an import whose account is removed while it sends, end to end', () => {
  const t = useE2eApp(build);
  const ROWS_SENT = 20;
  let folder = '';
  let proxy: Awaited<ReturnType<typeof startInstallationProxy>>;
  const links = () =>
    itemsOn<{ alias: string; longurl: string }>(proUser(t.sandbox).client, '/api/urls', 'urls');
  const job = () => t.page.getByRole('listitem', { name: 'Import of Autumn offers.csv' });
  const openImport = async () => {
    await t.page.getByRole('navigation').getByRole('link', { name: 'Import links', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Import links' }).waitFor();
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'linkdesk-import-e2e-'));
    await writeSheetWithPasswords(join(folder, 'Autumn offers.csv'), 'autumn', ROWS_SENT);
    // The account that stays, and the one whose installation answers through a proxy that can stall.
    proxy = await startInstallationProxy(t.sandbox.url);
    await submitAddAccount(t.page, { name: 'Personal', baseUrl: t.sandbox.url, apiKey: t.keyOf('sam') });
    await profileHeading(t.page, 'sam').waitFor();
    await goTo(t.page, 'Accounts');
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: proxy.url, apiKey: pro.apiKey });
    await accountItem(t.page, 'Work').waitFor();
    await chooseAccount(t.page, 'Work');
    await openImport();
  });
  afterAll(async () => {
    await proxy?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('says in the preview what each link carries and that passwords are forgotten once sent', async () => {
    t.devBrowser.chooseFile(join(folder, 'Autumn offers.csv'));
    await t.page.getByRole('button', { name: 'Choose a spreadsheet…' }).click();
    await t.page.getByText(/^Each link’s description names its row and this import/).waitFor();
    // Said only when a column is taken for passwords: the header was recognised.
    await t.page.getByText(/Passwords are kept encrypted until their row is sent, then forgotten/).waitFor();
    await screenshotsChecked(t.page, 'import', 'preview-passwords');
  });

  it('says how many rows wait when the account is removed, and goes on with the same user’s account added again', async () => {
    // Five rows go through, then the installation stops answering while the sixth is on its way.
    proxy.creates.hold(5);
    await t.page.getByRole('button', { name: `Import ${ROWS_SENT} links to Work` }).click();
    await expect.poll(() => proxy.creates.held()).toBe(1);
    await job().getByText('Sending', { exact: true }).waitFor();

    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Work').getByRole('button', { name: 'Remove', exact: true }).click();
    const removing = dialog(t.page);
    await removing
      .getByText(/^15 rows of an import are still waiting to be sent to this account\. Removing it pauses/)
      .waitFor();
    await screenshotsChecked(t.page, 'accounts', 'remove-with-import');
    await removing.getByRole('button', { name: 'Remove', exact: true }).click();
    await accountItem(t.page, 'Work').waitFor({ state: 'detached' });
    // The sixth row's answer comes back to an import whose account is gone: it stops there.
    proxy.creates.release();

    await openImport();
    await job().getByText('Paused', { exact: true }).waitFor();
    // Why, and what to do, said once.
    await job()
      .getByText(
        `The account of this import is no longer in Linkdesk. Add alex’s account on ${proxy.url} again to continue.`,
        { exact: true },
      )
      .waitFor();
    expect(await job().getByRole('button', { name: 'Resume' }).count()).toBe(0);
    await screenshotsChecked(t.page, 'import', 'account-removed');

    await goTo(t.page, 'Accounts');
    await submitAddAccount(t.page, { name: 'Work again', baseUrl: proxy.url, apiKey: t.keyOf('alex') });
    await accountItem(t.page, 'Work again').waitFor();
    await openImport();
    const carryOn = job().getByRole('button', { name: 'Continue with Work again', exact: true });
    await carryOn.waitFor();
    await screenshotsChecked(t.page, 'import', 'continue-with');
    await carryOn.click();
    await job().getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    await job()
      .getByText(/^Linkdesk keeps no link password once its row is sent/)
      .waitFor();
    await screenshotsChecked(t.page, 'import', 'done-after-removal');

    // Every row made once, none twice, though one was in flight when its account went.
    const made = (await links()).filter((link) => link.alias.startsWith('autumn-'));
    expect(made.map((link) => link.alias).sort()).toEqual(
      Array.from({ length: ROWS_SENT }, (_, row) => `autumn-${row}`).sort(),
    );
    for (const link of made) expect(link.longurl).toBe(`https://example.com/autumn/${link.alias.slice(7)}`);
    expect(t.pageProblems).toEqual([]);
  });
});

describe('a row whose answer was lost, on an installation that keeps no descriptions, end to end', () => {
  const t = useE2eApp(build, { revision: 'legacy' });
  const ROWS_SENT = 6;
  let folder = '';
  let proxy: Awaited<ReturnType<typeof startInstallationProxy>>;
  const links = () =>
    itemsOn<{ id: number; longurl: string; shorturl: string }>(
      proUser(t.sandbox).client,
      '/api/urls',
      'urls',
    );
  const job = () => t.page.getByRole('listitem', { name: 'Import of Menu links.csv' });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'linkdesk-import-e2e-'));
    const lines = ['Destination'];
    for (let row = 0; row < ROWS_SENT; row++) lines.push(`https://example.com/menu/${row}`);
    await writeFile(join(folder, 'Menu links.csv'), lines.join('\r\n'));
    proxy = await startInstallationProxy(t.sandbox.url);
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Old shop', baseUrl: proxy.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username).waitFor();
    await t.page.getByRole('navigation').getByRole('link', { name: 'Import links', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Import links' }).waitFor();
  });
  afterAll(async () => {
    await proxy?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('asks whether a link to the same address is the row’s, and records it as made when it is', async () => {
    // The third row's link is made, and its answer lost on the way back.
    proxy.creates.loseAnswer(2);
    t.devBrowser.chooseFile(join(folder, 'Menu links.csv'));
    await t.page.getByRole('button', { name: 'Choose a spreadsheet…' }).click();
    await t.page.getByRole('button', { name: `Import ${ROWS_SENT} links to Old shop` }).click();
    await job().getByText('Paused', { exact: true }).waitFor({ timeout: 30_000 });
    expect(proxy.creates.lost()).toBe(1);
    // The import looks for the row by itself: nothing for the person to check first.
    await job()
      .getByText(/on Resume, Linkdesk looks for it before sending it again/)
      .waitFor();
    expect(
      await job()
        .getByText(/check before trying again/)
        .count(),
    ).toBe(0);
    await screenshotsChecked(t.page, 'import', 'answer-lost');

    await job().getByRole('button', { name: 'Resume', exact: true }).click();
    const lostRow = (await links()).find((link) => link.longurl === 'https://example.com/menu/2')!;
    const question = job().getByRole('region', { name: 'Rows of Menu links.csv to decide' });
    await question.getByText(lostRow.shorturl, { exact: true }).waitFor({ timeout: 30_000 });
    await question.getByText(/^Row 4 may have been made already as/).waitFor();
    await job().getByText('5 of 6 links made on Old shop. 1 waiting for your answer.').waitFor();
    // Only the answer is missing: Resume would stop at the same question.
    expect(await job().getByRole('button', { name: 'Resume' }).count()).toBe(0);
    await screenshotsChecked(t.page, 'import', 'question');

    await question.getByRole('button', { name: 'It is mine', exact: true }).click();
    await job().getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    // Every row's link once: the one whose answer was lost was not made again.
    const made = (await links()).filter((link) => link.longurl.startsWith('https://example.com/menu/'));
    expect(made.map((link) => link.longurl).sort()).toEqual(
      Array.from({ length: ROWS_SENT }, (_, row) => `https://example.com/menu/${row}`).sort(),
    );
    expect(t.pageProblems).toEqual([]);
  });
});
