import { pixelCreateBody, pixelUpdateBody } from '../../shared/api/requests.ts';
import { nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { countPixels, createPixel, deletePixel, getPixel, listPixels, updatePixel } from '../store/pixels.ts';
import type { RouteGroup } from './index.ts';

export const pixelRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;
  const createBody = pixelCreateBody(ctx.revision);

  app.get('/api/pixels', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    return paginatedBody(
      'pixels',
      page,
      countPixels(db, userId),
      listPixels(db, userId, page.limit, page.offset),
    );
  });

  app.post('/api/pixel/add', (request) => {
    const pixel = parseBody(createBody, request.body);
    const id = createPixel(db, request.user.id, pixel, nowDatetime(ctx.now));
    return { error: 0, id };
  });

  app.put('/api/pixel/:id/update', (request) => {
    const id = parseId(request.params);
    const { type } = getPixel(db, request.user.id, id);
    updatePixel(db, request.user.id, id, parseBody(pixelUpdateBody(type), request.body));
    return { error: 0, message: 'Pixel has been updated successfully.' };
  });

  app.delete('/api/pixel/:id/delete', (request) => {
    deletePixel(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'Pixel has been deleted successfully.' };
  });
};
