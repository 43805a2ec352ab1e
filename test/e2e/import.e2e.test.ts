import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../src/main/spreadsheet/read-spreadsheet.ts';
import { chosenOption } from './support/controls.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { startInstallationProxy } from './support/installation-proxy.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import {
  accountItem,
  chooseAccount,
  dialog,
  firstAccountOpened,
  goTo,
  submitAddAccount,
} from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** A toast saying `text`, among any others in view. */
const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/**
 * Drops a file named `name` on `target` as a person dragging it from their folders would. Its content does not
 * matter: main reads the file itself (here dev:browser's stand-in, `chooseFile`), never what the window holds.
 */
async function dropFile(page: Page, target: Locator, name: string): Promise<void> {
  // Written as text: it runs in the page, and these tests are typed without the browser's types. A file made
  // in the page has no entry in the file system, which a file dragged from a folder has and the drop zone asks
  // for (to tell files from folders): the stand-in answers for it as the system would for a file.
  const dataTransfer = await page.evaluateHandle(
    `(() => {
      const item = DataTransferItem.prototype;
      const entryOf = item.webkitGetAsEntry;
      item.webkitGetAsEntry = function () {
        return entryOf.call(this) ?? (this.kind === 'file' ? { isFile: true, isDirectory: false } : null);
      };
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Long URL'], ${JSON.stringify(name)}, { type: 'text/csv' }));
      return transfer;
    })()`,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}
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
    await firstAccountOpened(t.page, pro.username);
    await t.page.getByRole('navigation').getByRole('link', { name: 'Import links', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Import links' }).waitFor();
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('offers a drop zone, the columns it reads and a sample file to start from', async () => {
    await t.page.getByRole('region', { name: 'Columns Linkdesk reads' }).waitFor();
    await screenshotsChecked(t.page, 'import', 'empty');
    await t.page.getByRole('button', { name: 'Save a sample file' }).click();
    await toastSaying(t.page, /^Saved “Linkdesk import sample\.csv”/).waitFor();
    const sample = await readSpreadsheet(
      'sample.csv',
      await readFile(join(t.devBrowser.downloadsDir, 'Linkdesk import sample.csv')),
    );
    expect(sample.header).toEqual([
      'Long URL',
      'Alias',
      'Title',
      'Domain',
      'Campaign',
      'Channel',
      'Expiry',
      'Password',
    ]);
    expect(sample.rows).toHaveLength(3);
  });

  it('reads a dropped file, shows each problem whole, makes the valid rows and exports the sheet', async () => {
    const before = (await links()).length;
    // A browser gives no path for a drop: dev:browser answers it, as it answers the open dialog, with this file.
    t.devBrowser.chooseFile(join(folder, 'Spring campaign.csv'));
    await dropFile(
      t.page,
      t.page.getByRole('button', { name: 'Drop a spreadsheet to import' }),
      'Spring campaign.csv',
    );
    const status = t.page.getByRole('status').filter({ hasText: 'rows ready' });
    // The file is read in a worker of its own: on a loaded machine that takes more than a second.
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toMatch(/^30 of 32 rows ready, 2 with problems/);
    // The columns were guessed from the headers.
    const body = t.page.locator('body');
    expect(await chosenOption(body, 'Long URL (required)')).toMatch(/^A: /);
    expect(await chosenOption(body, 'Alias')).toMatch(/^B: /);
    await screenshotsChecked(t.page, 'import', 'preview');
    await t.page.getByLabel('Only rows with problems').check();
    const table = t.page.getByRole('table', { name: 'Rows of Spring campaign.csv' });
    // The whole reason, the address it quotes included, never cut.
    await table.getByText('Alias “ab” must be 3 to 50 letters, digits, - or _', { exact: true }).waitFor();
    await table.getByText(/^Long URL “spring sale” must be a full URL/).waitFor();
    await screenshotsChecked(t.page, 'import', 'problems');

    await t.page.getByRole('button', { name: 'Import 30 links to Work' }).click();
    const job = t.page.getByRole('listitem', { name: 'Import of Spring campaign.csv' });
    // Two rows were not sent: the card says so, rather than a neutral "Done".
    await job.getByText('Done, some not sent', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshotsChecked(t.page, 'import', 'done');

    const made = await links();
    expect(made).toHaveLength(before + ROWS);
    expect(made.find((link) => link.alias === 'spring-7')?.longurl).toBe('https://example.com/spring/7');

    await job.getByRole('button', { name: 'Export with short URLs' }).click();
    await toastSaying(t.page, 'Exported “Spring campaign.csv” with its short URLs.').waitFor();
    const exported = join(t.devBrowser.downloadsDir, 'Spring campaign with short URLs.csv');
    const sheet = await readSpreadsheet('export.csv', await readFile(exported));
    expect(sheet.header).toEqual(['Destination', 'Slug', 'Name', 'Short URL', 'Import result']);
    for (const row of sheet.rows.slice(0, ROWS)) {
      expect(row[3]).toBe(made.find((link) => link.alias === row[1])?.shorturl);
      expect(row[4]).toBe('Created');
    }
    expect(sheet.rows[ROWS]?.[4]).toMatch(/^Not sent: /);
    expect(t.pageProblems).toEqual([]);
  });

  it('warns when the same file is chosen again, skips its rows when asked, and lets an untouched preview go', async () => {
    t.devBrowser.chooseFile(join(folder, 'Spring campaign.csv'));
    await t.page.getByRole('button', { name: 'Choose file…' }).click();
    const notice = t.page.getByRole('region', { name: 'Rows already imported' });
    await notice
      .getByText(
        /^30 rows of this file were already imported to Work at .+\. Sent again, they would be refused as duplicates\.$/,
      )
      .waitFor();
    await screenshotsChecked(t.page, 'import', 'already-imported');
    await notice.getByRole('button', { name: 'Skip these 30 rows' }).click();
    const status = t.page.getByRole('status').filter({ hasText: 'rows ready' });
    await expect
      .poll(() => status.textContent())
      .toMatch(/^0 of 32 rows ready, 2 with problems \(not sent\), 30 already imported \(skipped\)\./);
    expect(await t.page.getByRole('button', { name: /^Import \d+ links? to Work$/ }).isDisabled()).toBe(true);
    await screenshotsChecked(t.page, 'import', 'already-imported-skipped');
    await notice.getByRole('button', { name: 'Import them anyway' }).click();

    // Nothing was changed in the end: going to the import's links asks nothing.
    const job = t.page.getByRole('listitem', { name: 'Import of Spring campaign.csv' });
    await job.getByRole('button', { name: 'View imported links' }).click();
    expect(await t.page.getByRole('alertdialog').count()).toBe(0);
    const searchBox = t.page.getByLabel('Search links', { exact: true });
    await expect.poll(() => searchBox.inputValue()).toMatch(/^import [0-9a-f]{8}$/);
    // Newest first: the import's last rows lead the list.
    const linksGrid = t.page.getByRole('grid', { name: 'Links', exact: true });
    await linksGrid
      .getByText(/spring-29/)
      .first()
      .waitFor();
    await screenshotsChecked(t.page, 'import', 'imported-links');
    await t.page.getByRole('navigation').getByRole('link', { name: 'Import links', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Import links' }).waitFor();
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
    await t.page.getByRole('button', { name: 'Choose file…' }).click();
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
    await firstAccountOpened(t.page, 'sam');
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
    await t.page.getByRole('button', { name: 'Choose file…' }).click();
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
    await removing.getByRole('button', { name: 'Remove account', exact: true }).click();
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
    await firstAccountOpened(t.page, pro.username);
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
    await t.page.getByRole('button', { name: 'Choose file…' }).click();
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
