import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { openArea, proUser } from './support/list-screens.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Commands', exact: true });
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Keys, the command palette and the unsaved-changes question, in Chromium against the sandbox. */
describe('the keyboard and the command palette, end to end', () => {
  const t = useE2eApp(build);

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  it('reaches the pixels screen from Ctrl+K, and passes axe while open', async () => {
    await openPalette(t.page);
    const search = palette(t.page).getByRole('combobox', { name: 'Search commands' });
    // Focus starts in the palette's search field, so typing filters at once.
    await expect.poll(() => search.evaluate((element) => element.matches(':focus'))).toBe(true);
    await palette(t.page).getByRole('listbox').waitFor();
    await expectAccessible(t.page, 'the command palette');

    await t.page.keyboard.type('Pixels');
    await palette(t.page).getByRole('option', { name: 'Pixels', exact: true }).click();
    await palette(t.page).waitFor({ state: 'detached' });
    await heading(t.page, 'Pixels').waitFor();
    expect(t.pageProblems).toEqual([]);
  });

  it('closes the palette with Escape and gives focus back', async () => {
    await openArea(t.page, 'Domains');
    const domainsLink = t.page.getByRole('navigation').getByRole('link', { name: 'Domains', exact: true });
    await domainsLink.focus();
    await openPalette(t.page);
    await t.page.keyboard.press('Escape');
    await palette(t.page).waitFor({ state: 'detached' });
    // Focus comes back on the frame after the palette goes, which a loaded machine may draw late.
    await expect.poll(() => domainsLink.evaluate((element) => element.matches(':focus'))).toBe(true);
  });

  it('opens the create form with n, keeps the palette off it, and asks before Escape loses what was typed', async () => {
    await openArea(t.page, 'Pixels');
    await t.page.locator('body').click({ position: { x: 600, y: 5 } });
    await t.page.keyboard.press('n');
    const form = t.page.getByRole('dialog').filter({ has: t.page.getByLabel('Tag', { exact: true }) });
    await form.waitFor();
    const name = form.getByLabel('Name', { exact: true });
    await name.fill('Half-typed pixel');
    // Single keys are text inside a field, not shortcuts: no second form, no navigation.
    await name.press('End');
    await t.page.keyboard.type(' n e /');
    expect(await name.inputValue()).toBe('Half-typed pixel n e /');

    // The palette never opens over the form: Ctrl+K there does nothing, and the form keeps what was typed.
    await t.page.keyboard.press('Control+K');
    await t.page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`);
    expect(await palette(t.page).count()).toBe(0);
    expect(await name.inputValue()).toBe('Half-typed pixel n e /');

    // Escape leaves the form from the keyboard, after asking; Keep editing keeps it.
    await t.page.keyboard.press('Escape');
    const guard = t.page.getByRole('dialog', { name: 'Discard your changes to the pixel?', exact: true });
    await guard.waitFor();
    await expectAccessible(t.page, 'the unsaved-changes question');
    // Nor over the question.
    await t.page.keyboard.press('Control+K');
    expect(await palette(t.page).count()).toBe(0);
    await guard.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await guard.waitFor({ state: 'detached' });
    await heading(t.page, 'Pixels').waitFor();
    expect(await name.inputValue()).toBe('Half-typed pixel n e /');

    // Discarding closes the form; then the palette opens and goes anywhere.
    await t.page.keyboard.press('Escape');
    await guard.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await openPalette(t.page);
    await t.page.keyboard.type('Links');
    await palette(t.page).getByRole('option', { name: 'Links', exact: true }).click();
    await heading(t.page, 'Links').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });

  it('"/" moves focus to the search field of the screen', async () => {
    await openArea(t.page, 'Pixels');
    await t.page.locator('body').click({ position: { x: 600, y: 5 } });
    await t.page.keyboard.press('/');
    const focused = t.page.locator(':focus');
    expect(await focused.getAttribute('type')).toBe('search');
    expect(await focused.inputValue()).toBe('');
  });
});
