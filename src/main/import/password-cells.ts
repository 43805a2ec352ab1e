/**
 * The cells an import keeps of its sheet (for the export) without the link passwords in them: the password
 * column is blanked in every row, skipped ones too, and in a row sent with a password so is any other cell
 * holding it, in case the column named is not the one it came from.
 */
export function cellsWithoutPassword(
  cells: readonly string[],
  passwordColumn: number | null,
  password: string | undefined,
): string[] {
  return cells.map((cell, column) =>
    column === passwordColumn || (password !== undefined && cell.trim() === password) ? '' : cell,
  );
}

/**
 * The column the sent rows' passwords came from, when nobody said: the one holding the password in the most
 * of them (a row's link has the cell trimmed). Null when no row was sent with a password.
 */
export function passwordColumnOf(
  rows: readonly (readonly string[])[],
  sent: Iterable<{ row: number; password: string | undefined }>,
): number | null {
  const votes = new Map<number, number>();
  for (const { row, password } of sent) {
    if (password === undefined) continue;
    rows[row]?.forEach((cell, column) => {
      if (cell.trim() === password) votes.set(column, (votes.get(column) ?? 0) + 1);
    });
  }
  let best: number | null = null;
  for (const [column, count] of votes) if (best === null || count > votes.get(best)!) best = column;
  return best;
}
