// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { decodeQr } from '../preview/decoder.ts';
import type { ExportSource } from './build-export.ts';
import { ToastHost } from '../../components/toasts/ToastHost.tsx';
import { QrExport } from './QrExport.tsx';

// jsdom has neither canvas nor WebAssembly: the browser's steps are stood in for; Chromium runs the real ones.
vi.mock('./canvas.ts', () => ({
  pngBase64: (image: RgbaImage) => Promise.resolve(`PNG${image.width}`),
  svgRaster: (_svg: string, pixels: number): Promise<RgbaImage> =>
    Promise.resolve({ width: pixels, height: pixels, data: new Uint8ClampedArray(pixels * pixels * 4) }),
}));
vi.mock('../preview/decoder.ts', () => ({ decodeQr: vi.fn() }));

const CONTENT = 'https://links.example.com/menu';
const decode = vi.mocked(decodeQr);
beforeEach(() => decode.mockReset().mockResolvedValue(CONTENT));
afterEach(cleanup);

const qr: QrCode = {
  id: 7,
  name: 'Spring menu',
  link: 'https://links.example.com/qr/menu',
  scans: 3,
  date: '2026-01-01 10:00:00',
};

const designed: ExportSource = {
  kind: 'design',
  look: { content: CONTENT, foreground: [0, 0, 0], background: [255, 255, 255], logo: null, logoScale: 0.22 },
};

function setup(source: ExportSource | null = designed) {
  const main = new FakeMain();
  const account = main.seedAccount();
  main.answer('saveFile', { saved: true });
  main.answer('copyImage', { copied: true });
  // What was saved or copied is said in a toast, as every finished action is.
  const view = renderWithMain(
    <>
      <QrExport api={main.api} accountId={account.id} named={qr} source={source} label="Spring menu" />
      <ToastHost />
    </>,
    main,
  );
  return { main, account, ...view };
}

const sizeField = () => screen.getByLabelText('Size in pixels') as HTMLInputElement;

describe('exporting a code', () => {
  it('saves a PNG of the chosen size as base64, named after the code', async () => {
    const { main, user } = setup();
    expect(sizeField().value).toBe('1024');
    await user.click(screen.getByRole('button', { name: '2048 px' }));
    expect(screen.getByRole('button', { name: '2048 px' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect(await screen.findByText('Saved spring-menu-2048.png.')).toBeTruthy();
    expect(main.sent('saveFile')).toEqual([
      { suggestedName: 'spring-menu-2048.png', content: 'PNG2048', encoding: 'base64' },
    ]);
    const [checked] = decode.mock.calls[0]!;
    expect([checked.width, checked.height]).toEqual([2048, 2048]);
  });

  it('saves an SVG as UTF-8 text', async () => {
    const { main, user } = setup();
    await user.clear(sizeField());
    await user.type(sizeField(), '300');
    await user.click(screen.getByRole('button', { name: 'Save SVG' }));
    await screen.findByText('Saved spring-menu.svg.');
    const [sent] = main.sent('saveFile') as { suggestedName: string; content: string; encoding: string }[];
    expect(sent).toMatchObject({ suggestedName: 'spring-menu.svg', encoding: 'utf8' });
    expect(sent!.content).toMatch(/^<svg [^>]*width="300" height="300"/);
    expect(sent!.content).toContain('<title>Spring menu</title>');
  });

  it('says what is wrong with the size and makes nothing until it is right', async () => {
    const { main, user } = setup();
    await user.clear(sizeField());
    await user.type(sizeField(), '100');
    await user.tab();
    expect(screen.getByText('The size must be at least 128 pixels.')).toBeTruthy();
    expect(sizeField().getAttribute('aria-invalid')).toBe('true');

    await user.clear(sizeField());
    await user.type(sizeField(), '5000');
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect(screen.getByText('The size must be at most 4096 pixels.')).toBeTruthy();
    expect(document.activeElement).toBe(sizeField());

    await user.clear(sizeField());
    await user.type(sizeField(), 'large');
    expect(screen.getByText('Enter the size as a whole number of pixels, from 128 to 4096.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    expect(main.sent('saveFile')).toEqual([]);
    expect(main.sent('copyImage')).toEqual([]);
  });

  it('says nothing when the person cancels the save dialog', async () => {
    const { main, user, store } = setup();
    main.answer('saveFile', { saved: false });
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    await waitFor(() => expect(main.sent('saveFile')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Making the PNG…')).toBeNull());
    expect(screen.queryByText(/^Saved/)).toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });

  it('reports a failed save and saves on retry', async () => {
    const { main, user } = setup();
    main.failNext('saveFile', { code: 'internal', message: 'The disk is full.' });
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The PNG was not saved.');
    expect(alert.textContent).toContain('The disk is full.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Saved spring-menu-1024.png.');
    expect(main.sent('saveFile')).toHaveLength(2);
  });

  it('warns, without refusing, when the exported image does not read back', async () => {
    const { main, user } = setup();
    decode.mockResolvedValue(null);
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    await screen.findByText('Saved spring-menu-1024.png.');
    expect(screen.getByRole('alert').textContent).toBe(
      'Linkdesk could not read the exported image back as a QR code, so it may not scan. Test it with a phone before printing.',
    );
    expect(main.sent('saveFile')).toHaveLength(1);
  });

  it('copies the code as a PNG image', async () => {
    const { main, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Copy image' }));
    await screen.findByText('Copied the code as a 1024 × 1024 pixel image.');
    expect(main.sent('copyImage')).toEqual([{ pngBase64: 'PNG1024' }]);
  });

  it('exports the installation’s own image of a code Linkdesk did not design', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    const { main, account, user } = setup({ kind: 'installation', link: qr.link, expected: null });
    main.answer('getQrImage', { svg });
    await user.click(screen.getByRole('button', { name: 'Save SVG' }));
    await screen.findByText('Saved spring-menu.svg.');
    expect(main.sent('getQrImage')).toEqual([{ accountId: account.id, link: qr.link, priority: 'user' }]);
    expect(main.sent('saveFile')).toEqual([
      { suggestedName: 'spring-menu.svg', content: svg, encoding: 'utf8' },
    ]);

    main.failNext('getQrImage', { code: 'network', message: 'The installation could not be reached.' });
    await user.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The installation could not be reached.',
    );
  });

  it('waits, saying so, while the code is still being prepared', async () => {
    const { main, user } = setup(null);
    expect(screen.getByText('Preparing the code for export…')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save PNG' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect(main.sent('saveFile')).toEqual([]);
  });
});
