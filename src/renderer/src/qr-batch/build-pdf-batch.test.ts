import { inflateSync, unzlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { batchCodeOfQrRow, type BatchCode } from './batch-code.ts';
import type { BatchRun } from './batch-outcome.ts';
import { buildPdfBatch, imagePixels } from './build-pdf-batch.ts';
import { sheetLayout, type PaperName, type SheetLayout } from './sheet-layout.ts';
import { batchTools, checkedLogo, design, qrRow } from './testing-batch.ts';

const run = (): BatchRun & { title: string } => ({
  signal: new AbortController().signal,
  onProgress: () => undefined,
  now: new Date(2026, 4, 3, 12, 0),
  title: 'QR codes',
});

function layout(paper: PaperName, mm: number): SheetLayout {
  const answer = sheetLayout(paper, mm);
  if (!answer.ok) throw new Error(answer.message);
  return answer.layout;
}

/** Every stream of the file, unpacked: pages' and codes' drawing operators, and images' samples. */
async function streams(bytes: Uint8Array) {
  // As saved: loading would otherwise stamp pdf-lib's own name on it.
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: { subtype: string | null; text: string; hasSoftMask: boolean }[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const subtype = object.dict.get(PDFName.of('Subtype'))?.toString() ?? null;
    const filter = object.dict.get(PDFName.of('Filter'))?.toString();
    const raw = object.getContents();
    let contents = raw;
    if (filter === '/FlateDecode') {
      try {
        contents = unzlibSync(raw);
      } catch {
        contents = inflateSync(raw);
      }
    }
    found.push({
      subtype,
      text: subtype === '/Image' ? '' : new TextDecoder('latin1').decode(contents),
      hasSoftMask: object.dict.has(PDFName.of('SMask')),
    });
  }
  return { document, found };
}

/** How pdf-lib writes a Helvetica string: WinAnsi bytes in hex. */
const shown = (text: string) =>
  `<${[...text]
    .map((character) => character.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}>`;

function tableCodes(count: number): { codes: BatchCode[]; designs: Map<number, ReturnType<typeof design>> } {
  const designs = new Map<number, ReturnType<typeof design>>();
  const codes: BatchCode[] = [];
  for (let id = 1; id <= count; id++) {
    designs.set(
      id,
      design({ type: 'link', data: `https://shop.example.com/table/${id}`, name: `Table ${id}` }),
    );
    codes.push(batchCodeOfQrRow(qrRow(id, `Table ${id}`, `table-${id}`)));
  }
  return { codes, designs };
}

describe('a PDF batch', () => {
  it('lays out every code that scans on pages of the paper chosen, with its label and short URL', async () => {
    const { codes, designs } = tableCodes(25);
    designs.set(26, design({ name: 'Dark', foreground: 'rgb(255,255,255)', background: 'rgb(0,0,0)' }));
    codes.splice(3, 0, batchCodeOfQrRow(qrRow(26, 'Dark', 'dark')));
    const outcome = await buildPdfBatch(codes, layout('letter', 40), batchTools(designs), run());
    expect(outcome).toMatchObject({
      kind: 'built',
      included: 25,
      pages: 2,
      leftOut: [{ key: 'qr 26', label: 'Dark', reason: expect.stringContaining('could not read it back') }],
    });
    if (outcome.kind !== 'built') return;

    const { document, found } = await streams(outcome.bytes);
    expect(document.getPageCount()).toBe(2);
    for (const page of document.getPages()) {
      expect(page.getWidth()).toBeCloseTo(612, 3);
      expect(page.getHeight()).toBeCloseTo(792, 3);
    }
    expect(document.getTitle()).toBe('QR codes');
    expect(document.getProducer()).toBe('Linkdesk');
    // One vector drawing per code, no image.
    expect(found.filter((stream) => stream.subtype === '/Form')).toHaveLength(25);
    expect(found.filter((stream) => stream.subtype === '/Image')).toHaveLength(0);
    const pages = found
      .filter((stream) => stream.subtype === null)
      .map((stream) => stream.text)
      .join('\n');
    expect(pages).toContain(shown('Table 1'));
    expect(pages).toContain(shown('sho.rt/table-25'));
    expect(pages).not.toContain(shown('Dark'));
  });

  it('places codes made elsewhere as the installation’s image, and a shared logo once', async () => {
    const { codes, designs } = tableCodes(2);
    for (const id of [1, 2])
      designs.set(id, { ...designs.get(id)!, logo: 'https://shop.example.com/logo.png' });
    const elsewhere = new Map([['https://sho.rt/qr/made-there', 'https://sho.rt/made-there']]);
    codes.push(batchCodeOfQrRow(qrRow(3, 'Made there', 'made-there')));
    const tools = batchTools(designs, elsewhere, checkedLogo());
    const outcome = await buildPdfBatch(codes, layout('a4', 30), tools, run());
    expect(outcome).toMatchObject({ kind: 'built', included: 3, pages: 1, leftOut: [] });
    if (outcome.kind !== 'built') return;

    const { found } = await streams(outcome.bytes);
    // The logo (opaque, so no soft mask), and the installation's image.
    expect(found.filter((stream) => stream.subtype === '/Image')).toHaveLength(2);
    expect(
      found.filter((stream) => stream.subtype === '/Form').map((form) => /\/Logo Do/.test(form.text)),
    ).toEqual([true, true, false]);
    // A code made elsewhere whose image carries its short link is dynamic: that link is printed under it.
    const pages = found.filter((stream) => stream.subtype === null).map((stream) => stream.text);
    expect(pages.join('\n')).toContain(shown('sho.rt/made-there'));
  });

  it('prints no URL under a static code, and cuts a long label to the code’s width', async () => {
    const long = 'The spring menu for the terrace and the garden room, with drinks';
    const designs = new Map([[1, design({ type: 'text', data: 'Table 12', name: long })]]);
    const codes = [batchCodeOfQrRow(qrRow(1, long, 'table-12'))];
    const outcome = await buildPdfBatch(codes, layout('a4', 20), batchTools(designs), run());
    if (outcome.kind !== 'built') throw new Error(outcome.kind);
    const { found } = await streams(outcome.bytes);
    const page = found.find((stream) => stream.subtype === null)!.text;
    const strings = [...page.matchAll(/<([0-9A-F]+)> Tj/g)].map((match) =>
      String.fromCharCode(...match[1]!.match(/../g)!.map((pair) => parseInt(pair, 16))),
    );
    expect(strings).toHaveLength(1);
    expect(strings[0]).toMatch(/^The spring .*\x85$/);
  });

  it('prints a name the font cannot draw as the code’s alias', async () => {
    const designs = new Map([[1, design({ type: 'text', data: 'Меню', name: 'Меню' })]]);
    const codes = [batchCodeOfQrRow(qrRow(1, 'Меню', 'menu-ru'))];
    const outcome = await buildPdfBatch(codes, layout('a4', 40), batchTools(designs), run());
    if (outcome.kind !== 'built') throw new Error(outcome.kind);
    const { found } = await streams(outcome.bytes);
    const page = found.find((stream) => stream.subtype === null)!.text;
    expect(page).toContain(shown('menu-ru'));
    expect(page).not.toContain(shown('????'));
  });

  it('draws a code made elsewhere at print resolution, within bounds', () => {
    expect(imagePixels(40)).toBe(472);
    expect(imagePixels(15)).toBe(256);
    expect(imagePixels(100)).toBe(1181);
  });

  it('saves nothing when no code scans', async () => {
    const designs = new Map([[1, design({ foreground: 'rgb(255,255,255)', background: 'rgb(0,0,0)' })]]);
    const outcome = await buildPdfBatch(
      [batchCodeOfQrRow(qrRow(1, 'Dark', 'dark'))],
      layout('a4', 40),
      batchTools(designs),
      run(),
    );
    expect(outcome).toMatchObject({ kind: 'empty', leftOut: [{ label: 'Dark' }] });
  });
});
