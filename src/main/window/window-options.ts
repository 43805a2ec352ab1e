import type { Bounds } from './window-placement.ts';

export const MIN_WINDOW_SIZE = { width: 860, height: 580 } as const;
export const DEFAULT_WINDOW_SIZE = { width: 1200, height: 800 } as const;

/**
 * What the window shows before the renderer's first paint: the page background of each theme (`--bg` in
 * src/renderer/src/styles/theme.css), so opening the app never flashes white in dark mode or grey in light.
 */
export function backgroundColour(darkMode: boolean): string {
  return darkMode ? '#141518' : '#f5f6f8';
}

/** The BrowserWindow options Linkdesk uses; a plain object, so the security settings are testable under Node. */
export interface WindowOptions {
  x?: number;
  y?: number;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: boolean;
  title: string;
  /** The window's and taskbar's icon, set on Linux only (see `windowOptions`). */
  icon?: string;
  backgroundColor: string;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInWorker: false;
    nodeIntegrationInSubFrames: false;
    webviewTag: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    experimentalFeatures: false;
    navigateOnDragDrop: false;
    safeDialogs: true;
    devTools: boolean;
    spellcheck: boolean;
  };
}

/**
 * The renderer is a web page with no Node: isolated from the preload (contextIsolation), in Chromium's OS
 * sandbox, without Node in any frame or worker, without `<webview>`, with the same-origin policy on. It gets
 * only what the preload exposes (`window.api`). Developer tools exist only in development.
 * The window stays hidden until its first paint (`ready-to-show`).
 */
export function windowOptions(input: {
  preloadPath: string;
  bounds: Partial<Bounds> & { width: number; height: number };
  darkMode: boolean;
  development: boolean;
  platform: NodeJS.Platform;
  /** The app's icon file: an AppImage that was never integrated with the desktop has no other to show. */
  iconPath: string;
}): WindowOptions {
  const { x, y, width, height } = input.bounds;
  return {
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
    width,
    height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Linkdesk',
    // Windows takes the executable's icon and macOS the bundle's; Linux takes what the window is given.
    ...(input.platform === 'linux' ? { icon: input.iconPath } : {}),
    backgroundColor: backgroundColour(input.darkMode),
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: input.development,
      // macOS checks spelling with the system's own dictionaries. Elsewhere Electron downloads Hunspell dictionaries
      // from a third-party server on first use, which the app does not do behind the person's back: off there.
      spellcheck: input.platform === 'darwin',
    },
  };
}
