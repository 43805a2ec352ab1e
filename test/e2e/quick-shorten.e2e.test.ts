import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from './support/e2e-app.ts';
import { itemsOn, proUser } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

interface ListedLink {
  longurl: string;
  shorturl: string;
}

describe('shortening the clipboard from the command palette, end to end', () => {
  const t = useE2eApp(build);
  const links = () => itemsOn<ListedLink>(proUser(t.sandbox).client, '/api/urls', 'urls');

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  async function shortenFromPalette(shot?: string) {
    await t.page.keyboard.press('Control+K');
    const palette = t.page.getByRole('dialog', { name: 'Commands', exact: true });
    await palette.getByRole('combobox').fill('shorten clipboard');
    const command = palette.getByRole('option', { name: /^Shorten the web address on the clipboard/ });
    await command.waitFor();
    if (shot) await screenshotsChecked(t.page, 'quick-shorten', shot);
    await command.click();
  }

  it('makes one link of the copied address and puts its short URL on the clipboard', async () => {
    const before = (await links()).length;
    t.devBrowser.setClipboardText('https://example.com/spring-sale?from=clipboard');
    await shortenFromPalette('palette');
    await t.page.getByText(/^Copied http/).waitFor();
    await screenshotsChecked(t.page, 'quick-shorten', 'shortened');
    const shortUrl = t.devBrowser.clipboardText();
    const made = await links();
    expect(made).toHaveLength(before + 1);
    expect(made.find((link) => link.shorturl === shortUrl)?.longurl).toBe(
      'https://example.com/spring-sale?from=clipboard',
    );
    expect(t.pageProblems).toEqual([]);
  });

  it('says so and sends nothing when the clipboard holds no web address', async () => {
    const before = (await links()).length;
    t.devBrowser.setClipboardText('a sentence, not an address');
    await shortenFromPalette();
    await t.page.getByText(/The clipboard does not hold a web address/).waitFor();
    expect(await links()).toHaveLength(before);
    expect(t.devBrowser.clipboardText()).toBe('a sentence, not an address');
  });
});
