import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { ApiClient } from '../support/sandbox.ts';
import { expectAccessible } from './support/axe.ts';
import { endUndoWindows, useE2eApp } from './support/e2e-app.ts';
import { itemsOn, list, openArea, proUser, row, undoToast } from './support/list-screens.ts';
import { dialog, goTo, profileHeading, submitAddAccount } from './support/screens.ts';
import { expectOlderInstallationWithout } from './support/older-installation.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

interface ListedCampaign {
  id: number | string;
  name?: string;
  campaign?: string;
  domain?: string;
  public: boolean | number | string;
  rotator: string | false;
}
interface ListedLink {
  id: number | string;
  alias: string;
  campaign?: number | string | null;
}

/** A campaign's name, wherever the installation puts it (deployed servers use other keys). */
const nameOf = (campaign: ListedCampaign) => campaign.name ?? campaign.campaign ?? campaign.domain ?? '';
const campaignsOn = (client: ApiClient) => itemsOn<ListedCampaign>(client, '/api/campaigns', 'campaigns');
const linkOn = async (client: ApiClient, alias: string) =>
  (await itemsOn<ListedLink>(client, '/api/urls', 'urls')).find((link) => link.alias === alias);

/** Puts the row's link in `campaign` through its context menu, as a person does. */
async function addToCampaign(page: Page, alias: string, campaign: string, button: string) {
  await row(page, 'Links', alias).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Add to campaign…' }).click();
  const form = dialog(page);
  await form.getByRole('radio', { name: campaign }).check();
  await form.getByRole('button', { name: button, exact: true }).click();
  await form.waitFor({ state: 'detached' });
}

