import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import type { ApiClient } from '../support/sandbox.ts';
import { expectAccessible } from './support/axe.ts';
import { endUndoWindows, useE2eApp } from './support/e2e-app.ts';
import { itemsOn, openArea, proUser, row, undoToast } from './support/list-screens.ts';
import { dialog, profileHeading, submitAddAccount } from './support/screens.ts';
import { expectOlderInstallationWithout } from './support/older-installation.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

interface ListedChannel {
  id: number | string;
  name: string;
  description: string;
  color: string;
  starred: boolean | number | string;
}
interface ListedItem {
  type: string;
  id: number | string;
}

const channelsOn = (client: ApiClient) => itemsOn<ListedChannel>(client, '/api/channels', 'channels');
const itemsIn = (client: ApiClient, id: number | string) =>
  itemsOn<ListedItem>(client, `/api/channel/${id}`, 'items');

/** The channels board, read afresh from the installation. */
async function openChannels(page: Page) {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Links', exact: true }).click();
  await nav.getByRole('link', { name: 'Channels', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Channels' }).waitFor();
  // A board seen moments ago shows from memory; the tests check what the installation holds now.
  const refresh = page.locator('button[aria-label="Refresh channels"]:not([aria-disabled])');
  await refresh.click();
  await refresh.waitFor();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Chooses "Add to channel…" in a row's menu and the channel in the dialog. */
async function addToChannel(page: Page, area: 'Links' | 'QR codes', rowText: string, channel: string) {
  await row(page, area, rowText).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Add to channel…' }).click();
  const form = dialog(page);
  await form.getByRole('radio', { name: channel }).check();
  await form.getByRole('button', { name: 'Add to channel', exact: true }).click();
  await form.waitFor({ state: 'detached' });
}

describe('the channels board, end to end', () => {
  const t = useE2eApp(build);
  let legacy: RunningSandbox;

  beforeAll(async () => {
    legacy = await startSandbox({ memory: true, revision: 'legacy', seed: 'empty', rateLimit: 0 });
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  }, 60_000);
  afterAll(async () => {
    await legacy?.close();
  });

  it('creates and edits a channel, each checked through the API', async () => {
    const { client } = proUser(t.sandbox);
    await openChannels(t.page);
    await t.page.getByRole('button', { name: 'New channel', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Name', { exact: true }).fill('Newsletter');
    await form.getByLabel('Description', { exact: true }).fill('Links sent by email');
    await form.getByLabel('Colour', { exact: true }).fill('#0f766e');
    await form.getByLabel('Starred', { exact: true }).check();
    await expectAccessible(t.page, 'the new-channel dialog');
    await form.getByRole('button', { name: 'Create channel', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await card(t.page, 'Newsletter Starred').waitFor();
    // Filled: it says the channel is starred (an outline reads as "star this").
    expect(await card(t.page, 'Newsletter Starred').locator('.channel-star svg').getAttribute('fill')).toBe(
      'currentColor',
    );
    const created = (await channelsOn(client)).find((channel) => channel.name === 'Newsletter')!;
    expect(created).toMatchObject({ description: 'Links sent by email', color: '#0f766e' });
    expect(Boolean(Number(created.starred))).toBe(true);

    await card(t.page, 'Newsletter Starred').getByRole('button', { name: 'Edit Newsletter' }).click();
    await form.getByLabel('Name', { exact: true }).fill('Weekly newsletter');
    await form.getByLabel('Starred', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save channel', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await card(t.page, 'Weekly newsletter').waitFor();
    const edited = (await channelsOn(client)).find((channel) => channel.id === created.id)!;
    expect(edited).toMatchObject({ name: 'Weekly newsletter', description: 'Links sent by email' });
    expect(Boolean(Number(edited.starred))).toBe(false);
    expect(t.pageProblems).toEqual([]);
  });

  it('adds a link and a QR code from their lists, says when one was already there, checked through the API', async () => {
    const { client } = proUser(t.sandbox);
    const channelId = (await client.post<{ id: number }>('/api/channel/add', { name: 'Shop window' })).body
      .id;
    const link = await client.post<{ id: number }>('/api/url/add', {
      url: 'https://example.com/window',
      custom: 'window-link',
    });
    const qr = await client.post<{ id: number }>('/api/qr/add', {
      type: 'text',
      data: 'In the window',
      name: 'Window code',
    });

    await openArea(t.page, 'Links');
    await addToChannel(t.page, 'Links', 'window-link', 'Shop window');
    await t.page.getByText('Added window-link to “Shop window”.').waitFor();
    await expect
      .poll(async () => (await itemsIn(client, channelId)).map((item) => `${item.type} ${item.id}`))
      .toEqual([`links ${link.body.id}`]);

    // Again: the installation refuses it as already added, which is what was wanted.
    await addToChannel(t.page, 'Links', 'window-link', 'Shop window');
    await t.page.getByText('window-link was already in “Shop window”.').waitFor();
    expect(await itemsIn(client, channelId)).toHaveLength(1);

    await openArea(t.page, 'QR codes');
    await addToChannel(t.page, 'QR codes', 'Window code', 'Shop window');
    await expect
      .poll(async () => (await itemsIn(client, channelId)).map((item) => `${item.type} ${item.id}`).sort())
      .toEqual([`links ${link.body.id}`, `qr ${qr.body.id}`].sort());

    await openChannels(t.page);
    const shop = card(t.page, 'Shop window');
    await shop.getByRole('list', { name: 'In Shop window' }).getByRole('listitem').nth(1).waitFor();
    // The day each went in, labelled and in the app's one date format, not the API's 2026-11-19.
    const meta = await shop.locator('.channel-item-meta:not(.truncated)').allTextContents();
    expect(meta).toHaveLength(2);
    for (const line of meta) expect(line).toMatch(/^(Link|QR code) · Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await screenshotsChecked(t.page, 'channels', 'channels');

    // The header is one sentence; what the server does not allow is behind "Why?".
    await t.page.getByRole('button', { name: 'Why? Adding and taking out' }).click();
    await t.page
      .getByRole('dialog', { name: 'Adding and taking out' })
      .getByText(/put items into a channel but not take them out/)
      .waitFor();
    await screenshotsChecked(t.page, 'feedback', 'channels-why');
    await t.page.keyboard.press('Escape');
    await t.page.getByRole('dialog', { name: 'Adding and taking out' }).waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  }, 60_000);

  it('deletes a channel after saying its items stay, with Undo, checked through the API', async () => {
    const { client } = proUser(t.sandbox);
    const id = (await client.post<{ id: number }>('/api/channel/add', { name: 'Short lived' })).body.id;
    await openChannels(t.page);
    const remove = card(t.page, 'Short lived').getByRole('button', { name: 'Delete Short lived' });
    await remove.click();
    const confirm = dialog(t.page);
    await confirm.getByText('are not deleted: they are only taken out of this channel').waitFor();
    await confirm.getByRole('button', { name: 'Delete channel', exact: true }).click();
    await card(t.page, 'Short lived').waitFor({ state: 'detached' });
    await undoToast(t.page, /Short lived/)
      .getByRole('button', { name: 'Undo' })
      .click();
    await card(t.page, 'Short lived').waitFor();
    // Past the window: an undone delete is never sent.
    await endUndoWindows(t, 0);
    expect((await channelsOn(client)).map((channel) => Number(channel.id))).toContain(id);

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete channel', exact: true }).click();
    await card(t.page, 'Short lived').waitFor({ state: 'detached' });
    await endUndoWindows(t, 1);
    await expect
      .poll(async () => (await channelsOn(client)).map((channel) => Number(channel.id)), { timeout: 15_000 })
      .not.toContain(id);
    expect(t.pageProblems).toEqual([]);
  }, 60_000);

  it('says in one sentence that an older installation has no channels, and offers none on links', async () => {
    await expectOlderInstallationWithout(t, legacy, {
      area: 'Channels',
      sentence: 'Old runs an older revision of the API, which does not offer channels.',
      listChannel: 'channels:list',
      menuItem: 'Add to channel…',
    });
  });
});
