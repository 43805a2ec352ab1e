import type { FastifyInstance } from 'fastify';
import { methodsForPaths } from '../http/error-handler.ts';
import { sendHtmlPage } from './html-pages.ts';

/** Unknown routes get the web server's HTML 404 page, known paths asked with another method its 405 page. */
export function installDeployedNotFoundHandler(app: FastifyInstance): void {
  const methodsFor = methodsForPaths(app);
  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsFor(request.url.split('?')[0]!);
    if (allowed.length === 0) return sendHtmlPage(reply, 404);
    reply.header('allow', allowed.join(', '));
    return sendHtmlPage(reply, 405);
  });
}
