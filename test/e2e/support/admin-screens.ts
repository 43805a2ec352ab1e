import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ApiClient } from '../../support/sandbox.ts';
import type { E2eApp } from './e2e-app.ts';

/** The Users and Plans areas as a person reaches them, and the installation as an admin's key reads it. */

export interface ServerUser {
  id: number;
  username: string;
  email: string;
  status: string;
  planid: number | null;
  expires: string | null;
}

export interface ServerPlan {
  id: number;
  name: string;
  free: boolean;
}

export function adminClient(app: E2eApp): ApiClient {
  return new ApiClient(app.sandbox.url, app.keyOf('admin'));
}

/** Every user, read with the admin's key straight from the installation. */
export async function serverUsers(app: E2eApp): Promise<ServerUser[]> {
  const reply = await adminClient(app).get<{ data: ServerUser[] }>('/api/users');
  return reply.body.data.map((user) => ({
    ...user,
    id: Number(user.id),
    planid: user.planid === null || Number(user.planid) === 0 ? null : Number(user.planid),
  }));
}

export async function serverUser(app: E2eApp, username: string): Promise<ServerUser | undefined> {
  return (await serverUsers(app)).find((user) => user.username === username);
}

export async function serverPlans(app: E2eApp): Promise<ServerPlan[]> {
  const reply = await adminClient(app).get<{ data: ServerPlan[] }>('/api/plans');
  return reply.body.data.map((plan) => ({ ...plan, id: Number(plan.id) }));
}

/** The sidebar's links to the admin areas; none while the key is not an admin's. */
export function adminLinks(page: Page): Locator {
  return page.getByRole('navigation').getByRole('list', { name: 'Admin', exact: true }).getByRole('link');
}

export async function openAdminArea(page: Page, name: 'Users' | 'Plans'): Promise<void> {
  await adminLinks(page).filter({ hasText: name }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Searches the users list for `username`, so its row is among those drawn, and answers the row. */
export async function findUser(page: Page, username: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(username);
  const row = userRow(page, username);
  await row.waitFor();
  return row;
}

/** The users list's row of `username`. */
export function userRow(page: Page, username: string): Locator {
  return page
    .getByRole('grid', { name: 'Users', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });
}

/** Runs an action of the row's context menu ("Log in as…"). */
export async function rowMenuAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.click({ button: 'right', position: { x: 24, y: 12 } });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Every text file and database of the app's data folder, as bytes read as text, for secrets left behind. */
export async function dataFilesText(dir: string): Promise<string> {
  const parts: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    parts.push(await readFile(join(entry.parentPath, entry.name), 'latin1'));
  }
  return parts.join('\n');
}
