import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, chosenOption, optionsOf, selectButton } from './support/controls.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { openArea, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { alertSaying, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

const BRANDED = 'go.brand-e2e.test';
const LONG_TEST = 90_000;

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const newLinkForm = (page: Page) => page.getByRole('dialog', { name: 'New link', exact: true });
const advanced = (form: Locator) => form.getByRole('button', { name: /^Advanced/ });
const hasFocus = (locator: Locator) => locator.evaluate((element) => element.matches(':focus'));

/** Whether the whole of `locator` is inside the window, so it can be seen and pressed without scrolling. */
async function withinWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

describe('the link form, end to end', () => {
  const t = useE2eApp(build);

  async function onServer(alias: string) {
    const reply = await proUser(t.sandbox).client.get(`/api/urls?limit=100&q=${encodeURIComponent(alias)}`);
    const items = (reply.body.data?.urls ?? []) as {
      id: number;
      alias: string;
      title: string;
      shorturl: string;
      longurl: string;
    }[];
    return items.find((item) => item.alias === alias);
  }

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    expect((await pro.client.post('/api/domain/add', { domain: `https://${BRANDED}` })).body.error).toBe(0);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    // Added, the account's areas appear in the sidebar.
    await t.page.getByRole('navigation').getByRole('link', { name: 'Links', exact: true }).waitFor();
  });

  it(
    'creates a link from the fields in view: long URL, domain and alias with the short URL previewed, title',
    async () => {
      await openArea(t.page, 'Links');
      await t.page.getByRole('button', { name: 'New link', exact: true }).click();
      const form = newLinkForm(t.page);
      await expect.poll(() => optionsOf(form, 'Domain')).toContain(BRANDED);

      // What most links need comes first, and the rest waits under a closed "Advanced".
      const labels = await form.locator('.field-label').allTextContents();
      expect(labels.slice(0, 5)).toEqual(['Long URL', 'Domain', 'Alias', 'Title', 'Expires']);
      expect(await advanced(form).getAttribute('aria-expanded')).toBe('false');
      expect(await selectButton(form, 'Redirect').count()).toBe(0);

      const ownDomain = new URL(t.sandbox.url).host;
      const preview = form.getByText('Short link', { exact: true }).locator('..');
      expect(await preview.textContent()).toBe(`Short link ${ownDomain}/ + a random alias`);
      await field(form, 'Long URL').fill('www.example.com/summer?utm_source=newsletter');
      await chooseOption(form, 'Domain', BRANDED);
      await field(form, 'Alias').fill('summer-ux');
      await expect.poll(() => preview.textContent()).toBe(`Short link ${BRANDED}/summer-ux`);
      await field(form, 'Title').fill('Summer sale');
      await screenshotsChecked(t.page, 'link-form', 'new-link');

      // Opened, the form is taller than the small window: the buttons stay in view as it scrolls.
      await advanced(form).click();
      await field(form, 'Meta description').waitFor();
      await t.page.setViewportSize({ width: 900, height: 600 });
      expect(await form.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await form.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
      const create = form.getByRole('button', { name: 'Create link', exact: true });
      const close = form.getByRole('button', { name: 'Close dialog', exact: true });
      expect(await withinWindow(t.page, create)).toBe(true);
      expect(await withinWindow(t.page, close)).toBe(true);
      // Cancel on the left, the action on the right.
      const cancelBox = (await form.getByRole('button', { name: 'Cancel', exact: true }).boundingBox())!;
      expect(cancelBox.x).toBeLessThan((await create.boundingBox())!.x);
      await screenshotsChecked(t.page, 'link-form', 'new-link-advanced');

      await create.click();
      await form.waitFor({ state: 'detached' });
      expect(await onServer('summer-ux')).toMatchObject({
        title: 'Summer sale',
        longurl: 'https://www.example.com/summer?utm_source=newsletter',
        shorturl: expect.stringContaining(`${BRANDED}/summer-ux`),
      });
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it('opens Advanced by itself for an error inside it, and puts focus on that field', async () => {
    await openArea(t.page, 'Links');
    await t.page.getByRole('button', { name: 'New link', exact: true }).click();
    const form = newLinkForm(t.page);
    const adds = () => t.exchanges.filter((exchange) => exchange.channel === 'links:add').length;
    const addsBefore = adds();
    await field(form, 'Long URL').fill('https://example.com/advanced-error');
    await advanced(form).click();
    await field(form, 'Meta image URL').fill('card.png');
    await advanced(form).click();
    await expect.poll(() => advanced(form).getAttribute('aria-expanded')).toBe('false');

    await form.getByRole('button', { name: 'Create link', exact: true }).click();
    await alertSaying(t.page, /^Meta image URL /).waitFor();
    expect(await advanced(form).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => hasFocus(field(form, 'Meta image URL'))).toBe(true);
    // Refused before sending, by the server's own rule.
    expect(adds()).toBe(addsBefore);

    // Nothing typed is lost to the close button: it asks first.
    await form.getByRole('button', { name: 'Close dialog', exact: true }).click();
    const asked = t.page.getByRole('dialog', { name: 'Discard your changes to the link?', exact: true });
    await asked.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });

  it('edits a link with its title in view', async () => {
    await openArea(t.page, 'Links');
    await t.page.getByLabel('Search links', { exact: true }).fill('summer-ux');
    await t.page.getByRole('button', { name: 'Edit summer-ux', exact: true }).click({ timeout: 15_000 });
    const form = t.page.getByRole('dialog', { name: /^Edit / });
    await expect.poll(() => field(form, 'Title').inputValue()).toBe('Summer sale');
    expect(await chosenOption(form, 'Domain')).toBe(BRANDED);
    await screenshotsChecked(t.page, 'link-form', 'edit-link');

    await field(form, 'Title').fill('Summer sale, week two');
    await form.getByRole('button', { name: 'Save link', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(await onServer('summer-ux')).toMatchObject({ title: 'Summer sale, week two' });
    expect(t.pageProblems).toEqual([]);
  });
});
