import type { RouteGroup } from '../routes/index.ts';
import { avatarRoutes } from './avatars.ts';
import { campaignPageRoutes } from './campaign-pages.ts';
import { loginLinkRoutes } from './login-links.ts';
import { qrImageRoutes } from './qr-images.ts';
import { shortenerRoutes } from './shortener.ts';

/** The pages and images behind the URLs the API hands out; these answer browsers, not API clients. */
export const publicRoutes: RouteGroup = (app, ctx) => {
  avatarRoutes(app, ctx);
  qrImageRoutes(app, ctx);
  loginLinkRoutes(app, ctx);
  if (ctx.revision === 'current') campaignPageRoutes(app, ctx);
  // Last: `/:alias` is the catch-all of short links.
  shortenerRoutes(app, ctx);
};
