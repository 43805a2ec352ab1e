import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import type { WindowState } from './window-placement.ts';

export const WINDOW_STATE_FILE = 'window-state.json';

const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);
const windowStateSchema = z.object({
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean(),
});

export interface WindowStateStore {
  /** The state saved last, or null when there is none or it cannot be used. */
  load(): Promise<WindowState | null>;
  save(state: WindowState): Promise<void>;
}

/**
 * The window's size and position in `window-state.json` in the user-data folder. It is a convenience: a
 * missing, unreadable or invalid file only means the window opens at its default place (said in the log when
 * the file was there but unusable), and a failed save is logged, never raised to the person.
 */
export function createWindowStateStore(
  folder: string,
  log: { warn: (message: string) => void },
): WindowStateStore {
  const path = join(folder, WINDOW_STATE_FILE);
  let saving: Promise<void> = Promise.resolve();
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn(
            `The window's last position could not be read from ${path} (${String(error)}); using the default.`,
          );
        }
        return null;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const state = windowStateSchema.safeParse(parsed);
      if (!state.success) {
        log.warn(`${path} does not hold a window position Linkdesk understands; using the default.`);
        return null;
      }
      return state.data;
    },
    save(state) {
      const valid = windowStateSchema.safeParse(state);
      if (!valid.success) {
        log.warn(`The window's position was not saved: ${JSON.stringify(state)} is not a usable position.`);
        return saving;
      }
      const text = `${JSON.stringify(valid.data, null, 2)}\n`;
      // One write at a time, in order: the last state asked for is the one left on disk.
      // write-file-atomic writes a temp file beside it, flushes it and renames it over the old one: a crash leaves
      // the old file or the new one, never half of one.
      saving = saving.then(() =>
        writeFileAtomic(path, text, { mode: 0o600 }).catch((error: unknown) => {
          log.warn(`The window's position could not be saved to ${path} (${String(error)}).`);
        }),
      );
      return saving;
    },
  };
}
