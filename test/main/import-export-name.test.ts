import { describe, expect, it } from 'vitest';
import { exportName } from '../../src/main/import/import-export.ts';

describe('the name an import’s export is offered under', () => {
  it('is the chosen file’s, with “with short URLs” and its own extension', () => {
    expect(exportName('links.csv', 'csv')).toBe('links with short URLs.csv');
    expect(exportName('links.TSV', 'csv')).toBe('links with short URLs.tsv');
    expect(exportName('Spring catalogue.xlsx', 'xlsx')).toBe('Spring catalogue with short URLs.xlsx');
  });

  it('never hands the save dialog a name no system should be given', () => {
    expect(exportName('line\nbreak.csv', 'csv')).toBe('import with short URLs.csv');
    expect(exportName('..\\..\\evil\u202evsc.csv', 'csv')).toBe('import with short URLs.csv');
    expect(exportName('evil\u202evsc.csv', 'csv')).toBe('import with short URLs.csv');
    expect(exportName('CON', 'csv')).toBe('CON with short URLs.csv');
    expect(exportName('links.c:v', 'csv')).toBe('import with short URLs.csv');
    // A line break of the C1 range, a control that starts terminal sequences, and the Arabic letter mark.
    expect(exportName('a\u0085b.csv', 'csv')).toBe('import with short URLs.csv');
    expect(exportName('a\u009bb.csv', 'csv')).toBe('import with short URLs.csv');
    expect(exportName('evil\u061cvsc.csv', 'csv')).toBe('import with short URLs.csv');
    // Letters just past those ranges are names like any other.
    expect(exportName('café\u00a0menu.csv', 'csv')).toBe('café\u00a0menu with short URLs.csv');
    expect(exportName('قائمة.csv', 'csv')).toBe('قائمة with short URLs.csv');
  });
});
