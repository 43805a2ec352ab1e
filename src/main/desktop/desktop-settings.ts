import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { checkAccelerator, DEFAULT_SHORTCUT } from '../../shared/desktop/accelerator.ts';
import { CLOSE_WINDOW_CHOICES, type CloseWindowChoice } from '../../shared/ipc/desktop.ts';

export const DESKTOP_SETTINGS_FILE = 'desktop-settings.json';

export interface DesktopSettings {
  /** The global shortcut chosen; null when the person turned it off. */
  shortcut: string | null;
  closeWindow: CloseWindowChoice;
}

export const DEFAULT_DESKTOP_SETTINGS: DesktopSettings = { shortcut: DEFAULT_SHORTCUT, closeWindow: 'ask' };

const settingsSchema = z.object({
  shortcut: z
    .string()
    .nullable()
    .refine((text) => text === null || 'accelerator' in checkAccelerator(text)),
  closeWindow: z.enum(CLOSE_WINDOW_CHOICES),
});

export interface DesktopSettingsStore {
  load(): Promise<DesktopSettings>;
  save(settings: DesktopSettings): Promise<void>;
}

/**
 * The shortcut and the close-window choice in `desktop-settings.json` in the user-data folder. A missing or
 * unusable file means the defaults (said in the log when it was there), never an app that will not start.
 */
export function createDesktopSettingsStore(
  folder: string,
  log: { warn: (message: string) => void },
): DesktopSettingsStore {
  const path = join(folder, DESKTOP_SETTINGS_FILE);
  let saving: Promise<void> = Promise.resolve();
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn(
            `${path} could not be read (${String(error)}); using the default shortcut and close choice.`,
          );
        }
        return { ...DEFAULT_DESKTOP_SETTINGS };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const settings = settingsSchema.safeParse(parsed);
      if (!settings.success) {
        log.warn(`${path} does not hold settings Linkdesk understands; using the defaults.`);
        return { ...DEFAULT_DESKTOP_SETTINGS };
      }
      return settings.data;
    },
    save(settings) {
      const text = `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`;
      // One write at a time, in order, each replacing the file whole: the last choice is the one kept.
      saving = saving.then(() => writeFileAtomic(path, text, { mode: 0o600 }));
      return saving;
    },
  };
}
