import { describe, expect, it } from 'vitest';
import { earlierImportedRows } from '../../src/main/import/earlier-rows.ts';

const made = (url: string, alias: string | null, fileName = 'Spring.csv', createdAt = 1_000) => ({
  url,
  alias,
  fileName,
  createdAt,
});

describe('rows an earlier import already made', () => {
  it('finds a row by its long URL and alias, whatever the alias’s case and the spaces around the cells', () => {
    const rows = [
      [' https://example.com/a ', 'Spring-A'],
      ['https://example.com/b', 'spring-b'],
      ['https://example.com/c', ''],
    ];
    const answer = earlierImportedRows(rows, { url: 0, alias: 1 }, [
      made('https://example.com/a', 'spring-a'),
      made('https://example.com/c', null),
    ]);
    expect(answer).toEqual({
      rows: [0, 2],
      withAlias: 1,
      imports: [{ fileName: 'Spring.csv', createdAt: 1_000 }],
    });
  });

  it('does not take a row for made when only its address or only its alias is the same', () => {
    const rows = [
      ['https://example.com/a', 'new-alias'],
      ['https://example.com/other', 'spring-a'],
      ['https://example.com/a', ''],
    ];
    const answer = earlierImportedRows(rows, { url: 0, alias: 1 }, [
      made('https://example.com/a', 'spring-a'),
    ]);
    expect(answer.rows).toEqual([]);
  });

  it('names each earlier import once, newest first, and the newest when two made the same link', () => {
    const rows = [['https://example.com/a'], ['https://example.com/b'], ['https://example.com/c']];
    const answer = earlierImportedRows(rows, { url: 0 }, [
      made('https://example.com/a', null, 'Old.csv', 1),
      made('https://example.com/a', null, 'Again.csv', 5),
      made('https://example.com/b', null, 'Old.csv', 1),
    ]);
    expect(answer.rows).toEqual([0, 1]);
    expect(answer.imports).toEqual([
      { fileName: 'Again.csv', createdAt: 5 },
      { fileName: 'Old.csv', createdAt: 1 },
    ]);
  });

  it('leaves out rows without an address', () => {
    expect(earlierImportedRows([[''], []], { url: 0 }, [made('', null)]).rows).toEqual([]);
  });
});
