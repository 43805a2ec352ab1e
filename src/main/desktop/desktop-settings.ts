import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SHORTCUT, parseAccelerator } from '../../shared/desktop/accelerator.ts';
import { CLOSE_WINDOW_CHOICES, type CloseWindowChoice } from '../../shared/ipc/desktop.ts';
import { createJsonFile } from '../files/json-file.ts';

export const DESKTOP_SETTINGS_FILE = 'desktop-settings.json';

export interface DesktopSettings {
  /** The global shortcut chosen; null when the person turned it off. */
  shortcut: string | null;
  closeWindow: CloseWindowChoice;
}

export const DEFAULT_DESKTOP_SETTINGS: DesktopSettings = { shortcut: DEFAULT_SHORTCUT, closeWindow: 'ask' };

const settingsSchema = z.object({
  // Spelling only: a combination an older version allowed and this one refuses is still read, so that the window
  // can say it is off and why, rather than the whole file being set aside.
  shortcut: z
    .string()
    .nullable()
    .refine((text) => text === null || 'accelerator' in parseAccelerator(text)),
  closeWindow: z.enum(CLOSE_WINDOW_CHOICES),
});

export interface DesktopSettingsStore {
  load(): Promise<DesktopSettings>;
  save(settings: DesktopSettings): Promise<void>;
}

/**
 * The shortcut and the close-window choice in `desktop-settings.json` in the user-data folder. A missing or
 * unusable file means the defaults (said in the log when it was there), never an app that will not start; a
 * failed save rejects, so the window says the setting was not kept.
 */
export function createDesktopSettingsStore(
  folder: string,
  log: { warn: (message: string) => void },
): DesktopSettingsStore {
  const file = createJsonFile({
    path: join(folder, DESKTOP_SETTINGS_FILE),
    schema: settingsSchema,
    what: 'the shortcut and close-window settings',
    log,
  });
  return {
    load: async () => (await file.load()) ?? { ...DEFAULT_DESKTOP_SETTINGS },
    save: (settings) => file.save(settingsSchema.parse(settings)),
  };
}
