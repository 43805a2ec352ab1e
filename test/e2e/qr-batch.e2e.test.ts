import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import type { Locator, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBarcodes, type Position } from 'zxing-wasm/reader';
import { IPC_PATH } from '../../src/dev-browser/bridge-script.ts';
import type { RgbaImage } from '../../src/shared/qr/raster.ts';
import { decodePng, encodePng, jsqrDecode, syntheticLogo, zxingDecode } from '../support/qr-decoders.ts';
import { chooseOption } from './support/controls.ts';
import { viaBridge } from './support/bridge.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row } from './support/list-screens.ts';
import { aliasOf, dialogNamed, openSvgDrawer, readQr } from './support/qr-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { profileHeading, submitAddAccount } from './support/screens.ts';
import { screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();
const run = promisify(execFile);

/** Fifty-one codes checked, drawn and packed on a loaded two-core machine. */
const BATCH = { timeout: 60_000, interval: 250 };
const LONG_TEST = 180_000;

/** A code the tests made, and what a phone must read from it wherever it is printed. */
interface Seeded {
  name: string;
  alias: string;
  content: string;
  /** Printed under it on a sheet: its short link (without a scheme only when it is https). */
  shortLink: string | null;
}

/** One file the app saved, by the name its dialog said. */
async function savedFile(dir: string, status: Locator, pattern: RegExp): Promise<Buffer> {
  const text = (await status.textContent()) ?? '';
  const name = pattern.exec(text)?.[1];
  if (!name) throw new Error(`“${text}” does not name a saved file.`);
  return readFile(join(dir, name));
}

/** The region of a found code, with some of its white margin, cut out of the page. */
function cutOut(image: RgbaImage, position: Position): RgbaImage {
  const xs = [position.topLeft.x, position.topRight.x, position.bottomLeft.x, position.bottomRight.x];
  const ys = [position.topLeft.y, position.topRight.y, position.bottomLeft.y, position.bottomRight.y];
  const margin = (Math.max(...xs) - Math.min(...xs)) * 0.15;
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const right = Math.min(image.width, Math.ceil(Math.max(...xs) + margin));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...ys) + margin));
  const width = right - left;
  const data = new Uint8ClampedArray(width * (bottom - top) * 4);
  for (let y = top; y < bottom; y++) {
    data.set(
      image.data.subarray((y * image.width + left) * 4, (y * image.width + right) * 4),
      (y - top) * width * 4,
    );
  }
  return { width, height: bottom - top, data };
}

/**
 * Every code printed on a PDF, as Debian's poppler draws its pages at 150 dpi (about what a phone's camera
 * sees of a printed sheet): found with zxing, each read again by jsQR from the code cut out of its page, so that
 * two decoders agree on every code. Answers the page count and what each page's codes read as.
 */
