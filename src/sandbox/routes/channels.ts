import type { RouteGroup } from './index.ts';

export const channelRoutes: RouteGroup = () => {};
