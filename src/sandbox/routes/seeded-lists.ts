import type { RouteGroup } from './index.ts';

export const overlayRoutes: RouteGroup = () => {};
export const splashRoutes: RouteGroup = () => {};
