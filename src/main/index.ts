import {
  app,
  BrowserWindow,
  clipboard,
  ClipboardItem,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  nativeImage,
  nativeTheme,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  powerMonitor,
  session,
  shell,
  Tray,
} from 'electron';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import trayIconPath from './desktop/tray-icon.png?asset';
import trayTemplatePath from './desktop/tray-template.png?asset';
import trayTemplate2xPath from './desktop/tray-template-2x.png?asset';
import { desktopPlatform } from '../shared/desktop/accelerator.ts';
import { AppError } from '../shared/ipc/app-error.ts';
import { EVENT_CHANNEL, type AppEvent } from '../shared/ipc/events.ts';
import { createAccountRecords } from './accounts/account-records.ts';
import { createCredentialStore } from './credentials/create-credential-store.ts';
import type { CredentialStore } from './credentials/credential-store.ts';
import { importKeytar } from './credentials/keytar-store.ts';
import { createGateway } from './api/gateway.ts';
import { createOfflineCache } from './cache/offline-cache.ts';
import { closeAnswer, closeQuestion } from './desktop/close-question.ts';
import type { Desktop } from './desktop/desktop.ts';
import type { DesktopHost } from './desktop/desktop-host.ts';
import { createDesktopSettingsStore } from './desktop/desktop-settings.ts';
import type { DesktopNotice } from './desktop/shorten-notice.ts';
import { fileBytes, saveDialogFilters } from './files/saved-file.ts';
import { readChosenFile, SPREADSHEET_EXTENSIONS } from './import/chosen-file.ts';
import { createBulkJournal } from './bulk-edit/bulk-journal.ts';
import { createImportJournal } from './import/import-journal.ts';
import { createHistoryStore } from './history/history-store.ts';
import { createHealthStore } from './health/health-store.ts';
import { createConnectionCheck } from './health/connection.ts';
import { AWAY_AFTER_SECONDS, personAway } from './history/presence.ts';
import { registerHandlers } from './handlers.ts';
import { createRegistrar } from './ipc/registrar.ts';
import { createQrDesignStore } from './qr/design-store.ts';
import { appMenuTemplate, editingMenuTemplate } from './menu.ts';
import { createSandboxLauncher } from './sandbox-launcher.ts';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './window/app-protocol.ts';
import { appLocation } from './window/app-url.ts';
import {
  CONTENT_SECURITY_POLICY,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  installContentSecurityPolicy,
} from './window/content-security-policy.ts';
import { denyPermissions, guardNavigation } from './window/navigation.ts';
import { guardUnload } from './window/unload-guard.ts';
import { APP_ID } from './app-id.ts';
import { createTestModeRecord, isTestMode, type TestModeRecord } from './test-mode.ts';
import { createNoticeShower } from './desktop/system-notices.ts';
import { onWayland, waylandClipboard } from './clipboard/wayland-clipboard.ts';
import type { TextClipboard } from './clipboard/secret-clipboard.ts';
import { secretClipboardItem } from './clipboard/secret-formats.ts';
import { runProgram } from './run-program.ts';
import { trayShown } from './desktop/tray-availability.ts';
import { startQuitSequence, type QuitSequence } from './shutdown/quit-sequence.ts';
import { placeWindow } from './window/window-placement.ts';
import { backgroundColour, windowOptions } from './window/window-options.ts';
import { createWindowStateStore, type WindowStateStore } from './window/window-state.ts';
import { chooseUpdateFeed } from './updates/feed-address.ts';
import { chooseInstaller, DEFAULT_UPDATE_FEED, type AutoUpdater } from './updates/installer.ts';
import { createUpdateChecker } from './updates/update-checker.ts';

// The wiring of the app, and the only main-process file that imports electron: everything it puts together
// takes electron's pieces as parameters, so it is tested under plain Node.

const log = {
  error: (message: string, error?: unknown) => console.error(message, error ?? ''),
  warn: (message: string) => console.warn(message),
};

