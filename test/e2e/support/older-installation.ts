import { expect } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/index.ts';
import { ApiClient } from '../../support/sandbox.ts';
import type { E2eApp } from './e2e-app.ts';
import { openArea, row } from './list-screens.ts';
import { goTo, submitAddAccount } from './screens.ts';

interface MissingGroup {
  /** The area, as the sidebar names it. */
  area: string;
  /** The one sentence the area shows instead. */
  sentence: string;
  /** The IPC channel the area would read, which must not be asked. */
  listChannel: string;
  /** The link menu's item for the group, which must not be offered. */
  menuItem: string;
}

/**
 * On an installation of the older revision (which has no campaigns or channels), made the active account "Old"
 * with one link: the area says in one sentence that the installation lacks it, asks it nothing, shows no
 * alert, and a link's menu does not offer the group.
 */
export async function expectOlderInstallationWithout(
  t: E2eApp,
  legacy: RunningSandbox,
  missing: MissingGroup,
): Promise<void> {
  const old = legacy.accounts.find((account) => account.status === 'pro')!;
  await new ApiClient(legacy.url, old.apiKey).post('/api/url/add', {
    url: 'https://example.com/old',
    custom: 'old-link',
  });
  await goTo(t.page, 'Accounts');
  await submitAddAccount(t.page, { name: 'Old', baseUrl: legacy.url, apiKey: old.apiKey });
  await t.page.getByText('“Old” was added and is now the active account.').waitFor();
  const asked = t.exchanges.length;
  await t.page.getByRole('navigation').getByRole('link', { name: missing.area, exact: true }).click();
  await t.page.getByText(missing.sentence).waitFor();
  expect(await t.page.getByRole('alert').count()).toBe(0);
  expect(t.exchanges.slice(asked).map((exchange) => exchange.channel)).not.toContain(missing.listChannel);

  await openArea(t.page, 'Links');
  await row(t.page, 'Links', 'old-link').click({ button: 'right' });
  await t.page.getByRole('menu').waitFor();
  expect(await t.page.getByRole('menuitem', { name: missing.menuItem }).count()).toBe(0);
  await t.page.keyboard.press('Escape');
  expect(t.pageProblems).toEqual([]);
}
