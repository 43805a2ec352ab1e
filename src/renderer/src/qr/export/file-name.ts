import { isPlainFileName } from '../../../../shared/ipc/contract.ts';

/** Room for the size and extension within the 120 characters a suggested file name may have. */
const MAX_BASE_LENGTH = 80;

/**
 * The exported file's name without extension: the code's name as lower-case words joined by hyphens
 * ("Spring menu" → "spring-menu"), or `qr-<id>` when it has no name or nothing of it is usable in a file name.
 */
export function exportBaseName(qr: { id: number; name: string }): string {
  const words = qr.name
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return words && isPlainFileName(words) ? words : `qr-${qr.id}`;
}

/** "spring-menu-1024.png" (a PNG's name carries its size) or "spring-menu.svg". */
export function exportFileName(
  qr: { id: number; name: string },
  format: 'png' | 'svg',
  pixels: number,
): string {
  const base = exportBaseName(qr);
  return format === 'png' ? `${base}-${pixels}.png` : `${base}.svg`;
}
