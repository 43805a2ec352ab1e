/** A cell's value as a message quotes it: long values shortened so that the message stays one line on screen. */
export const MAX_QUOTED_LENGTH = 60;

export function quoted(value: string): string {
  const shown = value.length > MAX_QUOTED_LENGTH ? `${value.slice(0, MAX_QUOTED_LENGTH - 1)}…` : value;
  return `“${shown}”`;
}
