import type { FastifyReply } from 'fastify';
import { htmlPage } from '../public/html.ts';

/**
 * The pages a deployed installation's web server shows when the API code never gets to answer: an unknown
 * route, a wrong method, or an exception the code did not catch. They are HTML, whatever the caller asked for.
 */
const PAGES = {
  404: ['Page not found', 'The page you are looking for could not be found.'],
  405: ['Method not allowed', 'This page cannot be requested with this method.'],
  500: ['Server error', 'Something went wrong on our side. Please try again later.'],
} as const;

export type HtmlPageStatus = keyof typeof PAGES;

export function sendHtmlPage(reply: FastifyReply, status: HtmlPageStatus): FastifyReply {
  const [title, text] = PAGES[status];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(htmlPage(title, `<h1>${status} ${title}</h1><p>${text}</p>`));
}
