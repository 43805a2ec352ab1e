import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/api/constants.ts';
import type { AccountView } from '../../src/shared/ipc/models.ts';
import { ApiClient } from '../support/sandbox.ts';
import { expectAccessible } from './support/axe.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { resultsOf, useE2eApp, type E2eApp } from './support/e2e-app.ts';
import { leaksIn, readRendererState } from './support/renderer-state.ts';
import {
  accountItem,
  accountSwitcher,
  addAccountForm,
  alertSaying,
  area,
  chooseAccount,
  dialog,
  firstAccountOpened,
  goTo,
  profileHeading,
  submitAddAccount,
  switcherAccountNames,
} from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();
const WRONG_KEY = 'wrong-key-0123456789abcdef0123456789abcdef';

/** The UI in Chromium, through dev:browser, against the real handlers and a real sandbox. */
describe('accounts, end to end', () => {
  const t = useE2eApp(build);
  const secrets = () => ({
    "alex's key": t.keyOf('alex'),
    "sam's key": t.keyOf('sam'),
    "admin's key": t.keyOf('admin'),
    'the wrong key': WRONG_KEY,
  });
  const lastAdded = (name: string): AccountView => {
    const added = resultsOf(t, 'accounts:add').find(
      (result) => result.ok && (result.value as AccountView).name === name,
    );
    if (!added?.ok) throw new Error(`No account named "${name}" was added.`);
    return added.value as AccountView;
  };

  it('welcomes a new user with both ways in', async () => {
    await t.page.getByRole('button', { name: 'Add your installation', exact: true }).waitFor();
    await t.page.getByRole('button', { name: 'Try the sandbox account', exact: true }).waitFor();
    await expectAccessible(t.page, 'the welcome screen');
  });

  it('refuses a base URL that answers a web page, and saves nothing', async () => {
    await submitAddAccount(t.page, { name: 'Company site', baseUrl: t.htmlUrl, apiKey: t.keyOf('alex') });
    await alertSaying(t.page, /does not look like the API of an installation/).waitFor();
    expect(resultsOf(t, 'accounts:add')).toEqual([
      { ok: false, error: expect.objectContaining({ code: 'bad_response' }) },
    ]);
    expect(await addAccountForm(t.page).isVisible()).toBe(true);
    await expectAccessible(t.page, 'the add-account form with a web-page error');
  });

  it('refuses a wrong key beside the key field', async () => {
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: WRONG_KEY });
    await alertSaying(t.page, /refused the API key/).waitFor();
    const keyField = addAccountForm(t.page).getByLabel('API key', { exact: true });
    expect(await keyField.getAttribute('aria-invalid')).toBe('true');
    expect(resultsOf(t, 'accounts:add').at(-1)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'auth' }),
    });
    await expectAccessible(t.page, 'the add-account form with a refused key');
  });

  it('adds an account with a good key, opens its links, and shows its profile', async () => {
    await submitAddAccount(t.page, {
      name: 'Work',
      baseUrl: `${t.sandbox.url}/api/`,
      apiKey: t.keyOf('alex'),
    });
    // Its links first, not a form to change its password.
    await firstAccountOpened(t.page, 'alex');
    expect(await area(t.page, 'Account').getAttribute('aria-current')).toBeNull();
    await goTo(t.page, 'Account');
    await profileHeading(t.page, 'alex').waitFor();
    await t.page.getByRole('definition').filter({ hasText: 'alex@sandbox.linkdesk.test' }).waitFor();
    expect(lastAdded('Work')).toMatchObject({ baseUrl: t.sandbox.url, username: 'alex', kind: 'remote' });
    await expectAccessible(t.page, 'the account screen');
    // The form was cleared on success: the key is nowhere in the page any more.
    expect(leaksIn(await readRendererState(t.page, t.context), secrets())).toEqual([]);
  });

  it('adds a second account from the accounts screen, then switches between the two', async () => {
    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Work').waitFor();
    await expectAccessible(t.page, 'the accounts screen');

    await submitAddAccount(t.page, { name: 'Personal', baseUrl: t.sandbox.url, apiKey: t.keyOf('sam') });
    await accountItem(t.page, 'Personal').waitFor();
    await goTo(t.page, 'Account');
    await profileHeading(t.page, 'sam').waitFor();

    await chooseAccount(t.page, 'Work');
    await profileHeading(t.page, 'alex').waitFor();
    expect(resultsOf(t, 'accounts:switch').at(-1)).toMatchObject({
      ok: true,
      value: { activeId: lastAdded('Work').id },
    });
  });

  it('renames an account everywhere it is shown', async () => {
    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Work').getByRole('button', { name: 'Rename', exact: true }).click();
    const renaming = dialog(t.page);
    await renaming.waitFor();
    await expectAccessible(t.page, 'the rename dialog');
    const field = renaming.getByLabel('Display name', { exact: true });
    await field.fill('Office');
    await field.press('Enter');
    await renaming.waitFor({ state: 'hidden' });

    await accountItem(t.page, 'Office').waitFor();
    expect(await accountItem(t.page, 'Work').count()).toBe(0);
    expect(await switcherAccountNames(t.page)).toEqual(['Office', 'Personal']);
    expect(resultsOf(t, 'accounts:rename').at(-1)).toMatchObject({ ok: true, value: { name: 'Office' } });
  });

  it('updates the account’s email on the installation', async () => {
    await goTo(t.page, 'Account');
    await profileHeading(t.page, 'alex').waitFor();
    await t.page.getByLabel('Email', { exact: true }).fill('alex.new@example.com');
    await t.page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await t.page.getByRole('definition').filter({ hasText: 'alex.new@example.com' }).waitFor();

    expect(resultsOf(t, 'account:update').at(-1)).toMatchObject({ ok: true });
    const onServer = await new ApiClient(t.sandbox.url, t.keyOf('alex')).get('/api/account');
    expect(onServer.body.data.email).toBe('alex.new@example.com');
  });

  it('refuses a password that is too short before sending anything, and keeps what was typed', async () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    const updatesBefore = resultsOf(t, 'account:update').length;
    await t.page.getByLabel('New password', { exact: true }).fill(short);
    await t.page.getByLabel('Confirm new password', { exact: true }).fill(short);
    await t.page.getByRole('button', { name: 'Save changes', exact: true }).click();

    await alertSaying(t.page, /New password/).waitFor();
    const field = t.page.getByLabel('New password', { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe(short);
    expect(await t.page.getByLabel('Confirm new password', { exact: true }).inputValue()).toBe(short);
    expect(resultsOf(t, 'account:update')).toHaveLength(updatesBefore);
    await expectAccessible(t.page, 'the account form with a refused password');
    // Emptied again, the form holds nothing to lose: leaving it asks nothing.
    await field.fill('');
    await t.page.getByLabel('Confirm new password', { exact: true }).fill('');
  });

  it('removes an account and its key', async () => {
    const personal = lastAdded('Personal');
    expect(await t.devBrowser.credentials.get(personal.id)).toBe(t.keyOf('sam'));
    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Personal').getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog(t.page).waitFor();
    await expectAccessible(t.page, 'the remove dialog');
    await dialog(t.page).getByRole('button', { name: 'Remove account', exact: true }).click();

    await accountItem(t.page, 'Personal').waitFor({ state: 'detached' });
    await accountItem(t.page, 'Office').waitFor();
    expect(await switcherAccountNames(t.page)).toEqual(['Office']);
    expect(await t.devBrowser.credentials.get(personal.id)).toBeNull();
  });

  it('never let an API key reach the renderer: not in the DOM, storage or any IPC result', async () => {
    expectNoLeaks(t, secrets(), await readRendererState(t.page, t.context));
  });
});

