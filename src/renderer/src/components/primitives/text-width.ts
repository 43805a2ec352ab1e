let context: CanvasRenderingContext2D | null | undefined;
/** The font last given to the canvas: setting it is costly (it is parsed each time), so it is set on change. */
let currentFont = '';

/**
 * How wide `text` is in pixels in `font` (a computed CSS font shorthand), measured on a canvas that is never
 * shown; 0 where there is no canvas to measure with.
 */
export function textWidth(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  if (font !== currentFont) {
    context.font = font;
    currentFont = font;
  }
  return context.measureText(text).width;
}
