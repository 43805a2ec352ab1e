import { AppError } from '../../shared/ipc/app-error.ts';
import { REPLACE_KEY_ADVICE } from '../../shared/ipc/errors.ts';
import type { Cached } from '../../shared/ipc/resources.ts';
import type { AccountRecord, AccountsFile } from '../accounts/account-record.ts';
import type { Call } from '../api/call.ts';
import type { AccountTarget, CallOptions } from '../api/gateway.ts';
import type { Connection } from '../api/http-client.ts';
import type { HandlerDeps } from './deps.ts';

/** What every request about an installation carries besides its own fields. */
export interface AccountRequest {
  accountId: string;
  requestId?: string | undefined;
  priority?: 'user' | 'background' | undefined;
  /** A cancel leaves the request alone once sent (see CallOptions). Never from the renderer. */
  keepInFlight?: boolean;
}

/** Fields that say how to send a request, not what to ask: they do not tell cached answers apart. */
const ROUTING_FIELDS = new Set(['accountId', 'requestId', 'priority']);

/** A key for the offline cache: the channel and what was asked, in a stable order. */
export function cacheKey(channel: string, request: object): string {
  const asked = Object.entries(request)
    .filter(([name, value]) => !ROUTING_FIELDS.has(name) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return asked.length === 0 ? channel : `${channel}?${JSON.stringify(asked)}`;
}

function optionsOf(request: AccountRequest): CallOptions {
  return {
    ...(request.requestId !== undefined ? { requestId: request.requestId } : {}),
    ...(request.priority === 'background' ? { background: true } : {}),
    ...(request.keepInFlight ? { keepInFlight: true } : {}),
  };
}

/** The helpers the handlers share: finding accounts, reaching their installations, reading and writing. */
export function createHandlerContext(deps: HandlerDeps) {
  const { records, credentials, gateway } = deps;

  function find(file: AccountsFile, id: string): AccountRecord {
    const record = file.accounts.find((account) => account.id === id);
    if (!record) throw new AppError('not_found', 'This account is no longer in Linkdesk.');
    return record;
  }

  /** Where the account's installation answers: the built-in sandbox's address changes between launches. */
  async function baseUrlOf(record: AccountRecord): Promise<string> {
    return record.kind === 'sandbox' ? (await deps.sandbox.ensure()).url : record.baseUrl;
  }

  /**
   * The account's key from the keychain. The built-in sandbox's keys are Linkdesk's own: one gone from the
   * keychain (dev:browser keeps keys in memory, so every restart loses them) is read again from the sandbox that
   * runs and stored again, and nobody is asked to replace it.
   */
  async function storedKey(record: AccountRecord): Promise<string | null> {
    const stored = await credentials.get(record.id);
    if (stored || record.kind !== 'sandbox') return stored;
    const user = (await deps.sandbox.ensure()).accounts.find(
      (account) => account.username === record.username,
    );
    if (!user) return null;
    await credentials.set(record.id, user.apiKey);
    return user.apiKey;
  }

  async function connectionFor(
    record: AccountRecord,
    overrides: Partial<Connection> = {},
  ): Promise<Connection> {
    const baseUrl = await baseUrlOf(record);
    const apiKey = overrides.apiKey ?? (await storedKey(record));
    if (!apiKey) {
      throw new AppError(
        'keychain',
        `The API key of "${record.name}" is missing from the keychain. ${REPLACE_KEY_ADVICE}`,
      );
    }
    return { baseUrl, apiKey, fetch: deps.fetch, ...overrides };
  }

  async function targetOf(accountId: string): Promise<{ record: AccountRecord; target: AccountTarget }> {
    const record = find(await records.load(), accountId);
    return { record, target: { accountId, connection: await connectionFor(record) } };
  }

  async function update(id: string, change: (record: AccountRecord) => void): Promise<AccountRecord> {
    const file = await records.load();
    const record = find(file, id);
    change(record);
    await records.save(file);
    return record;
  }

  return {
    find,
    /** The address of an account's installation, without reading its key. */
    installationUrl: async (accountId: string) => baseUrlOf(find(await records.load(), accountId)),
    connectionFor,
    targetOf,
    update,

    /** A read through the gateway, cached under the channel and what was asked. */
    async read<T>(
      channel: string,
      request: AccountRequest,
      run: (call: Call, record: AccountRecord) => Promise<T>,
    ): Promise<Cached<T>> {
      const { record, target } = await targetOf(request.accountId);
      return gateway.read(
        target,
        cacheKey(channel, request),
        (call) => run(call, record),
        optionsOf(request),
      );
    },

    /** A change through the gateway: never answered from the cache. */
    async write<T>(
      request: AccountRequest,
      run: (call: Call, record: AccountRecord) => Promise<T>,
    ): Promise<T> {
      const { record, target } = await targetOf(request.accountId);
      return gateway.write(target, (call) => run(call, record), optionsOf(request));
    },
  };
}

export type HandlerContext = ReturnType<typeof createHandlerContext>;

/** Campaigns and channels came with the current revision; asking a legacy installation would only get a 404. */
export function requireCurrent(record: AccountRecord, feature: string): void {
  if (record.revision === 'legacy') {
    throw new AppError(
      'unsupported',
      `${feature} need a newer installation: ${record.name} runs an older revision of the API without them.`,
    );
  }
}
