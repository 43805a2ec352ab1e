import type { QrMatrix } from './matrix.ts';

/**
 * Calls `onRun` for each horizontal run of dark modules in one row of the symbol, left to right, with the run's
 * first column and the column after its last (quiet zone excluded). The raster and the SVG both draw whole runs
 * rather than single modules: fewer fills for the one, a shorter path for the other.
 */
export function forEachDarkRun(
  matrix: QrMatrix,
  row: number,
  onRun: (start: number, end: number) => void,
): void {
  const { size, modules } = matrix;
  const offset = row * size;
  let column = 0;
  while (column < size) {
    if (modules[offset + column] === 0) {
      column++;
      continue;
    }
    const start = column;
    while (column < size && modules[offset + column] !== 0) column++;
    onRun(start, column);
  }
}
