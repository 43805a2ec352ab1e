import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/sandbox.ts';
import { startSite, type TestSite } from '../health/support/test-site.ts';
import { chooseOption } from './support/controls.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, row } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { aliasOf, codeNamed, detailsPane, dialogNamed, field, openNewQrForm } from './support/qr-screens.ts';
import { dialog, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** No name resolves: the checks reach the local site alone, whatever else a link points at. */
const resolveNothing = async (host: string): Promise<string[]> => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const answer =
  (status: number, headers: Record<string, string> = {}) =>
  (_request: unknown, response: ServerResponse) =>
    response.writeHead(status, headers).end();

describe('link health, end to end', () => {
  const t = useE2eApp(build, {}, { health: { resolve: resolveNothing, confirmAfterMs: 0 } });
  let site: TestSite;
  let client: ApiClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    site = await startSite({
      '/ok': answer(200),
      '/gone': answer(404),
      '/old': answer(301, { location: '/new' }),
      '/new': answer(200),
    });
    client = new ApiClient(t.sandbox.url, t.keyOf('alex'));
    const base = `http://127.0.0.1:${site.port}`;
    for (const [alias, path] of [
      ['spring-shop', '/ok'],
      ['old-menu', '/gone'],
      ['old-menu-print', '/gone'],
      ['press-kit', '/old'],
    ] as const) {
      const made = await client.post('/api/url/add', { url: `${base}${path}`, custom: alias });
      ids[alias] = made.body.id as number;
    }
    // A code made elsewhere: what it holds is never told by the installation.
    await client.post('/api/qr/add', { type: 'link', data: `${base}/ok`, name: 'Table card' });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('turns checks on from the Overview, filters the lists by health, explains a verdict, and fixes it', async () => {
    const { page } = t;
    await submitAddAccount(page, { name: 'Shop', baseUrl: t.sandbox.url, apiKey: t.keyOf('alex') });
    await firstAccountOpened(page, 'alex');
    // A code made in Linkdesk: its design says where it leads, so its content is checked too.
    const codes = page.getByRole('navigation').getByRole('link', { name: 'QR codes', exact: true });
    await codes.click();
    const newCode = await openNewQrForm(page);
    await field(newCode, 'Web address').fill(`http://127.0.0.1:${site.port}/old`);
    await newCode.getByRole('textbox', { name: 'Name', exact: true }).fill('Menu poster');
    await newCode.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await newCode.waitFor({ state: 'detached' });
    await page.getByRole('navigation').getByRole('link', { name: 'Overview', exact: true }).click();

    const card = page.getByRole('region', { name: 'Link health' });
    await card.getByRole('checkbox', { name: 'Check destinations' }).check();
    await card.getByRole('button', { name: 'Links: Broken: 2' }).waitFor();
    await card
      .getByRole('button', { name: 'Links: Moved: 1' })
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await card.innerText()}`);
      });
    await card.getByRole('button', { name: 'QR codes: Moved: 1' }).waitFor();
    await card.getByText(/^Last checked at /).waitFor();
    await screenshotsChecked(page, 'link-health', 'overview-card');

    // One click from the count to the links it counts.
    await card.getByRole('button', { name: 'Links: Broken: 2' }).click();
    await page.getByRole('heading', { level: 1, name: 'Links', exact: true }).waitFor();
    const links = list(page, 'Links');
    await expect.poll(() => links.getByRole('row').count()).toBe(3);
    await row(page, 'Links', 'old-menu-print').waitFor();
    expect(await row(page, 'Links', 'spring-shop').count()).toBe(0);
    await screenshotsChecked(page, 'link-health', 'links-filtered');

    // The pane says why, and offers to fix the page's two links at once.
    await row(page, 'Links', 'old-menu-print').getByText('old-menu-print', { exact: true }).click();
    const pane = page
      .getByRole('complementary', { name: 'Details of old-menu-print' })
      .getByRole('region', { name: 'Health' });
    await pane.getByText('The destination: the page was not found (404).').waitFor();
    await pane.getByRole('button', { name: 'Fix all 2 links to this page in bulk…' }).waitFor();
    await pane.getByText('Latest checks (2)').click();
    await screenshotsChecked(page, 'link-health', 'pane-broken');

    await pane.getByRole('button', { name: 'Fix…' }).click();
    const form = dialog(page);
    await form.getByLabel('Long URL', { exact: true }).fill(`http://127.0.0.1:${site.port}/ok`);
    await form.getByRole('button', { name: 'Save link', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const fixed = await client.get(`/api/url/${ids['old-menu-print']}`);
    expect(fixed.body.details.longurl).toBe(`http://127.0.0.1:${site.port}/ok`);
    // Fixed, not yet checked: one click checks it now, rather than the whole account.
    await pane.getByRole('button', { name: 'Check now' }).click();
    await pane.getByText('The destination: the page answers (200).', { exact: true }).waitFor();
    await pane.getByRole('button', { name: 'Check again' }).waitFor();

    // A moved page: its pane offers the address it ends at as the new destination.
    await chooseOption(page.locator('body'), 'Health', 'Moved (1)');
    await row(page, 'Links', 'press-kit').getByText('press-kit', { exact: true }).click();
    const movedPane = page
      .getByRole('complementary', { name: 'Details of press-kit' })
      .getByRole('region', { name: 'Health' });
    await movedPane
      .getByText(`The destination: the page has moved for good to http://127.0.0.1:${site.port}/new.`, {
        exact: true,
      })
      .waitFor();
    await movedPane.getByRole('button', { name: 'Make it the destination…' }).click();
    await expect
      .poll(() => form.getByLabel('Long URL', { exact: true }).inputValue())
      .toBe(`http://127.0.0.1:${site.port}/new`);
    // The link form with a new address typed in, as every form is checked: once, here.
    await expectAccessible(page, 'the link form with the moved page’s address');
    await form.getByRole('button', { name: 'Save link', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const moved = await client.get(`/api/url/${ids['press-kit']}`);
    expect(moved.body.details.longurl).toBe(`http://127.0.0.1:${site.port}/new`);

    // Checked with the short URL never asked for: only the pages themselves reached the site.
    expect(site.seen.every((request) => ['/ok', '/gone', '/old', '/new'].includes(request.path))).toBe(true);
    // The QR codes list marks the code Linkdesk cannot check, and says why.
    await codes.click();
    const code = row(page, 'QR codes', 'Table card');
    await code.getByText('Not checked').waitFor();
    expect(await code.getByText('Not checked').getAttribute('title')).toMatch(
      /does not know where this code leads/,
    );

    // A code whose page moved: its pane offers the new address as what the code leads to.
    const poster = row(page, 'QR codes', 'Menu poster');
    await poster.getByText('Moved').waitFor();
    await poster.getByText('Menu poster', { exact: true }).click();
    const codeHealth = detailsPane(page, 'Menu poster').getByRole('region', { name: 'Health' });
    await codeHealth
      .getByText(`The destination: the page has moved for good to http://127.0.0.1:${site.port}/new.`, {
        exact: true,
      })
      .waitFor();
    // The list with its Health column and the pane, as every screen is checked: here, once.
    await screenshotsChecked(page, 'link-health', 'qr-pane-moved');
    await codeHealth.getByRole('button', { name: 'Make it the destination…' }).click();
    const codeForm = dialogNamed(page, 'Edit Menu poster');
    await expect
      .poll(() => field(codeForm, 'Web address').inputValue())
      .toBe(`http://127.0.0.1:${site.port}/new`);
    await codeForm.getByRole('button', { name: 'Save QR code', exact: true }).click();
    await codeForm.waitFor({ state: 'detached' });
    // The installation now sends a scan of the printed code to the new page.
    const saved = await codeNamed(client, 'Menu poster');
    const scan = await fetch(`${t.sandbox.url}/${aliasOf(saved.link)}`, { redirect: 'manual' });
    expect(scan.headers.get('location')).toBe(`http://127.0.0.1:${site.port}/new`);
    // What was found is about the old address: not checked until the next check.
    await poster.getByText('Not checked').waitFor();
    expect(t.pageProblems).toEqual([]);
  });
});
