import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { QrCode } from '../../../src/shared/ipc/resources.ts';
import type { RgbaImage } from '../../../src/shared/qr/raster.ts';
import { decodePng, jsqrDecode, zxingDecode } from '../../support/qr-decoders.ts';
import type { ApiClient } from '../../support/sandbox.ts';
import { itemsOn } from './list-screens.ts';

/**
 * The QR code screens by accessible names, and the images they draw read back in Node: what a phone would
 * find in the preview, in an exported file, and in the installation's own image of a code.
 */

/** Spelled out rather than imported from the window's code: the tests check the words people see. */
export const QR_TYPE_LABELS = {
  text: 'Text',
  link: 'Web link',
  email: 'Email',
  phone: 'Phone call',
  sms: 'Text message (SMS)',
  wifi: 'Wi-Fi network',
  vcard: 'Contact card (vCard)',
} as const;

export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** The one modal dialog with this title: "New QR code", "Edit Door sign". */
export function dialogNamed(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** The details of one item beside its list, by the item's name: "Door sign" → "Details of Door sign". */
export function detailsPane(page: Page, name: string): Locator {
  return page.getByRole('complementary', { name: `Details of ${name}`, exact: true });
}

/** The pane's close button, whatever item it shows. */
export function closeDetails(details: Locator): Promise<void> {
  return details.getByRole('button', { name: /^Close the details of / }).click();
}

/** Opens the new-code form from the list's toolbar. */
export async function openNewQrForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New QR code', exact: true }).click();
  const form = dialogNamed(page, 'New QR code');
  await form.waitFor();
  return form;
}

export async function chooseType(form: Locator, type: keyof typeof QR_TYPE_LABELS): Promise<void> {
  await form.getByRole('radio', { name: QR_TYPE_LABELS[type], exact: true }).check();
}

/** Picks a logo file the way a person does: "Choose image…" (or "Choose another…"), then the system's file dialog. */
export async function chooseLogoFile(
  form: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([
    form.page().waitForEvent('filechooser'),
    form.getByRole('button', { name: /^Choose (image|another)…$/ }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Unfolds the preview's Details (the symbol's version and size), folded away by default. */
export async function openPreviewDetails(form: Locator): Promise<void> {
  const details = form.locator('details.qr-preview-details');
  if (!(await details.evaluate((element) => (element as unknown as { open: boolean }).open))) {
    await details.getByText('Details', { exact: true }).click();
  }
}

/** The preview's verdict, once the check of the latest drawing has answered. */
export function previewVerdict(scope: Locator): Locator {
  return scope
    .getByRole('status')
    .filter({ hasText: /^(Scans: reads back exactly|May not scan|Does not scan)$/ });
}

/** The pixels a `<canvas>` shows, exactly (as PNG, so nothing is lost on the way out of the page). */
export async function canvasImage(canvas: Locator): Promise<RgbaImage> {
  const url = await canvas.evaluate((element) =>
    (element as unknown as { toDataURL: (type: string) => string }).toDataURL('image/png'),
  );
  return decodePng(dataUrlBytes(url));
}

/**
 * What a QR image reads as: jsQR first, an implementation the app does not use, so a pass is not the app's
 * decoder agreeing with itself; zxing (the app's) only for images jsQR cannot read, such as one with a logo.
 */
export async function readQr(image: RgbaImage): Promise<string | null> {
  return (await jsqrDecode(image)) ?? (await zxingDecode(image));
}

/** What the preview canvas reads as now; null while it is blank or unreadable. */
export async function canvasContent(canvas: Locator): Promise<string | null> {
  return readQr(await canvasImage(canvas));
}

/**
 * SVG files drawn the way a browser shows them, at `pixels` × `pixels` on white, in one blank page of their own
 * (not the app's, so nothing here touches what the app's page reports). `draw` rejects when an SVG does not
 * parse or cannot be drawn; `close` the page once every file is drawn.
 */
export async function openSvgDrawer(context: BrowserContext): Promise<{
  draw: (svg: string, pixels: number) => Promise<RgbaImage>;
  close: () => Promise<void>;
}> {
  const page = await context.newPage();
  return {
    async draw(svg, pixels) {
      const args = JSON.stringify([Buffer.from(svg, 'utf8').toString('base64'), pixels]);
      return decodePng(dataUrlBytes(await page.evaluate<string>(`(${DRAW_SVG})(${args})`)));
    },
    close: () => page.close(),
  };
}

/** One SVG file drawn as a browser shows it (see `openSvgDrawer`). */
export async function rasteriseSvg(context: BrowserContext, svg: string, pixels: number): Promise<RgbaImage> {
  const drawer = await openSvgDrawer(context);
  try {
    return await drawer.draw(svg, pixels);
  } finally {
    await drawer.close();
  }
}

/* Source text, run in the page: this project's Node code is compiled without the DOM's types. */
const DRAW_SVG = `async ([base64, pixels]) => {
  const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (parsed.querySelector('parsererror') || parsed.documentElement.localName !== 'svg') {
    throw new Error('not a well-formed SVG document');
  }
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + base64;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pixels, pixels);
  context.drawImage(image, 0, 0, pixels, pixels);
  return canvas.toDataURL('image/png');
}`;

/** A PNG file of one flat colour, for the "Logo file" input. */
export function solidPng(size: number, colour: readonly [number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let at = 0; at < png.data.length; at += 4) {
    png.data[at] = colour[0];
    png.data[at + 1] = colour[1];
    png.data[at + 2] = colour[2];
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** The colour of one pixel of an image. */
export function pixelAt(image: RgbaImage, x: number, y: number): [number, number, number] {
  const at = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

/** Every code the installation holds for `client`'s user, read straight from it. */
export function codesOn(client: ApiClient): Promise<QrCode[]> {
  return itemsOn<QrCode>(client, '/api/qr', 'qrs');
}

/** The installation's code with this name; fails the test when there is none. */
export async function codeNamed(client: ApiClient, name: string): Promise<QrCode> {
  const code = (await codesOn(client)).find((candidate) => candidate.name === name);
  if (!code) throw new Error(`The installation has no QR code named “${name}”.`);
  return code;
}

/** The last segment of a code's `link` (`{base}/qr/<alias>`): its alias, which is also its short link's. */
export const aliasOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/**
 * What the installation's own image of a code carries, read from the PNG it renders from its database
 * (`{link}/download/png/400`), with jsQR.
 */
export async function installationContent(link: string): Promise<string | null> {
  const response = await fetch(`${link}/download/png/400`);
  if (!response.ok) throw new Error(`${link}/download/png/400 answered ${response.status}.`);
  return jsqrDecode(decodePng(new Uint8Array(await response.arrayBuffer())));
}

/** The installation's SVG of a code, as served at its `link`. */
export async function installationSvg(link: string): Promise<string> {
  const response = await fetch(link);
  if (!response.ok) throw new Error(`${link} answered ${response.status}.`);
  return response.text();
}

function dataUrlBytes(url: string): Uint8Array {
  return new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
}
