import type { RouteGroup } from '../routes/index.ts';

export const avatarRoutes: RouteGroup = () => {};
