import type { z } from 'zod';
import type { planSubscribeBody } from '../../../shared/api/requests.ts';
import type { Message, Plan } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer, readItems } from '../normalise/answer.ts';
import { plan } from '../normalise/plans.ts';
import { list } from '../normalise/values.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment } from './paths.ts';

export type PlanSubscription = z.output<typeof planSubscribeBody>;

/** Admin only; a plain array under `data`, not paginated. A plan that cannot be read is left out. */
export async function listPlans(call: Call): Promise<Plan[]> {
  const answer = await call('GET', 'api/plans');
  const raw = readAnswer('the plan list', () => list(answer.body.data, 'data'));
  return readItems('the plan list', raw, plan).items;
}

/**
 * Admin only. Without `expiration` the installation counts from today: a month, a year, or ten years for
 * lifetime.
 */
export async function subscribeUser(
  call: Call,
  planId: number,
  userId: number,
  body: PlanSubscription,
): Promise<Message> {
  const answer = await call(
    'PUT',
    `api/plan/${idSegment(planId, 'planId')}/user/${idSegment(userId, 'userId')}`,
    body,
  );
  return messageOf(answer.body, 'The user has been subscribed to the plan.');
}
