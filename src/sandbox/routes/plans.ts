import { subscriptionEnd } from '../../shared/api/subscription-end.ts';
import { planSubscribeBody } from '../../shared/api/requests.ts';
import { requireAdmin } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { formatDatetime } from '../http/format.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { findPlan, listPlans, statusOnPlan } from '../store/plans.ts';
import { getUser, setSubscription } from '../store/users.ts';
import type { RouteGroup } from './index.ts';

export const planRoutes: RouteGroup = (app, ctx) => {
  const { db } = ctx;

  app.get('/api/plans', (request) => {
    requireAdmin(request.user);
    return { error: 0, data: listPlans(db) };
  });

  app.put('/api/plan/:planid/user/:userid', (request) => {
    requireAdmin(request.user);
    const planId = parseId(request.params, 'planid');
    const userId = parseId(request.params, 'userid');
    const body = parseBody(planSubscribeBody, request.body);
    // The schema lets `type` go only when `expiration` is given, so one of the two is always there.
    const expires = body.expiration ?? formatDatetime(subscriptionEnd(body.type!, ctx.now()));
    db.transaction(() => {
      const plan = findPlan(db, planId);
      if (!plan) throw notFound('Plan');
      const user = getUser(db, userId);
      setSubscription(db, userId, { planId, expires, status: statusOnPlan(plan, user.status) });
    });
    return { error: 0, message: 'The user has been subscribed to the plan.' };
  });
};
