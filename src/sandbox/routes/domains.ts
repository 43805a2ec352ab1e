import { domainCreateBody, domainUpdateBody } from '../../shared/api/requests.ts';
import { badRequest } from '../http/errors.ts';
import { nowDatetime } from '../http/format.ts';
import { paginatedBody, readPage } from '../http/pagination.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { urls } from '../public/urls.ts';
import { countDomains, createDomain, deleteDomain, listDomains, updateDomain } from '../store/domains.ts';
import type { RouteGroup } from './index.ts';

/** The update schema drops unknown keys; a `domain` among them is a mistake the caller should hear about. */
function refuseDomainChange(body: unknown): void {
  if (body !== null && typeof body === 'object' && 'domain' in body) {
    throw badRequest('domain: cannot be changed; delete the domain and add the new one', 'domain');
  }
}

export const domainRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  app.get('/api/domains', (request) => {
    const page = readPage(request);
    const userId = request.user.id;
    return paginatedBody(
      'domains',
      page,
      countDomains(db, userId),
      listDomains(db, userId, page.limit, page.offset).map((row) => ({
        ...row,
        domain: urls.domain(row.domain),
      })),
    );
  });

  app.post('/api/domain/add', (request) => {
    const domain = parseBody(domainCreateBody, request.body);
    const id = createDomain(db, request.user.id, domain, nowDatetime(ctx.now));
    return { error: 0, id };
  });

  app.put('/api/domain/:id/update', (request) => {
    const id = parseId(request.params);
    refuseDomainChange(request.body);
    updateDomain(db, request.user.id, id, parseBody(domainUpdateBody, request.body));
    return { error: 0, message: 'Domain has been updated successfully.' };
  });

  app.delete('/api/domain/:id/delete', (request) => {
    deleteDomain(db, request.user.id, parseId(request.params));
    return { error: 0, message: 'Domain has been deleted successfully.' };
  });
};
