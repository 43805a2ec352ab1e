import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv.ts';

interface Row {
  text: string;
  clicks: number;
}

const columns: CsvColumn<Row>[] = [
  { title: 'Text', value: (row) => row.text },
  { title: 'Clicks', value: (row) => row.clicks },
];

/** The one data cell a row of text makes, as written to the file. */
const cellOf = (text: string) =>
  toCsv([{ text, clicks: 0 }], columns)
    .split('\r\n')[1]!
    .slice(0, -',0'.length);

/** How a spreadsheet using `;` as its list separator splits a line (quotes aside): each piece is a cell to it. */
const semicolonCells = (line: string) => line.split(';');

/**
 * Whether a spreadsheet would run this cell text as a formula: after the spaces and invisible characters it
 * skips (and a quote, which may open a quoted field), an = + - @ (or their full-width forms), a tab or a line break.
 */
const runsAsFormula = (cell: string) =>
  /^[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}"]*[=+\-@＝＋－＠\t\r\n]/u.test(cell);

describe('CSV export', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1+cmd'],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\n=1+1'],
    [' =1+1'],
    ['   @SUM(A1)'],
    ['\u00a0=1+1'], // no-break space
    ['\u200b=1+1'], // zero-width space
    ['\u200d\u200c=1+1'], // zero-width joiner, non-joiner
    ['\ufeff=1+1'], // byte-order mark
    ['\u2060=1+1'], // word joiner
    ['\u202e=1+1'], // right-to-left override
    ['\u3000=1+1'], // ideographic space
    ['\u2003\u200b =1+1'], // em space, then more
    ['＝1+1'], // full-width equals
    ['＋1'],
    ['－1'],
    ['＠SUM(A1)'],
    ['"=1+1"'],
  ])('starts %j with a quote so that no spreadsheet runs it', (text) => {
    const cell = cellOf(text);
    const content = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    // A tab or line break inside a cell also gets a quote after it when a sign follows (see the `;` cases).
    expect(content.startsWith("'")).toBe(true);
    expect(content.replaceAll("'", '')).toBe(text);
    if (!/[\t\r\n]/.test(text)) expect(content).toBe(`'${text}`);
  });

  it.each([
    ['a;=HYPERLINK("http://evil.example","x")'],
    ['a; =1+1'],
    ['a;\u200b=1+1'],
    ['a;＝1+1'],
    ['a;"=1+1"'],
    ['ok;@SUM(A1);-2+3;+4'],
    ['first line\n=1+1'],
    ['first line\r\n  @SUM(A1)'],
  ])('leaves nothing a `;` spreadsheet would run as a formula in %j', (text) => {
    // The cell is not the first one on its line, so a `;` spreadsheet does not see its quotes.
    const csv = toCsv([{ text, clicks: 0 }], [{ title: 'Id', value: () => 'x' }, ...columns]);
    const cells = csv.split(/\r\n|\r|\n/).flatMap(semicolonCells);
    expect(cells.filter(runsAsFormula)).toEqual([]);
    // …and a comma spreadsheet still reads the text, with a quote before each formula start.
    expect(csv).toContain(`,"${text.replace(/(;|\r\n|\n)/g, "$1'").replaceAll('"', '""')}",0\r\n`);
  });

  it('quotes every cell holding a comma, a semicolon, a quote or a line break, doubling inner quotes', () => {
    expect(cellOf('a,b')).toBe('"a,b"');
    expect(cellOf('a;b')).toBe('"a;b"');
    expect(cellOf('say "hi"')).toBe('"say ""hi"""');
    expect(cellOf('two\nlines')).toBe('"two\nlines"');
    expect(cellOf('two\rlines')).toBe('"two\rlines"');
  });

  it('leaves ordinary text, and numbers the column gives as numbers, as they are', () => {
    const rows: Row[] = [
      { text: 'https://example.com/a?b=1&c=-2', clicks: -5 },
      { text: 'Café 10% off - today', clicks: 0 },
      { text: 'a-b', clicks: 1.5 },
      { text: '', clicks: 12345 },
    ];
    expect(toCsv(rows, columns)).toBe(
      [
        'Text,Clicks',
        'https://example.com/a?b=1&c=-2,-5',
        'Café 10% off - today,0',
        'a-b,1.5',
        ',12345',
        '',
      ].join('\r\n'),
    );
  });

  it('keeps booleans and empty values readable', () => {
    const csv = toCsv(
      [{ a: true, b: null }],
      [
        { title: 'A', value: (row: { a: boolean; b: null }) => row.a },
        { title: 'B', value: (row) => row.b },
      ],
    );
    expect(csv).toBe('A,B\r\ntrue,\r\n');
  });

  // Main writes the file as a byte-order mark followed by this text (src/main/files/saved-file.ts), so Excel
  // reads it as UTF-8: the text must start with the first title, neither with a mark of its own nor a quote.
  it('starts with the first column title, for the byte-order mark main puts before it', () => {
    const csv = toCsv([{ text: '=1', clicks: 1 }], columns);
    expect(csv.startsWith('Text,Clicks\r\n')).toBe(true);
    expect(`\ufeff${csv}`.codePointAt(0)).toBe(0xfeff);
    expect(`\ufeff${csv}`.codePointAt(1)).toBe('T'.codePointAt(0));
  });
});
