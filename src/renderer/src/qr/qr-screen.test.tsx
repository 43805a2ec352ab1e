// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrCode } from '../../../shared/ipc/resources.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import type { QrDesignSummary } from '../../../shared/qr/summary.ts';
import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { svgDataUrl } from '../components/images/fetched-images.ts';
import { FakeMain, fakeQrSvg } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import type { QrFormDialogProps } from './form/QrFormDialog.tsx';
import { decodeQr } from './preview/decoder.ts';
import { QrScreen } from './QrScreen.tsx';

/*
 * The form dialog has its own tests; here a stand-in shows which mode it was opened in and saves on a click,
 * so these tests see what the screen does around it. jsdom has no canvas or WebAssembly, so the preview, the
 * logo decoder, the QR decoder and the export's canvas steps are stood in for too.
 */
vi.mock('./form/QrFormDialog.tsx', () => ({
  QrFormDialog: ({ mode, onSaved, onClose }: QrFormDialogProps) => (
    <div role="dialog" aria-label="QR code form">
      <p>
        {mode.kind === 'create'
          ? 'Creating'
          : `Editing ${mode.qr.id} from ${mode.design ? mode.design.type : 'no'} design`}
      </p>
      {mode.kind === 'edit' ? (
        <p>{`Named ${mode.qr.name || 'nothing'}, read as ${JSON.stringify(mode.read ?? null)}`}</p>
      ) : null}
      <button
        type="button"
        onClick={() =>
          onSaved(
            mode.kind === 'create'
              ? { id: 9, link: 'https://links.example.com/qr/new', name: 'Poster' }
              : { id: mode.qr.id, link: null, name: '' },
          )
        }
      >
        Stand-in save
      </button>
      <button type="button" onClick={onClose}>
        Stand-in close
      </button>
    </div>
  ),
}));
vi.mock('./preview/QrPreview.tsx', () => ({
  QrPreview: ({ label, content }: { label: string; content: string | null }) => (
    <figure role="img" aria-label={label}>
      {content}
    </figure>
  ),
}));
vi.mock('./preview/logo-image.ts', () => ({ loadLogo: () => Promise.reject(new Error('No logos here.')) }));
vi.mock('./preview/decoder.ts', () => ({ decodeQr: vi.fn() }));
vi.mock('./export/canvas.ts', () => ({
  pngBase64: () => Promise.resolve(''),
  svgRaster: () => Promise.resolve(null),
}));

let restoreLayout: () => void;
beforeAll(() => {
  installDialogStandIns();
  restoreLayout = giveListsAHeight();
});
afterAll(() => restoreLayout());
afterEach(cleanup);
// What the installation's image of a code made elsewhere reads as; nothing unless a test says.
const decode = vi.mocked(decodeQr);
beforeEach(() => decode.mockReset().mockResolvedValue(null));

function code(id: number, name: string, scans: number): QrCode {
  return {
    id,
    name,
    scans,
    link: `https://links.example.com/qr/code-${id}`,
    date: `2026-01-0${id} 10:00:00`,
  };
}

const CODES = [code(1, 'Spring menu', 120), code(2, '', 4), code(3, 'Wi-Fi at the café', 0)];

const design: QrDesign = {
  type: 'link',
  data: 'https://example.com/spring',
  name: 'Spring menu',
  foreground: 'rgb(0,0,0)',
  background: 'rgb(255,255,255)',
  logo: null,
  logoScale: 0.22,
  logoFile: null,
  savedAt: '2026-01-01T10:00:00.000Z',
};

async function renderScreen(
  items: QrCode[] = CODES,
  summaries: QrDesignSummary[] = [],
  revision: 'current' | 'legacy' = 'current',
) {
  const main = new FakeMain();
  const account = main.seedAccount({ revision });
  main.answer('getQrDesigns', summaries);
  main.answer('listQrCodes', {
    data: { items, total: items.length, page: 1, maxPage: 1, perPage: 15 },
    stale: null,
  });
  const view = renderWithMain(
    <>
      <QrScreen />
      <ToastHost />
    </>,
    main,
  );
  await act(() => view.store.getState().loadAccounts());
  const grid = await screen.findByRole('grid', { name: 'QR codes' });
  return { main, account, grid, ...view };
}

