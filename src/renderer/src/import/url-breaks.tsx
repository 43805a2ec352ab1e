import { Fragment, type ReactNode } from 'react';

/** After these, an address reads well split across lines: between its folders and its parameters. */
const BREAK_AFTER = /(?<=[/?&])/;

/**
 * Text that may hold addresses, with line-break chances after each `/`, `?` and `&`: CSS finds none inside an
 * address, so a long one would otherwise break at whatever letter meets the cell's edge ("spr" / "ing/0").
 */
export function withUrlBreaks(text: string): ReactNode {
  const parts = text.split(BREAK_AFTER);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
