import type { FastifyRequest } from 'fastify';

/** `"PUT /api/domain/:id/update"`: the method and the route's pattern, or `""` when no route matched. */
export function routeKey(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  return url === undefined ? '' : `${request.method} ${url}`;
}
