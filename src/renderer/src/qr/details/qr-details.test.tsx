// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cached, QrDetails, Staleness, Statistics } from '../../../../shared/ipc/resources.ts';
import type { LogoFile, QrDesign } from '../../../../shared/qr/design.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { installDialogStandIns } from '../../testing/jsdom-dialog.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { decodeQr } from '../preview/decoder.ts';
import { QrDetailsPane } from './QrDetailsPane.tsx';

/*
 * jsdom has no canvas and no WebAssembly: the preview, the logo decoder, the QR decoder and the export's canvas
 * steps are stood in for. The stand-in preview shows what it was asked to draw, which is what these tests check;
 * the real drawing is tested under Node (the engine) and in Chromium (end to end).
 */
vi.mock('../preview/QrPreview.tsx', () => ({
  QrPreview: (props: { content: string | null; label: string; logo: { file: LogoFile } | null }) => (
    <figure role="img" aria-label={props.label}>
      <figcaption>{`Draws ${props.content ?? 'nothing'} ${props.logo ? `with ${props.logo.file.name}` : 'without a logo'}`}</figcaption>
    </figure>
  ),
}));
vi.mock('../preview/logo-image.ts', () => ({
  loadLogo: (file: LogoFile) =>
    file.name === 'broken.png'
      ? Promise.reject(new Error('broken.png could not be read as a PNG image; the file may be damaged.'))
      : Promise.resolve({
          file,
          width: 10,
          height: 10,
          dataUrl: 'data:image/png;base64,AA==',
          pixelsAt: () => null,
        }),
}));
vi.mock('../preview/decoder.ts', () => ({ decodeQr: vi.fn() }));
vi.mock('../export/canvas.ts', () => ({
  pngBase64: () => Promise.resolve(''),
  svgRaster: () => Promise.resolve(null),
}));

beforeAll(installDialogStandIns);
// What the installation's image of a code made elsewhere reads as; nothing unless a test says.
const decode = vi.mocked(decodeQr);
beforeEach(() => decode.mockReset().mockResolvedValue(null));
afterEach(cleanup);

const LINK = 'https://links.example.com/qr/menu';

const statistics: Statistics = {
  clicks: 1234,
  uniqueClicks: 987,
  topCountries: { Germany: 40, 'United States': 120 },
  topReferrers: {},
  topBrowsers: { Firefox: 12 },
  topOs: { Android: 30 },
  socialCount: { facebook: 5, twitter: 0, instagram: 17 },
};

function details(stats: Statistics | null, stale: Staleness | null = null): Cached<QrDetails> {
  return {
    data: {
      qr: { id: 7, link: LINK, scans: 42, name: 'Spring menu', date: '2026-01-05 10:00:00' },
      statistics: stats,
    },
    stale,
  };
}

