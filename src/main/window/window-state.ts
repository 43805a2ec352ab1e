import { join } from 'node:path';
import { z } from 'zod';
import { createJsonFile } from '../files/json-file.ts';
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
  const file = createJsonFile({ path, schema: windowStateSchema, what: "the window's last position", log });
  return {
    load: () => file.load(),
    save(state) {
      const valid = windowStateSchema.safeParse(state);
      if (!valid.success) {
        log.warn(`The window's position was not saved: ${JSON.stringify(state)} is not a usable position.`);
        return Promise.resolve();
      }
      return file.save(valid.data).catch((error: unknown) => {
        log.warn(`The window's position could not be saved to ${path} (${String(error)}).`);
      });
    },
  };
}
