import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../../src/shared/ipc/resources.ts';
import { chooseOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { endUndoWindows, resultsOf, useE2eApp } from './support/e2e-app.ts';
import { csvFileName, itemsOn, list, openArea, proUser, row, undoToast } from './support/list-screens.ts';
import { alertSaying, dialog, profileHeading, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** Once the undo window has ended: long enough for the send on a slow machine. */
const AFTER_UNDO_WINDOW = { timeout: 12_000, interval: 100 };

describe('the domains screen, end to end', () => {
  const t = useE2eApp(build);
  const installed = () => itemsOn<Domain>(proUser(t.sandbox).client, '/api/domains', 'domains');
  const addOnServer = (domain: string) => proUser(t.sandbox).client.post('/api/domain/add', { domain });

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  });

  it('exports what is loaded as CSV and pages through the server', async () => {
    for (let n = 1; n <= 16; n++)
      await addOnServer(`https://page-${String(n).padStart(2, '0')}.example.test`);
    await openArea(t.page, 'Domains');
    const total = (await installed()).length;
    expect(total).toBeGreaterThan(15);

    await t.page.getByText(`Page 1 of ${Math.ceil(total / 15)}`).waitFor();
    await t.page.getByRole('button', { name: 'Next page', exact: true }).click();
    await t.page.getByText(`Page 2 of ${Math.ceil(total / 15)}`).waitFor();
    const pageTwo = resultsOfDomainsList(t).at(-1);
    expect(pageTwo).toMatchObject({ page: 2, limit: 15 });

    await chooseOption(t.page.locator('body'), 'Per page', '100');
    await row(t.page, 'Domains', 'page-16.example.test').waitFor();
    await t.page.getByRole('button', { name: /Export/ }).click();
    await expect
      .poll(() => readFile(join(t.devBrowser.downloadsDir, csvFileName('domains')), 'utf8').catch(() => ''))
      .toContain('page-16.example.test');
    // Said in a toast, with the file a click away.
    const exported = t.page
      .getByRole('region', { name: 'Notifications' })
      .locator('.toast')
      .filter({ hasText: `Exported ${total} domains.` });
    await exported.waitFor();
    // Focus holds a toast, as it holds for a person tabbing to it: four screenshots take longer than its six seconds.
    await exported.getByRole('button', { name: 'Show in folder', exact: true }).focus();
    await screenshotsChecked(t.page, 'feedback', 'csv-export-toast');
    await exported.getByRole('button', { name: 'Show in folder', exact: true }).click();
    await expect
      .poll(() => t.devBrowser.shownInFolder())
      .toEqual([join(t.devBrowser.downloadsDir, csvFileName('domains'))]);
    const csv = await readFile(join(t.devBrowser.downloadsDir, csvFileName('domains')), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Domain');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(total + 1);
    await expectAccessible(t.page, 'the domains screen');
    expect(t.pageProblems).toEqual([]);
  });
  it('adds a domain after a client-side and a server-side refusal, keeping what was typed', async () => {
    await addOnServer('https://taken.example.test');
    await openArea(t.page, 'Domains');
    await row(t.page, 'Domains', 'taken.example.test').waitFor();

    await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
    const form = dialog(t.page);
    await form.getByText(/Point it at your link server first/).waitFor();
    await screenshotsChecked(t.page, 'domains', 'add');

    // No web address: refused before anything is sent.
    await form.getByLabel('Domain', { exact: true }).fill('ftp://go.example.test');
    await form.getByLabel('Root redirect', { exact: true }).fill('https://www.example.com/');
    await form.getByRole('button', { name: 'Add domain', exact: true }).click();
    await alertSaying(t.page, /^Domain must be a full URL starting with http:\/\/ or https:\/\//).waitFor();
    expect(t.exchanges.filter((exchange) => exchange.channel === 'domains:add')).toEqual([]);

    // Already added (typed as the list shows it, https:// added): the installation's refusal shows beside it.
    await form.getByLabel('Domain', { exact: true }).fill('taken.example.test');
    await form.getByRole('button', { name: 'Add domain', exact: true }).click();
    await alertSaying(t.page, /already added/).waitFor();
    expect(await form.getByLabel('Root redirect', { exact: true }).inputValue()).toBe(
      'https://www.example.com/',
    );
    await expectAccessible(t.page, 'the add-domain dialog with a server error');

    await form.getByLabel('Domain', { exact: true }).fill('go.example.test');
    await form.getByRole('button', { name: 'Add domain', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Domains', 'go.example.test').waitFor();
    expect((await installed()).find((domain) => domain.domain.includes('go.example.test'))).toMatchObject({
      domain: 'https://go.example.test',
      redirectroot: 'https://www.example.com/',
    });
    expect(t.pageProblems).toEqual([]);
  });

  it('edits the redirects, with the domain read-only', async () => {
    await addOnServer('https://edit.example.test');
    await openArea(t.page, 'Domains');
    await list(t.page, 'Domains').getByRole('button', { name: 'Edit https://edit.example.test' }).click();
    const form = dialog(t.page);
    expect(await form.getByLabel('Domain', { exact: true }).count()).toBe(0);

    await form.getByLabel('Not-found redirect', { exact: true }).fill('not a url');
    await form.getByRole('button', { name: 'Save domain', exact: true }).click();
    await alertSaying(t.page, /^Not-found redirect must be a full URL/).waitFor();

    await form.getByLabel('Not-found redirect', { exact: true }).fill('https://www.example.com/missing');
    await form.getByRole('button', { name: 'Save domain', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Domains', 'https://www.example.com/missing').waitFor();
    expect((await installed()).find((domain) => domain.domain.includes('edit.example.test'))).toMatchObject({
      redirect404: 'https://www.example.com/missing',
    });

    // A redirect it has can be changed, not emptied: said as the field is left, and Save sends nothing.
    await list(t.page, 'Domains').getByRole('button', { name: 'Edit https://edit.example.test' }).click();
    const again = dialog(t.page);
    await again.getByLabel('Not-found redirect', { exact: true }).fill('');
    await again.getByLabel('Root redirect', { exact: true }).focus();
    await again
      .getByText('Not-found redirect can be changed but not left empty. Type where visits should go instead.')
      .waitFor();
    await screenshotsChecked(t.page, 'feedback', 'domain-redirect-kept');
    const updates = () => t.exchanges.filter((exchange) => exchange.channel === 'domains:update').length;
    const sent = updates();
    await again.getByRole('button', { name: 'Save domain', exact: true }).click();
    await again.getByText(/Not-found redirect can be changed but not left empty/).waitFor();
    expect(updates()).toBe(sent);
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Emptied, the form has changes: leaving asks first.
    await t.page.getByRole('button', { name: /^Discard/ }).click();
    await again.waitFor({ state: 'detached' });
  });

  describe('deletes', () => {
    const names = [
      'https://bulk-1.example.test',
      'https://bulk-2.example.test',
      'https://bulk-3.example.test',
    ];
    // Added before anything is deleted: the sandbox reuses the id of a deleted last row, and the list keeps
    // hiding the ids of deletes it sent for the rest of the session.
    beforeAll(async () => {
      for (const name of ['https://undo.example.test', 'https://gone.example.test', ...names])
        await addOnServer(name);
    });

    it('takes a delete back with Undo, and sends one that is let through when its toast expires', async () => {
      await openArea(t.page, 'Domains');

      await list(t.page, 'Domains').getByRole('button', { name: 'Delete https://undo.example.test' }).click();
      await row(t.page, 'Domains', 'undo.example.test').waitFor({ state: 'detached' });
      await undoToast(t.page, /undo\.example\.test/)
        .getByRole('button', { name: 'Undo' })
        .click();
      await row(t.page, 'Domains', 'undo.example.test').waitFor();

      await list(t.page, 'Domains').getByRole('button', { name: 'Delete https://gone.example.test' }).click();
      await row(t.page, 'Domains', 'gone.example.test').waitFor({ state: 'detached' });
      // Nothing is sent during the undo window.
      expect((await installed()).map((domain) => domain.domain)).toContain('https://gone.example.test');
      await endUndoWindows(t, 1);
      await expect
        .poll(async () => (await installed()).map((domain) => domain.domain), AFTER_UNDO_WINDOW)
        .not.toContain('https://gone.example.test');
      expect((await installed()).map((domain) => domain.domain)).toContain('https://undo.example.test');
    }, 40_000);

    it('deletes several selected domains with the Delete key', async () => {
      await openArea(t.page, 'Domains');
      for (const name of names) await row(t.page, 'Domains', name).getByRole('checkbox').check();
      await t.page.keyboard.press('Delete');
      await undoToast(t.page, /3 domains/).waitFor();
      for (const name of names) await row(t.page, 'Domains', name).waitFor({ state: 'detached' });
      expect((await installed()).filter((domain) => names.includes(domain.domain))).toHaveLength(3);
      await endUndoWindows(t, 1);
      await expect
        .poll(
          async () => (await installed()).filter((domain) => names.includes(domain.domain)).length,
          AFTER_UNDO_WINDOW,
        )
        .toBe(0);
    }, 40_000);
  });
});

describe('a domain deleted elsewhere while its form is open, end to end', () => {
  const t = useE2eApp(build);
  const installed = () => itemsOn<Domain>(proUser(t.sandbox).client, '/api/domains', 'domains');
  const NAME = 'https://gone-meanwhile.example.test';

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await pro.client.post('/api/domain/add', { domain: 'https://stays.example.test' });
    await pro.client.post('/api/domain/add', { domain: NAME });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  });

  it('says the domain is gone when it is saved, and takes it off the list', async () => {
    await openArea(t.page, 'Domains');
    await list(t.page, 'Domains')
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const form = dialog(t.page);
    await form.getByLabel('Not-found redirect', { exact: true }).fill('https://www.example.com/missing');
    // Another app, or a colleague, deletes it on the installation meanwhile.
    const { id } = (await installed()).find((domain) => domain.domain === NAME)!;
    await proUser(t.sandbox).client.delete(`/api/domain/${id}/delete`);

    await form.getByRole('button', { name: 'Save domain', exact: true }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The domain was not changed' })
      .getByText('This domain no longer exists on the installation: it was deleted elsewhere.')
      .waitFor();
    await row(t.page, 'Domains', 'gone-meanwhile.example.test').waitFor({ state: 'detached' });
    await screenshotsChecked(t.page, 'domains', 'deleted-meanwhile');
    expect(resultsOf(t, 'domains:update').at(-1)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // Nothing was made again in its place, and the other domain is untouched.
    expect((await installed()).map((domain) => domain.domain)).toEqual(['https://stays.example.test']);
    expect(t.pageProblems).toEqual([]);
  });
});

function resultsOfDomainsList(t: ReturnType<typeof useE2eApp>) {
  return t.exchanges
    .filter((exchange) => exchange.channel === 'domains:list')
    .map((exchange) => exchange.request);
}
