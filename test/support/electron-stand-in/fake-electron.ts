import { existsSync, readFileSync } from 'node:fs';
/**
 * A stand-in for the `electron` module, for loading the built main bundle under plain Node. It does what the
 * app asks and records it, so a driver script can look at what the app set up and fire the events Electron
 * would fire. Only the parts Linkdesk's main process uses exist.
 */
type Listener = (...args: any[]) => unknown;

class Emitter {
  readonly listeners = new Map<string, Listener[]>();

  on(name: string, listener: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }

  once(name: string, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.listeners.set(
        name,
        (this.listeners.get(name) ?? []).filter((candidate) => candidate !== wrapped),
      );
      return listener(...args);
    };
    return this.on(name, wrapped);
  }

  emit(name: string, ...args: unknown[]): number {
    const listeners = this.listeners.get(name) ?? [];
    for (const listener of listeners) listener(...args);
    return listeners.length;
  }
}

export const recorded = {
  singleInstanceLockRequested: false,
  sandboxEnabled: false,
  quitRequests: 0,
  quitPrevented: 0,
  quitted: false,
  exitCode: null as number | null,
  handlers: new Map<string, Listener>(),
  headersReceived: [] as Listener[],
  permissionRequestHandler: null as Listener | null,
  permissionCheckHandler: null as Listener | null,
  applicationMenu: null as unknown,
  openedExternally: [] as string[],
  clipboardWrites: [] as ClipboardItem[][],
  windows: [] as BrowserWindow[],
  privilegedSchemes: [] as unknown[],
  /** Whether the schemes were registered before the app was ready, as Electron requires. */
  schemesRegisteredBeforeReady: null as boolean | null,
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  /** Every message box shown, with the window it was shown on. */
  messageBoxes: [] as { window: BrowserWindow | null; options: Record<string, any> }[],
  /** The buttons the person presses in the next message boxes, in turn (then the box's cancelId). */
  messageBoxAnswers: [] as number[],
  /** Global shortcuts registered now, with what pressing each does. */
  shortcuts: new Map<string, () => void>(),
  /** Every notification shown. */
  notifications: [] as Notification[],
  /** Tray icons made, with the image each was given and its latest menu. */
  trays: [] as Tray[],
  clipboardText: '',
};

class FakeApp extends Emitter {
  readonly isPackaged = false;
  readonly name = 'Linkdesk';

  requestSingleInstanceLock(): boolean {
    recorded.singleInstanceLockRequested = true;
    return true;
  }

  enableSandbox(): void {
    recorded.sandboxEnabled = true;
  }

  ready = false;

  whenReady(): Promise<void> {
    return Promise.resolve().then(() => void (this.ready = true));
  }

  getPath(name: string): string {
    const folder = process.env.LINKDESK_STAND_IN_USER_DATA;
    if (name !== 'userData' || !folder) throw new Error(`The stand-in has no path for ${name}.`);
    return folder;
  }

  getVersion(): string {
    return '0.0.0-stand-in';
  }

  /** Like Electron: quitting emits will-quit, which a listener may cancel. */
  quit(): void {
    recorded.quitRequests += 1;
    let prevented = false;
    this.emit('will-quit', { preventDefault: () => (prevented = true) });
    if (prevented) recorded.quitPrevented += 1;
    else recorded.quitted = true;
  }

  exit(code = 0): void {
    recorded.exitCode = code;
  }
}

export const app = new FakeApp();

class WebContents extends Emitter {
  windowOpenHandler: Listener | null = null;
  /** Whether the page cancels `beforeunload` (a form with unsaved changes), as the driver sets it. */
  holdsUnload = false;
  readonly mainFrame: { url: string };

  constructor(window: BrowserWindow) {
    super();
    this.mainFrame = {
      get url() {
        return window.loadedUrl ?? '';
      },
    };
  }

  setWindowOpenHandler(handler: Listener): void {
    this.windowOpenHandler = handler;
  }
}

export class BrowserWindow extends Emitter {
  static getAllWindows(): BrowserWindow[] {
    return recorded.windows.filter((window) => !window.destroyed);
  }