describe('the campaigns screen, end to end', () => {
  const t = useE2eApp(build);
  let legacy: RunningSandbox;
  let deployed: RunningSandbox;

  beforeAll(async () => {
    legacy = await startSandbox({ memory: true, revision: 'legacy', seed: 'empty', rateLimit: 0 });
    deployed = await startSandbox({ memory: true, profile: 'deployed', seed: 'empty', rateLimit: 0 });
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  }, 60_000);
  afterAll(async () => {
    await legacy?.close();
    await deployed?.close();
  });

  it('creates a campaign, edits it and deletes it with Undo, each checked through the API', async () => {
    const { client } = proUser(t.sandbox);
    await openArea(t.page, 'Campaigns');
    await t.page.getByRole('button', { name: 'New campaign', exact: true }).click();
    const form = dialog(t.page);
    await form.getByText(/one short URL that sends each visitor/).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Spring sale');
    await form.getByLabel('Rotator slug', { exact: true }).fill('spring-sale-26');
    await form.getByLabel('Public list page', { exact: true }).check();
    await expectAccessible(t.page, 'the new-campaign dialog');
    await form.getByRole('button', { name: 'Create campaign', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Campaigns', 'Spring sale').waitFor();
    // Beside the panel of links at 1280 px, the toolbar keeps to one row.
    await t.page.setViewportSize({ width: 1280, height: 800 });
    const topOf = async (name: string) =>
      (await t.page.getByRole('button', { name, exact: true }).boundingBox())!.y;
    expect(await topOf('Export CSV')).toBe(await topOf('New campaign'));
    await screenshotsChecked(t.page, 'feedback', 'campaigns-toolbar');
    // The panel is put away from its own header, and brought back from the toolbar.
    await t.page.getByRole('button', { name: 'Hide the links to drag', exact: true }).click();
    expect(await t.page.getByRole('searchbox', { name: 'Search links' }).count()).toBe(0);
    await t.page.getByRole('button', { name: 'Links to drag', exact: true }).click();
    await t.page.getByRole('searchbox', { name: 'Search links' }).waitFor();
    const created = (await campaignsOn(client)).find((campaign) => nameOf(campaign) === 'Spring sale')!;
    expect(created).toBeDefined();
    expect(Boolean(Number(created.public))).toBe(true);
    expect(String(created.rotator)).toMatch(/\/spring-sale-26$/);

    await list(t.page, 'Campaigns').getByRole('button', { name: 'Edit Spring sale', exact: true }).click();
    await form.getByLabel('Name', { exact: true }).fill('Spring sale 2026');
    await form.getByLabel('Public list page', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save campaign', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Campaigns', 'Spring sale 2026').waitFor();
    const edited = (await campaignsOn(client)).find((campaign) => campaign.id === created.id)!;
    expect(nameOf(edited)).toBe('Spring sale 2026');
    expect(Boolean(Number(edited.public))).toBe(false);
    // The slug was left as it was: the rotator keeps its address.
    expect(edited.rotator).toBe(created.rotator);

    const remove = list(t.page, 'Campaigns').getByRole('button', {
      name: 'Delete Spring sale 2026',
      exact: true,
    });
    await remove.click();
    await undoToast(t.page, /Spring sale 2026/)
      .getByRole('button', { name: 'Undo' })
      .click();
    await row(t.page, 'Campaigns', 'Spring sale 2026').waitFor();
    // Past the window: an undone delete is never sent.
    await endUndoWindows(t, 0);
    expect((await campaignsOn(client)).map((campaign) => campaign.id)).toContain(created.id);
    await remove.click();
    await row(t.page, 'Campaigns', 'Spring sale 2026').waitFor({ state: 'detached' });
    await endUndoWindows(t, 1);
    await expect
      .poll(async () => (await campaignsOn(client)).map((campaign) => campaign.id), { timeout: 15_000 })
      .not.toContain(created.id);
    expect(t.pageProblems).toEqual([]);
  }, 60_000);

  it('adds a link to a campaign from the Links list, then moves it, and shows it beside the campaign', async () => {
    const { client } = proUser(t.sandbox);
    const alpha = (await client.post<{ id: number }>('/api/campaign/add', { name: 'Alpha launch' })).body.id;
    const beta = (
      await client.post<{ id: number }>('/api/campaign/add', { name: 'Beta launch', slug: 'beta-launch' })
    ).body.id;
    await client.post('/api/url/add', { url: 'https://example.com/launch', custom: 'launch-day' });

    await openArea(t.page, 'Links');
    await addToCampaign(t.page, 'launch-day', 'Alpha launch', 'Add to campaign');
    await expect.poll(async () => Number((await linkOn(client, 'launch-day'))?.campaign)).toBe(alpha);

    // Another campaign moves it, and the dialog says so first.
    await row(t.page, 'Links', 'launch-day').click({ button: 'right' });
    await t.page.getByRole('menuitem', { name: 'Add to campaign…' }).click();
    const form = dialog(t.page);
    expect(await form.getByRole('radio', { name: 'Alpha launch' }).isDisabled()).toBe(true);
    await form.getByRole('radio', { name: 'Beta launch' }).check();
    await form.getByText('this moves launch-day out of “Alpha launch”').waitFor();
    await form.getByRole('button', { name: 'Move to campaign', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => Number((await linkOn(client, 'launch-day'))?.campaign)).toBe(beta);

    // Two visits of the short link: the campaign's totals are summed from its links.
    for (let visit = 0; visit < 2; visit++)
      await fetch(`${t.sandbox.url}/launch-day`, { redirect: 'manual' });
    await openArea(t.page, 'Campaigns');
    await t.page.getByRole('button', { name: 'Compare', exact: true }).click();
    const compared = t.page.getByRole('dialog', { name: 'Campaigns compared', exact: true });
    await compared.getByText('Clicks by campaign as a table', { exact: true }).click();
    const clicksTable = compared.getByRole('table').first();
    await expect
      .poll(() => clicksTable.getByRole('row', { name: /Beta launch/ }).textContent())
      .toBe('Beta launch2');
    expect(await clicksTable.getByRole('row', { name: /Alpha launch/ }).textContent()).toBe('Alpha launch0');
    await screenshotsChecked(t.page, 'campaigns', 'compare');
    await compared.getByRole('button', { name: 'Close', exact: true }).click();
    await compared.waitFor({ state: 'detached' });
    const betaRow = row(t.page, 'Campaigns', 'Beta launch');
    // The Links column, wherever the list's width leaves it.
    const headers = await list(t.page, 'Campaigns').getByRole('columnheader').allTextContents();
    const linksColumn = headers.findIndex((header) => header.trim() === 'Links');
    expect(linksColumn).toBeGreaterThan(0);
    await expect.poll(() => betaRow.getByRole('gridcell').nth(linksColumn).textContent()).toBe('1');
    await betaRow.click();
    const pane = t.page.getByRole('complementary', { name: 'Details of Beta launch' });
    await pane.getByRole('list', { name: 'Links in Beta launch' }).getByText('launch-day').waitFor();
    await pane.getByRole('button', { name: 'Copy the rotator URL' }).waitFor();
    await screenshotsChecked(t.page, 'campaigns', 'campaigns');

    // A QR code of the rotator, made with the QR codes area's own form, which starts filled in.
    await pane.getByRole('button', { name: 'QR code', exact: true }).click();
    const qrForm = t.page.getByRole('dialog', { name: 'New QR code', exact: true });
    const rotator = `${t.sandbox.url}/r/beta-launch`;
    expect(await qrForm.getByLabel('Web address', { exact: true }).inputValue()).toBe(rotator);
    expect(await qrForm.getByLabel('Name', { exact: true }).inputValue()).toBe('Beta launch rotator');
    await qrForm.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await qrForm.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await itemsOn<{ name: string }>(client, '/api/qr', 'qrs')).map((code) => code.name))
      .toContain('Beta launch rotator');
    expect(t.pageProblems).toEqual([]);
  }, 60_000);

  it('works the same on a deployed installation, which names campaigns under other keys', async () => {
    const alex = deployed.accounts.find((account) => account.username === 'alex')!;
    const client = new ApiClient(deployed.url, alex.apiKey);
    await client.post('/api/url/add', { url: 'https://example.com/deployed', custom: 'deployed-link' });
    await goTo(t.page, 'Accounts');
    await submitAddAccount(t.page, { name: 'Deployed', baseUrl: deployed.url, apiKey: alex.apiKey });
    await t.page.getByText('“Deployed” was added and is now the active account.').waitFor();
    await openArea(t.page, 'Campaigns');
    await t.page.getByRole('button', { name: 'New campaign', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Name', { exact: true }).fill('Deployed drive');
    await form.getByRole('button', { name: 'Create campaign', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Campaigns', 'Deployed drive').waitFor();
    const created = (await campaignsOn(client)).find((campaign) => nameOf(campaign) === 'Deployed drive')!;
    expect(created).toBeDefined();

    await openArea(t.page, 'Links');
    await addToCampaign(t.page, 'deployed-link', 'Deployed drive', 'Add to campaign');
    await expect
      .poll(async () => Number((await linkOn(client, 'deployed-link'))?.campaign))
      .toBe(Number(created.id));

    // Out again: a deployed installation lets a campaign go when the link's update leaves it out.
    await openArea(t.page, 'Campaigns');
    await row(t.page, 'Campaigns', 'Deployed drive')
      .getByRole('button', { name: 'Details of Deployed drive' })
      .click();
    await t.page.getByRole('button', { name: 'Take deployed-link out of Deployed drive' }).click();
    await dialog(t.page).getByRole('button', { name: 'Take out of campaign', exact: true }).click();
    await t.page.getByText('Took deployed-link out of “Deployed drive”.').waitFor();
    await expect.poll(async () => (await linkOn(client, 'deployed-link'))?.campaign ?? null).toBeFalsy();
    // Nothing else of the link went with it.
    expect((await linkOn(client, 'deployed-link'))?.alias).toBe('deployed-link');
    expect(t.pageProblems).toEqual([]);
  }, 60_000);

  it('says in one sentence that an older installation has no campaigns, and offers none on links', async () => {
    await expectOlderInstallationWithout(t, legacy, {
      area: 'Campaigns',
      sentence: 'Old runs an older revision of the API, which does not offer campaigns.',
      listChannel: 'campaigns:list',
      menuItem: 'Add to campaign…',
    });
  });
});
