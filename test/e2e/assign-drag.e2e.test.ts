import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { ApiClient } from '../support/sandbox.ts';
import { ShiftedClock } from '../support/shifted-clock.ts';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, list, openArea, proUser, row } from './support/list-screens.ts';
import { dialog, profileHeading, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();
const OFF_CENTRE = { x: 24, y: 12 };

interface ListedItem {
  type: string;
  id: number | string;
}
interface ListedLink {
  id: number | string;
  alias: string;
  campaign: number | string | null;
}

const itemsIn = async (client: ApiClient, id: number) =>
  (await itemsOn<ListedItem>(client, `/api/channel/${id}`, 'items')).map((item) => `${item.type} ${item.id}`);
const campaignOfLink = async (client: ApiClient, alias: string) => {
  const link = (await itemsOn<ListedLink>(client, '/api/urls', 'urls')).find((each) => each.alias === alias);
  return link?.campaign === null || link?.campaign === undefined ? null : Number(link.campaign);
};

/** Shows an area afresh: another first (a shown screen keeps what it read), then Refresh. */
async function openFresh(page: Page, name: 'Channels' | 'Campaigns') {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Links', exact: true }).click();
  await nav.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const refresh = page.locator(`button[aria-label="Refresh ${name.toLowerCase()}"]:not([aria-disabled])`);
  await refresh.click();
  await refresh.waitFor();
}

const source = (page: Page, tab = 'Links') => page.getByRole('listbox', { name: tab, exact: true });
const option = (page: Page, text: string, tab = 'Links') =>
  source(page, tab).getByRole('option').filter({ hasText: text });

/** The source panel's row for `text`, searched for first: the panel's list shows only the rows in view. */
async function found(page: Page, text: string, tab = 'Links'): Promise<Locator> {
  await page.getByRole('searchbox', { name: `Search ${tab.toLowerCase()}` }).fill(text);
  return option(page, text, tab);
}
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * A mouse drag as a hand makes it: press off the row's centre (a press at the exact centre reads as a screen
 * reader's virtual click), move in steps, release over the target.
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await from.dragTo(to, { sourcePosition: OFF_CENTRE, targetPosition: { x: 40, y: 20 } });
}

/** The panel's hint, which names the target Enter drops on while a keyboard drag is on one. */
const dragHint = (page: Page) => page.locator('.source-panel-hint');
const droppingOn = async (page: Page) =>
  /^Enter drops on “(.+)”\./.exec((await dragHint(page).textContent()) ?? '')?.[1] ?? null;

/**
 * As the hint says: Enter picks the focused row up and outlines a target, which the hint names; Tab until it
 * names `to`; Enter drops there. Answers how many Tabs it took.
 */
async function dragWithKeyboard(page: Page, from: Locator, to: string): Promise<number> {
  await from.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => droppingOn(page)).not.toBeNull();
  for (let presses = 0; presses < 12; presses++) {
    if ((await droppingOn(page)) === to) {
      await page.keyboard.press('Enter');
      return presses;
    }
    const before = await droppingOn(page);
    await page.keyboard.press('Tab');
    // Past the last target, Tab comes back to the row (no target named) before the first one again.
    await expect.poll(() => droppingOn(page)).not.toBe(before);
  }
  throw new Error(`Tab never reached “${to}”`);
}

