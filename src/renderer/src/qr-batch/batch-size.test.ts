import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../shared/qr/colours.ts';
import { encodeMatrix } from '../../../shared/qr/matrix.ts';
import { rasterise } from '../../../shared/qr/raster.ts';
import { EXPORT_SIZE_PRESETS } from '../qr/export/export-size.ts';
import {
  leastBatchBytes,
  leastPngBytes,
  MAX_SAVED_BYTES,
  refusedBeforeDrawing,
  tooLargeMessage,
} from './batch-size.ts';
import { pngFile } from './png-file.ts';
import { sheetLayout } from './sheet-layout.ts';
import { zipArchive } from './zip-archive.ts';

const png = (pixels: number) => ({ kind: 'zip' as const, image: 'png' as const, pixels });
const svg = { kind: 'zip' as const, image: 'svg' as const, pixels: 1024 };

describe('the size of a batch, known before drawing', () => {
  it('never puts a code’s PNG above what the smallest code really takes', async () => {
    // The smallest code there is: one character, 21 modules, black on white.
    const matrix = encodeMatrix('a', { withLogo: false });
    for (const pixels of [128, 200, ...EXPORT_SIZE_PRESETS, 3000]) {
      const file = await pngFile(rasterise(matrix, { pixels, foreground: BLACK, background: WHITE }));
      expect(leastPngBytes(pixels), `${pixels} px`).toBeLessThanOrEqual(file.length);
    }
  });

  it('never puts a ZIP above the archive made of such PNGs', async () => {
    const matrix = encodeMatrix('a', { withLogo: false });
    const bytes = await pngFile(rasterise(matrix, { pixels: 256, foreground: BLACK, background: WHITE }));
    const entries = Array.from({ length: 20 }, (_, index) => ({
      name: `${index}.png`,
      bytes,
      compress: false,
    }));
    expect(leastBatchBytes(png(256), 20)).toBeLessThanOrEqual(zipArchive(entries, new Date()).length);
  });

  it('refuses up front a batch whose least size is past the save’s limit, in the end check’s words', () => {
    // 1,800 codes at 4,096 px take at least 42 MB; 1,400 may fit (real codes decide, at the end).
    expect(refusedBeforeDrawing(png(4096), 1400)).toBeNull();
    const refusal = refusedBeforeDrawing(png(4096), 1800);
    expect(refusal).toBe(tooLargeMessage(leastBatchBytes(png(4096), 1800), true));
    expect(refusal).toMatch(
      /^The file would be at least 40\.\d MB; Linkdesk saves files of up to 37\.5 MB\. Choose a smaller size, or fewer codes at a time\.$/,
    );
    expect(tooLargeMessage(40 * 1024 * 1024)).toBe(
      'The file would be 40.0 MB; Linkdesk saves files of up to 37.5 MB. Choose a smaller size, or fewer codes at a time.',
    );

    // Smaller images let more codes through; the limit moves with the size.
    expect(refusedBeforeDrawing(png(1024), 12_000)).toBeNull();
    expect(refusedBeforeDrawing(png(1024), 13_000)).not.toBeNull();
    expect(refusedBeforeDrawing(svg, 50_000)).toBeNull();
    expect(refusedBeforeDrawing(svg, 100_000)).not.toBeNull();
  });

  it('knows a PDF’s floor too, whatever the paper', () => {
    const layout = sheetLayout('a4', 30);
    if (!layout.ok) throw new Error(layout.message);
    const pdf = { kind: 'pdf' as const, layout: layout.layout };
    expect(refusedBeforeDrawing(pdf, 1000)).toBeNull();
    expect(refusedBeforeDrawing(pdf, 100_000)).not.toBeNull();
    // The refusal starts exactly where the floor passes the limit.
    const codes = Math.floor(MAX_SAVED_BYTES / leastBatchBytes(pdf, 1));
    expect(refusedBeforeDrawing(pdf, codes)).toBeNull();
    expect(refusedBeforeDrawing(pdf, codes + 1)).not.toBeNull();
  });
});