function design(overrides: Partial<QrDesign> = {}): QrDesign {
  return {
    type: 'link',
    data: 'https://example.com/spring-menu',
    name: 'Spring menu',
    foreground: 'rgb(10,20,30)',
    background: 'rgb(255,255,255)',
    logo: null,
    logoScale: 0.22,
    logoFile: null,
    savedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function setup(answer: Cached<QrDetails>, saved: QrDesign | null) {
  const main = new FakeMain();
  const account = main.seedAccount();
  main.answer('getQrCode', answer);
  main.answer('getQrDesign', saved);
  let closed = 0;
  const view = renderWithMain(
    <QrDetailsPane
      api={main.api}
      accountId={account.id}
      id={7}
      known={null}
      link={LINK}
      onClose={() => void closed++}
    />,
    main,
  );
  return { main, account, closed: () => closed, ...view };
}

const fact = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a QR code’s details', () => {
  it('shows a dynamic code drawn from its design, its short link, statistics and social counts', async () => {
    const { main, account, user } = setup(details(statistics), design());
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    const code = await within(dialog).findByRole('img', { name: 'QR code of Spring menu' });
    // A dynamic code prints the installation's short link, not the content.
    expect(code.textContent).toBe('Draws https://links.example.com/menu without a logo');
    expect(
      within(dialog).getByText('Drawn by Linkdesk from the design saved on this computer.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('https://links.example.com/menu', { selector: 'code' })).toBeTruthy();

    // The installation is asked once the pane stays on the code.
    await waitFor(() => expect(fact(dialog, 'Name')).toBe('Spring menu'));
    expect(fact(dialog, 'Type')).toBe('Web link');
    expect(fact(dialog, 'Scans')).toBe('42');
    expect(fact(dialog, 'Clicks')).toBe((1234).toLocaleString());
    expect(fact(dialog, 'Unique clicks')).toBe('987');
    const countries = within(within(dialog).getByRole('region', { name: 'Top countries' }));
    expect(countries.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CountryClicks',
      'United States120',
      'Germany40',
    ]);
    expect(
      within(within(dialog).getByRole('region', { name: 'Top referrers' })).getByText('No clicks yet.'),
    ).toBeTruthy();
    const social = within(dialog).getByRole('region', { name: 'Social counts' });
    expect(fact(social, 'Facebook')).toBe('5');
    expect(fact(social, 'Twitter')).toBe('0');
    expect(fact(social, 'Instagram')).toBe('17');

    main.answer('copyText', { copied: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy short link' }));
    // Main writes the clipboard: Electron's session refuses the window's own writes.
    expect(main.sent('copyText')).toEqual([{ text: 'https://links.example.com/menu' }]);
    expect(await within(dialog).findByText('Copied https://links.example.com/menu')).toBeTruthy();
    expect(main.sent('getQrCode')).toEqual([{ accountId: account.id, id: 7, priority: 'user' }]);
    expect(main.sent('getQrDesign')).toEqual([{ accountId: account.id, id: 7 }]);
  });

  it('says a static code has no statistics, and draws its own content', async () => {
    const wifi = design({ type: 'wifi', data: { ssid: 'Cafe', pass: 'secret12', encryption: 'wpa' } });
    setup(details(null), wifi);
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    expect(
      await within(dialog).findByText(
        'Static codes carry their content directly, so the installation cannot count their scans.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'QR code of Spring menu' }).textContent).toBe(
      'Draws WIFI:S:Cafe;T:WPA;P:secret12;; without a logo',
    );
    expect(within(dialog).queryByText('Top countries')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copy short link' })).toBeNull();
    // Only the sentence: a count of 0 beside it would say nobody scanned the code.
    expect(within(dialog).queryByText('Scans', { selector: 'dt' })).toBeNull();
    expect(fact(dialog, 'Type')).toBe('Wi-Fi network');
    expect(fact(dialog, 'Network name')).toBe('Cafe');
    expect(fact(dialog, 'Encryption')).toBe('WPA/WPA2');
  });

  it('hides a network’s password until asked, and never shows its length', async () => {
    const wifi = design({ type: 'wifi', data: { ssid: 'Cafe', pass: 'secret12', encryption: 'wpa' } });
    const { user } = setup(details(null), wifi);
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    await within(dialog).findByText('Network name', { selector: 'dt' });
    // The facts, not the stand-in preview (which prints what it would draw).
    const facts = () => dialog.querySelector('dl.facts')!.textContent;
    expect(facts()).not.toContain('secret12');
    expect(within(dialog).getByRole('img', { name: 'Password hidden' }).textContent).toBe('••••••••');
    const show = within(dialog).getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(fact(dialog, 'Password')).toBe('secret12Hide password');
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(show.textContent).toBe('Hide password');
    await user.click(show);
    expect(facts()).not.toContain('secret12');
  });

  it('reads a Wi-Fi code made elsewhere into its facts, its password hidden too', async () => {
    decode.mockResolvedValue('WIFI:T:WPA;S:Bistro;P:hunter22;;');
    const { main } = setup(details(null), null);
    main.answer('getQrImage', { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    await waitFor(() => expect(fact(dialog, 'Network name')).toBe('Bistro'));
    expect(fact(dialog, 'Type')).toBe('Wi-Fi network');
    expect(within(dialog).queryByText('Content', { selector: 'dt' })).toBeNull();
    expect(dialog.textContent).not.toContain('hunter22');
    expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(within(dialog).queryByText('Scans', { selector: 'dt' })).toBeNull();
  });

  it('names a code by the name kept with its design when the installation has none (legacy)', async () => {
    const unnamed = details(statistics);
    unnamed.data.qr.name = '';
    setup(unnamed, design({ name: 'Door sign' }));
    const dialog = await screen.findByRole('complementary', { name: 'Details of Door sign' });
    await waitFor(() => expect(fact(dialog, 'Name')).toBe('Door sign'));
    expect(fact(dialog, 'Web address')).toBe('https://example.com/spring-menu');
  });

  it('shows the installation’s image of a code made elsewhere, and reads the short link from it', async () => {
    decode.mockResolvedValue('https://links.example.com/menu');
    const { main, account } = setup(details(statistics), null);
    main.answer('getQrImage', { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    const image = await within(dialog).findByRole('img', {
      name: 'QR code of Spring menu, as your server draws it',
    });
    // Fetched by main: the window loads no image from the web.
    expect(image.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    expect(
      within(dialog).getByText(
        'This code was made outside Linkdesk, so this picture of it comes from your server.',
      ),
    ).toBeTruthy();
    // Its image carries the short link (the image's address without "/qr"): a dynamic code.
    expect(
      await within(dialog).findByText('https://links.example.com/menu', { selector: 'code' }),
    ).toBeTruthy();
    expect(main.sent('getQrImage')).toEqual([{ accountId: account.id, link: LINK, priority: 'background' }]);
    expect(fact(dialog, 'Clicks')).toBe((1234).toLocaleString());
  });

  it('says a static code made elsewhere has no statistics, even when the installation answers zeros', async () => {
    decode.mockResolvedValue('made elsewhere');
    const zeros = { ...statistics, clicks: 0, uniqueClicks: 0, topCountries: {}, topBrowsers: {}, topOs: {} };
    const { main } = setup(details(zeros), null);
    main.answer('getQrImage', { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    expect(
      await within(dialog).findByText(
        'Static codes carry their content directly, so the installation cannot count their scans.',
      ),
    ).toBeTruthy();
    expect(fact(dialog, 'Content')).toBe('made elsewhere');
    expect(within(dialog).queryByText('Short link in the code')).toBeNull();
  });

  it('shows what the installation answers when its image cannot be read (offline)', async () => {
    const { main, user } = setup(details(statistics), null);
    main.failNext('getQrImage', { code: 'network', message: 'The installation could not be reached.' });
    const dialog = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    await waitFor(() => expect(main.sent('getQrImage')).toHaveLength(1));
    expect(await within(dialog).findByText('Unique clicks')).toBeTruthy();
    expect(within(dialog).queryByText('Short link in the code')).toBeNull();
    expect(decode).not.toHaveBeenCalled();
    // The picture says it could not be loaded, and loads on request once the installation answers.
    expect(
      await within(dialog).findByText(
        'Your server’s picture of this code could not be loaded. Check the connection and try again.',
      ),
    ).toBeTruthy();
    main.answer('getQrImage', { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('img', {
        name: 'QR code of Spring menu, as your server draws it',
      }),
    ).toBeTruthy();
    expect(main.sent('getQrImage')).toHaveLength(2);
  });

  it('draws the design’s local logo, and the URL logo main fetches', async () => {
    const file: LogoFile = { name: 'logo.png', mediaType: 'image/png', base64: 'iVBORw0KGgo=' };
    const first = setup(details(statistics), design({ logoFile: file }));
    expect((await screen.findByRole('img', { name: 'QR code of Spring menu' })).textContent).toBe(
      'Draws https://links.example.com/menu with logo.png',
    );
    expect(first.main.sent('fetchQrLogo')).toEqual([]);
    cleanup();

    const second = setup(details(statistics), design({ logo: 'https://cdn.example.com/brand.png' }));
    second.main.answer('fetchQrLogo', { name: 'brand.png', mediaType: 'image/png', base64: 'iVBORw0KGgo=' });
    expect((await screen.findByRole('img', { name: 'QR code of Spring menu' })).textContent).toBe(
      'Draws https://links.example.com/menu with brand.png',
    );
    expect(second.main.sent('fetchQrLogo')).toEqual([
      { accountId: second.account.id, url: 'https://cdn.example.com/brand.png', priority: 'user' },
    ]);
  });

  it('draws the code without a logo that cannot be had, and says why', async () => {
    const { main } = setup(details(statistics), design({ logo: 'https://cdn.example.com/brand.png' }));
    main.failNext('fetchQrLogo', { code: 'network', message: 'cdn.example.com could not be reached.' });
    expect((await screen.findByRole('img', { name: 'QR code of Spring menu' })).textContent).toBe(
      'Draws https://links.example.com/menu without a logo',
    );
    expect(
      screen.getByText(
        'Linkdesk could not fetch the logo at https://cdn.example.com/brand.png, so the code is shown without it here: cdn.example.com could not be reached.',
      ),
    ).toBeTruthy();
  });

  it('says when it shows the offline copy, and asks again', async () => {
    const stale: Staleness = {
      savedAt: '2026-01-06T09:00:00.000Z',
      reason: { code: 'network', message: 'The installation could not be reached.' },
    };
    const { main, user } = setup(details(statistics, stale), design());
    const notice = await screen.findByText(/^Offline: showing this QR code as Linkdesk last saw it/);
    expect(notice.textContent).toContain('The installation could not be reached.');
    // The design is on this computer: the code is still drawn.
    expect(screen.getByRole('img', { name: 'QR code of Spring menu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(main.sent('getQrCode')).toHaveLength(2));
  });

  it('reports a failed load with a retry, and closes', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    main.failNext('getQrCode', { code: 'timeout', message: 'The installation took too long to answer.' });
    main.answer('getQrCode', details(statistics));
    main.answer('getQrDesign', null);
    let closed = 0;
    const { user } = renderWithMain(
      <QrDetailsPane
        api={main.api}
        accountId={account.id}
        id={7}
        known={null}
        link={null}
        onClose={() => void closed++}
      />,
      main,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The QR code could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('complementary', { name: 'Details of Spring menu' })).toBeTruthy();
    expect(await screen.findByText('Unique clicks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close the details of Spring menu' }));
    expect(closed).toBe(1);
  });
});