  readonly options: Record<string, any>;
  readonly webContents: WebContents;
  loadedUrl: string | null = null;
  shown = false;
  maximized = false;
  destroyed = false;
  focusCount = 0;
  backgroundColor: string;

  constructor(options: Record<string, any>) {
    super();
    this.options = options;
    this.backgroundColor = options.backgroundColor;
    this.webContents = new WebContents(this);
    recorded.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }

  show(): void {
    this.shown = true;
  }

  maximize(): void {
    this.maximized = true;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  isMinimized(): boolean {
    return false;
  }

  restore(): void {}

  focus(): void {
    this.focusCount += 1;
  }

  setBackgroundColor(colour: string): void {
    this.backgroundColor = colour;
  }

  getNormalBounds() {
    const { x = 0, y = 0, width, height } = this.options;
    return { x, y, width, height };
  }

  /**
   * Closing as Electron does: close, closed, then window-all-closed when it was the last one. A page that holds
   * its unload keeps the window, unless a will-prevent-unload listener calls preventDefault.
   */
  close(): void {
    let kept = false;
    this.emit('close', { preventDefault: () => (kept = true) });
    if (kept) return;
    if (this.webContents.holdsUnload) {
      let unload = false;
      this.webContents.emit('will-prevent-unload', { preventDefault: () => (unload = true) });
      if (!unload) return;
    }
    this.destroyed = true;
    this.emit('closed');
    if (BrowserWindow.getAllWindows().length === 0) app.emit('window-all-closed');
  }
}

export const ipcMain = {
  handle(channel: string, listener: Listener): void {
    if (recorded.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    recorded.handlers.set(channel, listener);
  },
};

export const session = {
  defaultSession: {
    webRequest: {
      onHeadersReceived(listener: Listener): void {
        recorded.headersReceived.push(listener);
      },
    },
    setPermissionRequestHandler(handler: Listener): void {
      recorded.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: Listener): void {
      recorded.permissionCheckHandler = handler;
    },
  },
};

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    recorded.privilegedSchemes.push(...schemes);
    recorded.schemesRegisteredBeforeReady = !app.ready;
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void {
    if (recorded.protocolHandlers.has(scheme)) throw new Error(`The scheme ${scheme} is already handled.`);
    recorded.protocolHandlers.set(scheme, handler);
  },
};

export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu(menu: unknown): void {
    recorded.applicationMenu = menu;
  },
};

export const nativeTheme = Object.assign(new Emitter(), { shouldUseDarkColors: false });

/** Nobody is ever away here, and the computer never sleeps: resume is listened for, never sent. */
export const powerMonitor = Object.assign(new Emitter(), {
  getSystemIdleState: (_thresholdSeconds: number): 'active' | 'idle' | 'locked' | 'unknown' => 'active',
});

export const net = {
  fetch: (input: string, init?: RequestInit) => fetch(input, init),
  isOnline: () => true,
};

/** Like Linux without a keyring: the only backend is plain text, which Linkdesk must refuse. */
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString(): Buffer {
    throw new Error('Encryption is not available.');
  },
  decryptString(): string {
    throw new Error('Encryption is not available.');
  },
};

const workArea = { x: 0, y: 0, width: 1920, height: 1080 };
export const screen = {
  getAllDisplays: () => [{ workArea }],
  getPrimaryDisplay: () => ({ workArea }),
};

export const shell = {
  openExternal(url: string): Promise<void> {
    recorded.openedExternally.push(url);
    return Promise.resolve();
  },
};

/** A save dialog the person always cancels (the stand-in never writes files), and message boxes answered as told. */
export const dialog = {
  showSaveDialog(): Promise<{ canceled: boolean; filePath: string }> {
    return Promise.resolve({ canceled: true, filePath: '' });
  },
  /** Records the box and answers with the next of `recorded.messageBoxAnswers`. */
  showMessageBoxSync(...args: [BrowserWindow, Record<string, any>] | [Record<string, any>]): number {
    const [window, options] = args.length === 2 ? args : [null, args[0]];
    recorded.messageBoxes.push({ window, options });
    return recorded.messageBoxAnswers.shift() ?? options.cancelId ?? 0;
  },
  showMessageBox(
    ...args: [BrowserWindow, Record<string, any>] | [Record<string, any>]
  ): Promise<{ response: number }> {
    return Promise.resolve({ response: dialog.showMessageBoxSync(...args) });
  },
};

