import type { RouteGroup } from './index.ts';

export const domainRoutes: RouteGroup = () => {};
