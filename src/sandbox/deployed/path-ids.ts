import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { sendHtmlPage } from './html-pages.ts';

/** `id`, `campaignid`, `linkid`, `channelid`, `itemid`, `planid`, `userid`: every API path id. */
const isIdParam = (name: string) => name.endsWith('id');

function hasNonNumericId(params: unknown): boolean {
  for (const [name, value] of Object.entries(params as Record<string, string>)) {
    if (isIdParam(name) && !/^\d+$/.test(value)) return true;
  }
  return false;
}

/**
 * Deployed installations pass path ids straight to code that expects a number, which throws: the caller
 * gets an HTML 500 page, not a message naming the parameter. Runs after the key and the rate limit are
 * checked, as the installation's own middleware would have done by then.
 */
export function installPathIdCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url) || !hasNonNumericId(request.params)) return done();
    sendHtmlPage(reply, 500);
  });
}