/** Where the window's page comes from: the app's own scheme, or the dev server under `npm start`. */
const renderer = appLocation({
  devServerUrl: app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
});
/** The built renderer, served under the app's scheme. */
const rendererDir = join(import.meta.dirname, '../renderer');
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
/**
 * The spreadsheet worker, built beside this file (electron.vite.config.ts): it stays inside app.asar, whose files
 * Electron's worker threads load as its main thread does.
 */
const spreadsheetWorker = join(import.meta.dirname, 'spreadsheet-worker.js');
/**
 * `npm run test:electron` on a developer's machine: no browser tab opened, no system-wide shortcut taken, no
 * tray icon left; what would have happened is kept for the test (see test-mode.ts). Never in a packaged app.
 */
const testMode = isTestMode(process.env, app.isPackaged) ? createTestModeRecord() : null;
if (testMode) (globalThis as { linkdeskTestMode?: TestModeRecord }).linkdeskTestMode = testMode;

const openExternal = async (url: string) => {
  if (testMode) testMode.opened.push(url);
  else await shell.openExternal(url);
};

/**
 * The keychain is reached on first use, not at start-up: opening the app never waits for it or prompts for it,
 * and a keychain that is locked or missing only refuses the action that needs a key (with what to do about it),
 * then is tried again next time.
 */
