import { describe, expect, it } from 'vitest';
import type { Plan, User } from '../../../shared/ipc/resources.ts';
import { expiryToApi } from '../components/api-datetime.ts';
import { PLAN_TERMS } from './plan-limits.ts';
import { GENERATED_LENGTH, strongPassword } from './strong-password.ts';
import { subscriptionOutcome, subscriptionSchema } from './subscription-form.ts';
import { EMPTY_USER_FORM, userFormSchema, withFieldFromMessage } from './user-form.ts';
import { expiryState, isSelf, roleOf } from './user-facts.ts';

const user = (changes: Partial<User> = {}): User => ({
  id: 7,
  username: 'sam',
  email: 'sam@example.test',
  avatar: '',
  status: 'free',
  expires: null,
  registered: '2026-01-05 10:00:00',
  planId: null,
  isAdmin: false,
  ...changes,
});

const limits = {
  links: 0,
  clicks: 10_000,
  retention: 30,
  custom: true,
  team: { enabled: true, count: 3 },
  splash: { enabled: false, count: 0 },
  overlay: { enabled: true, count: 0 },
  pixels: { enabled: true, count: 20 },
  domain: { enabled: false, count: 5 },
  multiple: false,
  alias: true,
  device: true,
  geo: false,
  bundle: false,
  parameters: false,
  export: true,
  api: true,
};
const pro: Plan = {
  id: 2,
  name: 'Pro',
  free: false,
  prices: { monthly: 9, yearly: 90, lifetime: 290 },
  limits,
};
const starter: Plan = { id: 1, name: 'Starter', free: true, prices: null, limits };

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('what the users list says of a user', () => {
  it('reads the role from the admin list rather than the status deployed installations report', () => {
    expect(roleOf(user({ status: 'pro', isAdmin: true }))).toBe('admin');
    expect(roleOf(user({ status: 'pro', isAdmin: false }))).toBe('pro');
    expect(roleOf(user({ status: 'admin', isAdmin: null }))).toBe('admin');
  });

  it('marks an expiry that is past or within seven days, in UTC as the API writes it', () => {
    expect(expiryState(null, NOW)).toBeNull();
    expect(expiryState('2026-11-25 11:59:59', NOW)).toBe('past');
    expect(expiryState('2026-12-02 11:59:00', NOW)).toBe('soon');
    expect(expiryState('2026-12-02 12:01:00', NOW)).toBeNull();
    expect(expiryState('not a date', NOW)).toBeNull();
  });

  it('knows the admin’s own account by its username, whatever the case', () => {
    expect(isSelf(user({ username: 'Admin' }), 'admin')).toBe(true);
    expect(isSelf(user(), 'admin')).toBe(false);
    // A key that cannot read its own profile has no username: nobody is taken for it.
    expect(isSelf(user({ username: '' }), '')).toBe(false);
  });
});

describe('a generated password', () => {
  it('is 20 characters of the unmistakable alphabet, different each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => strongPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toHaveLength(GENERATED_LENGTH);
      expect(password).not.toMatch(/[0O1lI\s]/);
    }
  });

  it('draws again rather than favour the alphabet’s first letters', () => {
    // Bytes past the largest multiple of the alphabet's size are skipped: 255 never becomes a character.
    let call = 0;
    const password = strongPassword(3, (bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0);
    });
    expect(password).toBe('aaa');
    expect(call).toBe(2);
  });
});

