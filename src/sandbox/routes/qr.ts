import { qrCreateBody, qrUpdateBody } from '../../shared/api/requests.ts';
import { qrPayload } from '../../shared/qr/payload.ts';
import { nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { checkDrawable, isDynamicQr, qrDataOf } from '../public/qr-content.ts';
import { urls } from '../public/urls.ts';
import { statisticsFor } from '../stats/statistics.ts';
import {
  countQrCodes,
  createQrCode,
  deleteQrCode,
  getQrCode,
  listQrCodes,
  updateQrCode,
  type QrRow,
} from '../store/qr.ts';
import type { RouteGroup } from './index.ts';

/** The legacy revision predates QR names: it drops the field unread, whatever it holds. */
function withoutName(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { name: _name, ...rest } = body as Record<string, unknown>;
  return rest;
}

export const qrRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;
  const item = (qr: QrRow) => ({
    id: qr.id,
    link: urls.qrImage(ctx.baseUrl(), qr.alias),
    scans: qr.scans,
    name: qr.name,
    date: qr.date,
  });

  app.get('/api/qr', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    return paginatedBody(
      'qrs',
      page,
      countQrCodes(db, userId),
      listQrCodes(db, userId, page.limit, page.offset).map(item),
    );
  });

  app.get('/api/qr/:id', (request) => {
    const qr = getQrCode(db, request.user.id, parseId(request.params));
    return { error: 0, details: item(qr), data: statisticsFor(db, qr.link_id) };
  });

  app.post('/api/qr/add', (request) => {
    const body = parseBody(
      qrCreateBody,
      ctx.revision === 'legacy' ? withoutName(request.body) : request.body,
    );
    const data = qrDataOf(body.type, body.data);
    const payload = qrPayload(body.type, data);
    checkDrawable(body.type, payload);
    const { id, alias } = createQrCode(
      db,
      request.user.id,
      {
        type: body.type,
        data,
        name: body.name ?? '',
        background: body.background,
        foreground: body.foreground,
        logo: body.logo,
        target: isDynamicQr(body.type) ? payload : null,
      },
      nowDatetime(ctx.now),
    );
    return { error: 0, id, link: urls.qrImage(ctx.baseUrl(), alias) };
  });

  app.put('/api/qr/:id/update', (request) => {
    const id = parseId(request.params);
    const { type } = getQrCode(db, request.user.id, id);
    // A `type` in the body is dropped by the schema: a code keeps the type it was made with.
    const body = parseBody(qrUpdateBody(type), request.body);
    const data = qrDataOf(type, body.data);
    const payload = qrPayload(type, data);
    checkDrawable(type, payload);
    updateQrCode(db, request.user.id, id, {
      data,
      background: body.background,
      foreground: body.foreground,
      logo: body.logo,
      target: isDynamicQr(type) ? payload : null,
    });
    return { error: 0, message: 'QR code has been updated successfully.' };
  });

  app.delete('/api/qr/:id/delete', (request) => {
    deleteQrCode(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'QR code has been deleted successfully.' };
  });
};
