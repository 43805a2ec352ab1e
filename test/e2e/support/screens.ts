import type { Locator, Page } from 'playwright-core';

/**
 * The UI as a person sees it, by accessible names only: if a test here has to change, a screen reader user's
 * experience changed too.
 */

export function area(page: Page, name: 'Account' | 'Accounts'): Locator {
  return page.getByRole('navigation').getByRole('link', { name, exact: true });
}

export async function goTo(page: Page, name: 'Account' | 'Accounts'): Promise<void> {
  await area(page, name).click();
}

/** The account screen's title: the username, as a level-1 heading. */
export function profileHeading(page: Page, username: string): Locator {
  return page.getByRole('heading', { level: 1, name: username, exact: true });
}

/**
 * The first account added (from the welcome screen) is open: its Overview is shown, not its password form, and
 * the switcher names its user.
 */
export async function firstAccountOpened(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Overview', exact: true }).waitFor();
  await accountSwitcher(page).getByText(username, { exact: true }).waitFor();
}

export function accountSwitcher(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Account', exact: true });
}

/** Switches to the account named `name` with the sidebar's switcher (its list opens, the account is chosen). */
export async function chooseAccount(page: Page, name: string): Promise<void> {
  await accountSwitcher(page).click();
  await accountOption(page, name).click();
}

/** The switcher's option for the account named `name`: its name comes first, then its installation and role. */
export function accountOption(page: Page, name: string): Locator {
  const startsWithName = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
  return page
    .getByRole('listbox', { name: 'Account', exact: true })
    .getByRole('option', { name: startsWithName });
}

/** The names of the accounts the switcher offers, in its order (its list is opened and closed again). */
export async function switcherAccountNames(page: Page): Promise<string[]> {
  await accountSwitcher(page).click();
  const options = page.getByRole('listbox', { name: 'Account', exact: true }).getByRole('option');
  await options.first().waitFor();
  // An option is named by all it shows, the account's name first; the name alone is its first line.
  const names = await options.locator('.switcher-name').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

/** One account on the accounts screen, by its display name. */
export function accountItem(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/** The add-account form: the form that holds an "API key" field. */
export function addAccountForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel('API key', { exact: true }) });
}

/** Opens the add-account form from wherever it is offered (welcome screen, accounts screen), unless it is open. */
export async function openAddAccountForm(page: Page): Promise<Locator> {
  const form = addAccountForm(page);
  const opener = page.getByRole('button', { name: /^(Add your installation|Add account)$/ }).first();
  // Wait for whichever the page shows first: it may still be loading the accounts when this is called.
  await form.or(opener).first().waitFor();
  if (await form.isVisible()) return form;
  await opener.click();
  await form.waitFor();
  return form;
}

export async function submitAddAccount(
  page: Page,
  values: { name: string; baseUrl: string; apiKey: string },
): Promise<void> {
  const form = await openAddAccountForm(page);
  await form.getByLabel('Display name', { exact: true }).fill(values.name);
  await form.getByLabel('Base URL', { exact: true }).fill(values.baseUrl);
  await form.getByLabel('API key', { exact: true }).fill(values.apiKey);
  await form.getByRole('button', { name: 'Add account', exact: true }).click();
}

/** A message announced as an alert (beside a field or for the whole form) that says `text`. */
export function alertSaying(page: Page, text: RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The open modal dialog. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}
