import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pixel } from '../../src/shared/ipc/resources.ts';
import { chooseOption, optionsOf } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { endUndoWindows, resultsOf, useE2eApp } from './support/e2e-app.ts';
import { csvFileName, itemsOn, list, openArea, proUser, row, undoToast } from './support/list-screens.ts';
import { alertSaying, dialog, profileHeading, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** Once the undo window has ended: long enough for the send on a slow machine. */
const AFTER_UNDO_WINDOW = { timeout: 12_000, interval: 100 };

describe('the pixels screen, end to end', () => {
  const t = useE2eApp(build);
  const installed = () => itemsOn<Pixel>(proUser(t.sandbox).client, '/api/pixels', 'pixels');
  const addOnServer = (name: string, tag: string, type = 'fbpixel') =>
    proUser(t.sandbox).client.post('/api/pixel/add', { type, name, tag });

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  });

  it('pages through the server and exports what is loaded as CSV', async () => {
    for (let n = 10; n < 27; n++) await addOnServer(`Paged ${n}`, `99999${n}`);
    const total = (await installed()).length;
    await openArea(t.page, 'Pixels');
    await t.page.getByText(`Page 1 of ${Math.ceil(total / 15)}`).waitFor();
    await t.page.getByRole('button', { name: 'Next page', exact: true }).click();
    await t.page.getByText(`Page 2 of ${Math.ceil(total / 15)}`).waitFor();

    await chooseOption(t.page.locator('body'), 'Per page', '100');
    await row(t.page, 'Pixels', 'Paged 26').waitFor();
    await t.page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const file = join(t.devBrowser.downloadsDir, csvFileName('pixels'));
    await expect.poll(() => readFile(file, 'utf8').catch(() => '')).toContain('Paged 26');
    const lines = (await readFile(file, 'utf8')).trim().split(/\r\n/);
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(total + 1);
    await expectAccessible(t.page, 'the pixels screen');
    expect(t.pageProblems).toEqual([]);
  });

  it('creates a pixel after a tag refused by its format and one refused by the installation', async () => {
    await addOnServer('Existing', '1111111');
    await openArea(t.page, 'Pixels');
    await row(t.page, 'Pixels', 'Existing').waitFor();

    // `n` opens the form, as the button does.
    await t.page.keyboard.press('n');
    const form = dialog(t.page);
    // The sandbox speaks the current revision, which has TikTok.
    expect(await optionsOf(form, 'Provider')).toContain('TikTok');
    await chooseOption(form, 'Provider', 'Facebook');
    await form.getByText('The numeric pixel id, 3 to 20 digits.').waitFor();
    await expectAccessible(t.page, 'the new-pixel dialog');

    await form.getByLabel('Name', { exact: true }).fill('Shop');
    await form.getByLabel('Tag', { exact: true }).fill('not-digits');
    await form.getByRole('button', { name: 'Create pixel', exact: true }).click();
    await alertSaying(t.page, /^Tag is not a valid Facebook pixel ID: 3 to 20 digits\.$/).waitFor();
    await screenshotsChecked(t.page, 'feedback', 'pixel-tag-refused');
    expect(t.exchanges.filter((exchange) => exchange.channel === 'pixels:add')).toEqual([]);

    await form.getByLabel('Tag', { exact: true }).fill('1111111');
    await form.getByRole('button', { name: 'Create pixel', exact: true }).click();
    await alertSaying(t.page, /already have/).waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Shop');
    expect(await form.getByLabel('Tag', { exact: true }).inputValue()).toBe('1111111');

    await form.getByLabel('Tag', { exact: true }).fill('2222222');
    await form.getByRole('button', { name: 'Create pixel', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Pixels', 'Shop').waitFor();
    expect((await installed()).find((pixel) => pixel.name === 'Shop')).toMatchObject({
      type: 'fbpixel',
      tag: '2222222',
    });
    expect(t.pageProblems).toEqual([]);
  });

  it('edits a pixel’s name and tag', async () => {
    await addOnServer('Before', '3333333');
    await openArea(t.page, 'Pixels');
    await list(t.page, 'Pixels').getByRole('button', { name: 'Edit Before', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Name', { exact: true }).fill('After');
    await form.getByLabel('Tag', { exact: true }).fill('4444444');
    await form.getByRole('button', { name: 'Save pixel', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row(t.page, 'Pixels', 'After').waitFor();
    expect((await installed()).find((pixel) => pixel.name === 'After')).toMatchObject({ tag: '4444444' });
  });

  describe('deletes', () => {
    const names = ['Bulk one', 'Bulk two'];
    // Added before anything is deleted: the sandbox reuses the id of a deleted last row, and the list keeps
    // hiding the ids of deletes it sent for the rest of the session.
    beforeAll(async () => {
      await addOnServer('Keep me', '5555555');
      await addOnServer('Drop me', '6666666');
      await addOnServer(names[0]!, '7777777');
      await addOnServer(names[1]!, '8888888');
    });

    it('takes a delete back with Undo, and sends one that is let through', async () => {
      await openArea(t.page, 'Pixels');

      await list(t.page, 'Pixels').getByRole('button', { name: 'Delete Keep me', exact: true }).click();
      await undoToast(t.page, /Keep me/)
        .getByRole('button', { name: 'Undo' })
        .click();
      await row(t.page, 'Pixels', 'Keep me').waitFor();

      await list(t.page, 'Pixels').getByRole('button', { name: 'Delete Drop me', exact: true }).click();
      await row(t.page, 'Pixels', 'Drop me').waitFor({ state: 'detached' });
      expect((await installed()).map((pixel) => pixel.name)).toContain('Drop me');
      await endUndoWindows(t, 1);
      await expect
        .poll(async () => (await installed()).map((pixel) => pixel.name), AFTER_UNDO_WINDOW)
        .not.toContain('Drop me');
      expect((await installed()).map((pixel) => pixel.name)).toContain('Keep me');
    }, 40_000);

    it('deletes several selected pixels at once', async () => {
      await openArea(t.page, 'Pixels');
      for (const name of names) await row(t.page, 'Pixels', name).getByRole('checkbox').check();
      await t.page.getByRole('button', { name: 'Delete 2 selected', exact: true }).click();
      await undoToast(t.page, /2 pixels/).waitFor();
      expect((await installed()).filter((pixel) => names.includes(pixel.name))).toHaveLength(2);
      await endUndoWindows(t, 1);
      await expect
        .poll(
          async () => (await installed()).filter((pixel) => names.includes(pixel.name)).length,
          AFTER_UNDO_WINDOW,
        )
        .toBe(0);
    }, 40_000);
  });
});

describe('a pixel deleted elsewhere while its form is open, end to end', () => {
  const t = useE2eApp(build);
  const installed = () => itemsOn<Pixel>(proUser(t.sandbox).client, '/api/pixels', 'pixels');

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await pro.client.post('/api/pixel/add', { type: 'fbpixel', name: 'Stays', tag: '1212121' });
    await pro.client.post('/api/pixel/add', { type: 'fbpixel', name: 'Gone meanwhile', tag: '3434343' });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  });

  it('says the pixel is gone when it is saved, and takes it off the list', async () => {
    await openArea(t.page, 'Pixels');
    await list(t.page, 'Pixels').getByRole('button', { name: 'Edit Gone meanwhile', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Name', { exact: true }).fill('Renamed meanwhile');
    // Another app, or a colleague, deletes it on the installation meanwhile.
    const { id } = (await installed()).find((pixel) => pixel.name === 'Gone meanwhile')!;
    await proUser(t.sandbox).client.delete(`/api/pixel/${id}/delete`);

    await form.getByRole('button', { name: 'Save pixel', exact: true }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The pixel was not changed' })
      .getByText(/no longer exists on the installation/)
      .waitFor();
    await row(t.page, 'Pixels', 'Gone meanwhile').waitFor({ state: 'detached' });
    await screenshotsChecked(t.page, 'pixels', 'deleted-meanwhile');
    expect(resultsOf(t, 'pixels:update').at(-1)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // Nothing was made again in its place, and the other pixel is untouched.
    expect((await installed()).map((pixel) => pixel.name)).toEqual(['Stays']);
    expect(t.pageProblems).toEqual([]);
  });
});