/** The toasts shown now. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('dragging links and QR codes onto campaigns and channels, end to end', () => {
  const t = useE2eApp(build);
  const ids = { shop: 0, letter: 0, alpha: 0, beta: 0, qr: 0 };
  const links = new Map<string, number>();

  beforeAll(async () => {
    const { client, apiKey, username } = proUser(t.sandbox);
    const add = async (path: string, body: object) => (await client.post<{ id: number }>(path, body)).body.id;
    ids.shop = await add('/api/channel/add', { name: 'Shop window' });
    ids.letter = await add('/api/channel/add', { name: 'Newsletter' });
    ids.alpha = await add('/api/campaign/add', { name: 'Alpha launch' });
    ids.beta = await add('/api/campaign/add', { name: 'Beta launch' });
    ids.qr = await add('/api/qr/add', { type: 'text', data: 'In the window', name: 'Window code' });
    const aliases = ['mouse-link', 'keys-link', 'camp-mouse', 'camp-keys'];
    for (let n = 1; n <= 20; n++) aliases.push(`bulk-${String(n).padStart(2, '0')}`);
    for (const alias of aliases)
      links.set(alias, await add('/api/url/add', { url: `https://example.com/${alias}`, custom: alias }));
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey });
    await profileHeading(t.page, username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  }, 90_000);

  it('drags a link onto a channel with the mouse; dropped again, it is not sent but said to be there', async () => {
    const { client } = proUser(t.sandbox);
    await openFresh(t.page, 'Channels');
    const shop = card(t.page, 'Shop window');
    await dragWithMouse(t.page, await found(t.page, 'mouse-link'), shop);
    // On the board at once, before the installation answers; then in the installation.
    await shop.getByRole('listitem').filter({ hasText: 'mouse-link' }).first().waitFor();
    await expect.poll(() => itemsIn(client, ids.shop)).toEqual([`links ${links.get('mouse-link')}`]);

    await toasts(t.page).getByText('Added 1 link to “Shop window”.', { exact: true }).waitFor();
    await dragWithMouse(t.page, await found(t.page, 'mouse-link'), shop);
    await toasts(t.page)
      .getByText('1 link is already in “Shop window”; nothing was sent.', { exact: true })
      .waitFor();
    expect(await itemsIn(client, ids.shop)).toHaveLength(1);
    expect(t.pageProblems).toEqual([]);
  });

  it('drags a link onto a channel with the keyboard only', async () => {
    const { client } = proUser(t.sandbox);
    await openFresh(t.page, 'Channels');
    await dragWithKeyboard(t.page, await found(t.page, 'keys-link'), 'Newsletter');
    await expect.poll(() => itemsIn(client, ids.letter)).toEqual([`links ${links.get('keys-link')}`]);
    await card(t.page, 'Newsletter').getByRole('listitem').filter({ hasText: 'keys-link' }).first().waitFor();
  });

  it('drags a QR code from its tab onto a channel', async () => {
    const { client } = proUser(t.sandbox);
    await openFresh(t.page, 'Channels');
    await t.page.getByRole('button', { name: 'QR codes', exact: true }).click();
    await dragWithMouse(t.page, await found(t.page, 'Window code', 'QR codes'), card(t.page, 'Shop window'));
    await expect
      .poll(async () => (await itemsIn(client, ids.shop)).sort())
      .toEqual([`links ${links.get('mouse-link')}`, `qr ${ids.qr}`].sort());
  });

  it('assigns a selection of 20 links to a channel, with progress and a result for each', async () => {
    const { client } = proUser(t.sandbox);
    await openFresh(t.page, 'Channels');
    await t.page.getByRole('searchbox', { name: 'Search links' }).fill('bulk');
    // Off the centre: react-aria reads a press at a row's exact centre as a touch screen reader's.
    await option(t.page, 'bulk-20').click({ position: OFF_CENTRE });
    await option(t.page, 'bulk-12').click({ position: OFF_CENTRE, modifiers: ['Shift'] });
    await t.page.getByText('9 links selected').waitFor();
    await t.page.keyboard.press('Control+a');
    await t.page.getByText('20 links selected').waitFor();
    const letter = card(t.page, 'Newsletter');
    await dragWithMouse(t.page, option(t.page, 'bulk-07'), letter);
    const done = toasts(t.page).locator('.toast').filter({ hasText: 'Added 20 links to “Newsletter”.' });
    await done.waitFor();
    const bulk = [...links].filter(([alias]) => alias.startsWith('bulk-')).map(([, id]) => `links ${id}`);
    const held = await itemsIn(client, ids.letter);
    expect(held.filter((item) => bulk.includes(item)).sort()).toEqual(bulk.sort());
    // Nothing was pushed into the card to say so: the card lists the links themselves.
    expect(await letter.getByRole('status').count()).toBe(0);
    // Focus holds a toast, as it holds for a person tabbing to it: four screenshots take longer than its six seconds.
    await done.getByRole('button', { name: 'View', exact: true }).focus();
    await screenshotsChecked(t.page, 'feedback', 'channel-drop-toast');
    // View brings the channel to focus.
    await done.getByRole('button', { name: 'View', exact: true }).click();
    await expect
      .poll(() => letter.evaluate((element) => element === element.ownerDocument.activeElement))
      .toBe(true);
    await expectAccessible(t.page, 'the channels board with its source panel');
    // Their totals side by side: summed from the links each channel holds.
    await t.page.getByRole('button', { name: 'Compare', exact: true }).click();
    const compared = dialog(t.page);
    await compared.getByRole('heading', { name: 'Channels compared' }).waitFor();
    await compared.getByText('Clicks by channel as a table', { exact: true }).click();
    await compared
      .getByRole('table')
      .first()
      .getByRole('row', { name: /Newsletter/ })
      .waitFor();
    await compared.getByRole('button', { name: 'Close', exact: true }).click();
    await screenshotsChecked(t.page, 'assign', 'channels-with-panel');
  });

  it('shows a refusal beside the channel and takes the item back out', async () => {
    const { client } = proUser(t.sandbox);
    const doomed = (await client.post<{ id: number }>('/api/channel/add', { name: 'Doomed' })).body.id;
    await openFresh(t.page, 'Channels');
    await card(t.page, 'Doomed').waitFor();
    // Deleted behind the window's back: the installation refuses what goes into it.
    await client.request('DELETE', `/api/channel/${doomed}/delete`);
    await dragWithMouse(t.page, await found(t.page, 'camp-mouse'), card(t.page, 'Doomed'));
    const refused = toasts(t.page).locator('.toast-problem').filter({ hasText: '1 link was refused:' });
    await refused.waitFor();
    await expect.poll(() => refused.getByRole('listitem').first().textContent()).toMatch(/^camp-mouse: ./);
    expect(await card(t.page, 'Doomed').getByRole('list', { name: 'Going into Doomed' }).count()).toBe(0);
  });

  it('adds a selection of the Links list to a channel from the command palette, no dragging', async () => {
    const { client } = proUser(t.sandbox);
    await openArea(t.page, 'Links');
    await t.page.getByRole('searchbox', { name: 'Search links' }).fill('bulk-0');
    for (const alias of ['bulk-01', 'bulk-02'])
      await row(t.page, 'Links', alias).getByRole('checkbox').check();
    await t.page.getByRole('heading', { level: 1, name: 'Links' }).click();
    await t.page.keyboard.press('Control+K');
    const palette = t.page.getByRole('dialog', { name: 'Commands', exact: true });
    await palette.getByRole('option', { name: /Add the 2 selected links to a channel/ }).click();
    const form = dialog(t.page);
    await form.getByRole('radio', { name: 'Shop window' }).check();
    await form.getByRole('button', { name: 'Add to channel', exact: true }).click();
    await t.page.getByText('Added 2 links to “Shop window”.').waitFor();
    const held = await itemsIn(client, ids.shop);
    expect(held).toContain(`links ${links.get('bulk-01')}`);
    expect(held).toContain(`links ${links.get('bulk-02')}`);
  });

  it('drags links onto campaigns with the mouse and the keyboard, and asks before moving one', async () => {
    const { client } = proUser(t.sandbox);
    await openFresh(t.page, 'Campaigns');
    const alpha = row(t.page, 'Campaigns', 'Alpha launch');
    const beta = row(t.page, 'Campaigns', 'Beta launch');
    await dragWithMouse(t.page, await found(t.page, 'camp-mouse'), alpha);
    await expect.poll(() => campaignOfLink(client, 'camp-mouse')).toBe(ids.alpha);
    await option(t.page, 'In “Alpha launch”').waitFor();

    await dragWithKeyboard(t.page, await found(t.page, 'camp-keys'), 'Beta launch');
    await expect.poll(() => campaignOfLink(client, 'camp-keys')).toBe(ids.beta);

    // Moving: said before anything is sent, and nothing is sent on Cancel.
    await dragWithMouse(t.page, await found(t.page, 'camp-mouse'), beta);
    const ask = dialog(t.page);
    await ask.getByText('leaves “Alpha launch”').waitFor();
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await campaignOfLink(client, 'camp-mouse')).toBe(ids.alpha);
    await dragWithMouse(t.page, await found(t.page, 'camp-mouse'), beta);
    await dialog(t.page).getByText('leaves “Alpha launch”').waitFor();
    await screenshotsChecked(t.page, 'assign', 'move-links');
    await dialog(t.page).getByRole('button', { name: 'Move to “Beta launch”', exact: true }).click();
    await expect.poll(() => campaignOfLink(client, 'camp-mouse')).toBe(ids.beta);
    await toasts(t.page).getByText('Moved 1 link to “Beta launch”.', { exact: true }).waitFor();
    await list(t.page, 'Campaigns').waitFor();

    // The reference installation keeps a campaign an update leaves out: the pane says so and stops offering it.
    await beta.getByRole('button', { name: 'Details of Beta launch' }).click();
    await t.page.getByRole('button', { name: 'Take camp-keys out of Beta launch' }).click();
    // Asked first: the link is saved again whole, and a password cannot be read back.
    await dialog(t.page).getByText('a protected link loses its password').waitFor();
    await dialog(t.page).getByRole('button', { name: 'Take out of campaign', exact: true }).click();
    await t.page.getByText('camp-keys is still in “Beta launch”: your server keeps').waitFor();
    expect(await campaignOfLink(client, 'camp-keys')).toBe(ids.beta);
    await t.page
      .getByRole('complementary', { name: 'Details of Beta launch' })
      .getByText('Your server keeps a link’s campaign when an update leaves it out')
      .waitFor();
    expect(await t.page.getByRole('button', { name: /^Take .* out of Beta launch$/ }).count()).toBe(0);
    await expectAccessible(t.page, 'the campaigns screen with its source panel');
    await screenshotsChecked(t.page, 'assign', 'campaigns-with-panel');
    expect(t.pageProblems).toEqual([]);
  });
});

describe('the keyboard drag hint, end to end', () => {
  const t = useE2eApp(build);

  it('drops on the campaign the hint names: the one outlined on pick-up, then the next one after Tab', async () => {
    const { client, apiKey, username } = proUser(t.sandbox);
    const add = async (path: string, body: object) => (await client.post<{ id: number }>(path, body)).body.id;
    const campaigns = new Map<string, number>();
    for (const name of ['Spring launch', 'Summer 2027', 'Winter sale'])
      campaigns.set(name, await add('/api/campaign/add', { name }));
    for (const alias of ['hint-first', 'hint-second'])
      await add('/api/url/add', { url: `https://example.com/${alias}`, custom: alias });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey });
    await profileHeading(t.page, username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
    await openFresh(t.page, 'Campaigns');
    await dragHint(t.page)
      .getByText('Enter picks up, Tab changes the outlined campaign, Enter drops.')
      .waitFor();

    // Enter picks up: a campaign is outlined at once, and the hint names it. Enter again drops there.
    await (await found(t.page, 'hint-first')).focus();
    await t.page.keyboard.press('Enter');
    await expect.poll(() => droppingOn(t.page)).not.toBeNull();
    const outlined = (await droppingOn(t.page))!;
    const target = t.page.locator('.drop-target.is-drop-target');
    await expect.poll(() => target.textContent()).toContain(outlined);
    expect(await target.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await screenshotsChecked(t.page, 'feedback', 'keyboard-drag-hint');
    await t.page.keyboard.press('Enter');
    await expect.poll(() => campaignOfLink(client, 'hint-first')).toBe(campaigns.get(outlined));
    await toasts(t.page).getByText(`Added 1 link to “${outlined}”.`, { exact: true }).waitFor();

    // Tab moves the outline to another campaign, and the hint with it: Enter drops on that one.
    await (await found(t.page, 'hint-second')).focus();
    await t.page.keyboard.press('Enter');
    await expect.poll(() => droppingOn(t.page)).not.toBeNull();
    const first = await droppingOn(t.page);
    await t.page.keyboard.press('Tab');
    await expect.poll(() => droppingOn(t.page)).not.toBe(first);
    const next = await droppingOn(t.page);
    expect(next).not.toBeNull();
    await expect.poll(() => target.textContent()).toContain(next!);
    await t.page.keyboard.press('Enter');
    await expect.poll(() => campaignOfLink(client, 'hint-second')).toBe(campaigns.get(next!));
    const added = toasts(t.page)
      .locator('.toast')
      .filter({ hasText: `Added 1 link to “${next}”.` });
    await added.waitFor();
    await added.getByRole('button', { name: 'View', exact: true }).focus();
    await screenshotsChecked(t.page, 'feedback', 'campaign-drop-toast');
    // Its follow-up shows the campaign with its links.
    await added.getByRole('button', { name: 'View', exact: true }).click();
    await t.page
      .getByRole('complementary', { name: `Details of ${next}` })
      .getByText('hint-second')
      .first()
      .waitFor();
    // Nothing above the list was pushed in to say so.
    expect(
      await t.page.locator('.assign-main > .assignment-runs, .assign-main > .assignment-status').count(),
    ).toBe(0);
    expect(t.pageProblems).toEqual([]);
  });
});

describe('assigning under a rate limit, end to end', () => {
  // One clock for the limited installation and main's rate limiter: a jump opens the installation's next window
  // for both, so no step waits a minute, and how many requests are left is the test's to say.
  const clock = new ShiftedClock();
  const t = useE2eApp(build, {}, { gatewayClock: clock });

  it('shows progress while the limit holds requests back, and Cancel sends nothing more', async () => {
    // Fourteen requests a minute. Adding the account and reading the board spend some of a window (how many
    // depends on what the window reads ahead), so the links are made and the board is read first, and the drag
    // then starts in a window with only a few requests left: some of the eight links wait in main's queue.
    const limited = await startSandbox({ memory: true, seed: 'empty', rateLimit: 14, now: clock.now });
    try {
      const owner = limited.accounts.find((account) => account.status === 'pro')!;
      const client = new ApiClient(limited.url, owner.apiKey);
      /** A request with the account's key, moving the clock on past the window whenever the limit refuses it. */
      const send = async (method: string, path: string, body?: object) => {
        for (;;) {
          const reply = await client.request<{ id: number }>(method, path, body);
          if (reply.status !== 429) return reply;
          clock.jump(61_000);
        }
      };
      const channel = (await send('POST', '/api/channel/add', { name: 'Limited news' })).body.id;
      for (let n = 1; n <= 8; n++)
        await send('POST', '/api/url/add', { url: `https://example.com/held-${n}`, custom: `held-${n}` });

      clock.jump(61_000);
      await submitAddAccount(t.page, { name: 'Limited', baseUrl: limited.url, apiKey: owner.apiKey });
      await profileHeading(t.page, owner.username)
        // Where adding an account lands: the profile, or the Overview.
        .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
        .waitFor();
      await t.page.getByRole('navigation').getByRole('link', { name: 'Channels', exact: true }).click();
      await t.page.getByRole('heading', { level: 1, name: 'Channels' }).waitFor();
      // A read held for the next window goes as soon as the clock gets there.
      await expect
        .poll(
          async () => {
            const shown =
              (await option(t.page, 'held-8').isVisible()) &&
              (await card(t.page, 'Limited news').isVisible());
            if (!shown) clock.jump(61_000);
            return shown;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);

      // A new window, then all but three of its requests spent elsewhere.
      clock.jump(61_000);
      for (;;) {
        const reply = await client.request('GET', '/api/account');
        if (Number(reply.headers.get('x-ratelimit-remaining')) <= 3) break;
      }

      await option(t.page, 'held-8').click({ position: OFF_CENTRE });
      await t.page.keyboard.press('Control+a');
      await t.page.getByText('8 links selected').waitFor();
      const news = card(t.page, 'Limited news');
      await dragWithMouse(t.page, option(t.page, 'held-8'), news);
      await news
        .getByRole('status')
        .filter({ hasText: /^Assigning \d of 8…$/ })
        .waitFor();
      await news.getByRole('progressbar', { name: 'Assigning to Limited news' }).waitFor();
      await expectAccessible(t.page, 'a channel with an assignment waiting for the rate limit');
      await news.getByRole('button', { name: 'Cancel', exact: true }).click();
      const summary = toasts(t.page).getByText(/not sent \(cancelled\)\.$/);
      await summary.waitFor();
      const [, put, cancelled] =
        /^(?:Added (\d) links? to “Limited news”\. )?(\d) links? (?:was|were) not sent/.exec(
          (await summary.textContent())!,
        )!;
      // However many went before the window ran out, the rest were never sent.
      expect(Number(put ?? 0) + Number(cancelled)).toBe(8);
      expect(Number(cancelled)).toBeGreaterThan(0);

      // Checked in the installation's next window: what was said to be in is in, and nothing cancelled went.
      clock.jump(61_000);
      const held = (await send('GET', `/api/channel/${channel}?limit=100`)).body as unknown as {
        data: { items: ListedItem[] };
      };
      expect(held.data.items).toHaveLength(Number(put ?? 0));
      expect(t.pageProblems).toEqual([]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('dragging onto campaigns and channels of a deployed installation, end to end', () => {
  const t = useE2eApp(build, { profile: 'deployed' });

  it('behaves the same where answers differ (campaign names under other keys, channel lists with nulls)', async () => {
    const { client, apiKey, username } = proUser(t.sandbox);
    const add = async (path: string, body: object) => (await client.post<{ id: number }>(path, body)).body.id;
    const channel = await add('/api/channel/add', { name: 'Deployed news' });
    const campaign = await add('/api/campaign/add', { name: 'Deployed push' });
    const link = await add('/api/url/add', {
      url: 'https://example.com/deployed-drag',
      custom: 'deployed-drag',
    });
    await submitAddAccount(t.page, { name: 'Deployed', baseUrl: t.sandbox.url, apiKey });
    await profileHeading(t.page, username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();

    await openFresh(t.page, 'Channels');
    await dragWithKeyboard(t.page, await found(t.page, 'deployed-drag'), 'Deployed news');
    await expect.poll(() => itemsIn(client, Number(channel))).toEqual([`links ${link}`]);

    await openFresh(t.page, 'Campaigns');
    await dragWithMouse(
      t.page,
      await found(t.page, 'deployed-drag'),
      row(t.page, 'Campaigns', 'Deployed push'),
    );
    await expect.poll(() => campaignOfLink(client, 'deployed-drag')).toBe(Number(campaign));
    // The channel it was put in first is still its channel: nothing was lost on the way.
    expect(await itemsIn(client, Number(channel))).toEqual([`links ${link}`]);
    expect(t.pageProblems).toEqual([]);
  });
});
