/**
 * The app's id, reverse-DNS of its domain (linkdesk.app) and its name: the macOS bundle id and Windows'
 * AppUserModelID (electron-builder.yml `appId`), and on Linux the desktop file's name (package.json
 * `desktopName`), through which the Wayland portal grants the global shortcut and which names the window class.
 * The data folder follows productName (Linkdesk), not this id.
 */
export const APP_ID = 'app.linkdesk.Linkdesk';
