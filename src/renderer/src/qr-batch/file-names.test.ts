import { describe, expect, it } from 'vitest';
import { isPlainFileName } from '../../../shared/ipc/contract.ts';
import { batchFileName, entryBaseName, uniqueNames } from './file-names.ts';

const fallback = { id: 12, name: 'Spring menu' };

describe('the names of a batch’s files', () => {
  it('names each file after its alias, as it is written', () => {
    expect(entryBaseName('Spring_Sale', fallback)).toBe('Spring_Sale');
    expect(entryBaseName('menü-2026', fallback)).toBe('menü-2026');
    expect(entryBaseName('v1.2', fallback)).toBe('v1.2');
  });

  it('turns what file systems refuse into hyphens, and never starts with a dot', () => {
    expect(entryBaseName('a/b:c*d', fallback)).toBe('a-b-c-d');
    expect(entryBaseName('..hidden', fallback)).toBe('hidden');
    const long = entryBaseName('x'.repeat(300), fallback);
    expect(long).toHaveLength(80);
    expect(isPlainFileName(`${long}-12.png`)).toBe(true);
  });

  it('falls back to the code’s name, or qr-<id>, without a usable alias', () => {
    expect(entryBaseName(null, fallback)).toBe('spring-menu');
    expect(entryBaseName('///', fallback)).toBe('spring-menu');
    expect(entryBaseName('..', { id: 7, name: '' })).toBe('qr-7');
  });

  it('never gives two files one name, even where a file system ignores case', () => {
    const name = uniqueNames();
    expect(['sale', 'Sale', 'SALE', 'sale-2', 'menu'].map((base) => name(base, 'png'))).toEqual([
      'sale.png',
      'Sale-2.png',
      'SALE-3.png',
      'sale-2-2.png',
      'menu.png',
    ]);
    expect(name('sale', 'svg')).toBe('sale.svg');
  });

  it('names the saved file by kind and the local date', () => {
    const now = new Date(2026, 4, 3, 23, 59);
    expect(batchFileName('pdf', now)).toBe('qr-codes-2026-05-03.pdf');
    expect(batchFileName('png', now)).toBe('qr-codes-png-2026-05-03.zip');
    expect(batchFileName('svg', now)).toBe('qr-codes-svg-2026-05-03.zip');
  });
});
