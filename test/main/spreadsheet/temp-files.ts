import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Files written to a fresh folder and read back from disk, so that the spreadsheet tests read real files' bytes;
 * the folder goes after each test.
 */
export function useTempFiles() {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = undefined;
  });
  return {
    async write(name: string, content: Uint8Array | string): Promise<string> {
      folder ??= await mkdtemp(join(tmpdir(), 'linkdesk-sheet-'));
      const path = join(folder, name);
      await writeFile(path, content);
      return path;
    },
    async read(path: string): Promise<Uint8Array> {
      return new Uint8Array(await readFile(path));
    },
  };
}