describe('the new-user form', () => {
  const values = { ...EMPTY_USER_FORM, username: 'newcomer', email: 'new@example.test', password: 'secret' };

  it('sends a plan with its end in the API’s UTC form, and refuses a plan without one', () => {
    const refused = userFormSchema.safeParse({ ...values, planid: '2' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path).toEqual(['expiration']);

    const sent = userFormSchema.parse({ ...values, planid: '2', expiration: '2027-01-31T09:30' });
    expect(sent).toEqual({
      username: 'newcomer',
      email: 'new@example.test',
      password: 'secret',
      planid: 2,
      expiration: expiryToApi('2027-01-31T09:30'),
    });
    expect(userFormSchema.parse(values)).not.toHaveProperty('planid');
  });

  it('checks the installation’s own rules before sending', () => {
    const refused = userFormSchema.safeParse({ ...values, username: 'a b', password: 'four' });
    expect(refused.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['password', 'username']);
  });

  it('puts a refusal that names no field beside the field its words are about', () => {
    const conflict = {
      ok: false as const,
      error: { code: 'conflict' as const, message: 'This email is already used.' },
    };
    expect(withFieldFromMessage(conflict)).toEqual({
      ok: false,
      error: { ...conflict.error, field: 'email' },
    });
    const network = {
      ok: false as const,
      error: { code: 'network' as const, message: 'The email server is down.' },
    };
    expect(withFieldFromMessage(network)).toBe(network);
    const named = {
      ok: false as const,
      error: { code: 'validation' as const, message: 'x', field: 'username' },
    };
    expect(withFieldFromMessage(named)).toBe(named);
  });
});

describe('a subscription', () => {
  it('always sends its billing type, and an end typed in local time in UTC', () => {
    expect(subscriptionSchema.parse({ userId: '7', planId: '2', type: 'yearly', expiration: '' })).toEqual({
      userId: 7,
      planId: 2,
      type: 'yearly',
    });
    expect(
      subscriptionSchema.parse({ userId: '7', planId: '2', type: 'monthly', expiration: '2030-05-01T08:00' }),
    ).toEqual({ userId: 7, planId: 2, type: 'monthly', expiration: expiryToApi('2030-05-01T08:00') });
    expect(
      subscriptionSchema.safeParse({ userId: '', planId: '2', type: 'monthly', expiration: '' }).success,
    ).toBe(false);
  });

  it('says when it ends without a date, by the installation’s rule, and what the user becomes', () => {
    const lines = (type: 'monthly' | 'yearly' | 'lifetime', plan: Plan, who: User) =>
      subscriptionOutcome({ type, expiration: '' }, plan, who, NOW, day);
    expect(lines('monthly', pro, user())).toEqual([
      'Without a date, the server ends the membership a month from now: on 2026-12-25.',
      'Pro is a paid plan: sam becomes pro.',
    ]);
    expect(lines('yearly', pro, user({ status: 'pro' }))[1]).toBe('sam stays pro.');
    expect(lines('lifetime', starter, user({ status: 'pro' }))).toEqual([
      'Without a date, the server ends the membership ten years from now: on 2036-11-25.',
      'Starter is a free plan: sam becomes free.',
    ]);
    expect(lines('monthly', pro, user({ isAdmin: true, status: 'pro' }))[1]).toBe('sam stays an admin.');
    // Months keep their day, or the month's last one.
    const endOfJanuary = Date.UTC(2027, 0, 31, 12);
    expect(subscriptionOutcome({ type: 'monthly', expiration: '' }, null, null, endOfJanuary, day)).toEqual([
      'Without a date, the server ends the membership a month from now: on 2027-02-28.',
    ]);
  });
});

describe('a plan’s terms', () => {
  const term = (id: string, plan: Plan) => PLAN_TERMS.find((one) => one.id === id)!.value(plan);

  it('reads prices, limits (0 is no limit) and each feature with its count', () => {
    expect(term('monthly', starter)).toBe('Free');
    expect(term('yearly', pro)).toMatch(/^90[.,]00$/);
    expect(term('links', pro)).toBe('Unlimited');
    expect(term('retention', pro)).toBe('30 days');
    expect(term('team', pro)).toBe('Yes, 3');
    expect(term('overlay', pro)).toBe('Yes');
    expect(term('splash', pro)).toBe('No');
    // A count for a feature that is off says nothing: off is off.
    expect(term('domain', pro)).toBe('No');
    expect(term('geo', pro)).toBe('No');
    expect(term('api', pro)).toBe('Yes');
  });

  it('shows what an installation wrote in words as written: a paid plan’s own feature text among them', () => {
    const worded: Plan = {
      ...pro,
      limits: {
        ...limits,
        custom: 'Priority support',
        clicks: 'Fair use',
        team: { enabled: true, count: 'Five seats, more on request' },
        splash: { enabled: false, count: 'Not on this plan' },
        geo: 'Countries only',
      },
    };
    expect(term('custom', worded)).toBe('Priority support');
    expect(term('clicks', worded)).toBe('Fair use');
    expect(term('team', worded)).toBe('Five seats, more on request');
    // Off is off, whatever the words.
    expect(term('splash', worded)).toBe('No');
    expect(term('geo', worded)).toBe('Countries only');
    expect(term('links', worded)).toBe('Unlimited');
  });
});
