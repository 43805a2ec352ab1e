/** Black or white, whichever reads better on `background` (a #rrggbb or #rgb colour), by WCAG contrast. */
export function textOn(background: string): '#000000' | '#ffffff' {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex.padEnd(6, '0');
  const channel = (offset: number) => {
    const value = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): black wins above L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
