import type { SubscriptionType } from '../../shared/api/constants.ts';
import { planSubscribeBody } from '../../shared/api/requests.ts';
import { requireAdmin } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { formatDatetime } from '../http/format.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { findPlan, listPlans, statusOnPlan } from '../store/plans.ts';
import { getUser, setSubscription } from '../store/users.ts';
import type { RouteGroup } from './index.ts';

const MONTHS: Record<SubscriptionType, number> = { monthly: 1, yearly: 12, lifetime: 120 };

/** Calendar months that keep the day, or the month's last day when it has fewer: 31 Jan + 1 month is end of Feb. */
function addMonths(time: number, months: number): Date {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

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
    const expires = body.expiration ?? formatDatetime(addMonths(ctx.now(), MONTHS[body.type!]));
    db.transaction(() => {
      const plan = findPlan(db, planId);
      if (!plan) throw notFound('Plan');
      const user = getUser(db, userId);
      setSubscription(db, userId, { planId, expires, status: statusOnPlan(plan, user.status) });
    });
    return { error: 0, message: 'The user has been subscribed to the plan.' };
  });
};
