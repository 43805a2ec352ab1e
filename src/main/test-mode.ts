import type { GlobalShortcuts } from './desktop/shortcut-keeper.ts';
import type { MenuItemTemplate } from './menu.ts';

/**
 * What the app would have done outside itself while `npm run test:electron` drives it: kept here instead, so a
 * run on a developer's machine opens no browser tab, takes no system-wide shortcut and leaves no tray icon.
 * Main puts it on `globalThis.linkdeskTestMode`, where Playwright's `app.evaluate` reads it.
 */
export interface TestModeRecord {
  /** Addresses handed to the system browser, oldest first. */
  opened: string[];
  /** The global shortcuts registered now. */
  shortcuts: Set<string>;
  /** The tray menu as it would show now; its items' `click` does what the tray's would. */
  trayMenu: () => MenuItemTemplate[];
}

/** Whether this run is a test's: asked for by LINKDESK_TEST_MODE=1, and never honoured by a packaged app. */
export function isTestMode(env: NodeJS.ProcessEnv, packaged: boolean): boolean {
  return !packaged && env.LINKDESK_TEST_MODE === '1';
}

export function createTestModeRecord(): TestModeRecord & { shortcutHost: GlobalShortcuts } {
  const record = {
    opened: [] as string[],
    shortcuts: new Set<string>(),
    trayMenu: (): MenuItemTemplate[] => [],
    shortcutHost: {
      register: (accelerator: string) => {
        record.shortcuts.add(accelerator);
        return true;
      },
      unregister: (accelerator: string) => void record.shortcuts.delete(accelerator),
    },
  };
  return record;
}
