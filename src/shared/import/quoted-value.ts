/**
 * How much of a cell a message quotes: every address a person writes (they run to a few hundred characters with
 * their tracking parameters), since the preview wraps its problems rather than cutting them, and the problem is
 * often in the address's end. Only a cell past this is cut, at its end, so that one stray cell of pasted text
 * cannot fill the screen.
 */
export const MAX_QUOTED_LENGTH = 300;

export function quoted(value: string): string {
  const shown = value.length > MAX_QUOTED_LENGTH ? `${value.slice(0, MAX_QUOTED_LENGTH - 1)}…` : value;
  return `“${shown}”`;
}
