import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { parseRgb } from '../../shared/api/fields.ts';
import type { RouteGroup } from '../routes/index.ts';
import { findQrByAlias, type QrRow } from '../store/qr.ts';
import { imageContent } from './qr-content.ts';
import { IMAGE_ERROR_CORRECTION } from './qr-drawing.ts';

const FORMATS = ['svg', 'png'] as const;
const MIN_SIZE = 51;
const MAX_SIZE = 1000;

/** `rgb(R,G,B)` as `#rrggbb`; anything else falls back to the default, as deployed servers do. */
function hexOf(colour: string, fallback: string): string {
  const channels = parseRgb(colour);
  return channels
    ? `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
    : fallback;
}

function renderOptions(qr: QrRow, width?: number) {
  return {
    errorCorrectionLevel: IMAGE_ERROR_CORRECTION,
    color: { dark: hexOf(qr.foreground, '#000000'), light: hexOf(qr.background, '#ffffff') },
    ...(width === undefined ? {} : { width }),
  };
}

const plain = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(message);

/** The images behind the `link` of every QR code: `/qr/<alias>` and its downloads. */
export const qrImageRoutes: RouteGroup = (app, ctx) => {
  app.get('/qr/:alias', async (request, reply) => {
    const qr = findQrByAlias(ctx.db, (request.params as { alias: string }).alias);
    if (!qr) return plain(reply, 404, 'There is no QR code at this address.');
    const svg = await QRCode.toString(imageContent(qr, ctx.baseUrl()), { type: 'svg', ...renderOptions(qr) });
    return reply.type('image/svg+xml').send(svg);
  });

  app.get('/qr/:alias/download/:format/:size', async (request, reply) => {
    const params = request.params as { alias: string; format: string; size: string };
    const qr = findQrByAlias(ctx.db, params.alias);
    if (!qr) return plain(reply, 404, 'There is no QR code at this address.');
    const format = FORMATS.find((known) => known === params.format);
    if (!format) return plain(reply, 400, `format: must be ${FORMATS.join(' or ')}, not "${params.format}".`);
    const size = /^\d{1,4}$/.test(params.size) ? Number(params.size) : NaN;
    if (!(size >= MIN_SIZE && size <= MAX_SIZE)) {
      return plain(reply, 400, `size: must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}.`);
    }
    const content = imageContent(qr, ctx.baseUrl());
    const options = renderOptions(qr, size);
    reply.header('content-disposition', `attachment; filename="qr-${qr.alias}.${format}"`);
    if (format === 'svg') {
      return reply.type('image/svg+xml').send(await QRCode.toString(content, { type: 'svg', ...options }));
    }
    return reply.type('image/png').send(await QRCode.toBuffer(content, { type: 'png', ...options }));
  });
};
