import { describe, expect, it } from 'vitest';
import { detectDelimiter } from '../../../src/main/spreadsheet/detect-delimiter.ts';

describe('detecting the delimiter', () => {
  it('takes the one that splits every record like the header', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n', ',')).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2,5;3\n', ',')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2,3;4\n', ',')).toBe('\t');
  });

  it('does not count delimiters inside quotes', () => {
    expect(detectDelimiter('"a,b,c";d\n"1,2,3";4\n', ',')).toBe(';');
    expect(detectDelimiter('a;"b\n,,,";c\n1;2;3\n', ',')).toBe(';');
  });

  it('prefers the one that agrees with more records, then the one that makes more fields', () => {
    // The header has one comma and one semicolon; only the semicolon holds in every row.
    expect(detectDelimiter('a,x;b\n1;2\n3;4\n', ',')).toBe(';');
    // Both agree everywhere; two semicolons make more fields than one comma.
    expect(detectDelimiter('a;b,c;d\n1;2,3;4\n', ',')).toBe(';');
  });

  it('falls back to the extension’s usual delimiter for one column or no text', () => {
    expect(detectDelimiter('url\nhttps://a.example\n', ',')).toBe(',');
    expect(detectDelimiter('url\nhttps://a.example\n', '\t')).toBe('\t');
    expect(detectDelimiter('', ';')).toBe(';');
    // A tie between tab and comma goes to the usual one.
    expect(detectDelimiter('a,b\tc\n1,2\t3\n', '\t')).toBe('\t');
    expect(detectDelimiter('a,b\tc\n1,2\t3\n', ',')).toBe(',');
  });

  it('skips blank lines and handles old Mac line ends', () => {
    expect(detectDelimiter('\n\na;b\r\r1;2\r', ',')).toBe(';');
  });
});
