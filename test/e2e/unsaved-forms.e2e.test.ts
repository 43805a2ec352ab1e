import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../../src/shared/ipc/resources.ts';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, openArea, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';

const build = useAppBuild();

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
];

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const question = (page: Page, what: string) =>
  page.getByRole('dialog', { name: `Discard your changes to ${what}?`, exact: true });

/** Whether `locator` has the keyboard focus. */
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

describe('unsaved forms, end to end', () => {
  const t = useE2eApp(build);
  const installed = () => itemsOn<Domain>(proUser(t.sandbox).client, '/api/domains', 'domains');
  async function linkOnServer(alias: string) {
    const reply = await proUser(t.sandbox).client.get(`/api/urls?limit=100&q=${encodeURIComponent(alias)}`);
    return ((reply.body.data?.urls ?? []) as { alias: string }[]).find((item) => item.alias === alias);
  }

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  describe.each(SIZES)('at $width×$height', (size) => {
    beforeAll(async () => {
      await t.page.setViewportSize(size);
    });

    it('asks before Escape or Cancel discards a domain being added, and keeps it on Keep editing', async () => {
      const domain = `https://unsaved-${size.width}.example.test`;
      await openArea(t.page, 'Domains');

      // Escape from a field: the question comes up over the form, Keep editing focused.
      await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
      const form = t.page.getByRole('dialog', { name: 'Add a domain', exact: true });
      await field(form, 'Domain').fill(domain);
      await field(form, 'Root redirect').fill('https://www.example.com/');
      await field(form, 'Root redirect').press('Escape');
      const asked = question(t.page, 'the domain');
      await asked.waitFor();
      await expect
        .poll(() => hasFocus(asked.getByRole('button', { name: 'Keep editing', exact: true })))
        .toBe(true);
      expect(await withinWindow(t.page, asked)).toBe(true);
      await expectAccessible(t.page, `the discard question at ${size.width}×${size.height}`);

      await asked.getByRole('button', { name: 'Keep editing', exact: true }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await field(form, 'Domain').inputValue()).toBe(domain);
      expect(await field(form, 'Root redirect').inputValue()).toBe('https://www.example.com/');
      // Focus is back where the person was typing.
      await expect.poll(() => hasFocus(field(form, 'Root redirect'))).toBe(true);

      // Escape on the question is Keep editing too, and does not reach the form underneath.
      await t.page.keyboard.press('Escape');
      await asked.waitFor();
      await t.page.keyboard.press('Escape');
      await asked.waitFor({ state: 'detached' });
      await form.waitFor();
      expect(await field(form, 'Domain').inputValue()).toBe(domain);

      await t.page.keyboard.press('Escape');
      await asked.getByRole('button', { name: 'Discard changes', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await asked.waitFor({ state: 'detached' });
      expect((await installed()).map((item) => item.domain)).not.toContain(domain);

      // Cancel asks the same.
      await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
      expect(await field(form, 'Domain').inputValue()).toBe('');
      await field(form, 'Domain').fill(domain);
      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await asked.waitFor();
      await asked.getByRole('button', { name: 'Keep editing', exact: true }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await field(form, 'Domain').inputValue()).toBe(domain);

      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await asked.getByRole('button', { name: 'Discard changes', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      expect((await installed()).map((item) => item.domain)).not.toContain(domain);

      // Nothing typed: Escape and Cancel close at once.
      await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
      await t.page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      expect(await asked.count()).toBe(0);
      expect(t.exchanges.filter((exchange) => exchange.channel === 'domains:add')).toEqual([]);
      expect(t.pageProblems).toEqual([]);
    });

    it('asks before Escape or Cancel discards a new link, and keeps every field on Keep editing', async () => {
      const alias = `unsaved-${size.width}`;
      await openArea(t.page, 'Links');
      await t.page.getByRole('button', { name: 'New link', exact: true }).click();
      const form = t.page.getByRole('dialog', { name: 'New link', exact: true });
      await field(form, 'Long URL').fill('https://example.com/unsaved');
      await field(form, 'Alias').fill(alias);
      await field(form, 'Title').fill('Not saved');

      await t.page.keyboard.press('Escape');
      const asked = question(t.page, 'the link');
      await asked.waitFor();
      expect(await withinWindow(t.page, asked)).toBe(true);
      await asked.getByRole('button', { name: 'Keep editing', exact: true }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await field(form, 'Long URL').inputValue()).toBe('https://example.com/unsaved');
      expect(await field(form, 'Alias').inputValue()).toBe(alias);
      expect(await field(form, 'Title').inputValue()).toBe('Not saved');

      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await asked.getByRole('button', { name: 'Keep editing', exact: true }).click();
      expect(await field(form, 'Alias').inputValue()).toBe(alias);
      // The close button in the dialog's header asks the same question.
      await form.getByRole('button', { name: 'Close dialog', exact: true }).click();
      await asked.getByRole('button', { name: 'Keep editing', exact: true }).click();
      await asked.waitFor({ state: 'detached' });
      expect(await field(form, 'Title').inputValue()).toBe('Not saved');

      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      await asked.getByRole('button', { name: 'Discard changes', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      expect(await linkOnServer(alias)).toBeUndefined();
      expect(t.exchanges.filter((exchange) => exchange.channel === 'links:add')).toEqual([]);
      expect(t.pageProblems).toEqual([]);
    });
  });
});
