import type { RouteGroup } from './index.ts';

export const userRoutes: RouteGroup = () => {};
