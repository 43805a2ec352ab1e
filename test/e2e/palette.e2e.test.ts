import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import { proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import {
  accountOption,
  accountSwitcher,
  chooseAccount,
  firstAccountOpened,
  profileHeading,
  submitAddAccount,
} from './support/screens.ts';

const build = useAppBuild();

/** What a person remembers of the link: a piece in the middle of where it points. */
const LONG_URL =
  'https://shop.example.com/campaigns/2026/autumn-clearance-weekend/landing?utm_source=newsletter&utm_medium=email';
const REMEMBERED = 'autumn-clearance-weekend';
const ALIAS = 'autumn26';
const QR_NAME = 'Front door sign';

/** The window sizes people use Linkdesk at: a small laptop window, and a roomy one. */
const VIEWPORTS = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
];

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Commands', exact: true });
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
}

/** Puts focus on the page itself, out of any field, as a person clicking an empty spot would. */
async function focusPage(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().click();
}

/** Whether the element is inside the window, whole. */
async function fitsIn(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

/** The palette, the keyboard shortcuts, in Chromium against the sandbox. */
describe('the command palette and the keyboard shortcuts, end to end', () => {
  const t = useE2eApp(build);
  let shortUrl = '';

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    const made = await pro.client.post('/api/url/add', { url: LONG_URL, custom: ALIAS });
    expect(made.body).toMatchObject({ error: 0 });
    shortUrl = made.body.shorturl as string;
    const code = await pro.client.post('/api/qr/add', { type: 'text', data: 'Ring twice', name: QR_NAME });
    expect(code.body).toMatchObject({ error: 0 });

    // A second account for the switcher, added first: the last one added is the active one.
    await submitAddAccount(t.page, { name: 'Personal', baseUrl: t.sandbox.url, apiKey: t.keyOf('sam') });
    await firstAccountOpened(t.page, 'sam');
    await t.page.getByRole('navigation').getByRole('link', { name: 'Accounts', exact: true }).click();
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await t.page.getByRole('navigation').getByRole('link', { name: 'Account', exact: true }).click();
    await profileHeading(t.page, pro.username).waitFor();
  });

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width}×${viewport.height}`, () => {
      beforeAll(() => t.page.setViewportSize(viewport));

      it('finds a link by part of its long URL and opens it in its form', async () => {
        await focusPage(t.page);
        await openPalette(t.page);
        await t.page.keyboard.type(REMEMBERED);
        const found = palette(t.page).getByRole('option', { name: new RegExp(`^${ALIAS}`) });
        await found.waitFor();
        // Where it points, with what was typed in view, and its short URL.
        expect(await found.textContent()).toContain(`${REMEMBERED}/landing?utm_source=newsletter`);
        expect(await found.textContent()).toContain(shortUrl);
        expect(await fitsIn(t.page, palette(t.page))).toBe(true);
        await expectAccessible(t.page, 'the command palette with a link found');
        // The installation was asked once, for the whole text, not for every letter typed.
        const searches = t.exchanges.filter(
          (exchange) => exchange.channel === 'links:list' && (exchange.request as { q?: string }).q,
        );
        expect(searches.map((exchange) => (exchange.request as { q: string }).q)).toContain(REMEMBERED);
        expect(searches.every((exchange) => (exchange.request as { q: string }).q.length >= 2)).toBe(true);

        await found.click();
        const details = t.page.getByRole('complementary', { name: `Details of ${ALIAS}`, exact: true });
        await details.getByText(LONG_URL, { exact: true }).waitFor();
        await t.page.getByRole('heading', { level: 1, name: 'Links', exact: true }).waitFor();
        await details.getByRole('button', { name: `Close the details of ${ALIAS}` }).click();
        await details.waitFor({ state: 'detached' });
        expect(t.pageProblems).toEqual([]);
      });

      it('finds a QR code by its name and opens its details', async () => {
        await focusPage(t.page);
        await openPalette(t.page);
        await t.page.keyboard.type('door sign');
        const found = palette(t.page).getByRole('option', { name: new RegExp(`^${QR_NAME}`) });
        await found.waitFor();
        await t.page.keyboard.press('Enter');
        const details = t.page.getByRole('complementary', { name: `Details of ${QR_NAME}`, exact: true });
        await details.waitFor();
        await t.page.getByRole('heading', { level: 1, name: 'QR codes', exact: true }).waitFor();
        await details.getByRole('button', { name: `Close the details of ${QR_NAME}` }).click();
        await details.waitFor({ state: 'detached' });
        expect(resultsOf(t, 'qr:list').every((result) => result.ok)).toBe(true);
      });

      it('shows every keyboard shortcut with "?", and closes with Escape', async () => {
        await focusPage(t.page);
        await t.page.keyboard.press('?');
        const sheet = t.page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
        await sheet.waitFor();
        await sheet.getByRole('table', { name: /^Anywhere/ }).waitFor();
        expect(
          await sheet.getByRole('row').filter({ hasText: 'Open or close the command palette' }).count(),
        ).toBe(1);
        expect(await fitsIn(t.page, sheet)).toBe(true);
        await expectAccessible(t.page, 'the keyboard shortcuts');
        await t.page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
      });
    });
  }

  it('never opens over another dialog: Ctrl+K leaves an open confirmation alone', async () => {
    await t.page.setViewportSize({ width: 900, height: 600 });
    await t.page.getByRole('navigation').getByRole('link', { name: 'Accounts', exact: true }).click();
    await t.page
      .getByRole('listitem', { name: 'Personal', exact: true })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    const confirm = t.page.getByRole('dialog');
    await confirm.waitFor();
    const title = await confirm.getAttribute('aria-labelledby');

    await t.page.keyboard.press('Control+K');
    // Two frames on, when a palette would have been drawn, there is none; the question is still the one dialog.
    await t.page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`);
    expect(await palette(t.page).count()).toBe(0);
    expect(await t.page.getByRole('dialog').count()).toBe(1);
    expect(await confirm.getAttribute('aria-labelledby')).toBe(title);

    await t.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await openPalette(t.page);
    await t.page.keyboard.press('Escape');
    await palette(t.page).waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });

  it('switches accounts from the keyboard, the list over the page with avatars, installations and roles', async () => {
    await t.page.setViewportSize({ width: 1280, height: 800 });
    const switcher = accountSwitcher(t.page);
    await switcher.focus();
    await t.page.keyboard.press('ArrowDown');
    const list = t.page.getByRole('listbox', { name: 'Account', exact: true });
    await list.waitFor();
    expect(await list.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    const personal = accountOption(t.page, 'Personal');
    await expect.poll(() => personal.locator('img').count()).toBe(1);
    expect(await personal.textContent()).toContain('sam');
    expect(await personal.textContent()).toContain(new URL(t.sandbox.url).host);
    expect(await fitsIn(t.page, list)).toBe(true);
    await expectAccessible(t.page, 'the account switcher, open');

    await t.page.keyboard.press('p');
    expect(await personal.getAttribute('aria-selected')).toBe('true');
    await t.page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await switcher.filter({ hasText: 'Personal' }).waitFor();
    await chooseAccount(t.page, 'Work');
    await switcher.filter({ hasText: 'Work' }).waitFor();
    expect(t.pageProblems).toEqual([]);
  });
});
