import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../support/qr-decoders.ts';
import { readQr } from './support/qr-screens.ts';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row } from './support/list-screens.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

/** Where the screenshots go (ignored by git), for a person to look at. */
const SHOTS = join('test-results', 'screenshots', 'detail-pane');

const ALIASES = ['pane-1', 'pane-2', 'pane-3', 'pane-4'];

/** The pane beside a list: "Details of <item>". */
function pane(page: Page, name: string): Locator {
  return page.getByRole('complementary', { name: `Details of ${name}`, exact: true });
}

/** A click on the link's alias in its row, as a person chooses a link to read about. */
async function showDetails(page: Page, alias: string): Promise<void> {
  await row(page, 'Links', alias).getByText(alias, { exact: true }).click();
}

/** What the pane says for one of its facts ("Campaign" → "Spring"). */
async function fact(details: Locator, term: string): Promise<string | null> {
  return details.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
}

/**
 * At 900×600 and 1280×800, light and dark: nothing scrolls sideways, the pane lies inside the window, axe finds
 * nothing serious, and a screenshot of each is kept for a person to look at.
 */
async function lookAtBothSizes(page: Page, shot: string, screen: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 900, height: 600 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Read in the page: the tests are typed without the DOM.
      const overflow = await page.evaluate<{
        page: number;
        main: number;
        right: number;
        bottom: number;
      }>(`(() => {
        const main = document.querySelector('main');
        const aside = document.querySelector('aside.detail-pane').getBoundingClientRect();
        return {
          page: document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth,
          main: main.scrollWidth - main.clientWidth,
          right: aside.right - window.innerWidth,
          bottom: aside.bottom - window.innerHeight,
        };
      })()`);
      expect(overflow.page).toBe(0);
      expect(overflow.main).toBe(0);
      expect(overflow.right).toBeLessThanOrEqual(0);
      expect(overflow.bottom).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `${shot}-${size.width}x${size.height}-${colorScheme}.png`) });
    }
    await expectAccessible(page, `${screen} at ${size.width}×${size.height}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('the detail pane, end to end', () => {
  const t = useE2eApp(build);
  const linkReads = () => t.exchanges.filter((exchange) => exchange.channel === 'links:get').length;
  let shortUrlOf: (alias: string) => string;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    const ids: Record<string, number> = {};
    const shortUrls: Record<string, string> = {};
    for (const alias of ALIASES) {
      // Older first, so the list (newest first) shows pane-4 … pane-1 from the top.
      const reply = await pro.client.post<{ id: number; shorturl: string }>('/api/url/add', {
        url: `https://example.com/articles/${alias}/a-long-path-that-shows-how-the-pane-wraps-it?ref=newsletter`,
        custom: alias,
      });
      ids[alias] = reply.body.id;
      shortUrls[alias] = reply.body.shorturl;
    }
    const campaign = await pro.client.post<{ id: number }>('/api/campaign/add', { name: 'Spring' });
    await pro.client.post(`/api/campaign/${campaign.body.id}/assign/${ids['pane-2']}`, {});
    shortUrlOf = (alias) => shortUrls[alias]!;
    await pro.client.post('/api/qr/add', { type: 'text', data: 'Ring twice', name: 'Door sign' });
    await pro.client.post('/api/qr/add', {
      type: 'wifi',
      data: { ssid: 'Cafe', pass: 'sun-shine', encryption: 'wpa' },
      name: 'Cafe network',
    });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  it('shows a link beside the list, follows the arrow keys, and asks for statistics only where a person stops', async () => {
    await openArea(t.page, 'Links');
    await showDetails(t.page, 'pane-4');
    const first = pane(t.page, 'pane-4');
    await first.waitFor();
    expect(await fact(first, 'Goes to')).toContain('/articles/pane-4/');
    // The figures come from the list at once; the details (the expiry, the statistics) once the person stays.
    await first.getByText('Unique clicks', { exact: true }).first().waitFor();
    await expect.poll(() => fact(first, 'Expires')).toBe('Never');
    const readsBefore = linkReads();

    // Running down the list with the arrow keys: the pane follows, the passed links cost nothing.
    await t.page.keyboard.press('ArrowDown');
    await t.page.keyboard.press('ArrowDown');
    const third = pane(t.page, 'pane-2');
    await third.waitFor();
    expect(await pane(t.page, 'pane-4').count()).toBe(0);
    await expect.poll(() => fact(third, 'Expires')).toBe('Never');
    expect(linkReads()).toBe(readsBefore + 1);
    expect(await fact(third, 'Campaign')).toBe('Spring');

    // Back to a link seen moments ago: its statistics come from memory.
    await t.page.keyboard.press('ArrowUp');
    await t.page.keyboard.press('ArrowUp');
    await pane(t.page, 'pane-4').getByText('Unique clicks', { exact: true }).first().waitFor();
    expect(await fact(pane(t.page, 'pane-4'), 'Expires')).toBe('Never');
    expect(linkReads()).toBe(readsBefore + 1);

    // Esc hides the pane and leaves the focus on the row, where the arrows go on.
    await t.page.keyboard.press('Escape');
    await pane(t.page, 'pane-4').waitFor({ state: 'detached' });
    await expect
      .poll(() => t.page.evaluate<string>('document.activeElement?.textContent ?? ""'))
      .toContain('pane-4');
    expect(t.pageProblems).toEqual([]);
  });

  it('gives any link a QR code of its short URL that scans, and opens the link from the pane', async () => {
    await showDetails(t.page, 'pane-3');
    const details = pane(t.page, 'pane-3');
    // Folded away at the end of the pane, and drawn once opened.
    const qrSection = details.getByRole('button', { name: 'QR code', exact: true });
    expect(await qrSection.getAttribute('aria-expanded')).toBe('false');
    expect(await details.getByRole('img', { name: `QR code of ${shortUrlOf('pane-3')}` }).count()).toBe(0);
    await qrSection.click();
    await details.getByRole('img', { name: `QR code of ${shortUrlOf('pane-3')}` }).waitFor();
    await details.getByRole('button', { name: '512 px', exact: true }).click();
    await details.getByRole('button', { name: 'Save PNG', exact: true }).click();
    await t.page.getByRole('status').filter({ hasText: 'Saved pane-3-512.png.' }).waitFor();
    const png = decodePng(await readFile(join(t.devBrowser.downloadsDir, 'pane-3-512.png')));
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(await readQr(png)).toBe(shortUrlOf('pane-3'));

    await details.getByRole('button', { name: 'Open', exact: true }).click();
    await expect
      .poll(() =>
        t.exchanges
          .filter((exchange) => exchange.channel === 'shell:openExternal')
          .map((exchange) => (exchange.request as { url: string }).url),
      )
      .toContain(shortUrlOf('pane-3'));
  });

  it('edits from the pane and shows what was saved, at the installation too', async () => {
    const details = pane(t.page, 'pane-3');
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = t.page.getByRole('dialog', {
      name: `Edit ${shortUrlOf('pane-3').replace(/^https?:\/\//, '')}`,
    });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Third article');
    await form.getByRole('button', { name: 'Save link', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const renamed = pane(t.page, 'Third article');
    await renamed.waitFor();
    // Under the title, the short URL as domain/alias, on one line.
    const shortUrl = renamed.locator('.detail-pane-subtitle');
    expect(await shortUrl.textContent()).toBe(shortUrlOf('pane-3').replace(/^https?:\/\//, ''));
    // One line: not as tall as two lines of its text would be.
    const oneLine = await shortUrl.evaluate((element) => {
      const box = element as unknown as {
        getBoundingClientRect(): { height: number };
        ownerDocument: { defaultView: { getComputedStyle(target: unknown): { fontSize: string } } };
      };
      const fontSize = Number.parseFloat(box.ownerDocument.defaultView.getComputedStyle(box).fontSize);
      return box.getBoundingClientRect().height < 2 * fontSize;
    });
    expect(oneLine).toBe(true);
    const pro = proUser(t.sandbox);
    const links = await pro.client.get<{
      data: { urls: { alias: string; title: string; campaign?: unknown }[] };
    }>('/api/urls?limit=100');
    expect(links.body.data.urls.find((link) => link.alias === 'pane-3')?.title).toBe('Third article');
  });

  it('fits beside the list at both window sizes, in light and dark, and passes axe', async () => {
    await showDetails(t.page, 'pane-2');
    const details = pane(t.page, 'pane-2');
    await details.getByText('Unique clicks', { exact: true }).first().waitFor();
    await lookAtBothSizes(t.page, 'links', "the links screen with a link's details");
  });

  it('takes the pane away with a link deleted from it', async () => {
    const details = pane(t.page, 'pane-2');
    await details.getByRole('button', { name: 'Delete pane-2', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await expect
      .poll(() => list(t.page, 'Links').getByRole('row').filter({ hasText: 'pane-2' }).count())
      .toBe(0);
  });

  it('shows a QR code beside its list and moves to the next with the arrow keys', async () => {
    await openArea(t.page, 'QR codes');
    await row(t.page, 'QR codes', 'Cafe network').getByText('Cafe network', { exact: true }).click();
    const wifi = pane(t.page, 'Cafe network');
    expect(await fact(wifi, 'Network name')).toBe('Cafe');
    // The password is never shown without asking.
    expect(await wifi.textContent()).not.toContain('sun-shine');
    await t.page.keyboard.press('ArrowDown');
    const text = pane(t.page, 'Door sign');
    await text.waitFor();
    expect(await fact(text, 'Content')).toBe('Ring twice');
    await lookAtBothSizes(t.page, 'qr', "the QR codes screen with a code's details");
    await text.getByRole('button', { name: 'Close the details of Door sign' }).click();
    await text.waitFor({ state: 'detached' });
    expect(t.pageProblems).toEqual([]);
  });
});
