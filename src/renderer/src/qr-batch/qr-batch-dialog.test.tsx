// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/ipc/resources.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import { chooseOption, chosenOption } from '../testing/controls.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { batchCodeOfLink, batchCodeOfQrRow, type BatchCode } from './batch-code.ts';
import type { BatchTools } from './batch-outcome.ts';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { QrBatchDialog } from './QrBatchDialog.tsx';
import { batchTools, design, qrRow, readWithJsqr } from './testing-batch.ts';

beforeAll(installDialogStandIns);
afterEach(cleanup);

const link = (id: number, alias: string): Link => ({
  id,
  alias,
  shorturl: `https://sho.rt/${alias}`,
  longurl: 'https://shop.example.com/',
  title: '',
  description: '',
  clicks: 0,
  uniqueclicks: 0,
  date: '2026-05-01',
  domain: null,
  campaign: null,
  channel: [],
});

const dark = design({ name: 'Dark', foreground: 'rgb(255,255,255)', background: 'rgb(0,0,0)' });

/** The dialog over `codes`, with tools whose decoder is jsQR (jsdom has no canvas, and zxing is tested apart). */
function setup(
  codes: BatchCode[],
  designs = new Map<number, QrDesign>(),
  wrap?: (tools: BatchTools) => BatchTools,
) {
  const main = new FakeMain();
  const account = main.seedAccount();
  main.answer('saveFile', { saved: true, savedId: 'saved-1' });
  main.answer('showSavedFile', { shown: true });
  const tools = () => {
    const made: BatchTools = {
      ...batchTools(designs),
      decode: (image) => Promise.resolve(readWithJsqr(image)),
    };
    return wrap ? wrap(made) : made;
  };
  let closed = 0;
  const view = renderWithMain(
    <>
      <QrBatchDialog
        api={main.api}
        accountId={account.id}
        codes={codes}
        title="Print or save 3 QR codes"
        onClose={() => closed++}
        tools={tools}
      />
      <ToastHost />
    </>,
    main,
  );
  return { main, ...view, closed: () => closed };
}

const dialog = () => screen.getByRole('dialog', { name: 'Print or save 3 QR codes' });

