/**
 * What a spreadsheet skips before it looks at a cell's first character: spaces of every kind (no-break, em,
 * ideographic…), line breaks and other controls, and invisible characters (zero-width space and joiners, the
 * byte-order mark, word joiner, direction marks, fillers). A quote counts too, since it may open a quoted field.
 */
const SKIPPED = String.raw`[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}"]`;
/** What makes a cell a formula once the above is skipped: = + - @ in their ASCII, full-width and small forms. */
const SIGN = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]`;
/** A cell a spreadsheet would run as a formula: a sign after what it skips, or a tab or line break at its start. */
const FORMULA_START = new RegExp(`^(?:${SKIPPED}*${SIGN}|${SKIPPED}*[\t\r\n])`, 'u');
/**
 * Where a spreadsheet may start another cell inside this one: after a `;`, the list separator of many European
 * spreadsheets (which do not honour the quotes of a field that is not at the start of their own cell), and
 * after a tab or a line break, which such a spreadsheet takes for the end of the row. Caught when a sign follows.
 */
const INNER_FORMULA_START = new RegExp(
  String.raw`(;|\t|\r\n|\r|\n)(?=(?:(?![;\t\r\n])${SKIPPED})*${SIGN})`,
  'gu',
);

/**
 * Text that a spreadsheet would run as a formula, at its start or after a `;`, tab or line break inside it, gets
 * a quote there (`'=1+1`, `a;'=1+1`), which spreadsheets show as text. Every export of text other people typed
 * (the lists' CSV, an import's sheet written back) goes through this one function.
 */
export function neutraliseFormulas(text: string): string {
  const inner = text.replace(INNER_FORMULA_START, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}