export const globalShortcut = {
  register(accelerator: string, onPress: () => void): boolean {
    if (recorded.shortcuts.has(accelerator)) return false;
    recorded.shortcuts.set(accelerator, onPress);
    return true;
  },
  unregister(accelerator: string): void {
    recorded.shortcuts.delete(accelerator);
  },
};

export class Notification extends Emitter {
  static isSupported(): boolean {
    return true;
  }
  readonly options: Record<string, any>;
  shown = false;
  constructor(options: Record<string, any>) {
    super();
    this.options = options;
  }
  show(): void {
    this.shown = true;
    recorded.notifications.push(this);
  }
}

export class Tray {
  readonly image: FakeImage;
  toolTip = '';
  menu: unknown = null;
  constructor(image: FakeImage) {
    this.image = image;
    recorded.trays.push(this);
  }
  setToolTip(text: string): void {
    this.toolTip = text;
  }
  setContextMenu(menu: unknown): void {
    this.menu = menu;
  }
}

interface FakeImage {
  isEmpty(): boolean;
  resize(size: { width: number; height: number }): FakeImage;
  size?: { width: number; height: number };
  toPNG(): Buffer;
  addRepresentation(options: { scaleFactor: number; buffer: Buffer }): void;
  /** The drawings added for each screen scale, with the size each was drawn at. */
  representations: { scaleFactor: number; size?: { width: number; height: number } }[];
  setTemplateImage(template: boolean): void;
  isTemplateImage(): boolean;
}

const PNG_START = Buffer.from('\x89PNG', 'latin1');
/** The size of each PNG `toPNG` answered, as Chromium would read it back from the bytes. */
const sizesOfPngs = new WeakMap<Buffer, { width: number; height: number }>();

const image = (isPng: boolean, size?: { width: number; height: number }): FakeImage => {
  let template = false;
  const made: FakeImage = {
    isEmpty: () => !isPng && made.representations.length === 0,
    resize: (to) => image(isPng, { width: to.width, height: to.height }),
    ...(size ? { size } : {}),
    toPNG: () => {
      const bytes = isPng ? Buffer.concat([PNG_START]) : Buffer.alloc(0);
      if (size) sizesOfPngs.set(bytes, size);
      return bytes;
    },
    representations: [],
    addRepresentation: ({ scaleFactor, buffer }) => {
      if (!startsLikePng(buffer)) return;
      const drawn = sizesOfPngs.get(buffer);
      made.representations.push({ scaleFactor, ...(drawn ? { size: drawn } : {}) });
      // An image's size is its drawing for scale 1.
      if (scaleFactor === 1 && drawn) made.size = drawn;
    },
    setTemplateImage: (value) => void (template = value),
    isTemplateImage: () => template,
  };
  return made;
};
const startsLikePng = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === '\x89PNG';

/** Reads as empty anything that does not start like a PNG, as Chromium's decoder would refuse it. */
export const nativeImage = {
  createEmpty: () => image(false),
  createFromBuffer: (buffer: Buffer) => image(startsLikePng(buffer)),
  createFromPath: (path: string) => image(existsSync(path) && startsLikePng(readFileSync(path))),
};

export class ClipboardItem {
  readonly items: Record<string, unknown>;
  constructor(items: Record<string, unknown>) {
    this.items = items;
  }
}

export const clipboard = {
  write(items: ClipboardItem[]): Promise<void> {
    recorded.clipboardWrites.push(items);
    return Promise.resolve();
  },
  readText: () => recorded.clipboardText,
  writeText(text: string): void {
    recorded.clipboardText = text;
  },
};

export default {
  app,
  BrowserWindow,
  clipboard,
  ClipboardItem,
  dialog,
  globalShortcut,
  nativeImage,
  Notification,
  Tray,
  ipcMain,
  session,
  Menu,
  nativeTheme,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  shell,
};
