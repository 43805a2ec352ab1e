import type { RouteGroup } from './index.ts';

export const planRoutes: RouteGroup = () => {};
