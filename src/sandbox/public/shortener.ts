import type { RouteGroup } from '../routes/index.ts';

export const shortenerRoutes: RouteGroup = () => {};