describe('the batch dialog', () => {
  it('offers a PDF sheet first, and says how the codes fit on the paper', async () => {
    const { user } = setup([1, 2, 3].map((id) => batchCodeOfLink(link(id, `code-${id}`))));
    expect(screen.getByRole('radio', { name: /^PDF sheet for printing/ })).toHaveProperty('checked', true);
    expect(dialog().textContent).toContain('20 codes a page (4 across, 5 down), 1 page.');
    await user.clear(screen.getByLabelText('Code size in mm'));
    await user.type(screen.getByLabelText('Code size in mm'), '100');
    expect(dialog().textContent).toContain('2 codes a page (1 across, 2 down), 2 pages.');
    // jsdom's language is en-US: Letter comes first there.
    expect(chosenOption('Paper')).toBe('Letter (8.5 × 11 in)');
    await chooseOption(user, 'Paper', 'A4 (210 × 297 mm)');
    expect(chosenOption('Paper')).toBe('A4 (210 × 297 mm)');
    expect(dialog().textContent).toContain('2 codes a page (1 across, 2 down)');
  });

  it('refuses a size out of range, and starts nothing until it is right', async () => {
    const { main, user } = setup([batchCodeOfLink(link(1, 'a'))]);
    await user.clear(screen.getByLabelText('Code size in mm'));
    await user.type(screen.getByLabelText('Code size in mm'), '8');
    await user.click(screen.getByRole('button', { name: 'Export 1 code' }));
    expect(screen.getByText('The size must be at least 15 mm.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code size in mm'));

    await user.click(screen.getByRole('radio', { name: /^ZIP of PNG images/ }));
    await user.clear(screen.getByLabelText('Size in pixels'));
    await user.type(screen.getByLabelText('Size in pixels'), '5000');
    await user.click(screen.getByRole('button', { name: 'Export 1 code' }));
    expect(screen.getByText('The size must be at most 4096 pixels.')).toBeTruthy();
    expect(main.sent('saveFile')).toEqual([]);
  });

  it('refuses before drawing a batch whose file could never be saved', async () => {
    const codes = Array.from({ length: 1800 }, (_, index) => batchCodeOfLink(link(index + 1, `c${index}`)));
    let decoded = 0;
    const { main, user } = setup(codes, new Map(), (tools) => ({
      ...tools,
      decode: (image) => {
        decoded++;
        return tools.decode(image);
      },
    }));
    await user.click(screen.getByRole('radio', { name: /^ZIP of PNG images/ }));
    await user.click(screen.getByRole('button', { name: '4096 px' }));
    await user.click(screen.getByRole('button', { name: 'Export 1,800 codes' }));
    expect(
      await screen.findByText(
        /^The file would be at least 40\.\d MB; Linkdesk saves files of up to 37\.5 MB\. Choose a smaller size, or fewer codes at a time\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^ZIP of PNG images/ })).toHaveProperty('checked', true);
    expect(decoded).toBe(0);
    expect(main.sent('saveFile')).toEqual([]);
    // The smaller size the refusal asks for: the refusal of the larger one goes with it.
    await user.click(screen.getByRole('button', { name: '512 px' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a PDF of the codes that scan, and names the one left out and why', async () => {
    const codes = [
      batchCodeOfLink(link(1, 'spring')),
      batchCodeOfQrRow(qrRow(9, 'Dark', 'dark')),
      batchCodeOfLink(link(2, 'summer')),
    ];
    const { main, user } = setup(codes, new Map([[9, dark]]));
    await user.click(screen.getByRole('button', { name: 'Export 3 codes' }));
    // Said in a toast, as every saved file is; the dialog stays for the code left out.
    const saved = await screen.findByText(/^Saved qr-codes-\d{4}-\d{2}-\d{2}\.pdf: 2 codes on 1 page\.$/);
    expect(saved.closest('.toast')).not.toBeNull();
    expect(within(dialog()).queryByText(/^Saved/)).toBeNull();
    const leftOut = screen.getByRole('region', { name: '1 code was left out:' });
    expect(within(leftOut).getByRole('listitem').textContent).toBe(
      'Dark: A QR decoder could not read it back (often too little contrast, light modules on a dark background, or a logo too large).',
    );
    const [sent] = main.sent('saveFile') as { suggestedName: string; content: string; encoding: string }[];
    expect(sent).toMatchObject({ encoding: 'base64', suggestedName: expect.stringMatching(/\.pdf$/) });
    expect(atob(sent!.content.slice(0, 8))).toMatch(/^%PDF-/);
    // Focus moved on to the result, not to the page behind the dialog.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    await user.click(screen.getByRole('button', { name: 'Export again…' }));
    expect(screen.getByRole('radio', { name: /^PDF sheet for printing/ })).toHaveProperty('checked', true);
  });

  it('saves a ZIP of PNG images, closes when every code went in, and offers the file in its folder', async () => {
    const { main, user, closed } = setup([
      batchCodeOfLink(link(1, 'spring')),
      batchCodeOfLink(link(2, 'summer')),
    ]);
    await user.click(screen.getByRole('radio', { name: /^ZIP of PNG images/ }));
    await user.click(screen.getByRole('button', { name: '256 px' }));
    await user.click(screen.getByRole('button', { name: 'Export 2 codes' }));
    const saved = await screen.findByText(/^Saved qr-codes-png-\d{4}-\d{2}-\d{2}\.zip: 2 PNG images\.$/);
    const [sent] = main.sent('saveFile') as { content: string }[];
    // A ZIP starts with a local file header: "PK\x03\x04".
    expect(atob(sent!.content.slice(0, 4)).slice(0, 2)).toBe('PK');
    expect(closed()).toBe(1);
    await user.click(
      within(saved.closest<HTMLElement>('.toast')!).getByRole('button', { name: 'Show in folder' }),
    );
    expect(main.sent('showSavedFile')).toEqual([{ savedId: 'saved-1' }]);
  });

  it('shows progress while it works, and Cancel stops it with nothing saved', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const codes = [1, 2, 3].map((id) => batchCodeOfLink(link(id, `code-${id}`)));
    const { main, user } = setup(codes, new Map(), (tools) => ({
      ...tools,
      // The second code's check waits until the test lets it go.
      decode: async (image) => {
        const text = readWithJsqr(image);
        if (text === 'https://sho.rt/code-2') await held;
        return text;
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Export 3 codes' }));
    await screen.findByText('Checking and drawing code 2 of 3…');
    expect(screen.getByRole('progressbar', { name: 'Checking and drawing code 2 of 3…' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await screen.findByText('Stopped. Nothing was saved.');
    expect(main.sent('saveFile')).toEqual([]);
  });

  it('says so when the save dialog was closed, or when not one code would scan', async () => {
    const first = setup([batchCodeOfLink(link(1, 'spring'))]);
    first.main.answer('saveFile', { saved: false });
    await first.user.click(screen.getByRole('button', { name: 'Export 1 code' }));
    await screen.findByText('Not saved: the save dialog was closed.');
    cleanup();

    const second = setup([batchCodeOfQrRow(qrRow(9, 'Dark', 'dark'))], new Map([[9, dark]]));
    await second.user.click(screen.getByRole('button', { name: 'Export 1 code' }));
    await screen.findByText('Nothing was saved: the code was left out.');
    expect(screen.getByRole('region', { name: 'Why each code was left out:' }).textContent).toContain(
      'Dark:',
    );
    expect(second.main.sent('saveFile')).toEqual([]);
  });

  it('tells a failed save, and saves on retry', async () => {
    const { main, user } = setup([batchCodeOfLink(link(1, 'spring'))]);
    main.failNext('saveFile', { code: 'internal', message: 'The disk is full.' });
    await user.click(screen.getByRole('button', { name: 'Export 1 code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file was not saved.');
    expect(alert.textContent).toContain('The disk is full.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText(/^Saved qr-codes-.*\.pdf: 1 code on 1 page\.$/);
    expect(main.sent('saveFile')).toHaveLength(2);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('stops the batch when the dialog is closed', async () => {
    const { user, closed } = setup([batchCodeOfLink(link(1, 'spring'))]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(closed()).toBe(1));
  });
});
