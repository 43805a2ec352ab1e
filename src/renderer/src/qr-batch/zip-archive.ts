import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  /** A plain file name: the archive has no folders. */
  name: string;
  bytes: Uint8Array;
  /** SVG text shrinks a lot; a PNG is compressed already, and deflating it again only costs time. */
  compress: boolean;
}

/** The archive's bytes. Names are stored as UTF-8 (the flag set), so aliases in any script unpack as written. */
export function zipArchive(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  // Without a prototype, an alias such as "__proto__.png" is a file like any other.
  const files = Object.create(null) as Zippable;
  for (const entry of entries) {
    if (entry.name in files) throw new Error(`Two files of the archive are named ${entry.name}.`);
    files[entry.name] = [entry.bytes, { level: entry.compress ? 6 : 0, mtime: modified }];
  }
  return zipSync(files);
}
