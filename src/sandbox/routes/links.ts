import type { RouteGroup } from './index.ts';

export const linkRoutes: RouteGroup = () => {};
