const ELLIPSIS = '…';

/**
 * The text cut at its end to fit `width` as `measure` reckons it ("Spring menu for the ter…"), or whole when it
 * fits. Cuts between code points, never inside a surrogate pair; at worst the ellipsis alone.
 */
export function endCut(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  const characters = [...text];
  // The longest start whose cut fits: widths grow with what is kept, so halve the range.
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cutAt(characters, middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return cutAt(characters, low);
}

function cutAt(characters: string[], keep: number): string {
  return `${characters.slice(0, keep).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The text in characters the PDF's font can draw. Its standard fonts know Western European letters only: a
 * letter with an accent they lack is drawn without it ("ő" → "o"), line breaks and tabs become spaces, and
 * anything else becomes "?" rather than stopping the whole sheet.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  let drawn = '';
  for (const character of text.replace(/\s+/g, ' ')) {
    if (canDraw(character.codePointAt(0)!)) {
      drawn += character;
      continue;
    }
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    const drawable = base !== '' && [...base].every((part) => canDraw(part.codePointAt(0)!));
    drawn += drawable ? base : '?';
  }
  return drawn.trim();
}

/** Whether the font lacks most of the text's characters (a name in Cyrillic or Chinese): "????" tells nobody anything. */
export function mostlyUndrawable(text: string, canDraw: (codePoint: number) => boolean): boolean {
  const characters = [...text.replace(/\s+/g, '')];
  const lacking = characters.filter((character) => drawableText(character, canDraw) === '?').length;
  return lacking * 2 > characters.length;
}
