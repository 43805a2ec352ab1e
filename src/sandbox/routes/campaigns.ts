import type { RouteGroup } from './index.ts';

export const campaignRoutes: RouteGroup = () => {};