function credentialsOnFirstUse(userDataDir: string): CredentialStore {
  let resolved: CredentialStore | null = null;
  let pending: Promise<CredentialStore> | null = null;
  const ready = () =>
    (pending ??= createCredentialStore({
      loadKeytar: importKeytar,
      safeStorage,
      userDataDir,
      platform: process.platform,
      log,
    }).then(
      (store) => (resolved = store),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    // Until the first use the keychain is what will be tried first.
    get backend() {
      return resolved?.backend ?? 'keychain';
    },
    get: async (id) => (await ready()).get(id),
    set: async (id, key) => (await ready()).set(id, key),
    delete: async (id) => (await ready()).delete(id),
  };
}

/**
 * Saves an export where the person chooses, starting in Downloads under the suggested name, offering the file
 * type of its extension. What is written (bytes as they are, a byte-order mark for CSV) is `fileBytes`'s call.
 */
async function saveFile(
  suggestedName: string,
  content: string | Uint8Array,
): Promise<{ saved: boolean; path?: string }> {
  const options = {
    defaultPath: join(app.getPath('downloads'), suggestedName),
    filters: saveDialogFilters(suggestedName),
  };
  const choice = mainWindow
    ? await dialog.showSaveDialog(mainWindow, options)
    : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { saved: false };
  await writeFile(choice.filePath, fileBytes(choice.filePath, content));
  return { saved: true, path: choice.filePath };
}

/** The spreadsheet to import, chosen in the native open dialog and read whole; null when cancelled. */
async function openSpreadsheet(): Promise<{ name: string; bytes: Uint8Array } | null> {
  const options = {
    properties: ['openFile' as const],
    filters: [{ name: 'Spreadsheets (CSV, Excel)', extensions: SPREADSHEET_EXTENSIONS }],
  };
  const choice = mainWindow
    ? await dialog.showOpenDialog(mainWindow, options)
    : await dialog.showOpenDialog(options);
  const path = choice.filePaths[0];
  return choice.canceled || !path ? null : readChosenFile(path);
}

/**
 * Puts a PNG on the clipboard. The bytes are decoded first: a PNG Chromium cannot read would otherwise leave
 * the clipboard holding nothing any app can paste, with no error to show.
 */
async function copyImage(png: Uint8Array): Promise<void> {
  if (nativeImage.createFromBuffer(Buffer.from(png)).isEmpty()) {
    throw new AppError('validation', 'The image to copy is not a PNG image Linkdesk can read.');
  }
  await clipboard.write([new ClipboardItem({ 'image/png': new Blob([png], { type: 'image/png' }) })]);
}

/**
 * Electron's clipboard for main's text copies. A secret is written in one go with the hints that keep it out of
 * clipboard history, cloud sync and clipboard managers (`secret-formats.ts`). Through wl-copy (Wayland, when it
 * is installed) a secret goes as plain text without them: wl-copy is given one type per copy.
 */
const electronClipboard: TextClipboard = {
  readText: () => clipboard.readText(),
  writeText: (text) => clipboard.writeText(text),
  writeSecretText: (text) =>
    clipboard.write([new ClipboardItem(secretClipboardItem(text, process.platform))]),
};

let mainWindow: BrowserWindow | null = null;
let opening: Promise<void> | null = null;
/** Set once the app is ready: the shortcut, the tray menu and what closing the window does. */
let desktop: Desktop | null = null;
/** The tray or menu-bar icon; kept referenced, or it disappears when collected. */
let tray: Tray | null = null;
/** Set once the app is ready: whether a quit is under way, and the shutdown work every way of ending runs. */
let quitSequence: QuitSequence | null = null;
/** Set when the person chose to keep Linkdesk in the tray: closing the last window does not quit. */
let keepRunning = false;
/** Set while the close question is on screen: a second click on close does not ask twice. */
let askingAboutClose = false;
/**
 * System notifications. One the system refuses (an unsigned macOS build gets none at all) is said in the tray
 * icon's tooltip instead, and the result stays under Latest links in the tray menu and in the window.
 */
const notices = createNoticeShower(
  { supported: () => Notification.isSupported(), create: (options) => new Notification(options) },
  {
    onFailed: (notice, error) => {
      log.warn(`A notification could not be shown (${error}): ${notice.title}`);
      tray?.setToolTip(`Linkdesk: ${notice.title}`);
    },
  },
);
const showNotice = (notice: DesktopNotice) => notices.show(notice);

/**
 * The tray icon, with a drawing for each screen scale so that none is blurred by scaling. macOS gets a template
 * image (the links alone, which it tints for the light or dark menu bar) at 18 points; Windows the app's icon at
 * 16 pixels and Linux panels at 22, each also for 125, 150 and 200 % screens.
 */
function trayIcon() {
  const image = nativeImage.createEmpty();
  if (process.platform === 'darwin') {
    for (const [scaleFactor, path] of [
      [1, trayTemplatePath],
      [2, trayTemplate2xPath],
    ] as const) {
      image.addRepresentation({ scaleFactor, buffer: nativeImage.createFromPath(path).toPNG() });
    }
    image.setTemplateImage(true);
    return image;
  }
  const size = process.platform === 'win32' ? 16 : 22;
  const source = nativeImage.createFromPath(trayIconPath);
  for (const scaleFactor of [1, 1.25, 1.5, 2]) {
    const pixels = Math.round(size * scaleFactor);
    const drawn = source.resize({ width: pixels, height: pixels, quality: 'best' });
    image.addRepresentation({ scaleFactor, buffer: drawn.toPNG() });
  }
  return image;
}

function showTray(desktopNow: Desktop): void {
  const menu = () => desktopNow.trayMenu({ show: showMainWindow, quit: () => app.quit() });
  if (testMode) {
    testMode.trayMenu = menu;
    return;
  }
  tray = new Tray(trayIcon());
  tray.setToolTip('Linkdesk');
  // On Windows a click on a tray icon opens its app; elsewhere a click opens the menu.
  if (process.platform === 'win32') tray.on('click', showMainWindow);
  const refresh = () => {
    tray?.setContextMenu(Menu.buildFromTemplate(menu()));
  };
  refresh();
  desktopNow.subscribe(refresh);
}

/**
 * Closing the window: the first time (outside macOS, where apps keep running without windows anyway) the
 * person is asked whether Linkdesk stays in the tray; after that their choice decides.
 */
function decideOnClose(window: BrowserWindow, event: { preventDefault: () => void }): void {
  if (quitSequence?.quitting || keepRunning || !desktop || process.platform === 'darwin') return;
  const choice = desktop.closeChoice();
  if (choice !== 'ask') {
    keepRunning = choice === 'tray';
    return;
  }
  event.preventDefault();
  if (askingAboutClose) return;
  askingAboutClose = true;
  const question = closeQuestion(desktop.state().shortcut, desktopPlatform(process.platform));
  void desktop
    .askOnClose(async () => closeAnswer((await dialog.showMessageBox(window, question)).response))
    .then((decision) => {
      if (decision === 'stay') return;
      keepRunning = decision === 'tray';
      window.close();
    })
    .catch((error: unknown) => log.error('Deciding what closing the window does failed.', error))
    .finally(() => (askingAboutClose = false));
}
/** Set once the app is ready: where the window's size and position are kept. */
let windowState: WindowStateStore | null = null;

const pendingWork = new Set<Promise<void>>();
/** Runs work the app waits for before it quits; a failure is logged with what was being done. */
const track = (what: string, work: Promise<unknown>) => {
  const settled = work.then(
    () => undefined,
    (error: unknown) => log.error(`${what} failed.`, error),
  );
  pendingWork.add(settled);
  void settled.finally(() => pendingWork.delete(settled));
};

async function createMainWindow(state: WindowStateStore): Promise<void> {
  const placement = placeWindow(await state.load(), screen.getAllDisplays(), screen.getPrimaryDisplay());
  const window = new BrowserWindow(
    windowOptions({
      platform: process.platform,
      preloadPath,
      bounds: placement.bounds,
      darkMode: nativeTheme.shouldUseDarkColors,
      development: renderer.development,
      iconPath: trayIconPath,
    }),
  );
  mainWindow = window;
  // The choice is read again at this window's close: it may have been changed meanwhile.
  keepRunning = false;
  // A form with unsaved changes holds the page; Electron would then keep the window without a word.
  // Keeping the form calls a quit off: Electron stops quitting, and so does the choice of what closing does.
  guardUnload(
    window.webContents,
    (question) => dialog.showMessageBoxSync(window, question),
    () => quitSequence?.cancelled(),
  );
  // Windows ends a session (logout, shutdown) without the quit events: the shutdown work starts here then.
  quitSequence?.endWithSession(window);
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    window.show();
  });
  window.on('close', (event) => {
    decideOnClose(window, event);
    track(
      'Saving the window position',
      state.save({ bounds: window.getNormalBounds(), maximized: window.isMaximized() }),
    );
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  await window.loadURL(renderer.entryUrl);
}

/** Brings the window forward, or opens it when there is none (macOS keeps running without windows). */
function showMainWindow(): void {
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
    return;
  }
  if (!windowState || opening) return;
  opening = createMainWindow(windowState).finally(() => (opening = null));
  track('Opening the window', opening);
}

