import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/sandbox.ts';
import { chooseOption, chosenOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { endUndoWindows, resultsOf, useE2eApp } from './support/e2e-app.ts';
import { alertSaying, dialog } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** Once the undo window has ended: long enough for the send under the rate limit on a slow machine. */
const AFTER_UNDO_WINDOW = { timeout: 12_000, interval: 100 };
const LONG_TEST = 60_000;
/** A search waits for typing to pause before it is sent. */
const SEARCHED = { timeout: 10_000 };
// (Also used for any UI change that waits for an answer from main.)

const linksGrid = (page: Page) => page.getByRole('grid', { name: 'Links', exact: true });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
/** A toast saying `text`, among any others in view. */
const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search links', { exact: true }).fill(text);
}

describe('links, end to end', () => {
  const t = useE2eApp(build);
  /** The sandbox's demo user, straight to the installation: what it really holds, past the app. */
  let installation: ApiClient;

  /** The link with this alias as the installation lists it, or undefined once it is gone. */
  async function onServer(
    alias: string,
  ): Promise<{ id: number; title: string; longurl: string } | undefined> {
    const reply = await installation.get(`/api/urls?limit=100&q=${encodeURIComponent(alias)}`);
    const items = (reply.body.data?.urls ?? []) as {
      id: number;
      alias: string;
      title: string;
      longurl: string;
    }[];
    return items.find((item) => item.alias === alias);
  }

  async function createOnServer(alias: string): Promise<number> {
    const reply = await installation.post('/api/url/add', {
      url: `https://example.com/${alias}`,
      custom: alias,
    });
    expect(reply.body).toMatchObject({ error: 0 });
    return reply.body.id as number;
  }

  it(
    'lists the demo links 50 a page with their total, writes URLs short, pages on, and searches through the installation',
    async () => {
      await t.page.getByRole('button', { name: 'Try the sandbox account', exact: true }).click();
      const builtIn = await t.devBrowser.sandbox.ensure();
      const demoUser = builtIn.accounts.find((account) => account.status === 'pro')!;
      installation = new ApiClient(builtIn.url, demoUser.apiKey);

      await t.page.getByRole('navigation').getByRole('link', { name: 'Links', exact: true }).click();
      await t.page.getByRole('heading', { level: 1, name: 'Links', exact: true }).waitFor();
      await linksGrid(t.page).waitFor();
      const total = (await installation.get('/api/urls?limit=1')).body.data.result as number;
      expect(total).toBeGreaterThan(15);
      // A desktop's page: 50 rows, and how many there are in all.
      await expect
        .poll(() => linksGrid(t.page).getAttribute('aria-rowcount'), SEARCHED)
        .toBe(String(Math.min(total, 50) + 1));
      await t.page.getByText(`${total} links`, { exact: true }).waitFor();
      expect(await chosenOption(t.page.locator('body'), 'Per page')).toBe('50');

      // Short URLs as domain/alias, long URLs as host and path: whole in their tooltips.
      const newest = (await installation.get('/api/urls?limit=1')).body.data.urls[0] as {
        alias: string;
        shorturl: string;
        longurl: string;
      };
      const newestRow = linksGrid(t.page).getByRole('row').nth(1);
      const shown = (full: string) =>
        newestRow.locator(`[title="${full}"] [aria-hidden="true"]`).textContent();
      await expect.poll(() => shown(newest.shorturl)).toBe(newest.shorturl.replace(/^https?:\/\//, ''));
      // Host and path, without the query; cut in the middle when the column is narrower than that.
      const hostAndPath = newest.longurl
        .replace(/^https?:\/\//, '')
        .replace(/[?#].*$/, '')
        .replace(/^([^/]*)\/$/, '$1');
      const [head = '', tail = ''] = ((await shown(newest.longurl)) ?? '').split('…');
      expect(head.length).toBeGreaterThan(3);
      expect(hostAndPath.startsWith(head) && hostAndPath.endsWith(tail)).toBe(true);
      await screenshotsChecked(t.page, 'links', 'list');

      await chooseOption(t.page.locator('body'), 'Per page', '15');
      const pages = Math.ceil(total / 15);
      await t.page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
      await expect.poll(() => linksGrid(t.page).getAttribute('aria-rowcount'), SEARCHED).toBe('16');
      await t.page.getByRole('button', { name: 'Next page', exact: true }).click();
      await t.page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
      expect(resultsOf(t, 'links:list').at(-1)).toMatchObject({ ok: true, value: { data: { page: 2 } } });
      await chooseOption(t.page.locator('body'), 'Per page', '50');

      await search(t.page, 'spring26');
      await expect.poll(() => linksGrid(t.page).getAttribute('aria-rowcount'), SEARCHED).toBe('2');
      await linksGrid(t.page).getByText('Spring collection 2026 – Example Shop').waitFor();
      await t.page.getByText('1 link found', { exact: true }).waitFor();
      const asked = t.exchanges.filter((exchange) => exchange.channel === 'links:list').at(-1);
      expect(asked?.request).toMatchObject({ q: 'spring26' });
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it('shows a link’s clicks and where they came from', async () => {
    await search(t.page, 'spring26');
    await t.page.getByRole('button', { name: 'Details of spring26', exact: true }).click();
    // Beside the list, named by the link's title where it has one.
    const statistics = t.page.getByRole('complementary', { name: /^Details of / });
    await statistics.getByRole('heading', { name: 'Statistics', exact: true }).waitFor();
    await statistics.getByText('Unique clicks', { exact: true }).first().waitFor();
    await statistics.getByRole('img', { name: /^Top countries: \S/ }).waitFor();
    await statistics.getByRole('img', { name: /^Top browsers: \S/ }).waitFor();
    // The figures first, the installation's own; then until when it works.
    const details = (await installation.get('/api/urls?q=spring26')).body.data.urls[0] as { id: number };
    const read = (await installation.get(`/api/url/${details.id}`)).body as {
      details: { expiry: string | null };
      data: { clicks: number };
    };
    const factOf = (term: string) =>
      statistics
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(() => factOf('Clicks').first().textContent())
      .toBe(read.data.clicks.toLocaleString('en-US'));
    if (read.details.expiry === null) expect(await factOf('Expires').textContent()).toBe('Never');
    else expect(await factOf('Expires').textContent()).not.toBe('Never');
    // The QR code folded away at the end, and no developer text in view.
    const qr = statistics.getByRole('button', { name: 'QR code', exact: true });
    expect(await qr.getAttribute('aria-expanded')).toBe('false');
    expect(await statistics.textContent()).not.toMatch(/modules|error correction/);
    // With the pane open the list keeps its numbers: the clicks and the day each link was made.
    await t.page.setViewportSize({ width: 1280, height: 800 });
    for (const column of ['Clicks', 'Created']) {
      await linksGrid(t.page).getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await screenshotsChecked(t.page, 'links', 'details');
    await expectAccessible(t.page, 'a link’s statistics');
    await statistics.getByRole('button', { name: /^Close the details of / }).click();
    await statistics.waitFor({ state: 'detached' });
  });

  it('copies a short URL through main, as the window may not write the clipboard itself', async () => {
    // The window runs under the app's permission policy: its own clipboard write is refused, as in Electron.
    const ownWrite = `navigator.clipboard.writeText('from the page').then(() => 'written', (error) => error.name)`;
    expect(await t.page.evaluate<string>(ownWrite)).toBe('NotAllowedError');

    await search(t.page, 'spring26');
    const shortUrl = (await installation.get('/api/urls?q=spring26')).body.data.urls[0].shorturl as string;
    await t.page.getByRole('button', { name: 'Copy short URL of spring26', exact: true }).click();
    await toastSaying(t.page, `Copied ${shortUrl}`).waitFor();
    expect(t.devBrowser.clipboardText()).toBe(shortUrl);
    expect(resultsOf(t, 'clipboard:writeText')).toEqual([{ ok: true, value: { copied: true } }]);
  });

  it(
    'creates a link: checks before sending, shows the server’s refusal beside the alias, keeps what was typed',
    async () => {
      await t.page.getByRole('button', { name: 'New link', exact: true }).click();
      const form = dialog(t.page);
      await field(form, 'Long URL').fill('not a link');
      await form.getByRole('button', { name: 'Create link', exact: true }).click();
      await alertSaying(t.page, /^Long URL /).waitFor();
      expect(resultsOf(t, 'links:add')).toEqual([]);

      await field(form, 'Long URL').fill('https://example.com/e2e/created');
      await field(form, 'Alias').fill('spring26');
      await field(form, 'Title').fill('Created end to end');
      await form.getByRole('button', { name: 'Create link', exact: true }).click();
      await alertSaying(t.page, /^Alias is already taken by another link/).waitFor();
      expect(resultsOf(t, 'links:add')).toEqual([
        { ok: false, error: expect.objectContaining({ code: 'conflict', field: 'custom' }) },
      ]);
      expect(await field(form, 'Long URL').inputValue()).toBe('https://example.com/e2e/created');
      expect(await field(form, 'Title').inputValue()).toBe('Created end to end');
      await expectAccessible(t.page, 'the link form with a server error');

      await field(form, 'Alias').fill('e2e-created');
      // Written as an address bar lets people copy it: sent with https://, as quick shorten does.
      await field(form, 'Long URL').fill('www.example.com/e2e/created');
      await form.getByRole('button', { name: 'Create link', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      // The toast offers what comes next: copying the new link, through main.
      const created = toastSaying(t.page, /^Created .*\/e2e-created$/);
      await created.waitFor();
      const shortUrl = (await created.textContent())!.replace(/^Created /, '');
      const copy = t.page
        .getByRole('region', { name: 'Notifications' })
        .locator('.toast')
        .filter({ hasText: /^Created .*\/e2e-created/ })
        .getByRole('button', { name: 'Copy', exact: true });
      // Focus inside a toast holds it while it is pictured.
      await copy.focus();
      await screenshotsChecked(t.page, 'links', 'created-toast');
      await copy.click();
      await toastSaying(t.page, `Copied ${shortUrl}`).waitFor();
      expect(t.devBrowser.clipboardText()).toBe(shortUrl);
      expect(await onServer('e2e-created')).toMatchObject({
        title: 'Created end to end',
        longurl: 'https://www.example.com/e2e/created',
      });
      // Shown at once, though the list was searched for another link: from the first page, newest first.
      const shownNew = t.page.getByRole('complementary', {
        name: 'Details of Created end to end',
        exact: true,
      });
      await shownNew.waitFor();
      expect(await t.page.getByLabel('Search links', { exact: true }).inputValue()).toBe('');
      const current = linksGrid(t.page).locator('[role="row"][aria-current="true"]');
      expect(await current.textContent()).toContain('e2e-created');
      expect(await current.getAttribute('aria-rowindex')).toBe('2');
      await screenshotsChecked(t.page, 'links', 'after-create');
      await shownNew.getByRole('button', { name: /^Close the details of / }).click();
      await shownNew.waitFor({ state: 'detached' });
    },
    LONG_TEST,
  );

  it('edits a link, sending only what changed', async () => {
    await search(t.page, 'e2e-created');
    await t.page.getByRole('button', { name: 'Edit e2e-created', exact: true }).click();
    const form = dialog(t.page);
    await expect
      .poll(() => field(form, 'Long URL').inputValue(), SEARCHED)
      .toBe('https://www.example.com/e2e/created');
    await field(form, 'Title').fill('Edited end to end');
    await form.getByRole('button', { name: 'Save link', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await toastSaying(t.page, /^Saved /).waitFor();
    const update = t.exchanges.filter((exchange) => exchange.channel === 'links:update').at(-1);
    expect(update?.request).toEqual({
      accountId: expect.any(String),
      id: expect.any(Number),
      metatitle: 'Edited end to end',
      remove: [],
    });
    expect(await onServer('e2e-created')).toMatchObject({ title: 'Edited end to end' });
    await linksGrid(t.page).getByText('Edited end to end').waitFor();
  });

  // Runs before the single delete below: SQLite hands a deleted highest id to the next new row, and the app
  // keeps a deleted id hidden until the list reloads, so new links made after a delete could share its id.
  it(
    'deletes several selected links at once',
    async () => {
      const ids = [
        await createOnServer('e2e-bulk-a'),
        await createOnServer('e2e-bulk-b'),
        await createOnServer('e2e-bulk-c'),
      ];
      await search(t.page, 'e2e-bulk');
      await expect.poll(() => linksGrid(t.page).getAttribute('aria-rowcount'), SEARCHED).toBe('4');
      await t.page.getByRole('checkbox', { name: 'Select all links shown', exact: true }).check();
      await t.page.getByRole('button', { name: 'Delete 3 selected', exact: true }).click();
      await t.page.getByText('Deleted 3 links.').waitFor();
      // Held for undo: the installation still has all three until the window ends.
      for (const id of ids) expect((await installation.get(`/api/url/${id}`)).status).toBe(200);
      await endUndoWindows(t, 1);
      await expect
        .poll(async () => {
          const statuses = await Promise.all(ids.map((id) => installation.get(`/api/url/${id}`)));
          return statuses.map((reply) => reply.status);
        }, AFTER_UNDO_WINDOW)
        .toEqual([404, 404, 404]);
    },
    LONG_TEST,
  );

  it(
    'deletes a link only once the undo window has passed, and not at all when undone',
    async () => {
      await search(t.page, 'e2e-created');
      await t.page.getByRole('button', { name: 'Delete e2e-created', exact: true }).click();
      await t.page.getByText('Deleted “e2e-created”.').waitFor();
      await linksGrid(t.page).waitFor({ state: 'detached' });
      // The toast of this delete: the one before may still count down on the window's clock, which the
      // test moves only for main's undo windows.
      await t.page
        .locator('.toast')
        .filter({ hasText: 'Deleted “e2e-created”.' })
        .getByRole('button', { name: /^Undo/ })
        .click();
      await linksGrid(t.page).getByText('Edited end to end').waitFor();
      // Past the window: an undone delete is never sent.
      await endUndoWindows(t, 0);
      expect(await onServer('e2e-created')).toBeDefined();

      await t.page.getByRole('button', { name: 'Delete e2e-created', exact: true }).click();
      await t.page.getByText('Deleted “e2e-created”.').waitFor();
      // Held for undo: the installation still has it.
      expect(await onServer('e2e-created')).toBeDefined();
      await endUndoWindows(t, 1);
      await expect.poll(() => onServer('e2e-created'), AFTER_UNDO_WINDOW).toBeUndefined();
    },
    LONG_TEST,
  );

  it('exports the loaded links as CSV', async () => {
    await search(t.page, '');
    // The whole first page again (the links deleted above are no longer on it).
    await expect
      .poll(async () => Number(await linksGrid(t.page).getAttribute('aria-rowcount')), SEARCHED)
      .toBeGreaterThan(10);
    const shown = Number(await linksGrid(t.page).getAttribute('aria-rowcount')) - 1;
    await t.page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const dir = t.devBrowser.downloadsDir;
    await expect
      .poll(
        async () => (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.csv')),
        SEARCHED,
      )
      .toHaveLength(1);
    const [name] = (await readdir(dir)).filter((file) => file.endsWith('.csv'));
    expect(name).toMatch(/^links-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(join(dir, name!), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Short URL');
    expect(lines[0]).toContain('Unique clicks');
    expect(lines).toHaveLength(1 + shown);
    expect(t.pageProblems).toEqual([]);
  });
});
