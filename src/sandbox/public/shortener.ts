import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { nowDatetime, parseDatetime } from '../http/format.ts';
import type { RouteGroup } from '../routes/index.ts';
import { recordClick } from '../stats/clicks.ts';
import { visitFrom } from '../stats/visit.ts';
import { findLinkByAlias, linkTargets, type LinkRow } from '../store/links.ts';
import { qrTypeOfLink } from '../store/qr.ts';
import { bioPageOfLink, overlay, splashPage } from '../store/redirects.ts';
import { verifyPassword } from '../store/secrets.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { destinationFor } from './targets.ts';
import { locationOf } from './urls.ts';

const FULL_FRAME = 'position:fixed;inset:0;width:100%;height:100%;border:0';

const html = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(htmlPage(title, body));

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

function passwordForm(reply: FastifyReply, link: LinkRow, wrong: boolean) {
  const message = wrong ? '<p role="alert"><strong>That password is not right. Try again.</strong></p>' : '';
  return html(
    reply,
    wrong ? 403 : 200,
    'Password required',
    `<h1>This link is protected</h1><p>Enter the password to continue.</p>${message}` +
      // POST: a password in the query would stay in the address bar, the history and request logs.
      `<form method="post" action="/${escapeHtml(encodeURIComponent(link.alias))}">` +
      `<label>Password <input type="password" name="password" autofocus required></label> ` +
      `<button type="submit">Continue</button></form>`,
  );
}

/** A listed link: targets first, then the way its owner chose to send visitors on. */
function sendLink(ctx: SandboxContext, reply: FastifyReply, link: LinkRow, destination: string) {
  const url = escapeHtml(destination);
  const title = link.meta_title || link.title || link.alias;
  const splash =
    link.redirect === 'splash' && link.splash_id !== null ? splashPage(ctx.db, link.splash_id) : null;
  if (splash) {
    return html(
      reply,
      200,
      splash.title || splash.name,
      `<h1>${escapeHtml(splash.name)}</h1>` +
        (splash.title ? `<h2>${escapeHtml(splash.title)}</h2>` : '') +
        (splash.message ? `<p>${escapeHtml(splash.message)}</p>` : '') +
        `<p><a href="${url}" rel="nofollow">Continue to ${url}</a></p>`,
    );
  }
  const cta =
    link.redirect === 'overlay' && link.overlay_id !== null ? overlay(ctx.db, link.overlay_id) : null;
  if (cta) {
    return html(
      reply,
      200,
      title,
      `<iframe src="${url}" title="${escapeHtml(title)}" style="${FULL_FRAME}"></iframe>` +
        `<aside style="position:fixed;left:1rem;bottom:1rem;max-width:24rem;padding:1rem;background:#fff;` +
        `border-radius:.5rem;box-shadow:0 2px 12px rgba(0,0,0,.25)"><strong>${escapeHtml(cta.name)}</strong>` +
        `<p>${escapeHtml(cta.message)}</p></aside>`,
    );
  }
  if (link.redirect === 'frame') {
    return html(
      reply,
      200,
      title,
      `<iframe src="${url}" title="${escapeHtml(title)}" style="${FULL_FRAME}"></iframe>`,
    );
  }
  return reply.redirect(locationOf(destination), 302);
}

/** The hidden link of a dynamic QR code: a vCard is handed over as a file, everything else is a redirect. */
function sendQr(ctx: SandboxContext, reply: FastifyReply, link: LinkRow) {
  if (qrTypeOfLink(ctx.db, link.id) === 'vcard') {
    return reply
      .type('text/vcard; charset=utf-8')
      .header('content-disposition', `attachment; filename="${link.alias}.vcf"`)
      .send(link.long_url);
  }
  return reply.redirect(locationOf(link.long_url), 302);
}

function sendBio(ctx: SandboxContext, reply: FastifyReply, link: LinkRow) {
  const page = bioPageOfLink(ctx.db, link.id) ?? { name: link.alias, links: [] };
  const items = page.links
    .filter((entry) => isWebUrl(entry.url))
    .map(
      (entry) => `<li><a href="${escapeHtml(entry.url)}" rel="nofollow">${escapeHtml(entry.title)}</a></li>`,
    )
    .join('');
  return html(reply, 200, page.name, `<h1>${escapeHtml(page.name)}</h1><ul>${items}</ul>`);
}

function firstString(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * The password a visitor gave: the form's field (POST), or `?password=` in the address, which links shared
 * before the form was a POST still carry.
 */
function givenPassword(request: FastifyRequest): string | undefined {
  if (request.method === 'POST') {
    return request.body instanceof URLSearchParams ? (request.body.get('password') ?? undefined) : undefined;
  }
  return firstString((request.query as Record<string, unknown>).password);
}

/** `GET /<alias>`: every short link of the sandbox, whatever it stands behind; `POST` is its password form. */
export const shortenerRoutes: RouteGroup = (app, ctx) => {
  const serveLink = (request: FastifyRequest, reply: FastifyReply) => {
    const { alias } = request.params as { alias: string };
    // `/api` is the API's own root, never a short link.
    if (alias === 'api') throw new ApiError(404, `There is no API route ${request.method} /api.`);
    const link = findLinkByAlias(ctx.db, alias);
    if (!link) {
      return html(
        reply,
        404,
        'Link not found',
        '<h1>Link not found</h1><p>There is no short link at this address.</p>',
      );
    }
    if (link.expiry !== null && parseDatetime(link.expiry).getTime() <= ctx.now()) {
      return html(
        reply,
        410,
        'Link expired',
        '<h1>This link has expired</h1><p>Its owner set it to stop working.</p>',
      );
    }
    if (link.password_hash !== null) {
      const password = givenPassword(request);
      if (password === undefined) return passwordForm(reply, link, false);
      if (!verifyPassword(password, link.password_hash)) return passwordForm(reply, link, true);
    }

    const visit = visitFrom(request);
    // HEAD requests are link checkers and previews, not visits; a sent password form is one.
    if (request.method !== 'HEAD') {
      ctx.db.transaction(() => recordClick(ctx.db, link.id, visit, nowDatetime(ctx.now)));
    }
    if (link.kind === 'qr') return sendQr(ctx, reply, link);
    if (link.kind === 'bio') return sendBio(ctx, reply, link);
    return sendLink(ctx, reply, link, destinationFor(link.long_url, linkTargets(link), request, visit));
  };

  app.get('/:alias', serveLink);
  // The form's body is the only one the sandbox reads as a form; the API takes JSON alone, so the parser
  // lives in a scope of its own. Any other body gives no password, which shows the form again.
  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => parsed(null, new URLSearchParams(body as string)),
    );
    scope.post('/:alias', serveLink);
    done();
  });
};
