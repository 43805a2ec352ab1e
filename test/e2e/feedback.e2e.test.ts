import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/sandbox/options.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { ApiClient, tempDir } from '../support/sandbox.ts';
import { chosenOption } from './support/controls.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { endUndoWindows, useE2eApp } from './support/e2e-app.ts';
import { dialog, submitAddAccount } from './support/screens.ts';

const build = useAppBuild();
const LONG_TEST = 60_000;
const ANSWERED = { timeout: 10_000 };
/** How long a toast that only reports something stays in view: six seconds, as people are promised. */
const TOAST_MS = 6_000;

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openArea(page: Page, name: 'Links' | 'Domains' | 'Pixels'): Promise<void> {
  await nav(page).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxesOf(locator: Locator): Promise<{ name: string; box: Box }[]> {
  const boxes: { name: string; box: Box }[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (!box || box.width === 0 || box.height === 0) continue;
    const name = (await element.getAttribute('aria-label')) ?? (await element.textContent())?.trim() ?? '?';
    boxes.push({ name, box });
  }
  return boxes;
}

/** How many toasts are in view, and the names of the controls (main area and sidebar) any of them lies over. */
async function controlsUnderToasts(page: Page): Promise<{ toasts: number; covered: string[] }> {
  const toasts = await boxesOf(notifications(page).locator('.toast'));
  const controls = await boxesOf(page.locator('main button, main input, main select, main a, nav a'));
  const covered = controls.filter((control) => toasts.some((toast) => overlap(toast.box, control.box)));
  return { toasts: toasts.length, covered: covered.map((control) => control.name) };
}

/**
 * What a person is told after each change, against an installation that answers as deployed ones do (a link
 * update there replaces the whole link): that it worked, for a while, on the screen where it happened, never
 * over the controls, and never at the cost of what the form could not see.
 */
describe('feedback and honest link edits, end to end', () => {
  const t = useE2eApp(build, {}, {}, { movableClock: true });
  // An installation of this suite's own, whose database file is known: nothing in the API tells a link's pixels,
  // so they are read from the database itself. Everything else is checked through the API.
  let own: RunningSandbox;
  let dataDir = '';
  let alex: ApiClient;

  beforeAll(async () => {
    dataDir = tempDir('linkdesk-e2e-feedback-');
    own = await startSandbox({ dataDir, profile: 'deployed', seed: 'demo', rateLimit: 0 });
    alex = new ApiClient(own.url, own.accounts.find((account) => account.username === 'alex')!.apiKey);
  }, 60_000);
  afterAll(async () => {
    await own?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function pixelsOf(linkId: number): number[] {
    const database = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
    try {
      const rows = database
        .prepare('SELECT pixel_id FROM link_pixels WHERE link_id = ? ORDER BY pixel_id')
        .all(linkId) as { pixel_id: number }[];
      return rows.map((row) => row.pixel_id);
    } finally {
      database.close();
    }
  }

  it(
    'edits only the title of a link with two pixels and a splash page, and the installation keeps both',
    async () => {
      const pixels = (await alex.get('/api/pixels?limit=2')).body.data.pixels as { id: number }[];
      const splash = (await alex.get('/api/splash?limit=1')).body.data.splash[0] as {
        id: number;
        name: string;
      };
      const pixelIds = pixels.map((pixel) => Number(pixel.id)).sort((a, b) => a - b);
      expect(pixelIds).toHaveLength(2);
      const created = await alex.post('/api/url/add', {
        url: 'https://example.com/feedback',
        custom: 'feedback-keep',
        metatitle: 'Before',
        type: String(splash.id),
        pixels: pixelIds,
      });
      expect(created.body.error).toBe(0);
      const id = Number(created.body.id);
      expect(pixelsOf(id)).toEqual(pixelIds);

      await submitAddAccount(t.page, { name: 'Deployed', baseUrl: own.url, apiKey: alex.key! });
      await openArea(t.page, 'Links');
      await t.page.getByLabel('Search links', { exact: true }).fill('feedback-keep');
      await t.page
        .getByRole('button', { name: 'Edit feedback-keep', exact: true })
        .click({ timeout: 15_000 });
      const form = dialog(t.page);
      await expect.poll(() => field(form, 'Title').inputValue(), ANSWERED).toBe('Before');

      // The form says plainly what the installation does not tell, and offers to leave it as it is.
      await form.getByRole('button', { name: /^Advanced/ }).click();
      expect(await chosenOption(form, 'Redirect')).toBe('Leave it as it is');
      await form.getByText(/^Your server does not say how this link redirects/).waitFor();
      await form.getByText(/^Your server does not say which pixels this link fires/).waitFor();
      expect(await form.getByRole('checkbox', { name: 'Replace this link’s pixels' }).isChecked()).toBe(
        false,
      );

      await field(form, 'Title').fill('After');
      await form.getByRole('button', { name: 'Save link', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      await notifications(t.page)
        .getByText(/^Saved .*feedback-keep\./)
        .waitFor();
      const update = t.exchanges.filter((exchange) => exchange.channel === 'links:update').at(-1);
      expect(update?.request).not.toHaveProperty('pixels');
      expect(update?.request).not.toHaveProperty('type');

      // What the installation holds now: the new title, the splash page still first, both pixels still fired.
      expect((await alex.get(`/api/url/${id}`)).body.details.title).toBe('After');
      const visit = await alex.get('/feedback-keep');
      expect(visit.status).toBe(200);
      expect(visit.text).toContain(splash.name);
      expect(visit.text).toContain('Continue to https://example.com/feedback');
      expect(pixelsOf(id)).toEqual(pixelIds);
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it('says a domain was added, for a while, clear of every control', async () => {
    await openArea(t.page, 'Domains');
    await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
    const form = dialog(t.page);
    await field(form, 'Domain').fill('https://feedback.example.test');
    await form.getByRole('button', { name: 'Add domain', exact: true }).click();
    const added = notifications(t.page).getByText('Added https://feedback.example.test.', { exact: true });
    await added.waitFor();
    const listed = (await alex.get('/api/domains?limit=100')).body.data.domains as { domain: string }[];
    expect(listed.map((domain) => domain.domain)).toContain('https://feedback.example.test');
    for (const size of [
      { width: 900, height: 600 },
      { width: 1280, height: 800 },
    ]) {
      await t.page.setViewportSize(size);
      expect(await controlsUnderToasts(t.page)).toEqual({ toasts: 1, covered: [] });
    }
    await t.page.mouse.move(0, 0);
    // It leaves on its own once its time is up. The one toast here left to the real six seconds, to prove the
    // window's own timers; the delete's toast below has its time moved on.
    await added.waitFor({ state: 'detached', timeout: TOAST_MS + 4_000 });
  });

  it(
    'takes a delete’s toast along during its undo window, clear of the pager, and lets it leave on its own',
    async () => {
      for (const alias of ['feedback-gone', 'feedback-left']) {
        expect(
          (await alex.post('/api/url/add', { url: `https://example.com/${alias}`, custom: alias })).body,
        ).toMatchObject({ error: 0 });
      }
      await openArea(t.page, 'Links');
      const search = t.page.getByLabel('Search links', { exact: true });
      await search.fill('feedback-left');
      await t.page
        .getByRole('button', { name: 'Delete feedback-left', exact: true })
        .click({ timeout: 15_000 });
      const left = notifications(t.page).getByText('Deleted “feedback-left”.', { exact: true });
      await left.waitFor();
      // Another area during the undo window: the toast comes along, Undo within reach. Put away, it stays away
      // (the delete goes on).
      await openArea(t.page, 'Domains');
      await left.waitFor();
      await left
        .locator('xpath=ancestor::div[contains(@class,"toast")][1]')
        .getByRole('button', { name: 'Dismiss', exact: true })
        .click();
      await openArea(t.page, 'Links');
      expect(await left.count()).toBe(0);

      await search.fill('feedback-gone');
      await t.page
        .getByRole('button', { name: 'Delete feedback-gone', exact: true })
        .click({ timeout: 15_000 });
      const gone = notifications(t.page).getByText('Deleted “feedback-gone”.', { exact: true });
      await gone.waitFor();
      await search.fill('');
      for (const size of [
        { width: 900, height: 600 },
        { width: 1280, height: 800 },
      ]) {
        await t.page.setViewportSize(size);
        await t.page.getByRole('button', { name: 'Next page', exact: true }).waitFor();
        expect(await controlsUnderToasts(t.page)).toEqual({ toasts: 1, covered: [] });
        const toast = await gone.locator('xpath=ancestor::div[contains(@class,"toast")][1]').boundingBox();
        const pager = await t.page.getByRole('button', { name: 'Next page', exact: true }).boundingBox();
        expect(overlap(toast!, pager!)).toBe(false);
      }
      await t.page.mouse.move(0, 0);
      // The undo windows end (the dismissed delete's too) and both are sent; the toast says so for its time,
      // then leaves on its own.
      await endUndoWindows(t, 2);
      const goneToast = gone.locator('xpath=ancestor::div[contains(@class,"toast")][1]');
      await goneToast.waitFor();
      await goneToast.getByRole('button', { name: /^Undo/ }).waitFor({ state: 'detached' });
      await t.page.clock.fastForward(TOAST_MS - 500);
      await gone.waitFor();
      await t.page.clock.fastForward(500);
      await gone.waitFor({ state: 'detached', timeout: 4_000 });
      const found = (await alex.get('/api/urls?q=feedback-')).body.data.urls as { alias: string }[];
      expect(found.map((link) => link.alias)).toEqual(['feedback-keep']);
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );
});
