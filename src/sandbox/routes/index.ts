import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { accountRoutes } from './account.ts';
import { campaignRoutes } from './campaigns.ts';
import { channelRoutes } from './channels.ts';
import { domainRoutes } from './domains.ts';
import { linkRoutes } from './links.ts';
import { overlayRoutes, splashRoutes } from './seeded-lists.ts';
import { pixelRoutes } from './pixels.ts';
import { planRoutes } from './plans.ts';
import { publicRoutes } from '../public/routes.ts';
import { qrRoutes } from './qr.ts';
import { userRoutes } from './users.ts';

export type RouteGroup = (app: FastifyInstance, ctx: SandboxContext) => void;

/** Every route group; the legacy revision predates campaigns and channels, so they answer 404 there. */
export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const groups: RouteGroup[] = [
    accountRoutes,
    domainRoutes,
    overlayRoutes,
    splashRoutes,
    pixelRoutes,
    qrRoutes,
    linkRoutes,
    planRoutes,
    userRoutes,
    publicRoutes,
  ];
  if (ctx.revision === 'current') groups.push(campaignRoutes, channelRoutes);
  for (const group of groups) group(app, ctx);
}
