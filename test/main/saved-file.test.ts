import { describe, expect, it } from 'vitest';
import { fileBytes, saveDialogFilters } from '../../src/main/files/saved-file.ts';

describe('exported files as they are written', () => {
  it('writes bytes exactly as the window made them', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    expect(fileBytes('/home/me/qr.png', png)).toBe(png);
  });

  it('writes text as UTF-8, with a byte-order mark for CSV only', () => {
    const decode = (bytes: Uint8Array) => [...bytes.subarray(0, 3)];
    expect(decode(fileBytes('links.CSV', 'id,alias\n1,café\n'))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(fileBytes('qr.svg', '<svg>é</svg>'))).toBe('<svg>é</svg>');
    expect(decode(fileBytes('qr.svg', '<svg/>'))).toEqual([0x3c, 0x73, 0x76]);
  });

  it('offers the save dialog the type of the suggested name', () => {
    expect(saveDialogFilters('links 2026-11-22.csv')).toEqual([{ name: 'CSV', extensions: ['csv'] }]);
    expect(saveDialogFilters('Lobby wifi.PNG')).toEqual([{ name: 'PNG image', extensions: ['png'] }]);
    expect(saveDialogFilters('qr.svg')).toEqual([{ name: 'SVG image', extensions: ['svg'] }]);
    expect(saveDialogFilters('notes')).toEqual([]);
  });
});