async function start(): Promise<void> {
  await app.whenReady();
  const dataDir = app.getPath('userData');
  windowState = createWindowStateStore(dataDir, log);
  const sandbox = createSandboxLauncher({ dataDir: join(dataDir, 'sandbox') });

  denyPermissions(session.defaultSession);
  if (!renderer.development) {
    protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({ rendererDir, policy: CONTENT_SECURITY_POLICY, log }),
    );
  }
  // The dev server's pages get the policy as a header here; the app's scheme sends it with every file.
  installContentSecurityPolicy(session.defaultSession.webRequest, {
    policy: renderer.development ? DEVELOPMENT_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    isAppUrl: renderer.isAppUrl,
  });

  // Events go to the app's own window only, and only while it shows the app's page.
  const emit = (event: AppEvent) => {
    const contents = mainWindow?.webContents;
    if (contents && !contents.isDestroyed() && renderer.isAppUrl(contents.getURL())) {
      contents.send(EVENT_CHANNEL, event);
    }
  };
  const cache = createOfflineCache({ file: join(dataDir, 'offline-cache.db'), now: Date.now, log });
  const designs = createQrDesignStore({ file: join(dataDir, 'qr-designs.db'), log });
  const importJournal = createImportJournal({ file: join(dataDir, 'imports.db'), log });
  const bulkJournal = createBulkJournal({ file: join(dataDir, 'bulk-edits.db'), log });
  const historyStore = createHistoryStore({ file: join(dataDir, 'history.db'), log });
  const healthStore = createHealthStore({ file: join(dataDir, 'health.db'), log });
  const gateway = createGateway({ cache, emit, now: Date.now });
  // The feed at launch if one is given, else the one the release was built for, else the default: https only
  // (plain http to this computer in the test mode).
  const updateFeed = chooseUpdateFeed({
    override: process.env.LINKDESK_UPDATE_FEED,
    release: __RELEASE_UPDATE_FEED__,
    fallback: DEFAULT_UPDATE_FEED,
    allowLocalHttp: testMode !== null,
    log,
  });
  const { installer, reason, downloadOf } = chooseInstaller({
    packaged: app.isPackaged,
    platform: process.platform,
    arch: process.arch,
    appImage: process.env.APPIMAGE,
    feedUrl: updateFeed,
    // Loaded only when the person installs an update.
    load: async () => (await import('electron-updater')).default.autoUpdater as unknown as AutoUpdater,
    beforeInstall: async () => quitSequence?.shutDown(),
  });
  const updates = createUpdateChecker({
    // Never through Chromium's HTTP cache: a cached latest*.yml would hide a new version until it expires.
    fetch: (input, init) => net.fetch(input, { ...init, cache: 'no-store' }),
    feedUrl: updateFeed,
    allowLocalHttp: testMode !== null,
    currentVersion: app.getVersion(),
    platform: process.platform,
    dataDir,
    now: () => new Date(),
    emit: (state) => emit({ type: 'update', state }),
    installer,
    ...(reason ? { unsupportedReason: reason } : {}),
    ...(downloadOf ? { downloadOf } : {}),
    log,
  });
  // On Wayland Chromium's clipboard works only while the window has focus; the shortcut and the tray shorten
  // without it, so the clipboard goes through wl-clipboard there when it is installed.
  // Both ask small programs (wl-clipboard, the session bus): at once, so start-up waits for the slower only.
  const wayland = onWayland(process.platform, process.env);
  const [waylandText, trayVisible] = await Promise.all([
    wayland ? waylandClipboard(runProgram) : null,
    testMode !== null || trayShown(process.platform, runProgram),
  ]);
  if (wayland && !waylandText) {
    log.warn(
      'wl-clipboard is not installed: on Wayland, shortening from the shortcut or tray may read a stale clipboard.',
    );
  }
  const desktopHost: DesktopHost = {
    platform: desktopPlatform(process.platform),
    shortcuts: testMode?.shortcutHost ?? {
      register: (accelerator, onPress) => globalShortcut.register(accelerator, onPress),
      unregister: (accelerator) => globalShortcut.unregister(accelerator),
    },
    notify: showNotice,
    settings: createDesktopSettingsStore(dataDir, log),
    // On Wayland the shortcut goes through the desktop's portal, which may refuse it without a word.
    shortcutsConfirmedByPress: wayland,
    // Stock GNOME shows no tray icon: there closing the window quits, rather than hide Linkdesk in nothing.
    tray: trayVisible,
    away: () => personAway(powerMonitor.getSystemIdleState(AWAY_AFTER_SECONDS)),
  };
  const registered = registerHandlers(createRegistrar(ipcMain, renderer.isAppUrl, log), {
    gateway,
    emit,
    records: createAccountRecords({ dir: dataDir, log }),
    credentials: credentialsOnFirstUse(dataDir),
    // Never through Chromium's disk cache: answers hold users' API keys, and Linkdesk keeps its own offline copy.
    fetch: (input, init) => net.fetch(input, { ...init, cache: 'no-store' }),
    sandbox,
    openExternal,
    newId: randomUUID,
    now: () => new Date(),
    designs,
    saveFile,
    showInFolder: (path) => shell.showItemInFolder(path),
    copyImage,
    clipboard: waylandText ?? electronClipboard,
    updates,
    desktopHost,
    importJournal,
    bulkJournal,
    settingsFolder: dataDir,
    openFile: openSpreadsheet,
    spreadsheetWorker,
    history: { store: historyStore, log },
    health: {
      store: healthStore,
      log,
      connection: createConnectionCheck({
        online: () => net.isOnline(),
        platform: process.platform,
        runProgram,
        now: Date.now,
      }),
    },
    showWindow: showMainWindow,
  });
  const { pendingDeletes, secretClipboard } = registered;
  desktop = registered.desktop;
  await desktop.start();
  showTray(desktop);
  // An import a quit or a crash interrupted goes on where its journal says it stopped.
  registered.imports.resumeInterrupted();
  registered.bulkEdits.resumeInterrupted();
  // Snapshots run with the window closed too. Timers stand still while the computer sleeps, so waking up takes
  // the look that is due (one, never the ones missed).
  void registered.history.start();
  void registered.health.start();
  powerMonitor.on('resume', () => {
    void registered.history.runDue();
    void registered.health.runDue();
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        platform: process.platform,
        appName: app.name,
        development: renderer.development,
        onCheckForUpdates: () => void updates.checkNow(),
        onShowShortcuts: () => emit({ type: 'menu', command: 'show-shortcuts' }),
      }),
    ),
  );

  nativeTheme.on('updated', () => {
    for (const window of BrowserWindow.getAllWindows()) {
      window.setBackgroundColor(backgroundColour(nativeTheme.shouldUseDarkColors));
    }
  });

  // Deletes still held for undo are sent (the person let them through), imports record what is in flight, then
  // the sandbox server closes and the last window-state write finishes before the process ends.
  quitSequence = startQuitSequence(app, {
    stopDesktop: () => registered.desktop.stop(),
    clearSecrets: () => secretClipboard.clearPending(),
    stopImports: async () => {
      await Promise.all([registered.imports.stopAll(), registered.bulkEdits.stopAll()]);
    },
    stopHistory: async () => {
      await Promise.all([registered.history.stop(), registered.health.stop()]);
    },
    flushDeletes: () => pendingDeletes.flush(),
    closeSandbox: () => sandbox.close(),
    pending: () => pendingWork,
    closeStores: () => {
      cache.close();
      designs.close();
      importJournal.close();
      bulkJournal.close();
      historyStore.close();
      healthStore.close();
    },
    log,
  });

  app.on('activate', showMainWindow);
  showMainWindow();
  await opening;
  // At most once a day, after the window is up: a newer version is offered in the window, never installed.
  setTimeout(() => void updates.checkIfDue(), 10_000).unref();
}

// Before anything shows: Windows groups the taskbar, and keeps notification settings, under the id the installer's
// Start-menu shortcut carries; Electron's own default would differ, and it would rewrite that shortcut.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

// Another launch while Linkdesk runs brings the running window forward instead of opening a second app on
// the same files.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Before the app is ready, as Electron requires: the window's own scheme, a secure and standard one.
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  app.enableSandbox();
  app.on('second-instance', showMainWindow);
  // Every web page the app ever creates gets the guards, not only the main window.
  app.on('web-contents-created', (_event, contents) => {
    guardNavigation(contents, { isAppUrl: renderer.isAppUrl, openExternal, log });
    // Electron has no right-click menu of its own: text fields get the usual one.
    contents.on('context-menu', (_menuEvent, params) => {
      const template = editingMenuTemplate(params);
      if (template.length > 0) Menu.buildFromTemplate(template).popup();
    });
  });
  app.on('window-all-closed', () => {
    // Kept in the tray, Linkdesk runs on: the shortcut and the tray menu still shorten.
    if (process.platform !== 'darwin' && !keepRunning) app.quit();
  });
  start().catch((error: unknown) => {
    log.error('Linkdesk could not start.', error);
    app.exit(1);
  });
}
