import { safeExternalUrl } from '../security/external-url.ts';

/** An Electron event that can be cancelled; navigation events also carry the target URL. */
export interface CancellableEvent {
  preventDefault(): void;
  url?: string;
}

/** The part of Electron's `WebContents` the guards use. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: CancellableEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: CancellableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationPolicy {
  isAppUrl: (url: string) => boolean;
  /** Hands a web address to the system browser. */
  openExternal: (url: string) => Promise<void>;
  log: { warn: (message: string) => void };
}

/**
 * Keeps every web page of the app on the app: it never navigates anywhere else, never opens a window, never
 * embeds a `<webview>`. A link the person follows (a plain click or `target="_blank"`) opens in the system
 * browser instead, and only when it is an http(s) address; anything else (file:, custom schemes that start
 * programs) is dropped.
 */
export function guardNavigation(contents: GuardedContents, policy: NavigationPolicy): void {
  const openOutside = (given: string) => {
    const url = safeExternalUrl(given);
    if (url === null) {
      policy.log.warn(
        `Refused to open ${JSON.stringify(given.slice(0, 200))}: only web addresses are opened.`,
      );
      return;
    }
    policy.openExternal(url).catch((error: unknown) => {
      policy.log.warn(`The system browser could not open ${url} (${String(error)}).`);
    });
  };
  contents.on('will-navigate', (event, url) => {
    const target = event.url ?? url;
    if (policy.isAppUrl(target)) return;
    event.preventDefault();
    openOutside(target);
  });
  // A redirect is not something the person chose to follow: it is stopped, not opened elsewhere.
  contents.on('will-redirect', (event, url) => {
    if (!policy.isAppUrl(event.url ?? url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
}

/** The part of Electron's `Session` the permission handlers use. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/**
 * The app needs no web permission (camera, microphone, notifications, geolocation, clipboard reading, ...):
 * every request and every check is answered no.
 */
export function denyPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
