import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../support/qr-decoders.ts';
import { ApiClient } from '../support/sandbox.ts';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser } from './support/list-screens.ts';
import {
  aliasOf,
  canvasContent,
  chooseLogoFile,
  chooseType,
  codeNamed,
  closeDetails,
  detailsPane,
  field,
  openNewQrForm,
  openPreviewDetails,
  pixelAt,
  previewVerdict,
  rasteriseSvg,
  readQr,
  solidPng,
} from './support/qr-screens.ts';
import { firstAccountOpened, profileHeading, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

/** A redraw and its check, or an answer from main, on a loaded two-core machine. */
const SOON = { timeout: 10_000, interval: 200 };

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const LOGO_COLOUR = [200, 30, 60] as const;

/** A fact of a description list (`<dt>` and its `<dd>`), by the term's exact text. */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

/** How wide an image is as decoded: 0 until it loaded, and for one the browser refused to load. */
const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);

/** A top chart's figures as its table gives them: [name, clicks] rows, largest first. */
async function chartTable(statistics: Locator, title: string): Promise<string[][]> {
  const chart = statistics.getByRole('region', { name: title, exact: true });
  await chart.getByText(`${title} as a table`, { exact: true }).click();
  const rows = chart.getByRole('table').locator('tbody tr');
  await rows.first().waitFor();
  return Promise.all(
    (await rows.all()).map(async (entry) => [
      (await entry.locator('th').textContent()) ?? '',
      (await entry.locator('td').textContent()) ?? '',
    ]),
  );
}

