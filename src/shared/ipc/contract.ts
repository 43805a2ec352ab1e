import { z } from 'zod';
import { accountUpdateBody } from '../api/requests.ts';
import type { AccountsState, AccountView, Profile } from './models.ts';

/**
 * The IPC contract: channel name → request schema → result type. Main validates every request against its
 * schema before the handler runs; the preload and the renderer are typed from the same table, so a renamed
 * channel or a changed request fails to compile on both sides.
 */

const accountId = z.string().uuid('must be an account id');
const displayName = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
export const baseUrlField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: 'must be the address of the installation, starting with http:// or https://',
  });
export const apiKeyField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(512, 'is too long to be an API key')
  .regex(/^\S+$/, 'must not contain spaces');

export const addAccountRequest = z.object({ name: displayName, baseUrl: baseUrlField, apiKey: apiKeyField });
export type AddAccountRequest = z.infer<typeof addAccountRequest>;

export const contract = {
  'accounts:list': { request: z.object({}), result: {} as AccountsState },
  'accounts:add': { request: addAccountRequest, result: {} as AccountView },
  'accounts:addSandbox': { request: z.object({}), result: {} as AccountView },
  'accounts:switch': { request: z.object({ id: accountId }), result: {} as AccountsState },
  'accounts:rename': { request: z.object({ id: accountId, name: displayName }), result: {} as AccountView },
  'accounts:setBaseUrl': {
    request: z.object({ id: accountId, baseUrl: baseUrlField }),
    result: {} as AccountView,
  },
  'accounts:replaceKey': {
    request: z.object({ id: accountId, apiKey: apiKeyField }),
    result: {} as AccountView,
  },
  'accounts:remove': { request: z.object({ id: accountId }), result: {} as AccountsState },
  'accounts:probe': { request: z.object({ id: accountId }), result: {} as AccountView },
  'account:get': { request: z.object({ accountId }), result: {} as Profile },
  'account:update': {
    request: z.object({ accountId }).and(accountUpdateBody),
    result: {} as { message: string },
  },
  'shell:openExternal': { request: z.object({ url: z.string().max(2048) }), result: {} as { opened: true } },
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ParsedRequestOf<C extends Channel> = z.output<Contract[C]['request']>;
export type ResultOf<C extends Channel> = Contract[C]['result'];
export const CHANNELS = Object.keys(contract) as Channel[];
