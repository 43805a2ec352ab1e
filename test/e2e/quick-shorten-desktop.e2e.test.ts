import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { profileHeading, submitAddAccount } from './support/screens.ts';
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
    await profileHeading(t.page, pro.username).waitFor();
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

  it('keeps what closing the window does', async () => {
    const keep = t.page.getByRole('radio', { name: 'Keep Linkdesk running in the tray' });
    await keep.click();
    await expect.poll(() => keep.isChecked()).toBe(true);
    await expect.poll(settingsFile).toMatchObject({ closeWindow: 'tray' });
    expect(t.pageProblems).toEqual([]);
  });
});
