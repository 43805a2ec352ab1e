import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../../src/main/spreadsheet/read-spreadsheet.ts';
import { useTempFiles } from './temp-files.ts';

const files = useTempFiles();

/** Writes bytes or text to a real file and reads the file back as the app would. */
async function readFileNamed(name: string, content: Uint8Array | string) {
  const path = await files.write(name, content);
  return readSpreadsheet(name, await files.read(path));
}

describe('reading delimited text', () => {
  it('reads a plain comma-separated file: header, rows, its name and delimiter', async () => {
    const sheet = await readFileNamed(
      'Spring links.csv',
      'Long URL,Alias\nhttps://a.example,boots\nhttps://b.example,hats\n',
    );
    expect(sheet).toEqual({
      format: 'csv',
      sheetName: 'Spring links',
      delimiter: ',',
      headerRowNumber: 1,
      header: ['Long URL', 'Alias'],
      rows: [
        ['https://a.example', 'boots'],
        ['https://b.example', 'hats'],
      ],
    });
  });

  it('takes the byte-order mark off, so that the first header is not “\\uFEFFLong URL”', async () => {
    const sheet = await readFileNamed('bom.csv', '\uFEFFLong URL,Alias\r\nhttps://a.example,boots\r\n');
    expect(sheet.header).toEqual(['Long URL', 'Alias']);
    expect(sheet.rows).toEqual([['https://a.example', 'boots']]);
  });

  it('finds semicolons and tabs, and is not fooled by commas inside quotes or decimal commas', async () => {
    const semicolons = await readFileNamed(
      'europe.csv',
      'Long URL;Title;Price\nhttps://a.example/?a=1,2;"Boots, brown";12,50\nhttps://b.example;Hats;3,00\n',
    );
    expect(semicolons.delimiter).toBe(';');
    expect(semicolons.rows).toEqual([
      ['https://a.example/?a=1,2', 'Boots, brown', '12,50'],
      ['https://b.example', 'Hats', '3,00'],
    ]);
    const tabs = await readFileNamed('export.csv', 'Long URL\tTitle\nhttps://a.example\tBoots, brown\n');
    expect(tabs.delimiter).toBe('\t');
    expect(tabs.rows).toEqual([['https://a.example', 'Boots, brown']]);
  });

  it('reads .tsv and .txt as tab-separated unless the text says otherwise', async () => {
    expect((await readFileNamed('links.tsv', 'url\nhttps://a.example/?x=1,2\n')).delimiter).toBe('\t');
    expect((await readFileNamed('links.txt', 'url\tAlias\nhttps://a.example\tboots\n')).rows).toEqual([
      ['https://a.example', 'boots'],
    ]);
    expect((await readFileNamed('links.TXT', 'url,Alias\nhttps://a.example,boots\n')).delimiter).toBe(',');
    // One column and no delimiter at all: the extension's usual one.
    expect((await readFileNamed('one.csv', 'url\nhttps://a.example\n')).delimiter).toBe(',');
  });

  it('keeps line breaks, delimiters and doubled quotes inside quoted fields', async () => {
    const sheet = await readFileNamed(
      'quoted.csv',
      'Long URL,Title,Notes\r\nhttps://a.example,"Boots\r\nbrown, size 42","He said ""hi"""\r\nhttps://b.example,"two\nlines",\r\n',
    );
    expect(sheet.rows).toEqual([
      ['https://a.example', 'Boots\r\nbrown, size 42', 'He said "hi"'],
      ['https://b.example', 'two\nlines', ''],
    ]);
  });

  it('pads ragged rows to the widest, header included', async () => {
    const sheet = await readFileNamed(
      'ragged.csv',
      'Long URL,Alias\nhttps://a.example\nhttps://b.example,hats,extra\n',
    );
    expect(sheet.header).toEqual(['Long URL', 'Alias', '']);
    expect(sheet.rows).toEqual([
      ['https://a.example', '', ''],
      ['https://b.example', 'hats', 'extra'],
    ]);
  });

  it('starts at the first row with anything in it, keeps blank rows in the middle and drops them at the end', async () => {
    const sheet = await readFileNamed(
      'gaps.csv',
      '\n,,\nLong URL,Alias\nhttps://a.example,boots\n,\n\nhttps://b.example,hats\n\n,\n',
    );
    expect(sheet.headerRowNumber).toBe(3);
    expect(sheet.header).toEqual(['Long URL', 'Alias']);
    expect(sheet.rows).toEqual([
      ['https://a.example', 'boots'],
      ['', ''],
      ['', ''],
      ['https://b.example', 'hats'],
    ]);
  });

  it('reads text that Excel on Windows saved in Windows-1252', async () => {
    // "Titel;Café" and "Straße – 5 €" in Windows-1252: é is E9, ß is DF, – is 96, € is 80.
    const bytes = new Uint8Array([
      ...ascii('Long URL;Titel\r\nhttps://a.example;Caf'),
      0xe9,
      ...ascii('\r\nhttps://b.example;Stra'),
      0xdf,
      ...ascii('e '),
      0x96,
      ...ascii(' 5 '),
      0x80,
      ...ascii('\r\n'),
    ]);
    const sheet = await readFileNamed('windows.csv', bytes);
    expect(sheet.delimiter).toBe(';');
    expect(sheet.rows).toEqual([
      ['https://a.example', 'Café'],
      ['https://b.example', 'Straße – 5 €'],
    ]);
  });

  it('keeps a UTF-8 file UTF-8 when one byte in it is not, showing that byte as �', async () => {
    // "Café Zürich" on row 1 and a lone 0xFF on row 2: one bad byte must not garble every accent (N15).
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Title\nCafé Zürich\nbad '),
      0xff,
      ...ascii(' byte\n'),
    ]);
    const sheet = await readFileNamed('mostly-utf8.csv', bytes);
    expect(sheet.rows).toEqual([['Café Zürich'], ['bad \uFFFD byte']]);
  });

  it('reads a file that starts with the UTF-8 mark as UTF-8, even when its only accent is a stray byte', async () => {
    // No valid UTF-8 accent and one invalid byte would read as Windows-1252, the mark as "ï»¿" in the first header.
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...ascii('Long URL,Title\nhttps://a.example,Caf'),
      0xe9,
      ...ascii('\n'),
    ]);
    const sheet = await readFileNamed('marked.csv', bytes);
    expect(sheet.header).toEqual(['Long URL', 'Title']);
    expect(sheet.rows).toEqual([['https://a.example', 'Caf\uFFFD']]);
  });

  it('reads Windows-1252 text whose accents happen to make one valid UTF-8 pair as Windows-1252', async () => {
    // "Ã©" is C3 A9, which is also é in UTF-8; the other accents (é, ü as E9, FC) are not UTF-8 at all.
    const bytes = new Uint8Array([
      ...ascii('Title\nCaf'),
      0xe9,
      ...ascii(' Z'),
      0xfc,
      ...ascii('rich\n'),
      0xc3,
      0xa9,
      ...ascii('\n'),
    ]);
    const sheet = await readFileNamed('windows-pair.csv', bytes);
    expect(sheet.rows).toEqual([['Café Zürich'], ['Ã©']]);
  });

  it('reads UTF-8 accents as UTF-8, not as Windows-1252', async () => {
    const sheet = await readFileNamed('utf8.csv', 'Title\nCafé – 5 €\n日本\n');
    expect(sheet.rows).toEqual([['Café – 5 €'], ['日本']]);
  });

  it('reads UTF-16 text, which spreadsheet apps save as “Unicode text”', async () => {
    const text = 'Long URL\tTitle\r\nhttps://a.example\tCafé\r\n';
    const littleEndian = new Uint8Array([0xff, 0xfe, ...utf16le(text)]);
    const sheet = await readFileNamed('unicode.txt', littleEndian);
    expect(sheet.delimiter).toBe('\t');
    expect(sheet.rows).toEqual([['https://a.example', 'Café']]);
    const bigEndian = new Uint8Array([0xfe, 0xff, ...swapPairs(utf16le(text))]);
    expect((await readFileNamed('unicode-be.txt', bigEndian)).rows).toEqual([['https://a.example', 'Café']]);
  });

  it('keeps spaces and every character of a cell as written', async () => {
    const sheet = await readFileNamed('spaces.csv', 'Title,Code\n  padded  ,00123\n=1+1,"  "\n');
    expect(sheet.rows).toEqual([
      ['  padded  ', '00123'],
      ['=1+1', '  '],
    ]);
  });
});

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function utf16le(text: string): number[] {
  return [...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return [code & 0xff, code >> 8];
  });
}

function swapPairs(bytes: number[]): number[] {
  return bytes.flatMap((_, index) => (index % 2 === 0 ? [bytes[index + 1]!, bytes[index]!] : []));
}
