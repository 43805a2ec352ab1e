import { describe, expect, it } from 'vitest';
import { isPlainFileName } from '../../../../shared/ipc/contract.ts';
import { exportBaseName, exportFileName } from './file-name.ts';

describe('the export’s file name', () => {
  it('comes from the code’s name, with the size for a PNG', () => {
    expect(exportFileName({ id: 4, name: 'Spring menu' }, 'png', 1024)).toBe('spring-menu-1024.png');
    expect(exportFileName({ id: 4, name: 'Spring menu' }, 'svg', 1024)).toBe('spring-menu.svg');
  });

  it('is qr-<id> for a code without a usable name', () => {
    expect(exportFileName({ id: 12, name: '' }, 'png', 256)).toBe('qr-12-256.png');
    expect(exportBaseName({ id: 12, name: ' /// ?? ' })).toBe('qr-12');
  });

  it('keeps letters of any language and drops what file systems refuse', () => {
    expect(exportBaseName({ id: 1, name: 'Café: menu/2026 "été"' })).toBe('café-menu-2026-été');
    expect(exportBaseName({ id: 1, name: '..' })).toBe('qr-1');
    const long = exportFileName({ id: 1, name: 'x'.repeat(300) }, 'png', 4096);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(isPlainFileName(long)).toBe(true);
  });
});
