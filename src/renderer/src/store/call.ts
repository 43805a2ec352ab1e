import type { Result } from '../../../shared/ipc/errors.ts';

/**
 * Runs one `window.api` call. The api answers failures as `Result`s, but the transport itself can still
 * reject (main restarted, bridge gone); that becomes a `Result` too, so no screen ever sees an exception.
 */
export async function call<T>(request: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await request();
  } catch {
    return {
      ok: false,
      error: {
        code: 'internal',
        message: 'The Linkdesk window lost its connection to the app. Try again, or restart Linkdesk.',
      },
    };
  }
}