describe('QR code details: statistics and export, end to end', () => {
  const t = useE2eApp(build);
  const installation = () => proUser(t.sandbox).client;
  const savedFile = (name: string) => join(t.devBrowser.downloadsDir, name);
  let shortLink = '';

  /** Makes a code through the form; leaves its details (which open after a create) showing. */
  async function createThroughForm(
    name: string,
    fill: (form: Locator) => Promise<void>,
    type: 'text' | 'link',
  ): Promise<Locator> {
    const form = await openNewQrForm(t.page);
    await chooseType(form, type);
    await fill(form);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await previewVerdict(form).filter({ hasText: 'Scans: reads back exactly' }).waitFor();
    await form.getByRole('button', { name: 'Create QR code', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const details = detailsPane(t.page, name);
    await details.waitFor();
    return details;
  }

  async function openDetails(name: string): Promise<Locator> {
    await list(t.page, 'QR codes')
      .getByRole('button', { name: `Details of ${name}`, exact: true })
      .click();
    const details = detailsPane(t.page, name);
    await details.waitFor();
    return details;
  }

  async function close(details: Locator): Promise<void> {
    await closeDetails(details);
    await details.waitFor({ state: 'detached' });
  }

  /** Saves the export in the chosen format after picking a size, and reads the file the app wrote. */
  async function save(details: Locator, size: number, format: 'PNG' | 'SVG', file: string): Promise<Buffer> {
    await details.getByRole('button', { name: `${size} px`, exact: true }).click();
    await details.getByRole('button', { name: `Save ${format}`, exact: true }).click();
    // Said in a toast, as every finished action is; each file name is saved once per test.
    await t.page
      .getByRole('status')
      .filter({ hasText: `Saved ${file}.` })
      .waitFor();
    return readFile(savedFile(file));
  }

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
    await openArea(t.page, 'QR codes');
  });

  it('shows the account’s avatar as main fetched it from the installation', async () => {
    const pro = proUser(t.sandbox);
    await t.page.getByRole('navigation').getByRole('link', { name: 'Account', exact: true }).click();
    await profileHeading(t.page, pro.username).waitFor();
    // The avatar comes through main from the installation, as a data address the policy allows.
    const avatar = t.page.getByRole('img', { name: `Avatar of ${pro.username}`, exact: true });
    await expect.poll(() => avatar.getAttribute('src'), SOON).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect.poll(() => naturalWidth(avatar)).toBeGreaterThan(0);
    await openArea(t.page, 'QR codes');
    expect(t.pageProblems).toEqual([]);
  });

  it('shows a dynamic code’s clicks, unique clicks, top charts and social counts', async () => {
    await close(
      await createThroughForm(
        'Scan me',
        (form) => field(form, 'Web address').fill('https://example.com/scan-me'),
        'link',
      ),
    );
    const code = await codeNamed(installation(), 'Scan me');
    shortLink = `${t.sandbox.url}/${aliasOf(code.link)}`;

    // Four scans from three visitors, as phones would visit the printed short link.
    const visitor = new ApiClient(t.sandbox.url);
    const alias = `/${aliasOf(code.link)}`;
    const fromFacebook = {
      'user-agent': CHROME_ON_WINDOWS,
      referer: 'https://www.facebook.com/',
      'cf-ipcountry': 'DE',
    };
    await visitor.get(alias, fromFacebook);
    await visitor.get(alias, fromFacebook);
    await visitor.get(alias, { 'user-agent': FIREFOX_ON_LINUX, referer: 'https://t.co/x' });
    await visitor.get(alias, {
      'user-agent': SAFARI_ON_IPHONE,
      referer: 'https://www.instagram.com/',
      'cf-ipcountry': 'JP',
    });

    const details = await openDetails('Scan me');
    // Opened again moments after it was made, the pane shows what the window remembers; the scans happened
    // elsewhere, so the person asks for today's figures.
    await details.getByRole('button', { name: 'Refresh the details of Scan me' }).click();
    const statistics = details.getByRole('region', { name: 'Statistics', exact: true });
    await expect.poll(() => fact(statistics, 'Clicks').textContent(), SOON).toBe('4');
    expect(await fact(statistics, 'Unique clicks').textContent()).toBe('3');
    expect(await fact(details, 'Scans').textContent()).toBe('4');
    expect(await fact(details, 'Type').textContent()).toBe('Web link');
    await details.getByText(shortLink, { exact: true }).waitFor();

    expect(await chartTable(statistics, 'Top countries')).toEqual([
      ['Germany', '2'],
      ['Japan', '1'],
      ['Unknown', '1'],
    ]);
    expect(await chartTable(statistics, 'Top referrers')).toEqual([
      ['facebook.com', '2'],
      ['instagram.com', '1'],
      ['t.co', '1'],
    ]);
    expect(await chartTable(statistics, 'Top browsers')).toEqual([
      ['Chrome', '2'],
      ['Firefox', '1'],
      ['Mobile Safari', '1'],
    ]);
    expect(await chartTable(statistics, 'Top operating systems')).toEqual([
      ['Windows', '2'],
      ['iOS', '1'],
      ['Linux', '1'],
    ]);
    const social = statistics.getByRole('region', { name: 'Social counts', exact: true });
    expect(await fact(social, 'Facebook').textContent()).toBe('2');
    expect(await fact(social, 'Twitter').textContent()).toBe('1');
    expect(await fact(social, 'Instagram').textContent()).toBe('1');

    await expectAccessible(t.page, 'the details of a dynamic QR code');
    expect(t.pageProblems).toEqual([]);
  });

  it('scrolls the details, not the list behind them', async () => {
    const details = detailsPane(t.page, 'Scan me');
    const viewport = t.page.viewportSize()!;
    // A short window, so that the page behind the dialog has somewhere to scroll to.
    await t.page.setViewportSize({ width: viewport.width, height: 420 });
    try {
      const page = t.page.locator('html');
      // The window never scrolls as a whole (a list scrolls inside its grid): nothing behind may move either.
      const main = t.page.locator('main');
      expect(await page.evaluate((root) => root.scrollHeight <= root.clientHeight)).toBe(true);
      const box = await details.boundingBox();
      await t.page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      const atEnd = () =>
        details.evaluate((dialog) => dialog.scrollTop + dialog.clientHeight >= dialog.scrollHeight - 1);
      await t.page.mouse.wheel(0, 4000);
      await expect.poll(atEnd, SOON).toBe(true);
      // Fresh turns of the wheel once the dialog is at its end: these would otherwise carry on into the page.
      for (let turn = 0; turn < 3; turn += 1) {
        await t.page.waitForTimeout(200);
        await t.page.mouse.wheel(0, 800);
      }
      await t.page.waitForTimeout(300);
      expect(await page.evaluate((root) => root.scrollTop)).toBe(0);
      expect(await main.evaluate((area) => area.scrollTop)).toBe(0);
    } finally {
      await t.page.setViewportSize(viewport);
    }
  });

  it('exports PNG at two sizes and SVG, and copies the image, each reading as the short link', async () => {
    const details = detailsPane(t.page, 'Scan me');
    await details.getByRole('region', { name: 'Export', exact: true }).waitFor();
    expect(await field(details, 'Size in pixels').inputValue()).toBe('1024');

    for (const size of [512, 4096]) {
      const png = decodePng(await save(details, size, 'PNG', `scan-me-${size}.png`));
      expect([png.width, png.height]).toEqual([size, size]);
      expect(await readQr(png)).toBe(shortLink);
    }

    const svg = (await save(details, 512, 'SVG', 'scan-me.svg')).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" /);
    expect(svg).toContain('<title>Scan me</title>');
    expect(await readQr(await rasteriseSvg(t.context, svg, 600))).toBe(shortLink);

    await details.getByRole('button', { name: '1024 px', exact: true }).click();
    await details.getByRole('button', { name: 'Copy image', exact: true }).click();
    await t.page
      .getByRole('status')
      .filter({ hasText: 'Copied the code as a 1024 × 1024 pixel image.' })
      .waitFor();
    const copied = decodePng(await readFile(t.devBrowser.clipboardFile));
    expect([copied.width, copied.height]).toEqual([1024, 1024]);
    expect(await readQr(copied)).toBe(shortLink);
    await close(details);
    expect(t.pageProblems).toEqual([]);
  });

  it('draws a logo from a local file into the exports, and the code still reads', async () => {
    const text = 'Logo on a static code';
    const details = await createThroughForm(
      'Logo sign',
      async (form) => {
        await field(form, 'Text content').fill(text);
        await chooseLogoFile(form, {
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: solidPng(120, LOGO_COLOUR),
        });
        await form.getByText('logo.png', { exact: true }).waitFor();
        // A logo raises error correction to H.
        await openPreviewDetails(form);
        await form.getByText(/^Version \d+, \d+ × \d+ modules, error correction H$/).waitFor();
      },
      'text',
    );
    await details
      .getByText('Static codes carry their content directly, so the installation cannot count their scans.', {
        exact: true,
      })
      .waitFor();
    await expect
      .poll(
        () => canvasContent(details.getByRole('img', { name: 'QR code of Logo sign', exact: true })),
        SOON,
      )
      .toBe(text);

    const png = decodePng(await save(details, 1024, 'PNG', 'logo-sign-1024.png'));
    expect([png.width, png.height]).toEqual([1024, 1024]);
    expect(await readQr(png)).toBe(text);
    expect(pixelAt(png, 512, 512)).toEqual(LOGO_COLOUR);

    const svg = (await save(details, 512, 'SVG', 'logo-sign.svg')).toString('utf8');
    expect(svg).toContain('<image href="data:image/png;base64,');
    const drawn = await rasteriseSvg(t.context, svg, 600);
    expect(await readQr(drawn)).toBe(text);
    const centre = pixelAt(drawn, 300, 300);
    centre.forEach((channel, index) => expect(Math.abs(channel - LOGO_COLOUR[index]!)).toBeLessThan(8));
    await close(details);
  });

  it('shows a code made elsewhere as the installation draws it, with what it reads as', async () => {
    const made = await installation().post('/api/qr/add', {
      type: 'text',
      data: 'Printed elsewhere',
      name: 'From the website',
    });
    expect(made.body).toMatchObject({ error: 0 });
    await openArea(t.page, 'QR codes');
    const details = await openDetails('From the website');
    const image = details.getByRole('img', {
      name: 'QR code of From the website, as your server draws it',
      exact: true,
    });
    await image.waitFor();
    // Main fetched it: the window shows a data address, drawn under a policy that lets it load no web image.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0);
    const thumbnail = list(t.page, 'QR codes')
      .getByRole('row')
      .filter({ hasText: 'From the website' })
      .locator('img.qr-thumbnail');
    await expect.poll(() => naturalWidth(thumbnail), SOON).toBeGreaterThan(0);
    await expect.poll(() => fact(details, 'Content').textContent(), SOON).toBe('Printed elsewhere');
    await details
      .getByText('Static codes carry their content directly, so the installation cannot count their scans.', {
        exact: true,
      })
      .waitFor();

    await details
      .getByText('This code was made outside Linkdesk, so this picture of it comes from your server.', {
        exact: true,
      })
      .waitFor();

    // Its export is the installation's own SVG, as it sent it; that it was saved is said in a toast.
    const svg = (await save(details, 256, 'SVG', 'from-the-website.svg')).toString('utf8');
    expect(await readQr(await rasteriseSvg(t.context, svg, 600))).toBe('Printed elsewhere');
    await screenshotsChecked(t.page, 'qr-details', 'made-elsewhere-saved');
    await expectAccessible(t.page, 'the details of a code made elsewhere');
    await close(details);
    expect(t.pageProblems).toEqual([]);
  });
});
