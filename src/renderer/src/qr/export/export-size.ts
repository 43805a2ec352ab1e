/** What an exported PNG may measure, in pixels a side: small enough to stay a few MB, large enough for a poster. */
export const EXPORT_SIZE = { min: 128, max: 4096, default: 1024 } as const;

/** The sizes offered with one click; any other in the range can be typed. */
export const EXPORT_SIZE_PRESETS = [256, 512, 1024, 2048, 4096] as const;

export type ExportSizeCheck = { ok: true; pixels: number } | { ok: false; message: string };

/** Reads the size field: a whole number of pixels in range ("1024" or "1024 px"), or why it cannot be used. */
export function checkExportSize(text: string): ExportSizeCheck {
  const range = `from ${EXPORT_SIZE.min} to ${EXPORT_SIZE.max}`;
  const trimmed = text.trim().replace(/\s*px$/i, '');
  if (trimmed === '') return { ok: false, message: `Enter a size in pixels, ${range}.` };
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: `Enter the size as a whole number of pixels, ${range}.` };
  }
  const pixels = Number(trimmed);
  if (pixels < EXPORT_SIZE.min) {
    return { ok: false, message: `The size must be at least ${EXPORT_SIZE.min} pixels.` };
  }
  if (pixels > EXPORT_SIZE.max) {
    return { ok: false, message: `The size must be at most ${EXPORT_SIZE.max} pixels.` };
  }
  return { ok: true, pixels };
}
