import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_SETTINGS_FILE } from '../../src/main/desktop/desktop-settings.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** The shortcut, its notification and the settings, with dev:browser standing in for the system. */
describe('shortening from anywhere, end to end', () => {
  // Another app holds Ctrl+Alt+K: the stand-in for the system refuses it, as a real one would.
  const t = useE2eApp(build, {}, { refusedShortcuts: ['Control+Alt+K'] });
  const links = () =>
    itemsOn<{ shorturl: string; longurl: string }>(proUser(t.sandbox).client, '/api/urls', 'urls');
  const settingsFile = async () =>
    JSON.parse(await readFile(join(t.devBrowser.dataDir, 'desktop-settings.json'), 'utf8')) as unknown;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await t.page.getByRole('navigation').getByRole('link', { name: 'Quick shorten', exact: true }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Quick shorten' }).waitFor();
  });

  it('makes the link when the shortcut is pressed elsewhere, notifies, and lists it at once', async () => {
    await t.page.locator('kbd', { hasText: 'Ctrl+Alt+L' }).first().waitFor();
    t.devBrowser.setClipboardText('https://example.com/pressed-in-another-app');
    expect(t.devBrowser.pressShortcut('Control+Alt+L')).toBe(true);
    const latest = t.page.getByRole('list', { name: 'Latest links' });
    await latest.getByText('https://example.com/pressed-in-another-app').first().waitFor();
    const shortUrl = t.devBrowser.clipboardText();
    expect(t.devBrowser.notifications().map((notice) => notice.title)).toEqual([`Copied ${shortUrl}`]);
    expect((await links()).find((link) => link.shorturl === shortUrl)?.longurl).toBe(
      'https://example.com/pressed-in-another-app',
    );
    await screenshotsChecked(t.page, 'quick-shorten', 'settings');
  });

  it('takes a new shortcut from the keys pressed, and says so when another app holds it', async () => {
    await t.page.getByRole('button', { name: 'Change shortcut…' }).click();
    await t.page.getByLabel('Press the new shortcut (Esc to cancel)').press('Control+Alt+K');
    await t.page
      .getByRole('alert')
      .getByText(/already uses/)
      .waitFor();
    await screenshotsChecked(t.page, 'quick-shorten', 'refused');
    expect(t.devBrowser.pressShortcut('Control+Alt+L')).toBe(false);
    expect(await settingsFile()).toMatchObject({ shortcut: 'Control+Alt+K' });

    await t.page.getByRole('button', { name: 'Change shortcut…' }).click();
    await t.page.getByLabel('Press the new shortcut (Esc to cancel)').press('Control+Shift+U');
    await t.page.locator('kbd', { hasText: 'Ctrl+Shift+U' }).waitFor();
    t.devBrowser.setClipboardText('not an address');
    const before = (await links()).length;
    expect(t.devBrowser.pressShortcut('Control+Shift+U')).toBe(true);
    await expect.poll(() => t.devBrowser.notifications().at(-1)?.title).toBe('Nothing to shorten');
    expect(await links()).toHaveLength(before);
    expect(await settingsFile()).toMatchObject({ shortcut: 'Control+Shift+U' });
  });

  it('refuses a system or editing combination pressed in the capture field, keeping the shortcut it had', async () => {
    await t.page.getByRole('button', { name: 'Change shortcut…' }).click();
    const capture = t.page.getByLabel('Press the new shortcut (Esc to cancel)');
    await capture.press('Control+C');
    await t.page
      .getByText('Ctrl+C copies in every app; choose a combination with two modifiers, such as Ctrl+Shift+L.')
      .waitFor();
    expect(await capture.getAttribute('aria-invalid')).toBe('true');
    await screenshotsChecked(t.page, 'quick-shorten', 'refused-system-key');
    // Nothing was sent: the shortcut chosen before still works, and Ctrl+C was never taken from other apps.
    expect(await settingsFile()).toMatchObject({ shortcut: 'Control+Shift+U' });
    expect(t.devBrowser.pressShortcut('Control+C')).toBe(false);
    t.devBrowser.setClipboardText('https://example.com/still-the-old-shortcut');
    expect(t.devBrowser.pressShortcut('Control+Shift+U')).toBe(true);
    await t.page
      .getByRole('list', { name: 'Latest links' })
      .getByText('https://example.com/still-the-old-shortcut')
      .first()
      .waitFor();
    await capture.press('Escape');
    await t.page.locator('kbd', { hasText: 'Ctrl+Shift+U' }).first().waitFor();
  });

  it('keeps what closing the window does', async () => {
    const keep = t.page.getByRole('radio', { name: 'Keep Linkdesk running in the tray' });
    await keep.click();
    await expect.poll(() => keep.isChecked()).toBe(true);
    await expect.poll(settingsFile).toMatchObject({ closeWindow: 'tray' });
    expect(t.pageProblems).toEqual([]);
  });
});

describe('a shortcut kept from an earlier version that this one does not allow, end to end', () => {
  // What an earlier version saved: Ctrl+C, which this one never registers. Written before dev:browser starts,
  // and removed after it stops (hooks after the tests run in reverse order).
  const dataDir = join(tmpdir(), `linkdesk-e2e-earlier-settings-${randomUUID()}`);
  beforeAll(async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(
      join(dataDir, DESKTOP_SETTINGS_FILE),
      JSON.stringify({ shortcut: 'Control+C', closeWindow: 'ask' }),
    );
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const t = useE2eApp(build, {}, { dataDir });
  const settingsFile = async () =>
    JSON.parse(await readFile(join(dataDir, DESKTOP_SETTINGS_FILE), 'utf8')) as unknown;

  it('says the shortcut is off and why, and takes the usual one when asked', async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await t.page.getByRole('navigation').getByRole('link', { name: 'Quick shorten', exact: true }).click();
    const notice = t.page.getByRole('alert').filter({ hasText: 'chosen in an earlier version of Linkdesk' });
    await notice.getByText(/is off: Ctrl\+C copies in every app/).waitFor();
    // Never registered: copying still works in every other app.
    expect(t.devBrowser.pressShortcut('Control+C')).toBe(false);
    await screenshotsChecked(t.page, 'quick-shorten', 'not-allowed');

    await t.page.getByRole('button', { name: 'Use Ctrl+Alt+L', exact: true }).click();
    await t.page.getByText(/shortens the web address on the clipboard, in any app/).waitFor();
    await expect.poll(settingsFile).toMatchObject({ shortcut: 'Control+Alt+L' });
    expect(t.devBrowser.pressShortcut('Control+Alt+L')).toBe(true);
    expect(t.pageProblems).toEqual([]);
  });
});
