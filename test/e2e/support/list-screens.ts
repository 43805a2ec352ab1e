import type { Locator, Page } from 'playwright-core';
import type { RunningSandbox } from '../../../src/sandbox/index.ts';
import { ApiClient } from '../../support/sandbox.ts';

/**
 * The collection screens (QR codes, domains, pixels, splash pages, overlays) as a person sees them, by
 * accessible names only, and the installation behind them as the tests check it.
 */

export type AreaName =
  'Links' | 'QR codes' | 'Domains' | 'Pixels' | 'Splash pages' | 'CTA overlays' | 'Campaigns' | 'Channels';

/**
 * Shows the area with freshly loaded lists: when it is already shown, another area first, since a screen
 * that stays mounted keeps what it loaded; then Refresh, since an area opened again shows what the window
 * remembers of it.
 */
export async function openArea(page: Page, name: AreaName): Promise<void> {
  const heading = (area: AreaName) => page.getByRole('heading', { level: 1, name: area, exact: true });
  const link = (area: AreaName) =>
    page.getByRole('navigation').getByRole('link', { name: area, exact: true });
  if (await heading(name).isVisible()) {
    const other: AreaName = name === 'Pixels' ? 'Domains' : 'Pixels';
    await link(other).click();
    await heading(other).waitFor();
  }
  await link(name).click();
  await heading(name).waitFor();
  // The window shows a list it saw lately from memory; the tests check what the installation holds now.
  const ready = page
    .getByRole('region', { name, exact: true })
    .locator('button[aria-label^="Refresh "]:not([aria-disabled])');
  await ready.waitFor();
  await ready.click();
  await ready.waitFor();
}

/** Opens the area as a person clicks it in the sidebar, without asking the installation again. */
export async function visitArea(page: Page, name: AreaName): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** The screen's list, by its accessible name (the area's name). */
export function list(page: Page, name: string): Locator {
  return page.getByRole('grid', { name, exact: true });
}

/** The list's row that shows `text`. */
export function row(page: Page, listName: string, text: string): Locator {
  return list(page, listName).getByRole('row').filter({ hasText: text });
}

/** The undo toast of a delete: "Deleted <label>. Undo". */
export function undoToast(page: Page, label: RegExp | string): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: label })
    .filter({ has: page.getByRole('button', { name: 'Undo' }) });
}

/** The banner a list shows when its items come from the offline cache. */
export function staleBanner(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Offline: showing/ });
}

/** The pro user's API client on `sandbox`, and that user's name (the account the tests add). */
export function proUser(sandbox: RunningSandbox): { username: string; apiKey: string; client: ApiClient } {
  const account = sandbox.accounts.find((candidate) => candidate.status === 'pro')!;
  return {
    username: account.username,
    apiKey: account.apiKey,
    client: new ApiClient(sandbox.url, account.apiKey),
  };
}

/** Every item of a list endpoint (`/api/domains` → `domains`), read straight from the installation. */
export async function itemsOn<T>(client: ApiClient, path: string, key: string): Promise<T[]> {
  const reply = await client.get<{ data: Record<string, T[]> }>(`${path}?limit=1000`);
  return reply.body.data[key] ?? [];
}

/** The name an export is saved under: "domains" → domains-2025-03-05.csv, by the local calendar. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
