import { AppError } from '../../shared/ipc/app-error.ts';
import type { Call } from '../api/call.ts';

/** An id no installation gives a link in practice: asking for it costs one request and changes nothing. */
const NO_SUCH_LINK = 2_147_483_000;

/**
 * Whether an update replaces the whole link (deployed installations, which clear what is not sent) or changes
 * only what is sent (the reference). Deployed installations answer every business error, a missing link among
 * them, with HTTP 200; the reference with 404. Only a 404 says "patches": anything else, a link answered
 * included, is taken as "replaces", the safe side, where every update carries the whole link.
 */
export async function replacesOnUpdate(call: Call): Promise<boolean> {
  try {
    await call('GET', `api/url/${NO_SUCH_LINK}`);
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.httpStatus === undefined) throw error;
    return !(error.code === 'not_found' && error.httpStatus === 404);
  }
}
