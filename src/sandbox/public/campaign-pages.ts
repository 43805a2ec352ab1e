import type { RouteGroup } from '../routes/index.ts';

export const campaignPageRoutes: RouteGroup = () => {};
