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

  it('never names a file after a Windows device, in any case, with an extension or a superscript digit', () => {
    const devices = [
      'CON',
      'con',
      'Prn',
      'AUX',
      'NUL',
      'COM0',
      'COM1',
      'com9',
      'LPT1',
      'lpt9',
      'COM¹',
      'LPT³',
    ];
    expect(devices.map((alias) => entryBaseName(alias, fallback))).toEqual([
      'CON-code',
      'con-code',
      'Prn-code',
      'AUX-code',
      'NUL-code',
      'COM0-code',
      'COM1-code',
      'com9-code',
      'LPT1-code',
      'lpt9-code',
      'COM1-code',
      'LPT3-code',
    ]);
    expect(entryBaseName('con.txt', fallback)).toBe('con-code.txt');
    expect(entryBaseName('NUL.menu.v2', fallback)).toBe('NUL-code.menu.v2');
    // Only the names themselves: these are ordinary.
    for (const alias of ['CONSOLE', 'COM10', 'LPT', 'icon', 'nul-1', 'aux_menu']) {
      expect(entryBaseName(alias, fallback)).toBe(alias);
    }
    const name = uniqueNames();
    const names = ['CON', 'CON-code', 'con', 'COM¹', 'COM1'].map((alias) =>
      name(entryBaseName(alias, fallback), 'png'),
    );
    expect(names).toEqual([
      'CON-code.png',
      'CON-code-2.png',
      'con-code-3.png',
      'COM1-code.png',
      'COM1-code-2.png',
    ]);
    for (const file of names) expect(isPlainFileName(file), file).toBe(true);
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
