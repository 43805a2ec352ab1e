import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/ipc/resources.ts';
import { batchCodeOfLink, batchCodeOfQrRow } from './batch-code.ts';
import type { BatchRun } from './batch-outcome.ts';
import { buildZipBatch } from './build-zip-batch.ts';
import { batchTools, design, qrRow, rawImage, readWithJsqr } from './testing-batch.ts';

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

const run = (onProgress: (done: number) => void = () => undefined): BatchRun => ({
  signal: new AbortController().signal,
  onProgress,
  now: new Date(2026, 4, 3, 12, 0),
});

/** A designed static code, a dynamic one, a code made elsewhere, an inverted one and one whose image is gone. */
function mixedBatch() {
  const designs = new Map([
    [1, design({ type: 'text', data: 'Table 12', name: 'Table 12' })],
    [2, design({ type: 'link', data: 'https://shop.example.com/menu', name: 'Menu' })],
    [4, design({ name: 'Dark', foreground: 'rgb(255,255,255)', background: 'rgb(0,0,0)' })],
  ]);
  const elsewhere = new Map([['https://sho.rt/qr/made-there', 'WIFI:S:Cafe;T:WPA;P:sun;;']]);
  const codes = [
    batchCodeOfQrRow(qrRow(1, 'Table 12', 'table-12')),
    batchCodeOfQrRow(qrRow(2, 'Menu', 'Menu')),
    batchCodeOfQrRow(qrRow(3, 'Made there', 'made-there')),
    batchCodeOfQrRow(qrRow(4, 'Dark', 'dark')),
    batchCodeOfQrRow(qrRow(5, 'Gone', 'gone')),
    batchCodeOfLink(link(40, 'menu')),
  ];
  return { codes, tools: batchTools(designs, elsewhere) };
}

describe('a ZIP batch', () => {
  it('holds a PNG per code that scans, named after its alias, each reading as its content', async () => {
    const { codes, tools } = mixedBatch();
    const progress: number[] = [];
    const outcome = await buildZipBatch(
      codes,
      { image: 'png', pixels: 256 },
      tools,
      run((done) => progress.push(done)),
    );
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outcome).toMatchObject({ kind: 'built', included: 4, pages: null, notes: [] });
    if (outcome.kind !== 'built') return;

    const files = unzipSync(outcome.bytes);
    // "Menu" and "menu" are one name where case does not count: the second gets a number.
    expect(Object.keys(files)).toEqual(['table-12.png', 'Menu.png', 'made-there.png', 'menu-2.png']);
    const read = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => {
        const image = rawImage(bytes);
        expect([image.width, image.height]).toEqual([256, 256]);
        return [name, readWithJsqr(image)];
      }),
    );
    expect(read).toEqual({
      'table-12.png': 'Table 12',
      // A dynamic code carries its short link, the image's address without "qr".
      'Menu.png': 'https://sho.rt/Menu',
      'made-there.png': 'WIFI:S:Cafe;T:WPA;P:sun;;',
      'menu-2.png': 'https://sho.rt/menu',
    });
  });

  it('names each code it left out, and why', async () => {
    const { codes, tools } = mixedBatch();
    const outcome = await buildZipBatch(codes, { image: 'png', pixels: 256 }, tools, run());
    expect(outcome.kind === 'built' && outcome.leftOut).toEqual([
      {
        key: 'qr 4',
        label: 'Dark',
        reason:
          'A QR decoder could not read it back (often too little contrast, light modules on a dark background, or a logo too large).',
      },
      { key: 'qr 5', label: 'Gone', reason: 'The installation did not answer.' },
    ]);
  });

  it('holds well-formed SVG files, titled with the code’s name', async () => {
    const { codes, tools } = mixedBatch();
    const outcome = await buildZipBatch(codes, { image: 'svg', pixels: 512 }, tools, run());
    expect(outcome).toMatchObject({ kind: 'built', included: 4 });
    if (outcome.kind !== 'built') return;
    const files = unzipSync(outcome.bytes);
    expect(Object.keys(files)).toEqual(['table-12.svg', 'Menu.svg', 'made-there.svg', 'menu-2.svg']);
    const table = new TextDecoder().decode(files['table-12.svg']);
    expect(table).toMatch(/^<svg [^>]*width="512" height="512"/);
    expect(table).toContain('<title>Table 12</title>');
    expect(table.trimEnd().endsWith('</svg>')).toBe(true);
    // A code made elsewhere is saved as the installation drew it.
    expect(new TextDecoder().decode(files['made-there.svg'])).toBe(
      `<svg data-content="${encodeURIComponent('WIFI:S:Cafe;T:WPA;P:sun;;')}"/>`,
    );
  });

  it('saves nothing when no code scans, and nothing once cancelled', async () => {
    const { codes, tools } = mixedBatch();
    const outcome = await buildZipBatch([codes[3]!, codes[4]!], { image: 'png', pixels: 256 }, tools, run());
    expect(outcome).toMatchObject({ kind: 'empty', leftOut: [{ label: 'Dark' }, { label: 'Gone' }] });

    const cancel = new AbortController();
    const cancelled = await buildZipBatch(codes, { image: 'png', pixels: 256 }, tools, {
      ...run(),
      signal: cancel.signal,
      onProgress: (done) => {
        if (done === 2) cancel.abort();
      },
    });
    expect(cancelled).toEqual({ kind: 'cancelled' });
  });
});
