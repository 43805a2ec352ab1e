import type { Result } from './errors.ts';
import type { Channel, RequestOf, ResultOf } from './contract.ts';

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
  updateProfile: 'account:update',
  openExternal: 'shell:openExternal',
} as const satisfies Record<string, Channel>;

type Methods = typeof API_METHODS;
export type Api = {
  [M in keyof Methods]: (request: RequestOf<Methods[M]>) => Promise<Result<ResultOf<Methods[M]>>>;
};

/** Sends one request on a channel and resolves with its `Result`; never rejects for an API failure. */
export type Invoke = (channel: Channel, request: unknown) => Promise<Result<unknown>>;
