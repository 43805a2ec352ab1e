import type { RouteGroup } from '../routes/index.ts';
import { useLoginToken } from '../store/login-tokens.ts';
import { escapeHtml, htmlPage } from './html.ts';

/**
 * `GET /login/once/<token>`, where the one-time login URLs admins ask for lead. The sandbox has no web
 * dashboard, so the page only says whom it signed in; a second visit finds the token used up.
 */
export const loginLinkRoutes: RouteGroup = (app, { db }) => {
  app.get('/login/once/:token', (request, reply) => {
    const user = useLoginToken(db, (request.params as { token: string }).token);
    reply.type('text/html; charset=utf-8');
    if (!user) {
      return reply
        .code(410)
        .send(htmlPage('Link used', '<h1>This login link is not valid</h1><p>It was used already.</p>'));
    }
    const name = escapeHtml(user.username);
    return reply.send(
      htmlPage(`Signed in as ${user.username}`, `<h1>Signed in as ${name}</h1><p>Welcome, ${name}.</p>`),
    );
  });
};