const rowOf = (grid: HTMLElement, text: string) =>
  within(grid)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('the QR codes screen', () => {
  it('lists the codes with their picture, scans and date', async () => {
    const { grid } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'QR codes' })).toBeTruthy();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', 'Name', 'Code', 'Scans', 'Created', 'Actions']);
    const spring = rowOf(grid, 'Spring menu');
    expect(within(spring).getByText('120')).toBeTruthy();
    // Fetched by main as the installation's SVG: the window loads no image from the web.
    await waitFor(() =>
      expect(spring.querySelector('img')?.getAttribute('src')).toBe(
        svgDataUrl(fakeQrSvg('https://links.example.com/qr/code-1')),
      ),
    );
    expect(spring.querySelector('img')?.getAttribute('alt')).toBe('');
    const untitled = rowOf(grid, 'Untitled');
    expect(within(untitled).getByText('Untitled').className).toBe('muted');
    expect(within(untitled).getByRole('button', { name: 'Edit QR code 2' })).toBeTruthy();
    expect(within(untitled).getByRole('checkbox', { name: 'Select QR code 2' })).toBeTruthy();
  });

  it('searches by name and by what Linkdesk knows of the content, never by image address', async () => {
    const { grid, user } = await renderScreen(CODES, [
      { id: 2, type: 'link', name: '', content: 'example.com/menu' },
    ]);
    const search = () => screen.getByLabelText('Search QR codes by name or content');
    await user.type(search(), 'café');
    await waitFor(() => expect(within(grid).queryByText('Spring menu')).toBeNull());
    expect(within(grid).getByText('Wi-Fi at the café')).toBeTruthy();
    await user.clear(search());
    await user.type(search(), 'url menu');
    await waitFor(() => expect(within(grid).queryByText('Wi-Fi at the café')).toBeNull());
    expect(within(grid).getByText('URL · example.com/menu')).toBeTruthy();
    // Every code's image address holds "/qr/": it must not make every code match.
    await user.clear(search());
    await user.type(search(), 'qr');
    expect(await screen.findByText(/^No QR codes match “qr”/)).toBeTruthy();
  });

  it('exports the list as CSV with id, name, scans, date, type, content and image address', async () => {
    const { main, user } = await renderScreen(CODES, [{ id: 2, type: 'wifi', name: '', content: 'Guests' }]);
    main.answer('saveFile', { saved: true });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(main.sent('saveFile')).toHaveLength(1));
    const [sent] = main.sent('saveFile') as { suggestedName: string; content: string }[];
    expect(sent!.suggestedName).toMatch(/^qr-codes-\d{4}-\d\d-\d\d\.csv$/);
    expect(sent!.content.split('\r\n').slice(0, 3)).toEqual([
      'ID,Name,Scans,Created,Type,Content,Link',
      '1,Spring menu,120,2026-01-01 10:00:00,,,https://links.example.com/qr/code-1',
      // A static code's scans are not counted: no number rather than a 0 that would read as none.
      '2,,,2026-01-02 10:00:00,Wi-Fi network,Guests,https://links.example.com/qr/code-2',
    ]);
  });

  it('shows what Linkdesk knows of each code, from one call for the whole list, on a legacy installation', async () => {
    // Legacy installations keep no names: every code comes without one.
    const unnamed = [code(1, '', 120), code(2, '', 0), code(3, '', 7)];
    const { main, account, grid } = await renderScreen(
      unnamed,
      [
        { id: 1, type: 'link', name: 'Spring menu', content: 'example.com/spring' },
        { id: 2, type: 'wifi', name: '', content: 'Cafe' },
      ],
      'legacy',
    );
    const spring = rowOf(grid, 'Spring menu');
    expect(within(spring).getByText('URL · example.com/spring')).toBeTruthy();
    expect(within(spring).getByText('120')).toBeTruthy();
    expect(within(spring).getByRole('checkbox', { name: 'Select Spring menu' })).toBeTruthy();
    expect(within(spring).getByRole('button', { name: 'Edit Spring menu' })).toBeTruthy();

    const cafe = rowOf(grid, 'Wi-Fi · Cafe');
    expect(within(cafe).getByText('Untitled').className).toBe('muted');
    // A static code: its scans cannot be counted, and a 0 would say nobody scanned it.
    expect(within(cafe).getByText('Not counted')).toBeTruthy();
    expect(within(cafe).queryByText('0')).toBeNull();

    // Made elsewhere: nothing more is known, and its count is the installation's.
    const other = within(grid).getByRole('checkbox', { name: 'Select QR code 3' }).closest('[role="row"]')!;
    expect(other.textContent).toContain('Untitled');
    expect(other.textContent).toContain('7');
    expect(other.textContent).not.toContain('·');
    expect(main.sent('getQrDesigns')).toEqual([{ accountId: account.id }]);
  });

  it('lists the codes when the designs cannot be read, without the lines about them', async () => {
    const main = new FakeMain();
    main.seedAccount({ revision: 'current' });
    main.failNext('getQrDesigns', { code: 'internal', message: 'The design store could not be opened.' });
    main.answer('listQrCodes', {
      data: { items: CODES, total: CODES.length, page: 1, maxPage: 1, perPage: 15 },
      stale: null,
    });
    const view = renderWithMain(<QrScreen />, main);
    await act(() => view.store.getState().loadAccounts());
    const grid = await screen.findByRole('grid', { name: 'QR codes' });
    expect(within(grid).getByText('Spring menu')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a new code’s details once it is created', async () => {
    const { main, account, user } = await renderScreen();
    main.answer('getQrCode', { data: { qr: code(9, 'Poster', 0), statistics: null }, stale: null });
    main.answer('getQrDesign', null);
    const loads = main.sent('listQrCodes').length;
    await user.click(screen.getByRole('button', { name: 'New QR code' }));
    const form = await screen.findByRole('dialog', { name: 'QR code form' });
    expect(form.textContent).toContain('Creating');
    await user.click(within(form).getByRole('button', { name: 'Stand-in save' }));

    const details = await screen.findByRole('complementary', { name: 'Details of Poster' });
    expect(screen.queryByRole('dialog', { name: 'QR code form' })).toBeNull();
    expect(main.sent('getQrCode')).toEqual([{ accountId: account.id, id: 9, priority: 'user' }]);
    expect(
      await within(details).findByRole('img', { name: 'QR code of Poster, as your server draws it' }),
    ).toBeTruthy();
    await waitFor(() => expect(main.sent('listQrCodes').length).toBeGreaterThan(loads));
    expect(screen.getByText('Created QR code “Poster”.')).toBeTruthy();
  });

  it('reads the saved design before opening an edit', async () => {
    const { main, account, user } = await renderScreen();
    main.answer('getQrDesign', design);
    await user.click(screen.getByRole('button', { name: 'Edit Spring menu' }));
    const form = await screen.findByRole('dialog', { name: 'QR code form' });
    expect(form.textContent).toContain('Editing 1 from link design');
    expect(main.sent('getQrDesign')).toEqual([{ accountId: account.id, id: 1 }]);
    await user.click(within(form).getByRole('button', { name: 'Stand-in save' }));
    expect(await screen.findByText('Saved Spring menu.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'QR code form' })).toBeNull();

    main.answer('getQrDesign', null);
    await user.click(screen.getByRole('button', { name: 'Edit QR code 2' }));
    expect((await screen.findByRole('dialog', { name: 'QR code form' })).textContent).toContain(
      'Editing 2 from no design',
    );
  });

  it('reads a code made elsewhere from its image before opening an edit', async () => {
    const { main, account, user } = await renderScreen();
    main.answer('getQrDesign', null);
    decode.mockResolvedValue('WIFI:S:Cafe;T:WPA;P:secret;;');
    await user.click(screen.getByRole('button', { name: 'Edit Wi-Fi at the café' }));
    const form = await screen.findByRole('dialog', { name: 'QR code form' });
    expect(form.textContent).toContain('Editing 3 from no design');
    expect(form.textContent).toContain(
      'read as {"kind":"static","content":{"type":"wifi","data":{"ssid":"Cafe","pass":"secret","encryption":"wpa"}}}',
    );
    expect(main.sent('getQrImage')).toContainEqual({
      accountId: account.id,
      link: 'https://links.example.com/qr/code-3',
      priority: 'background',
    });
    await user.click(within(form).getByRole('button', { name: 'Stand-in close' }));

    // An image that carries the code's short link: a dynamic code, whose content the image cannot tell.
    decode.mockResolvedValue('https://links.example.com/code-1');
    await user.click(screen.getByRole('button', { name: 'Edit Spring menu' }));
    expect((await screen.findByRole('dialog', { name: 'QR code form' })).textContent).toContain(
      'read as {"kind":"dynamic"}',
    );
  });

  it('opens the edit empty when the image cannot be read, and fetches a saved code’s image again', async () => {
    const { main, user } = await renderScreen();
    main.answer('getQrDesign', null);
    await user.click(screen.getByRole('button', { name: 'Edit Spring menu' }));
    const form = await screen.findByRole('dialog', { name: 'QR code form' });
    expect(form.textContent).toContain('Named Spring menu, read as null');
    const fetches = () =>
      main.sent('getQrImage').filter((request) => (request as { link: string }).link.endsWith('/code-1'))
        .length;
    const before = fetches();
    await user.click(within(form).getByRole('button', { name: 'Stand-in save' }));
    expect(await screen.findByText('Saved Spring menu.')).toBeTruthy();
    // Saved at the same address, drawn anew: the thumbnail must not keep the old picture.
    await waitFor(() => expect(fetches()).toBeGreaterThan(before));
  });

  it('says when the design cannot be read, and tries again', async () => {
    const { main, user } = await renderScreen();
    main.failNext('getQrDesign', { code: 'internal', message: 'The design store could not be opened.' });
    main.answer('getQrDesign', design);
    await user.click(screen.getByRole('button', { name: 'Edit Spring menu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Linkdesk could not open Spring menu for editing.');
    expect(alert.textContent).toContain('The design store could not be opened.');
    expect(screen.queryByRole('dialog', { name: 'QR code form' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'QR code form' })).toBeTruthy();
  });

  it('opens a code’s details from its row', async () => {
    const { main, user } = await renderScreen();
    main.answer('getQrCode', { data: { qr: CODES[0]!, statistics: null }, stale: null });
    main.answer('getQrDesign', design);
    await user.click(screen.getByRole('button', { name: 'Details of Spring menu' }));
    const details = await screen.findByRole('complementary', { name: 'Details of Spring menu' });
    expect((await within(details).findByRole('img', { name: 'QR code of Spring menu' })).textContent).toBe(
      'https://links.example.com/code-1',
    );
    await user.click(within(details).getByRole('button', { name: 'Close the details of Spring menu' }));
    expect(screen.queryByRole('complementary', { name: 'Details of Spring menu' })).toBeNull();
  });

  it('deletes with undo, one code or the selection', async () => {
    const { main, grid, user } = await renderScreen();
    main.answer('scheduleDelete', { pendingId: 'p1', dueAt: new Date(Date.now() + 8000).toISOString() });
    main.answer('undoDelete', { undone: true });
    await user.click(screen.getByRole('button', { name: 'Delete Spring menu' }));
    await waitFor(() => expect(within(grid).queryByText('Spring menu')).toBeNull());
    expect(main.sent('scheduleDelete')).toEqual([expect.objectContaining({ kind: 'qr', ids: [1] })]);
    expect(await screen.findByText('Deleted “Spring menu”.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(await within(grid).findByText('Spring menu')).toBeTruthy();

    await user.click(within(grid).getByRole('checkbox', { name: 'Select QR code 2' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select Wi-Fi at the café' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    await waitFor(() => expect(main.sent('scheduleDelete')).toHaveLength(2));
    expect(main.sent('scheduleDelete')[1]).toMatchObject({ kind: 'qr', ids: [2, 3] });
    expect(main.sent('deleteQrCode')).toEqual([]);
  });

  it('offers n, e, Delete and / as the other lists do', async () => {
    const { store, grid, user } = await renderScreen();
    expect(Object.keys(store.getState().screenCommands).sort()).toEqual(['create', 'focusSearch']);
    await user.click(within(grid).getByRole('checkbox', { name: 'Select Spring menu' }));
    expect(Object.keys(store.getState().screenCommands).sort()).toEqual([
      'create',
      'deleteSelection',
      'edit',
      'extra',
      'focusSearch',
    ]);
    // With a code selected, the palette also offers to put it in a channel, and to print or save it.
    expect(store.getState().screenCommands.extra?.map((command) => command.label)).toEqual([
      'Add Spring menu to a channel…',
      'Print or save Spring menu…',
    ]);
    act(() => store.getState().screenCommands.focusSearch?.());
    expect(document.activeElement).toBe(screen.getByLabelText('Search QR codes by name or content'));
    act(() => store.getState().screenCommands.create?.());
    expect(await screen.findByRole('dialog', { name: 'QR code form' })).toBeTruthy();
  });
});
