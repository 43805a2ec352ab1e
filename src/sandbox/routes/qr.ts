import type { RouteGroup } from './index.ts';

export const qrRoutes: RouteGroup = () => {};
