import type { RouteGroup } from './index.ts';

export const accountRoutes: RouteGroup = () => {};
