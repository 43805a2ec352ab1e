import type { Result } from './errors.ts';
import type { Channel, RequestOf, ResultOf } from './contract.ts';
import type { EventListener } from './events.ts';

/**
 * The renderer's view of main: one method per channel. Method names are fixed here, apart from the
 * contract's schemas, so that the preload bundle (which must stay tiny) does not pull in zod.
 */
export const API_METHODS = {
  listAccounts: 'accounts:list',
  addAccount: 'accounts:add',
  addSandboxAccount: 'accounts:addSandbox',
  switchAccount: 'accounts:switch',
  renameAccount: 'accounts:rename',
  setAccountBaseUrl: 'accounts:setBaseUrl',
  replaceAccountKey: 'accounts:replaceKey',
  removeAccount: 'accounts:remove',
  probeAccount: 'accounts:probe',
  getProfile: 'account:get',
  getAvatar: 'account:avatar',
  updateProfile: 'account:update',
  listDomains: 'domains:list',
  addDomain: 'domains:add',
  updateDomain: 'domains:update',
  deleteDomain: 'domains:delete',
  listOverlays: 'overlays:list',
  listSplashPages: 'splash:list',
  listPixels: 'pixels:list',
  addPixel: 'pixels:add',
  updatePixel: 'pixels:update',
  deletePixel: 'pixels:delete',
  listQrCodes: 'qr:list',
  getQrCode: 'qr:get',
  addQrCode: 'qr:add',
  updateQrCode: 'qr:update',
  deleteQrCode: 'qr:delete',
  getQrDesign: 'qr:design',
  getQrDesigns: 'qr:designs',
  fetchQrLogo: 'qr:logo',
  getQrImage: 'qr:image',
  listLinks: 'links:list',
  getLink: 'links:get',
  addLink: 'links:add',
  shortenClipboard: 'links:shortenClipboard',
  openImportFile: 'imports:openFile',
  estimateImport: 'imports:estimate',
  findEarlierImports: 'imports:earlier',
  startImport: 'imports:start',
  listImports: 'imports:list',
  importResults: 'imports:results',
  pauseImport: 'imports:pause',
  resumeImport: 'imports:resume',
  cancelImport: 'imports:cancel',
  getBulkEditAbilities: 'bulk:abilities',
  startBulkEdit: 'bulk:start',
  listBulkEdits: 'bulk:list',
  getBulkEditResults: 'bulk:results',
  pauseBulkEdit: 'bulk:pause',
  resumeBulkEdit: 'bulk:resume',
  cancelBulkEdit: 'bulk:cancel',
  undoBulkEdit: 'bulk:undo',
  listUtmTemplates: 'utm:list',
  saveUtmTemplate: 'utm:save',
  deleteUtmTemplate: 'utm:delete',
  setQuickShortenUtmTemplate: 'utm:setQuickShorten',
  exportImport: 'imports:export',
  forgetImport: 'imports:forget',
  reattachImport: 'imports:reattach',
  decideImportRow: 'imports:decide',
  getDesktopState: 'desktop:state',
  setQuickShortenShortcut: 'desktop:setShortcut',
  setCloseWindowChoice: 'desktop:setCloseWindow',
  updateLink: 'links:update',
  deleteLink: 'links:delete',
  listCampaigns: 'campaigns:list',
  addCampaign: 'campaigns:add',
  updateCampaign: 'campaigns:update',
  deleteCampaign: 'campaigns:delete',
  assignLinkToCampaign: 'campaigns:assign',
  listChannels: 'channels:list',
  listChannelItems: 'channels:items',
  addChannel: 'channels:add',
  updateChannel: 'channels:update',
  deleteChannel: 'channels:delete',
  assignToChannel: 'channels:assign',
  listPlans: 'plans:list',
  subscribeUser: 'plans:subscribe',
  listUsers: 'users:list',
  getUser: 'users:get',
  addUser: 'users:add',
  deleteUser: 'users:delete',
  loginAsUser: 'users:loginAs',
  copyUserApiKey: 'users:copyApiKey',
  cancelRequest: 'requests:cancel',
  scheduleDelete: 'deletes:schedule',
  undoDelete: 'deletes:undo',
  saveFile: 'files:save',
  showSavedFile: 'files:showSaved',
  copyText: 'clipboard:writeText',
  copyImage: 'clipboard:writeImage',
  openExternal: 'shell:openExternal',
  getUpdateState: 'updates:state',
  checkForUpdates: 'updates:check',
  installUpdate: 'updates:install',
  getHistoryStatus: 'history:status',
  setHistorySettings: 'history:setSettings',
  takeHistorySnapshot: 'history:snapshot',
  getHistoryOverview: 'history:overview',
  getHistorySeries: 'history:series',
  exportHistory: 'history:export',
  getHealthStatus: 'health:status',
  setHealthSettings: 'health:setSettings',
  checkHealthNow: 'health:checkNow',
  checkHealthItem: 'health:checkItem',
  getHealthMarks: 'health:marks',
  getHealthDetails: 'health:details',
} as const satisfies Record<string, Channel>;

type Methods = typeof API_METHODS;
export type Api = {
  [M in Exclude<keyof Methods, 'openImportFile'>]: (
    request: RequestOf<Methods[M]>,
  ) => Promise<Result<ResultOf<Methods[M]>>>;
} & {
  /**
   * The spreadsheet to import: chosen in the open dialog, or `dropped` on the window (a `File` of the drop). The
   * preload turns a dropped file into its path for main, so the window never names a path itself.
   */
  openImportFile: (request: { dropped?: object }) => Promise<Result<ResultOf<'imports:openFile'>>>;
  /** Subscribes to main's events (rate-limit waits, fetch progress); answers the function that unsubscribes. */
  onEvent: (listener: EventListener) => () => void;
};

/** Registers a listener for main's events; the preload and dev:browser each provide one. */
export type Subscribe = (listener: EventListener) => () => void;

/** Sends one request on a channel and resolves with its `Result`; never rejects for an API failure. */
export type Invoke = (channel: Channel, request: unknown) => Promise<Result<unknown>>;