async function codesOnPdf(pdf: Buffer): Promise<{ pages: number; codes: string[]; text: string }> {
  // Through the support module first: it prepares zxing from the package's own wasm (the tests run offline).
  await zxingDecode({ width: 1, height: 1, data: new Uint8ClampedArray(4) });
  const dir = await mkdtemp(join(tmpdir(), 'linkdesk-e2e-pdf-'));
  try {
    const file = join(dir, 'sheet.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-r', '150', '-png', file, join(dir, 'page')]);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    const pages = (await readdir(dir)).filter((name) => name.startsWith('page')).sort();
    const codes: string[] = [];
    for (const page of pages) {
      const image = decodePng(await readFile(join(dir, page)));
      const found = await readBarcodes(image, {
        formats: ['QRCode'],
        tryInvert: false,
        tryRotate: false,
        tryDownscale: false,
        maxNumberOfSymbols: 255,
      });
      for (const symbol of found) {
        expect(symbol.isValid).toBe(true);
        expect(await jsqrDecode(cutOut(image, symbol.position))).toBe(symbol.text);
        codes.push(symbol.text);
      }
    }
    return { pages: pages.length, codes, text };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const sorted = (values: Iterable<string>) => [...values].sort();

/**
 * Whether a sheet's text shows `url` under a code: whole, or cut in its middle to the code's width (the domain
 * kept whole, the end of the alias after the ellipsis). `pdftotext -layout` puts two spaces or more between
 * the columns of a row.
 */
function showsUrl(text: string, url: string): boolean {
  const cells = text.split('\n').flatMap((line) => line.trim().split(/\s{2,}/));
  return cells.some((cell) => {
    if (cell === url) return true;
    const [head, tail, ...rest] = cell.split('…');
    if (rest.length > 0 || !head || !tail) return false;
    return url.startsWith(head) && url.endsWith(tail);
  });
}

describe('QR codes printed or saved in a batch, end to end', () => {
  const t = useE2eApp(build);
  const installation = () => proUser(t.sandbox).client;
  const seeded: Seeded[] = [];
  const downloads = () => t.devBrowser.downloadsDir;

  const bridge = <T>(channel: string, request: object) => viaBridge<T>(t.devBrowser, channel, request);

  const shortLinkOf = (link: string) => `${t.sandbox.url}/${aliasOf(link)}`;

  const batchDialog = (title: string) => dialogNamed(t.page, title);
  /** A saved file is said in a toast (with "Show in folder"), whose message names the file; `ending` picks one. */
  const savedToast = (ending: RegExp) =>
    t.page
      .getByRole('region', { name: 'Notifications' })
      .locator('.toast-message')
      .filter({ hasText: /^Saved / })
      .filter({ hasText: ending });

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
    const { activeId: accountId } = await bridge<{ activeId: string }>('accounts:list', {});
    const logoFile = {
      name: 'logo.png',
      mediaType: 'image/png',
      base64: Buffer.from(encodePng(syntheticLogo(96))).toString('base64'),
    };

    // Made in Linkdesk (main keeps each design): dynamic, static with colours, Wi-Fi, and dynamic with a logo
    // from a file, which only Linkdesk draws.
    const designed: { name: string; request: object; content: (link: string) => string; dynamic: boolean }[] =
      [];
    for (let n = 1; n <= 20; n++) {
      const target = `https://shop.example.com/table/${n}`;
      designed.push({
        name: `Table ${n}`,
        request: { type: 'link', data: target },
        content: shortLinkOf,
        dynamic: true,
      });
    }
    for (let n = 1; n <= 10; n++) {
      const text = `Menu ${n}: soup & bread`;
      designed.push({
        name: `Menu ${n}`,
        request: { type: 'text', data: text, foreground: 'rgb(20,40,90)', background: 'rgb(255,250,235)' },
        content: () => text,
        dynamic: false,
      });
    }
    for (let n = 1; n <= 5; n++) {
      designed.push({
        name: `Wifi ${n}`,
        request: { type: 'wifi', data: { ssid: `Cafe ${n}`, pass: `secret-${n}`, encryption: 'wpa' } },
        content: () => `WIFI:S:Cafe ${n};T:WPA;P:secret-${n};;`,
        dynamic: false,
      });
    }
    for (let n = 1; n <= 5; n++) {
      designed.push({
        name: `Logo ${n}`,
        request: {
          type: 'link',
          data: `https://shop.example.com/logo/${n}`,
          local: { logoScale: 0.22, logoFile },
        },
        content: shortLinkOf,
        dynamic: true,
      });
    }
    for (const code of designed) {
      const made = await bridge<{ link: string }>('qr:add', { accountId, name: code.name, ...code.request });
      const content = code.content(made.link);
      seeded.push({
        name: code.name,
        alias: aliasOf(made.link),
        content,
        shortLink: code.dynamic ? content : null,
      });
    }
    // Made elsewhere (no design here): drawn from the installation's own image.
    for (let n = 1; n <= 10; n++) {
      const dynamic = n % 2 === 0;
      const made = await installation().post('/api/qr/add', {
        type: dynamic ? 'link' : 'text',
        data: dynamic ? `https://shop.example.com/elsewhere/${n}` : `Made elsewhere ${n}`,
        name: `Elsewhere ${n}`,
      });
      expect(made.body).toMatchObject({ error: 0 });
      const link = made.body.link as string;
      const content = dynamic ? shortLinkOf(link) : `Made elsewhere ${n}`;
      seeded.push({
        name: `Elsewhere ${n}`,
        alias: aliasOf(link),
        content,
        shortLink: dynamic ? content : null,
      });
    }
    // Light modules on a dark background: a phone's camera would not read it, so the batch leaves it out.
    await bridge('qr:add', {
      accountId,
      name: 'Inverted',
      type: 'text',
      data: 'Dark mode',
      foreground: 'rgb(255,255,255)',
      background: 'rgb(0,0,0)',
    });
    expect(seeded).toHaveLength(50);

    await openArea(t.page, 'QR codes');
    await chooseOption(t.page.locator('body'), 'Per page', '100');
    // All 51 codes and the header row.
    await list(t.page, 'QR codes')
      .and(t.page.locator('[aria-rowcount="52"]'))
      .waitFor({ timeout: BATCH.timeout });
  }, LONG_TEST);

  /** Selects all 51 codes and opens the batch dialog from the selection's button. */
  async function openBatchForAll(): Promise<Locator> {
    // A test that failed with its dialog open leaves it to the next: Escape closes it, stopping any batch.
    const open = t.page.getByRole('dialog');
    if (await open.isVisible()) {
      await t.page.keyboard.press('Escape');
      await open.waitFor({ state: 'detached' });
    }
    const selectAll = t.page.getByRole('checkbox', { name: 'Select all QR codes shown', exact: true });
    if (!(await selectAll.isChecked())) await selectAll.check();
    await t.page.getByRole('button', { name: 'Print or save…', exact: true }).click();
    const dialog = batchDialog('Print or save 51 QR codes');
    await dialog.waitFor();
    return dialog;
  }

  async function closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  function expectInverted(dialog: Locator) {
    return expect
      .poll(() => dialog.getByRole('region', { name: '1 code was left out:' }).textContent())
      .toBe(
        '1 code was left out:Inverted: A QR decoder could not read it back (often too little contrast, light modules on a dark background, or a logo too large).',
      );
  }

  it(
    'saves the 50 codes that scan as a ZIP of PNG images named after their aliases, each reading as its content',
    async () => {
      const dialog = await openBatchForAll();
      await screenshotsChecked(t.page, 'qr-batch', 'choice-pdf');
      await dialog.getByRole('radio', { name: /^ZIP of PNG images/ }).check();
      await dialog.getByRole('button', { name: '512 px', exact: true }).click();
      await screenshotsChecked(t.page, 'qr-batch', 'choice-png');
      await dialog.getByRole('button', { name: 'Export 51 codes', exact: true }).click();
      const status = savedToast(/: 50 PNG images\.$/);
      await status.waitFor({ timeout: BATCH.timeout });
      // The file's name is read while its toast is up: the pictures below take longer than a toast stays.
      const files = unzipSync(
        await savedFile(downloads(), status, /^Saved (qr-codes-png-\d{4}-\d{2}-\d{2}\.zip)/),
      );
      await expectInverted(dialog);
      await screenshotsChecked(t.page, 'qr-batch', 'result-png');

      expect(sorted(Object.keys(files))).toEqual(sorted(seeded.map((code) => `${code.alias}.png`)));
      for (const code of seeded) {
        const image = decodePng(files[`${code.alias}.png`]!);
        expect([image.width, image.height]).toEqual([512, 512]);
        expect(await readQr(image), code.name).toBe(code.content);
      }
      await closeDialog(dialog);
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );

  it(
    'prints the 50 codes on an A4 sheet with their names and short links, every code scanning from the page',
    async () => {
      const dialog = await openBatchForAll();
      await chooseOption(dialog, 'Paper', 'A4 (210 × 297 mm)');
      await dialog.getByLabel('Code size in mm', { exact: true }).fill('30');
      await dialog.getByText('30 codes a page (5 across, 6 down), 2 pages.').waitFor();
      await dialog.getByRole('button', { name: 'Export 51 codes', exact: true }).click();
      const status = savedToast(/: 50 codes on 2 pages\.$/);
      await status.waitFor({ timeout: BATCH.timeout });
      await expectInverted(dialog);

      const pdf = await savedFile(downloads(), status, /^Saved (qr-codes-\d{4}-\d{2}-\d{2}\.pdf)/);
      const printed = await codesOnPdf(pdf);
      expect(printed.pages).toBe(2);
      expect(sorted(printed.codes)).toEqual(sorted(seeded.map((code) => code.content)));
      // Each code's label, and a dynamic code's short link, under it.
      for (const code of seeded) {
        expect(printed.text).toContain(code.name);
        if (code.shortLink) expect(showsUrl(printed.text, code.shortLink), code.shortLink).toBe(true);
      }
      expect(printed.text).not.toContain('Inverted');
      await closeDialog(dialog);
    },
    LONG_TEST,
  );

  it(
    'saves the codes as a ZIP of SVG files that browsers draw and phones read',
    async () => {
      const dialog = await openBatchForAll();
      await dialog.getByRole('radio', { name: /^ZIP of SVG images/ }).check();
      await dialog.getByRole('button', { name: 'Export 51 codes', exact: true }).click();
      const status = savedToast(/: 50 SVG images\.$/);
      await status.waitFor({ timeout: BATCH.timeout });

      const files = unzipSync(
        await savedFile(downloads(), status, /^Saved (qr-codes-svg-\d{4}-\d{2}-\d{2}\.zip)/),
      );
      expect(sorted(Object.keys(files))).toEqual(sorted(seeded.map((code) => `${code.alias}.svg`)));
      // Each parsed as XML and drawn in a blank page (one for all of them): a malformed file fails here.
      const drawer = await openSvgDrawer(t.context);
      try {
        for (const code of seeded) {
          const svg = new TextDecoder().decode(files[`${code.alias}.svg`]);
          expect(svg, code.name).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
          expect(await readQr(await drawer.draw(svg, 400)), code.name).toBe(code.content);
        }
      } finally {
        await drawer.close();
      }
      await closeDialog(dialog);
    },
    LONG_TEST,
  );

  it(
    'shows n of N while it works, and Cancel stops it with nothing saved',
    async () => {
      const before = (await readdir(downloads())).length;
      // The designs are read through the bridge one code at a time: holding those answers holds the batch.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let designsRead = 0;
      const hold = async (route: Route) => {
        const body = route.request().postDataJSON() as { channel?: string } | null;
        if (body?.channel === 'qr:design' && ++designsRead > 6) await held;
        await route.continue();
      };
      await t.page.route(`**${IPC_PATH}`, hold);
      try {
        const dialog = await openBatchForAll();
        await dialog.getByRole('button', { name: 'Export 51 codes', exact: true }).click();
        await dialog.getByText(/^Checking and drawing code \d+ of 51…$/).waitFor();
        await dialog.getByRole('progressbar').waitFor();
        await screenshotsChecked(t.page, 'qr-batch', 'progress');
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        release();
        await dialog.getByRole('status').filter({ hasText: 'Stopped. Nothing was saved.' }).waitFor();
        expect(await readdir(downloads())).toHaveLength(before);
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
      } finally {
        release();
        await t.page.unroute(`**${IPC_PATH}`, hold);
      }
    },
    LONG_TEST,
  );

  it(
    'makes the QR codes of selected links on the fly, from the selection or a row’s menu',
    async () => {
      const aliases = ['spring-sale', 'summer-menu', 'autumn-fair'];
      for (const alias of aliases) {
        const made = await installation().post('/api/url/add', {
          url: `https://example.com/${alias}`,
          custom: alias,
        });
        expect(made.body).toMatchObject({ error: 0 });
      }
      await openArea(t.page, 'Links');
      for (const alias of aliases) await row(t.page, 'Links', alias).getByRole('checkbox').check();

      // A row's menu acts on the selection it is in, as a file manager's does.
      await row(t.page, 'Links', 'summer-menu').click({ button: 'right' });
      await t.page.getByRole('menuitem', { name: 'Print or save QR codes…' }).click();
      const dialog = batchDialog('Print or save QR codes of 3 links');
      await dialog.waitFor();
      await screenshotsChecked(t.page, 'qr-batch', 'links-choice');
      await chooseOption(dialog, 'Paper', 'Letter (8.5 × 11 in)');
      await dialog.getByLabel('Code size in mm', { exact: true }).fill('60');
      await dialog.getByRole('button', { name: 'Export 3 codes', exact: true }).click();
      const status = savedToast(/: 3 codes on 1 page\.$/);
      await status.waitFor({ timeout: BATCH.timeout });

      const printed = await codesOnPdf(await savedFile(downloads(), status, /^Saved (qr-codes-[\d-]+\.pdf)/));
      expect(sorted(printed.codes)).toEqual(sorted(aliases.map((alias) => `${t.sandbox.url}/${alias}`)));
      for (const alias of aliases) expect(showsUrl(printed.text, `${t.sandbox.url}/${alias}`)).toBe(true);
      // Every code went in: the toast says it all, and the dialog closed by itself.
      await dialog.waitFor({ state: 'detached' });
      // Shown in its folder first: the pictures take longer than a toast stays.
      await t.page
        .getByRole('region', { name: 'Notifications' })
        .locator('.toast')
        .filter({ hasText: /: 3 codes on 1 page\./ })
        .getByRole('button', { name: 'Show in folder', exact: true })
        .click();
      await expect.poll(() => t.devBrowser.shownInFolder().at(-1)).toMatch(/qr-codes-[\d-]+\.pdf$/);
      await screenshotsChecked(t.page, 'feedback', 'batch-saved-toast');
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );
});

describe('a batch refused for its size before a code is drawn, end to end', () => {
  const t = useE2eApp(build);
  const batchDialog = (title: string) => dialogNamed(t.page, title);
  /**
   * More links than a ZIP of 4,096 px PNGs can carry: a code's image takes at least 23,444 bytes at that size
   * and its entry 86 more, so 1,700 codes make at least 40.0 MB, past the 37.5 MB a save carries.
   */
  const LINKS = 1_700;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    // Made through the API, eight at a time, as another app would have.
    for (let first = 0; first < LINKS; first += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, LINKS - first) }, (_, offset) =>
          pro.client.post('/api/url/add', {
            url: `https://example.com/poster/${first + offset}`,
            custom: `poster-${first + offset}`,
          }),
        ),
      );
    }
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  }, LONG_TEST);

  it(
    'says at once that the file would be too large, draws nothing and saves nothing',
    async () => {
      await openArea(t.page, 'Links');
      const selectAll = t.page.getByRole('checkbox', { name: 'Select all links shown', exact: true });
      await expect.poll(() => selectAll.isEnabled(), BATCH).toBe(true);
      if (await t.page.getByText('Per page', { exact: true }).isVisible()) {
        await chooseOption(t.page.locator('body'), 'Per page', 'All');
      }
      await selectAll.check();
      // Counts read the same way everywhere: in the toolbar, the dialog's title and its Export button.
      await t.page.getByRole('button', { name: 'Delete 1,700 selected', exact: true }).waitFor();
      await t.page.getByRole('button', { name: 'Print or save QR codes…', exact: true }).click();
      const dialog = batchDialog('Print or save QR codes of 1,700 links');
      await dialog.getByRole('button', { name: 'Export 1,700 codes', exact: true }).waitFor();
      await dialog.getByRole('radio', { name: /^ZIP of PNG images/ }).check();
      await dialog.getByRole('button', { name: '4096 px', exact: true }).click();
      await dialog.getByRole('button', { name: 'Export 1,700 codes', exact: true }).click();

      await dialog
        .getByRole('alert')
        .getByText(
          'The file would be at least 38.1 MB; Linkdesk saves files of up to 37.5 MB. Choose a smaller size, or fewer codes at a time.',
          { exact: true },
        )
        .waitFor();
      await screenshotsChecked(t.page, 'qr-batch', 'refused-size');
      // Still choosing: no code was drawn, nothing was offered to the save dialog.
      expect(await dialog.getByRole('progressbar').count()).toBe(0);
      expect(t.exchanges.filter((exchange) => exchange.channel === 'files:save')).toEqual([]);
      // The smaller size it asks for: the refusal of the larger one goes.
      await dialog.getByRole('button', { name: '512 px', exact: true }).click();
      await dialog.getByRole('alert').waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(t.pageProblems).toEqual([]);
    },
    LONG_TEST,
  );
});