describe('the built-in sandbox account, end to end', () => {
  const t = useE2eApp(build);

  it('is offered on the welcome screen and opens on its demo user’s links', async () => {
    await t.page.getByRole('button', { name: 'Try the sandbox account', exact: true }).click();
    const builtIn = await t.devBrowser.sandbox.ensure();
    const demoUser = builtIn.accounts.find((account) => account.status === 'pro')!;
    await firstAccountOpened(t.page, demoUser.username);
    const added = resultsOf(t, 'accounts:addSandbox');
    expect(added).toEqual([
      { ok: true, value: expect.objectContaining({ kind: 'sandbox', username: demoUser.username }) },
    ]);
    await goTo(t.page, 'Account');
    const { email } = (added[0] as { value: AccountView }).value;
    await t.page.getByRole('definition').filter({ hasText: email }).waitFor();
    await expectAccessible(t.page, 'the sandbox account’s screen');

    expectNoLeaks(t, builtInKeys(builtIn), await readRendererState(t.page, t.context));
  });

  it('groups the sidebar: work, organising, brand assets and settings', async () => {
    const nav = t.page.getByRole('navigation', { name: 'Areas' });
    const group = (name: string) => nav.getByRole('list', { name, exact: true }).getByRole('link');
    expect(await group('Work').allTextContents()).toEqual(['Overview', 'Links', 'QR codes', 'Import links']);
    expect(await group('Organise').allTextContents()).toEqual(['Campaigns', 'Channels']);
    expect(await group('Brand assets').allTextContents()).toEqual([
      'Domains',
      'Pixels',
      'Splash pages',
      'CTA overlays',
    ]);
    expect(await group('Settings').allTextContents()).toEqual(['Account', 'Accounts', 'Quick shorten']);
    // The platform's own key name, here on Linux: no Mac ⌘ anywhere on the button.
    const commands = t.page.getByRole('button', { name: /^Commands/ });
    expect(await commands.textContent()).toBe('Commands Ctrl+K');
    expect(await commands.getAttribute('aria-keyshortcuts')).toBe('Control+K');
  });

  it('offers “Add account…” and “Manage accounts” in the switcher', async () => {
    await chooseFromSwitcher(t.page, 'Add account…');
    const name = addAccountForm(t.page).getByLabel('Display name', { exact: true });
    await expect.poll(() => name.evaluate((input) => input.matches(':focus'))).toBe(true);
    await t.page.getByRole('heading', { level: 1, name: 'Accounts', exact: true }).waitFor();

    await goTo(t.page, 'Account');
    // From the keyboard: the switcher's last option.
    await accountSwitcher(t.page).focus();
    await t.page.keyboard.press('ArrowDown');
    await t.page.keyboard.press('End');
    await t.page.keyboard.press('Enter');
    await t.page.getByRole('heading', { level: 1, name: 'Accounts', exact: true }).waitFor();
    expect(resultsOf(t, 'accounts:switch')).toEqual([]);
  });

  it('tries admin mode: adds “Sandbox admin” with the sandbox admin’s key, and Users and Plans appear', async () => {
    await goTo(t.page, 'Accounts');
    // At the screen's top, whatever the last screen scrolled to (the add form, for "Add account…").
    const title = t.page.getByRole('heading', { level: 1, name: 'Accounts', exact: true });
    await title.waitFor();
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const sandboxItem = accountItem(t.page, 'Sandbox');
    const tryAdminMode = sandboxItem.getByRole('button', { name: 'Try admin mode', exact: true });
    await tryAdminMode.waitFor();
    await screenshotsChecked(t.page, 'shell', 'accounts-admin-mode-offer');
    await t.page.setViewportSize({ width: 1280, height: 800 });
    await tryAdminMode.click();

    await t.page.getByRole('heading', { level: 1, name: 'Users', exact: true }).waitFor();
    const admin = t.page.getByRole('navigation', { name: 'Areas' }).getByRole('list', { name: 'Admin' });
    expect(await admin.getByRole('link').allTextContents()).toEqual(['Users', 'Plans']);
    // The sandbox's users, as its admin reads them.
    await t.page
      .getByRole('grid', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: 'admin' })
      .first()
      .waitFor();
    await admin.getByRole('link', { name: 'Plans', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Plans', exact: true }).waitFor();

    const added = resultsOf(t, 'accounts:addSandbox').at(-1);
    expect(added).toMatchObject({
      ok: true,
      value: { name: 'Sandbox admin', kind: 'sandbox', username: 'admin', isAdmin: true },
    });
    await accountSwitcher(t.page).filter({ hasText: 'Sandbox admin' }).waitFor();
    // Offered no more once the admin is there.
    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Sandbox admin').waitFor();
    expect(await t.page.getByRole('button', { name: 'Try admin mode' }).count()).toBe(0);

    const builtIn = await t.devBrowser.sandbox.ensure();
    expectNoLeaks(t, builtInKeys(builtIn), await readRendererState(t.page, t.context));
  });

  it('fits the Admin section and the Commands button in a small window, and looks right', async () => {
    await t.page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Links', exact: true })
      .click();
    await t.page.getByRole('heading', { level: 1, name: 'Links', exact: true }).waitFor();
    await screenshotsChecked(t.page, 'shell', 'sidebar');

    await t.page.setViewportSize({ width: 900, height: 600 });
    const commands = t.page.getByRole('button', { name: /^Commands/ });
    const plans = t.page
      .getByRole('list', { name: 'Admin', exact: true })
      .getByRole('link', { name: 'Plans', exact: true });
    await expect.poll(async () => (await t.page.getByRole('banner').boundingBox())!.width).toBeLessThan(80);
    for (const control of [plans, commands]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height, 'inside the window, without scrolling').toBeLessThanOrEqual(600);
    }
    expect(
      await t.page.getByRole('banner').evaluate((sidebar) => sidebar.scrollHeight - sidebar.clientHeight),
    ).toBe(0);

    // The switcher open, where it is whole: over the content in a small window, beside it in a large one.
    await t.page.getByRole('button', { name: 'Expand sidebar' }).click();
    await accountSwitcher(t.page).click();
    await t.page.getByRole('listbox', { name: 'Account', exact: true }).waitFor();
    await shots(t.page, 'switcher-open', 900);
    await t.page.keyboard.press('Escape');
    await t.page.keyboard.press('Escape');
    await t.page.setViewportSize({ width: 1280, height: 800 });
    await accountSwitcher(t.page).click();
    await t.page.getByRole('listbox', { name: 'Account', exact: true }).waitFor();
    await shots(t.page, 'switcher-open', 1280);
    await expectAccessible(t.page, 'the account switcher, open with its actions');
    await t.page.keyboard.press('Escape');
    expect(t.pageProblems).toEqual([]);
  });
});

