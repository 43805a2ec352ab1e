import type { HistoryStatus } from '../../../shared/ipc/history.ts';
import { API_METHODS, type Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { AppEvent, EventListener } from '../../../shared/ipc/events.ts';
import type { AccountView, Profile } from '../../../shared/ipc/models.ts';
import type { Staleness } from '../../../shared/ipc/resources.ts';

type Method = keyof typeof API_METHODS;
type Handler = (request: unknown) => Promise<Result<unknown>>;
/** What a method answers when it succeeds. */
export type AnswerOf<M extends Method> = Awaited<ReturnType<Api[M]>> extends Result<infer T> ? T : never;

/**
 * Main as the renderer sees it, held in memory: accounts, the active one, each account's profile, and the
 * keys an installation would accept. Tests queue failures per method, hold answers back to see busy states,
 * read every request that was sent, give any method a fixed answer, and send main's events.
 */
export class FakeMain {
  accounts: AccountView[] = [];
  activeId: string | null = null;
  profiles = new Map<string, Profile>();
  /** Account id → why its profile comes from the offline cache: `getProfile` answers it stale. */
  staleProfiles = new Map<string, Staleness>();
  /** API key → username: the keys "the installation" accepts. */
  validKeys = new Map<string, string>([['good-key', 'alex']]);
  readonly requests: { method: Method; request: unknown }[] = [];
  private failures = new Map<Method, AppErrorData[]>();
  private answers = new Map<Method, unknown>();
  private computed = new Map<Method, (request: unknown) => unknown>();
  private listeners = new Set<EventListener>();
  private held: Promise<void> | null = null;
  private nextId = 1;

  /** Every later call of `method` succeeds with `value` (the default for methods nothing else fakes is an error). */
  answer<M extends Method>(method: M, value: AnswerOf<M>): void {
    this.answers.set(method, value);
  }

  /** Every later call of `method` succeeds with what `compute` makes of its request (a search by `q`, say). */
  answerWith<M extends Method>(method: M, compute: (request: Parameters<Api[M]>[0]) => AnswerOf<M>): void {
    this.computed.set(method, compute as (request: unknown) => unknown);
  }

  /** Sends `event` to every `onEvent` listener, as main would. */
  emit(event: AppEvent): void {
    for (const listener of [...this.listeners]) listener(structuredClone(event));
  }

  /** How many `onEvent` listeners are subscribed now. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  /** The next call of `method` answers this error instead. */
  failNext(method: Method, error: AppErrorData): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Answers wait until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  seedAccount(overrides: Partial<AccountView> = {}): AccountView {
    const id = this.newId();
    const account: AccountView = {
      id,
      name: `Account ${this.nextId - 1}`,
      baseUrl: 'https://links.example.com',
      kind: 'remote',
      username: 'alex',
      email: 'alex@example.com',
      status: 'pro',
      isAdmin: false,
      unreachable: {},
      revision: null,
      revisionCheckedAt: null,
      addedAt: '2025-01-01T00:00:00.000Z',
      ...overrides,
    };
    this.accounts.push(account);
    this.activeId ??= id;
    this.profiles.set(id, {
      id: this.nextId,
      username: account.username,
      email: account.email,
      avatar: `https://links.example.com/avatars/${account.username}.png`,
      status: account.status,
      expires: null,
      registered: '2024-03-05 10:20:30',
    });
    return account;
  }

  sent(method: Method): unknown[] {
    return this.requests.filter((entry) => entry.method === method).map((entry) => entry.request);
  }

  /** Each method answers from the table `answer` fills, or says it is not faked. */
  private readonly unfaked = Object.fromEntries(
    (Object.keys(API_METHODS) as Method[]).map((method) => [
      method,
      (request: unknown) =>
        this.respond(method, request, () =>
          this.error('unsupported', `${method} is not faked: give it an answer with main.answer().`),
        ),
    ]),
  ) as Record<Method, Handler>;

  readonly api: Api = {
    ...(this.unfaked as unknown as Api),
    onEvent: (listener) => {
      const entry: EventListener = (event) => listener(event);
      this.listeners.add(entry);
      return () => void this.listeners.delete(entry);
    },
    listAccounts: (request) => this.respond('listAccounts', request, () => this.state()),
    addAccount: (request) =>
      this.respond('addAccount', request, () => {
        const username = this.validKeys.get(request.apiKey);
        if (!username) return this.error('auth', 'The installation refused the API key: Invalid API key.');
        const account = this.seedAccount({ name: request.name, baseUrl: request.baseUrl, username });
        this.activeId = account.id;
        return { ok: true, value: account };
      }),
    addSandboxAccount: (request) =>
      this.respond('addSandboxAccount', request, () => {
        const account = this.seedAccount({
          kind: 'sandbox',
          baseUrl: 'Built-in sandbox',
          ...(request.user === 'admin'
            ? { name: 'Sandbox admin', username: 'admin', status: 'pro', isAdmin: true }
            : { name: 'Sandbox' }),
        });
        this.activeId = account.id;
        return { ok: true, value: account };
      }),
    switchAccount: (request) =>
      this.respond('switchAccount', request, () => {
        if (!this.find(request.id)) return this.error('not_found', 'This account is no longer in Linkdesk.');
        this.activeId = request.id;
        return this.state();
      }),
    renameAccount: (request) =>
      this.respond('renameAccount', request, () => this.change(request.id, { name: request.name })),
    setAccountBaseUrl: (request) =>
      this.respond('setAccountBaseUrl', request, () => this.change(request.id, { baseUrl: request.baseUrl })),
    replaceAccountKey: (request) =>
      this.respond('replaceAccountKey', request, () =>
        this.validKeys.has(request.apiKey)
          ? this.change(request.id, {})
          : this.error('auth', 'The installation refused the API key: Invalid API key.'),
      ),
    removeAccount: (request) =>
      this.respond('removeAccount', request, () => {
        this.accounts = this.accounts.filter((account) => account.id !== request.id);
        if (this.activeId === request.id) this.activeId = this.accounts[0]?.id ?? null;
        return this.state();
      }),
    probeAccount: (request) =>
      this.respond('probeAccount', request, () =>
        this.change(request.id, { revision: 'current', revisionCheckedAt: '2025-02-01T12:00:00.000Z' }),
      ),
    getProfile: (request) =>
      this.respond('getProfile', request, () => {
        const profile = this.profiles.get(request.accountId);
        if (!profile) return this.error('not_found', 'No such account.');
        const stale = this.staleProfiles.get(request.accountId) ?? null;
        return { ok: true, value: { data: { ...profile }, stale } };
      }),
    // Stands for the image main fetched: the address it was asked for, as a data address.
    getAvatar: (request) =>
      this.respond('getAvatar', request, () => ({
        ok: true,
        value: { dataUrl: `data:image/png;base64,${btoa(request.url)}` },
      })),
    // A window whose main keeps no QR designs: the list shows codes without what Linkdesk knows of them.
    getQrDesigns: (request) => this.respond('getQrDesigns', request, () => ({ ok: true, value: [] })),
    // Stands for the installation's SVG of a code: it names the address it was asked for.
    getQrImage: (request) =>
      this.respond('getQrImage', request, () => ({ ok: true, value: { svg: fakeQrSvg(request.link) } })),
    updateProfile: (request) =>
      this.respond('updateProfile', request, () => {
        const profile = this.profiles.get(request.accountId);
        if (!profile) return this.error('not_found', 'No such account.');
        if (request.email !== undefined) profile.email = request.email;
        return { ok: true, value: { message: 'Account has been updated successfully.' } };
      }),
    openExternal: (request) =>
      this.respond('openExternal', request, () => ({ ok: true, value: { opened: true } })),
    // No UTM template kept yet: the link form and Quick shorten offer none.
    listUtmTemplates: (request) =>
      this.respond('listUtmTemplates', request, () => ({
        ok: true,
        value: { templates: [], quickShorten: null },
      })),
    // A main whose click history is on and has taken no snapshot yet: panes show that the first is coming.
    getHistoryStatus: (request) =>
      this.respond('getHistoryStatus', request, () => ({
        ok: true,
        value: emptyHistoryStatus(request.accountId),
      })),
    getHistorySeries: (request) =>
      this.respond('getHistorySeries', request, () => ({
        ok: true,
        value: {
          from: 0,
          to: 1,
          bucketMinutes: 60,
          buckets: [],
          gaps: [],
          drops: [],
          since: null,
          clicks: 0,
          scans: 0,
        },
      })),
  };

  private async respond<T>(
    method: Method,
    request: unknown,
    compute: () => Result<T> | { accounts: AccountView[]; activeId: string | null },
  ): Promise<Result<T>> {
    this.requests.push({ method, request: structuredClone(request) });
    if (this.held) await this.held;
    const queued = this.failures.get(method);
    const failure = queued?.shift();
    if (failure) return { ok: false, error: failure };
    if (this.answers.has(method)) return structuredClone({ ok: true, value: this.answers.get(method) as T });
    const computed = this.computed.get(method);
    if (computed) return structuredClone({ ok: true, value: computed(request) as T });
    const answer = compute();
    return structuredClone('ok' in answer ? answer : ({ ok: true, value: answer } as Result<T>));
  }

  private state() {
    return { accounts: this.accounts, activeId: this.activeId };
  }

  private find(id: string): AccountView | undefined {
    return this.accounts.find((account) => account.id === id);
  }

  private change(id: string, changes: Partial<AccountView>): Result<AccountView> {
    const account = this.find(id);
    if (!account) return this.error('not_found', 'This account is no longer in Linkdesk.');
    Object.assign(account, changes);
    return { ok: true, value: account };
  }

  private error(code: AppErrorData['code'], message: string, field?: string): Result<never> {
    return { ok: false, error: { code, message, ...(field ? { field } : {}) } };
  }

  private newId(): string {
    return `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
  }
}

/** Click history on, no snapshot yet. */
function emptyHistoryStatus(accountId: string): HistoryStatus {
  return {
    accountId,
    settings: {
      enabled: true,
      intervalMinutes: 15,
      milestones: { enabled: false, thresholds: [100], surges: true },
    },
    since: null,
    lastSnapshotAt: null,
    nextSnapshotAt: null,
    running: false,
    lastNote: null,
    links: 0,
    codes: 0,
    bytes: 0,
    fileBytes: 0,
  };
}

/** What the fake main answers for the installation's image of the code at `link`. */
export const fakeQrSvg = (link: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><desc>${link}</desc></svg>`;
