import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../shared/api/constants.ts';
import { badRequest } from '../http/errors.ts';
import { bodyObject, type RequestHook } from './request-hooks.ts';

/**
 * Subscribing a user needs `type` on deployed installations even when `expiration` is given (the reference
 * lets `expiration` stand alone): the membership's kind is stored either way.
 */
export const subscribeNeedsType: RequestHook = (request) => {
  const type = bodyObject(request)?.type;
  if (!SUBSCRIPTION_TYPES.includes(type as SubscriptionType)) {
    throw badRequest(`type: must be one of ${SUBSCRIPTION_TYPES.join(', ')}`, 'type');
  }
  return undefined;
};
