import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appLocation } from '../../src/main/window/app-url.ts';
import { backgroundColour, MIN_WINDOW_SIZE, windowOptions } from '../../src/main/window/window-options.ts';

describe('window options', () => {
  const options = (overrides: Partial<Parameters<typeof windowOptions>[0]> = {}) =>
    windowOptions({
      preloadPath: '/app/out/preload/index.cjs',
      bounds: { x: 10, y: 20, width: 1000, height: 700 },
      darkMode: false,
      development: false,
      platform: 'linux',
      iconPath: '/app/out/main/chunks/tray-icon.png',
      ...overrides,
    });

  it('locks the renderer down: isolated, sandboxed, no Node, no webview, same-origin policy on', () => {
    expect(options().webPreferences).toEqual({
      preload: '/app/out/preload/index.cjs',
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
      devTools: false,
      spellcheck: false,
    });
  });

  it('gives the window its icon on Linux, where nothing else would (an AppImage never integrated)', () => {
    expect(options({ platform: 'linux' }).icon).toBe('/app/out/main/chunks/tray-icon.png');
    expect(options({ platform: 'win32' }).icon).toBeUndefined();
    expect(options({ platform: 'darwin' }).icon).toBeUndefined();
  });

  it('checks spelling only where the system has the dictionaries: nothing is downloaded from elsewhere', () => {
    expect(options({ platform: 'darwin' }).webPreferences.spellcheck).toBe(true);
    expect(options({ platform: 'win32' }).webPreferences.spellcheck).toBe(false);
    expect(options({ platform: 'linux' }).webPreferences.spellcheck).toBe(false);
  });

  it('offers developer tools only in development', () => {
    expect(options({ development: true }).webPreferences.devTools).toBe(true);
  });

  it('stays hidden until the first paint, at the given place, no smaller than its minimum', () => {
    const built = options();
    expect(built).toMatchObject({ show: false, x: 10, y: 20, width: 1000, height: 700, title: 'Linkdesk' });
    expect(built.minWidth).toBe(MIN_WINDOW_SIZE.width);
    expect(built.minHeight).toBe(MIN_WINDOW_SIZE.height);
    expect(MIN_WINDOW_SIZE.width).toBeGreaterThanOrEqual(640);
  });

  it('leaves the position to the system when none is given', () => {
    const built = options({ bounds: { width: 900, height: 600 } });
    expect(built).not.toHaveProperty('x');
    expect(built).not.toHaveProperty('y');
  });

  it('paints the page background of the OS theme before the page does', () => {
    const theme = readFileSync('src/renderer/src/styles/theme.css', 'utf8');
    const backgrounds = [...theme.matchAll(/--bg:\s*(#[0-9a-f]{6})/gi)].map((match) =>
      match[1]!.toLowerCase(),
    );
    expect(backgrounds, 'theme.css declares --bg for light, then for dark').toEqual([
      backgroundColour(false),
      backgroundColour(true),
    ]);
    expect(options({ darkMode: true }).backgroundColor).toBe(backgroundColour(true));
    expect(options({ darkMode: false }).backgroundColor).toBe(backgroundColour(false));
    expect(backgroundColour(true)).not.toBe(backgroundColour(false));
  });
});

describe('app location', () => {
  it('in the built app, trusts the page of the app scheme and nothing else', () => {
    const location = appLocation({});
    expect(location.development).toBe(false);
    expect(location.entryUrl).toBe('app://linkdesk/index.html');
    expect(location.isAppUrl(location.entryUrl)).toBe(true);
    expect(location.isAppUrl('app://linkdesk/')).toBe(true);
    expect(location.isAppUrl(`${location.entryUrl}#/account`)).toBe(true);
    expect(location.isAppUrl(`${location.entryUrl}?x=1`)).toBe(true);
    for (const other of [
      'app://linkdesk/other.html',
      'app://linkdesk/assets/index.js',
      'app://other/index.html',
      'app://linkdesk.evil.example/index.html',
      'file:///opt/Linkdesk/resources/app.asar/out/renderer/index.html',
      'file:///etc/passwd',
      'https://linkdesk/index.html',
      'about:blank',
      'not a url',
      '',
    ]) {
      expect(location.isAppUrl(other), other).toBe(false);
    }
  });

  it('under npm start, trusts the dev server page only', () => {
    const location = appLocation({
      devServerUrl: 'http://localhost:5173',
    });
    expect(location.development).toBe(true);
    expect(location.entryUrl).toBe('http://localhost:5173/');
    expect(location.isAppUrl('http://localhost:5173/')).toBe(true);
    expect(location.isAppUrl('http://localhost:5173/index.html#/accounts')).toBe(true);
    for (const other of [
      'http://localhost:5174/',
      'http://127.0.0.1:5173/',
      'https://localhost:5173/',
      'http://localhost:5173/src/other.html',
      'app://linkdesk/index.html',
    ]) {
      expect(location.isAppUrl(other), other).toBe(false);
    }
  });
});
