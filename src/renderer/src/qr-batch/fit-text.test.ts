import { describe, expect, it } from 'vitest';
import { drawableText, endCut, mostlyUndrawable } from './fit-text.ts';

/** Every character one unit wide, except "W" (two): enough to see that the cut measures, not counts. */
const measure = (text: string) =>
  [...text].reduce((width, character) => width + (character === 'W' ? 2 : 1), 0);

describe('fitting a caption to its code’s width', () => {
  it('leaves text that fits alone', () => {
    expect(endCut('Spring menu', 11, measure)).toBe('Spring menu');
    expect(endCut('', 0, measure)).toBe('');
  });

  it('cuts at the end with an ellipsis, never wider than allowed', () => {
    expect(endCut('Spring menu for the terrace', 12, measure)).toBe('Spring menu…');
    expect(endCut('WWWWWW', 7, measure)).toBe('WWW…');
    for (let width = 1; width < 30; width++) {
      expect(measure(endCut('Spring menu for the terrace', width, measure))).toBeLessThanOrEqual(width);
    }
  });

  it('drops the space before an ellipsis, and never splits a character in two', () => {
    expect(endCut('Menu of today', 6, measure)).toBe('Menu…');
    expect(endCut('🍕🍕🍕🍕', 3, measure)).toBe('🍕🍕…');
  });

  it('answers the ellipsis alone when not even one character fits', () => {
    expect(endCut('Menu', 1, measure)).toBe('…');
  });
});

describe('text the PDF’s font can draw', () => {
  // Latin-1 and a few more, as the standard fonts' WinAnsi encoding has them.
  const canDraw = (codePoint: number) => codePoint >= 0x20 && codePoint <= 0xff;

  it('keeps what the font has, accents included', () => {
    expect(drawableText('Café crème, 12 €', (point) => canDraw(point) || point === 0x20ac)).toBe(
      'Café crème, 12 €',
    );
  });

  it('draws a letter without the accent the font lacks, and marks the rest', () => {
    expect(drawableText('Gdańsk Łódź', canDraw)).toBe('Gdansk ?ódz');
    expect(drawableText('Меню 🍕', canDraw)).toBe('???? ?');
  });

  it('turns line breaks and tabs into single spaces', () => {
    expect(drawableText(' Table\n12\t\tterrace ', canDraw)).toBe('Table 12 terrace');
  });

  it('tells a name the font can hardly draw from one with a letter or two it lacks', () => {
    expect(mostlyUndrawable('Меню', canDraw)).toBe(true);
    expect(mostlyUndrawable('早餐菜单 1', canDraw)).toBe(true);
    expect(mostlyUndrawable('Gdańsk Łódź', canDraw)).toBe(false);
    expect(mostlyUndrawable('Menu 🍕', canDraw)).toBe(false);
    expect(mostlyUndrawable('', canDraw)).toBe(false);
  });
});
