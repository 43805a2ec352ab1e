import { isPlainFileName } from '../../../shared/ipc/contract.ts';
import { isWindowsDeviceName } from '../../../shared/ipc/windows-device-names.ts';
import { exportBaseName } from '../qr/export/file-name.ts';

/** Room for "-12" and an extension within what every file system takes. */
const MAX_BASE_LENGTH = 80;

/**
 * What a code's file in a ZIP is called, without extension: its alias as it is ("Spring_Sale"), since an alias
 * is what people find a code by, with anything a file system refuses turned into hyphens. A code without a
 * usable alias is named the way a single export names it (its name in lower-case words, or qr-<id>). An alias
 * that Windows takes for a device (CON, NUL, COM1, also "con.menu") gets "-code" after it ("CON-code"), or the
 * archive could not be unpacked there.
 */
export function entryBaseName(alias: string | null, fallback: { id: number; name: string }): string {
  const cleaned = (alias ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^[-.]+|[-.]+$/g, '');
  const usable = isWindowsDeviceName(cleaned) ? cleaned.replace(/^[^.]*/, (stem) => `${stem}-code`) : cleaned;
  return usable && isPlainFileName(usable) ? usable : exportBaseName(fallback);
}

/**
 * Hands out file names no other file of the archive has, as macOS and Windows compare them (ignoring case):
 * "sale.png", then "Sale-2.png" for a second alias "Sale" (links on two domains may share one).
 */
export function uniqueNames(): (base: string, extension: string) => string {
  const taken = new Set<string>();
  return (base, extension) => {
    let name = `${base}.${extension}`;
    for (let count = 2; taken.has(name.toLocaleLowerCase('en')); count++) {
      name = `${base}-${count}.${extension}`;
    }
    taken.add(name.toLocaleLowerCase('en'));
    return name;
  };
}

export type BatchFileKind = 'pdf' | 'png' | 'svg';

/** "qr-codes-2026-05-03.pdf", "qr-codes-png-2026-05-03.zip", by the local calendar. */
export function batchFileName(kind: BatchFileKind, now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return kind === 'pdf' ? `qr-codes-${date}.pdf` : `qr-codes-${kind}-${date}.zip`;
}
