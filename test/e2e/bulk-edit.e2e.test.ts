import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { seedBulkLinks } from '../support/bulk-edit-installation.ts';
import { tempDir, ApiClient } from '../support/sandbox.ts';
import { ShiftedClock } from '../support/shifted-clock.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { openArea } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { dialog, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();
const LINKS = 40;
const MINUTE = 60_000;

interface ListedLink {
  alias: string;
  longurl: string;
  shorturl: string;
}

describe('editing links in bulk, end to end', () => {
  // One clock for the limited installation and main's rate limiter: a window passes when the test says.
  const clock = new ShiftedClock();
  const t = useE2eApp(build, {}, { gatewayClock: clock });

  it('chooses the selection, previews every change, runs with progress, pauses, resumes and undoes it', async () => {
    // A deployed installation at 30 requests a minute, holding 40 links with a domain, targets and a campaign.
    const dataDir = tempDir('linkdesk-bulk-e2e-');
    await seedBulkLinks(dataDir, LINKS);
    const installation = await startSandbox({
      dataDir,
      seed: 'empty',
      profile: 'deployed',
      rateLimit: 30,
      now: clock.now,
    });
    try {
      const alex = installation.accounts.find((account) => account.username === 'alex')!;
      const client = new ApiClient(installation.url, alex.apiKey);
      // The test reads with the account's own key, so it shares the rate limit: a refused read waits a window.
      const listed = async (): Promise<ListedLink[]> => {
        for (;;) {
          const reply = await client.get('/api/urls?limit=1000');
          if (reply.body.error !== 429) {
            return (reply.body.data.urls as ListedLink[]).sort((a, b) => a.alias.localeCompare(b.alias));
          }
          clock.jump(MINUTE);
        }
      };
      const before = await listed();

      await submitAddAccount(t.page, { name: 'Shop', baseUrl: installation.url, apiKey: alex.apiKey });
      await firstAccountOpened(t.page, 'alex');
      await openArea(t.page, 'Links');
      await t.page.getByRole('checkbox', { name: 'Select all links shown', exact: true }).check();
      const started = Date.now();
      await t.page.getByRole('button', { name: `Edit ${LINKS} in bulk…` }).click();
      const bulk = dialog(t.page);
      await bulk.getByText(`${LINKS} links chosen.`).waitFor();

      // Two changes: UTM parameters from typed values, and another branded domain.
      await bulk.getByRole('checkbox', { name: 'UTM parameters' }).check();
      await bulk.getByLabel('Source (utm_source)').fill('Spring Mail');
      await bulk.getByRole('button', { name: /^Preview/ }).click();
      // The naming rules are checked before anything is previewed.
      await bulk.getByText('It must have no spaces: use - or _ between words.').waitFor();
      await bulk.getByLabel('Source (utm_source)').fill('spring');
      await bulk.getByLabel('Medium (utm_medium)').fill('email');
      await bulk.getByRole('checkbox', { name: 'Branded domain' }).check();
      await bulk.getByRole('button', { name: 'Move the links to' }).click();
      await t.page.getByRole('option', { name: 'after.example.test' }).click();
      await screenshotsChecked(t.page, 'bulk-edit', 'choose');

      await bulk.getByRole('button', { name: `Preview ${LINKS} links` }).click();
      await bulk.getByText(`${LINKS} links change.`).waitFor();
      // Deployed installations replace a link on update: the preview says what that costs before anything goes.
      await bulk.getByText(/a password on any of these links is removed/).waitFor();
      await bulk.getByText(/It takes 81 requests/).waitFor();
      // Newest first, as the list: item-39 leads.
      const first = bulk.getByRole('listitem').filter({ hasText: 'item-39' }).first();
      await first
        .getByText('https://shop.example.com/item/39?ref=keep&utm_source=spring&utm_medium=email')
        .waitFor();
      await first.getByText('before.example.test', { exact: true }).waitFor();
      await screenshotsChecked(t.page, 'bulk-edit', 'preview');
      // Nothing was sent for the preview.
      expect(await listed()).toEqual(before);

      await bulk.getByRole('button', { name: `Change ${LINKS} links` }).click();
      const progress = bulk.getByRole('progressbar', { name: 'Links handled' });
      await progress.waitFor();
      const secondsToRun = (Date.now() - started) / 1000;
      // The window's share goes out at once (what the screens read opened it: the next one may be needed); then
      // the edit waits for the window after, and is paused there.
      const handled = async () => Number(await progress.getAttribute('aria-valuenow'));
      for (let window = 0; window < 3 && (await handled()) === 0; window += 1) {
        clock.jump(MINUTE);
        await expect
          .poll(handled, { timeout: 3_000 })
          .toBeGreaterThan(0)
          .catch(() => undefined);
      }
      expect(await handled()).toBeGreaterThan(0);
      await bulk.getByRole('button', { name: 'Pause' }).click();
      await bulk.getByText('Paused', { exact: true }).waitFor();
      const whilePaused = (await listed()).filter((link) =>
        link.longurl.includes('utm_source=spring'),
      ).length;
      expect(whilePaused).toBeGreaterThan(0);
      expect(whilePaused).toBeLessThan(LINKS);
      clock.jump(MINUTE);
      // Paused means paused: a new window sends nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await listed()).filter((link) => link.longurl.includes('utm_source=spring')).length).toBe(
        whilePaused,
      );

      await bulk.getByRole('button', { name: 'Resume' }).click();
      const done = bulk.getByText('Done', { exact: true });
      for (let window = 0; window < 6 && !(await done.isVisible()); window += 1) {
        clock.jump(MINUTE);
        await done.waitFor({ timeout: 2_000 }).catch(() => undefined);
      }
      await done.waitFor();
      await bulk.getByText(`${LINKS} of ${LINKS} changed`).waitFor();
      const after = await listed();
      for (const [index, link] of after.entries()) {
        expect(link.longurl).toBe(`${before[index]!.longurl}&utm_source=spring&utm_medium=email`);
        expect(link.shorturl).toContain('after.example.test');
      }
      await expectAccessible(t.page, 'a bulk edit done');

      await bulk.getByRole('button', { name: 'Undo this edit' }).click();
      await bulk.getByText('Undo: Branded domain, UTM parameters').waitFor();
      const undone = bulk.getByText('Done', { exact: true });
      for (let window = 0; window < 6 && !(await undone.isVisible()); window += 1) {
        clock.jump(MINUTE);
        await undone.waitFor({ timeout: 2_000 }).catch(() => undefined);
      }
      await bulk.getByText(`${LINKS} of ${LINKS} changed`).waitFor();
      const restored = await listed();
      for (const [index, link] of restored.entries()) {
        expect(link.longurl).toBe(before[index]!.longurl);
        expect(link.shorturl).toContain('before.example.test');
      }
      await bulk.locator('.form-actions').getByRole('button', { name: 'Close' }).click();
      // The Links screen keeps the latest edit in view, to open again.
      await t.page.getByText(/Bulk edit done \(Undo\)/).waitFor();
      expect(t.pageProblems).toEqual([]);
      console.log(`bulk edit: dialog to running in ${secondsToRun.toFixed(1)} s`);
    } finally {
      await installation.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('UTM templates, end to end', () => {
  const t = useE2eApp(build);

  it('makes a template in Quick shorten, checked by the naming rules, and adds it to a link in the form', async () => {
    const pro = t.sandbox.accounts.find((account) => account.status === 'pro')!;
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await t.page.getByRole('navigation').getByRole('link', { name: 'Quick shorten', exact: true }).click();
    await t.page.getByRole('button', { name: 'New template…' }).click();
    const form = dialog(t.page);
    await form.getByLabel('Name').fill('Newsletter');
    await form.getByLabel('Source (utm_source)').fill('Letter');
    await form.getByLabel('Medium (utm_medium)').fill('email');
    await form.getByRole('button', { name: 'Save template' }).click();
    await form.getByText(/lower case/).waitFor();
    await form.getByLabel('Source (utm_source)').fill('letter');
    await form.getByRole('button', { name: 'Save template' }).click();
    const list = t.page.getByRole('list', { name: 'UTM templates' });
    await list.getByText('utm_source=letter&utm_medium=email').waitFor();
    await screenshotsChecked(t.page, 'bulk-edit', 'utm-templates');

    await openArea(t.page, 'Links');
    await t.page.getByRole('button', { name: 'New link' }).click();
    const linkForm = dialog(t.page);
    await linkForm.getByLabel('Long URL', { exact: true }).fill('https://example.com/offer?x=1');
    await linkForm.getByRole('button', { name: 'Add UTM parameters' }).click();
    await t.page.getByRole('option', { name: 'Newsletter' }).click();
    await expect
      .poll(() => linkForm.getByLabel('Long URL', { exact: true }).inputValue())
      .toBe('https://example.com/offer?x=1&utm_source=letter&utm_medium=email');
    await expectAccessible(t.page, 'the link form with a UTM template added');
    await linkForm.getByRole('button', { name: 'Create link' }).click();
    await linkForm.waitFor({ state: 'detached' });
    const links = (await new ApiClient(t.sandbox.url, pro.apiKey).get('/api/urls?limit=10')).body.data
      .urls as ListedLink[];
    expect(links.map((link) => link.longurl)).toContain(
      'https://example.com/offer?x=1&utm_source=letter&utm_medium=email',
    );
    expect(t.pageProblems).toEqual([]);
  }, 60_000);
});
