import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/sandbox.ts';
import { expectAccessible } from './support/axe.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { accountItem, chooseAccount, dialog, goTo, submitAddAccount } from './support/screens.ts';

const build = useAppBuild();
const LONG_TEST = 60_000;
const ANSWERED = { timeout: 10_000 };

const PASSWORD = 'open-sesame';
const EXPIRY = '2099-06-30 12:00:00';

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' });

/**
 * The app against an installation that answers the way deployed ones do: a link update there replaces the whole
 * link, admins read as `pro`, and keys may be scoped. What the UI changed is checked with the account's own key
 * through the installation's API.
 */
describe('a deployed installation, end to end', () => {
  const t = useE2eApp(build, { profile: 'deployed', seed: 'demo' });

  it(
    'edits one field of a link and keeps its domain, campaign, channel, targets, expiry and password',
    async () => {
      const alex = new ApiClient(t.sandbox.url, t.keyOf('alex'));
      const domain = 'https://keep.deployed-e2e.test';
      expect((await alex.post('/api/domain/add', { domain })).body.error).toBe(0);
      const campaign = Number((await alex.post('/api/campaign/add', { name: 'Keepers' })).body.id);
      const channel = Number((await alex.post('/api/channel/add', { name: 'Kept' })).body.id);
      const created = await alex.post('/api/url/add', {
        url: 'https://example.com/original',
        custom: 'keep-e2e',
        password: PASSWORD,
        domain,
        expiry: EXPIRY,
        metatitle: 'Original title',
        description: 'Spring launch',
        geotarget: [{ location: 'Germany', link: 'https://example.de/keep' }],
        devicetarget: [{ device: 'iPhone', link: 'https://apps.example.com/keep' }],
        campaign,
        channel,
      });
      expect(created.body.error).toBe(0);
      const id = Number(created.body.id);

      await submitAddAccount(t.page, { name: 'Deployed', baseUrl: t.sandbox.url, apiKey: t.keyOf('alex') });
      await nav(t.page).getByRole('link', { name: 'Links', exact: true }).click();
      await t.page.getByLabel('Search links', { exact: true }).fill('keep-e2e');
      await t.page.getByRole('button', { name: 'Edit keep-e2e', exact: true }).click({ timeout: 15_000 });
      const form = dialog(t.page);
      await expect.poll(() => field(form, 'Title').inputValue(), ANSWERED).toBe('Original title');

      // Before saving, the form says what the installation will not keep, and offers the password field.
      const warning = form.getByRole('note', { name: 'What saving removes' });
      await expect.poll(() => warning.textContent()).toMatch(/Its password, if it has one/);
      expect(await warning.textContent()).toMatch(/Its description, “Spring launch”/);
      await expectAccessible(t.page, 'the link form with its warning');
      await field(form, 'Password').fill(PASSWORD);
      await expect.poll(() => warning.textContent()).not.toMatch(/Its password/);

      await field(form, 'Title').fill('Changed title');
      await form.getByRole('button', { name: 'Save link', exact: true }).click();
      await t.page
        .getByRole('status')
        .filter({ hasText: /^Saved .*keep-e2e\. Your server emptied its description/ })
        .waitFor();

      const details = (await alex.get(`/api/url/${id}`)).body.details;
      expect(details.title).toBe('Changed title');
      expect(details.longurl).toBe('https://example.com/original');
      expect(details.shorturl).toBe(`${domain}/keep-e2e`);
      expect(details.expiry).toBe(EXPIRY);
      expect(Object.keys(details.location)).toEqual(['germany']);
      expect(Object.keys(details.device)).toHaveLength(1);
      const listed = (await alex.get('/api/urls?q=keep-e2e')).body.data.urls[0];
      expect(Number(listed.campaign)).toBe(campaign);
      expect(listed.channel.map(Number)).toEqual([channel]);
      const locked = await alex.get('/keep-e2e');
      const opened = await alex.get(`/keep-e2e?password=${PASSWORD}`);
      expect(locked.text).toMatch(/This link is protected/);
      expect(opened.status).toBe(302);
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it(
    'recognises an admin key although the installation says pro, and shows a scoped key only what it reaches',
    async () => {
      await goTo(t.page, 'Accounts');
      await submitAddAccount(t.page, { name: 'Admin', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
      await goTo(t.page, 'Accounts');
      const admin = accountItem(t.page, 'Admin');
      await expect.poll(() => admin.textContent(), ANSWERED).toMatch(/Admin keyYes/);
      expect(await admin.textContent()).toMatch(/StatusPro/);

      const scoped = t.sandbox.scopedKeys.find((key) => key.username === 'alex')!;
      await submitAddAccount(t.page, { name: 'Scoped', baseUrl: t.sandbox.url, apiKey: scoped.apiKey });
      await nav(t.page).getByRole('link', { name: 'Links', exact: true }).waitFor();
      await expect
        .poll(() => nav(t.page).getByRole('link').allTextContents(), ANSWERED)
        .toEqual(['Overview', 'Links', 'QR codes', 'Import links', 'Domains', 'Accounts', 'Quick shorten']);
      const missing = t.page.getByRole('region', { name: 'Not available with this key' });
      expect(await missing.textContent()).toBe(
        'Left out by this key’s scope: Campaigns, Channels, Pixels, Splash pages, CTA overlays, Account',
      );
      // An area the person was on when switching to the scoped account says why it is not there.
      await chooseAccount(t.page, 'Deployed');
      await nav(t.page).getByRole('link', { name: 'Pixels', exact: true }).click();
      await chooseAccount(t.page, 'Scoped');
      await t.page
        .getByText('Pixels is not available for Scoped: this API key’s scope leaves it out.', { exact: true })
        .waitFor();
      // The links the key does reach are there.
      await nav(t.page).getByRole('link', { name: 'Links', exact: true }).click();
      await t.page.getByRole('grid', { name: 'Links', exact: true }).getByText('bare01').first().waitFor();
      await expectAccessible(t.page, 'the links of a scoped key');
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );
});
