import { paginatedBody, readPage } from '../http/pagination.ts';
import { countOverlays, countSplashPages, listOverlays, listSplashPages } from '../store/seeded-lists.ts';
import type { RouteGroup } from './index.ts';

/** CTA overlays: read-only, under the reference's collection key `cta`. */
export const overlayRoutes: RouteGroup = (app, { db }) => {
  app.get('/api/overlay', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    return paginatedBody(
      'cta',
      page,
      countOverlays(db, userId),
      listOverlays(db, userId, page.limit, page.offset),
    );
  });
};

/** Splash pages: read-only. */
export const splashRoutes: RouteGroup = (app, { db }) => {
  app.get('/api/splash', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    return paginatedBody(
      'splash',
      page,
      countSplashPages(db, userId),
      listSplashPages(db, userId, page.limit, page.offset),
    );
  });
};
