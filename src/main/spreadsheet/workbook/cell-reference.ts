/** The last row of a worksheet (Excel's grid): a reference below it is not one a spreadsheet app writes. */
export const LAST_ROW = 1_048_576;

/** A cell reference such as `B12` or `XFD20000`: its row and column (both from 1) and the column's letters. */
export interface CellReference {
  row: number;
  column: number;
  letters: string;
}

/**
 * Reads `A1`-style references, letters in either case; null for anything else (`$A$1`, an R1C1 reference, a row
 * past LAST_ROW, more than three letters), which no worksheet's cells use.
 */
export function parseCellReference(reference: string): CellReference | null {
  const match = /^([A-Za-z]{1,3})([1-9][0-9]{0,6})$/.exec(reference);
  if (!match) return null;
  const letters = match[1]!.toUpperCase();
  const row = Number(match[2]);
  if (row > LAST_ROW) return null;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row, column, letters };
}

/** 1 → A, 27 → AA, 256 → IV, 16,384 → XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
