import type { AppErrorData, Result } from '../../shared/ipc/errors.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import { contract, type Channel, type ParsedRequestOf, type ResultOf } from '../../shared/ipc/contract.ts';

/** The part of an `IpcMainInvokeEvent` the registrar looks at. */
export interface SenderEvent {
  sender: { mainFrame: unknown };
  senderFrame: { url: string } | null;
}

/** What `ipcMain` offers; the dev:browser bridge provides the same over HTTP. */
export interface IpcHost {
  handle: (
    channel: string,
    listener: (event: SenderEvent, request: unknown) => Promise<Result<unknown>>,
  ) => void;
}

export type Handler<C extends Channel> = (request: ParsedRequestOf<C>) => Promise<ResultOf<C>>;

export interface Registrar {
  handle: <C extends Channel>(channel: C, handler: Handler<C>) => void;
  readonly channels: ReadonlySet<Channel>;
}

export interface Logger {
  error: (message: string, error?: unknown) => void;
}

/**
 * A message is trusted only when it comes from the main frame of one of our windows and that frame shows
 * the app's own page (`isAppUrl`), never from an iframe or a page navigated elsewhere.
 */
export function isTrustedSender(event: SenderEvent, isAppUrl: (url: string) => boolean): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame === event.sender.mainFrame && isAppUrl(frame.url);
}

function failure(error: AppErrorData): Result<never> {
  return { ok: false, error };
}

/**
 * Registers handlers so that each one runs only for a trusted sender and a request its channel's schema
 * accepts, and always answers a `Result` (a thrown error never crosses IPC as an exception).
 */
export function createRegistrar(host: IpcHost, isAppUrl: (url: string) => boolean, log: Logger): Registrar {
  const channels = new Set<Channel>();
  return {
    channels,
    handle(channel, handler) {
      if (channels.has(channel)) throw new Error(`The channel ${channel} has a handler already.`);
      channels.add(channel);
      host.handle(channel, async (event, request) => {
        if (!isTrustedSender(event, isAppUrl)) {
          return failure({
            code: 'forbidden',
            message: 'This message did not come from the Linkdesk window.',
          });
        }
        const parsed = contract[channel].request.safeParse(request);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.map(String).join('.');
          return failure({
            code: 'validation',
            message: field ? `${field}: ${issue.message}` : issue.message,
            ...(field ? { field } : {}),
          });
        }
        try {
          return { ok: true, value: await handler(parsed.data as ParsedRequestOf<typeof channel>) };
        } catch (error) {
          if (error instanceof AppError) return failure(error.toData());
          log.error(`The handler of ${channel} failed`, error);
          return failure({ code: 'internal', message: 'Linkdesk hit an unexpected problem. Try again.' });
        }
      });
    },
  };
}
