import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { RouteGroup } from '../routes/index.ts';
import { escapeHtml } from './html.ts';

/** A round badge with the user's initial; the hue follows the id, so each user keeps their colour. */
function avatarSvg(userId: number, username: string): string {
  const initial = escapeHtml((Array.from(username)[0] ?? '?').toUpperCase());
  const hue = (userId * 137) % 360;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/>` +
    '<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" ' +
    `font-size="44" font-weight="600" fill="#fff">${initial}</text></svg>`
  );
}

function avatarOwner(db: Database, file: string): { id: number; username: string } {
  const match = /^(\d{1,15})\.svg$/.exec(file);
  const user = match
    ? db.get<{ id: number; username: string }>(
        'SELECT id, username FROM users WHERE id = ?',
        Number(match[1]),
      )
    : undefined;
  if (!user) throw notFound('Avatar');
  return user;
}

/** `GET /avatar/<id>.svg`, the image behind every account's `avatar` URL. */
export const avatarRoutes: RouteGroup = (app, { db }) => {
  app.get('/avatar/:file', (request, reply) => {
    const user = avatarOwner(db, (request.params as { file: string }).file);
    return reply.type('image/svg+xml; charset=utf-8').send(avatarSvg(user.id, user.username));
  });
};
