/**
 * The powerful web features the window is refused, sent as a Permissions-Policy header with every page of the
 * app (the app protocol) and of dev:browser. In Electron the session's permission handlers (`denyPermissions`)
 * already answer no to all of them; a browser grants some by itself (Chromium lets a page write the clipboard),
 * so without this header a window feature that needs one would pass in the end-to-end tests and fail in the
 * app. Whatever the window needs of these goes through main instead (`clipboard:writeText`, `shell:openExternal`).
 *
 * Only features Chromium knows are listed: an unknown name would be reported on every page load.
 */
export const REFUSED_FEATURES = [
  'accelerometer',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
] as const;

/** `camera=(), clipboard-write=(), …`: each feature allowed to no origin at all, the page's own included. */
export const PERMISSIONS_POLICY = REFUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');
