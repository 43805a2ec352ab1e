/** Milliseconds at the given percentile (0–100) of the samples, by the nearest-rank method. */
export function percentile(samples: readonly number[], rank: number): number {
  if (samples.length === 0) throw new Error('No samples to take a percentile of.');
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export function mean(samples: readonly number[]): number {
  return samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}

/** Prints rows under a header, the first column left-aligned and the others right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}