/** The built-in sandbox's keys, each named for the report of where one turned up. */
function builtInKeys(builtIn: { accounts: { username: string; apiKey: string }[] }) {
  return Object.fromEntries(
    builtIn.accounts.map((account) => [`the built-in ${account.username}'s key`, account.apiKey]),
  );
}

/** Opens the switcher and chooses one of its options by its name. */
async function chooseFromSwitcher(page: Page, name: string) {
  await accountSwitcher(page).click();
  await page.getByRole('listbox', { name: 'Account', exact: true }).getByRole('option', { name }).click();
}

/** The page as it is now, in the light and the dark theme, for a person to look at. */
async function shots(page: Page, name: string, width: number) {
  const dir = join('test-results', 'screenshots', 'shell');
  await mkdir(dir, { recursive: true });
  const { height } = page.viewportSize()!;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: join(dir, `${name}-${width}x${height}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Fails with where each key turned up: the page's state, a bridge result, or the page's own problems. */
function expectNoLeaks(
  t: E2eApp,
  secrets: Record<string, string>,
  state: Awaited<ReturnType<typeof readRendererState>>,
) {
  const inResults = t.exchanges.flatMap((exchange, index) =>
    Object.entries(secrets)
      .filter(([, secret]) => JSON.stringify(exchange.result).includes(secret))
      .map(([label]) => `${label}: the result of call ${index + 1} (${exchange.channel})`),
  );
  expect(t.exchanges.length).toBeGreaterThan(0);
  expect([...leaksIn(state, secrets), ...inResults]).toEqual([]);
  expect(t.pageProblems).toEqual([]);
}
