let context: CanvasRenderingContext2D | null | undefined;

/**
 * How wide `text` is in pixels in `font` (a computed CSS font shorthand), measured on a canvas that is never
 * shown; 0 where there is no canvas to measure with.
 */
export function textWidth(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}
