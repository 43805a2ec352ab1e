import { describe, expect, it } from 'vitest';
import { normaliseProfile } from '../../src/main/api/account.ts';
import { plan } from '../../src/main/api/normalise/plans.ts';
import { createdUser, user } from '../../src/main/api/normalise/users.ts';
import * as reference from '../../src/shared/api/models.ts';
import { refusal } from '../support/refusal.ts';

const on = { enabled: '1' };
const off = { enabled: '0' };
const referenceLimits = {
  links: 5000,
  clicks: 500000,
  retention: 365,
  custom: on,
  team: { enabled: '1', count: '3' },
  splash: { enabled: '1', count: '10' },
  overlay: { enabled: '0', count: '0' },
  pixels: { enabled: '1', count: '20' },
  domain: { enabled: '1', count: '5' },
  multiple: on,
  alias: on,
  device: off,
  geo: on,
  bundle: off,
  parameters: on,
  export: on,
  api: on,
};
const cleanLimits = {
  links: 5000,
  clicks: 500000,
  retention: 365,
  custom: true,
  team: { enabled: true, count: 3 },
  splash: { enabled: true, count: 10 },
  overlay: { enabled: false, count: 0 },
  pixels: { enabled: true, count: 20 },
  domain: { enabled: true, count: 5 },
  multiple: true,
  alias: true,
  device: false,
  geo: true,
  bundle: false,
  parameters: true,
  export: true,
  api: true,
};

describe('plans', () => {
  const paid = {
    id: 2,
    name: 'Pro',
    free: false,
    prices: { monthly: 9, yearly: 90, lifetime: 290 },
    limits: referenceLimits,
  };

  it('read the reference plan: limit switches as booleans, counts as numbers', () => {
    expect(plan(reference.plan.parse(paid))).toEqual({ ...paid, limits: cleanLimits });
    expect(plan({ ...paid, id: 1, free: true, prices: null })).toMatchObject({ free: true, prices: null });
  });

  it('read a deployed plan: every number a string, free as "1", prices as text', () => {
    const deployed = {
      id: '2',
      name: 'Pro',
      free: '0',
      prices: { monthly: '9.99', yearly: '99', lifetime: '299.5' },
      limits: { ...referenceLimits, links: '5000', clicks: '500000', retention: '365', api: true },
    };
    expect(plan(deployed)).toEqual({
      id: 2,
      name: 'Pro',
      free: false,
      prices: { monthly: 9.99, yearly: 99, lifetime: 299.5 },
      limits: cleanLimits,
    });
    expect(plan({ ...deployed, free: '1', prices: [] }).prices).toBeNull();
  });

  it('read deployed limits with unknown keys and empty strings as off or zero', () => {
    const limits = {
      ...referenceLimits,
      custom: '',
      multiple: { enabled: '0', custom: '' },
      team: { enabled: '1', count: '' },
      splash: { enabled: '', count: '' },
      links: '',
      qrcodes: { enabled: '1', count: '20' },
      bio: '',
    };
    expect(plan({ ...paid, limits }).limits).toEqual({
      ...cleanLimits,
      custom: false,
      multiple: false,
      team: { enabled: true, count: 0 },
      splash: { enabled: false, count: 0 },
      links: 0,
    });
    expect(plan({ ...paid, limits: { ...referenceLimits, team: { enabled: '1' } } }).limits.team).toEqual({
      enabled: true,
      count: 0,
    });
  });

  it('read a paid plan’s own feature text, and every other wording of a limit, for what it holds', () => {
    const limits = {
      ...referenceLimits,
      custom: 'Priority support',
      links: '-1',
      clicks: -1,
      retention: 'Forever',
      team: { enabled: '1', count: '5', custom: 'Five seats, more on request' },
      splash: { enabled: '0', count: '', custom: 'Not on this plan' },
      overlay: 'Unlimited overlays',
      pixels: { enabled: 'true', count: 'Unlimited' },
      domain: [],
      multiple: { enabled: '1', custom: ' Three domains ' },
      alias: true,
      device: 'false',
      geo: 'Countries only',
      bundle: { enabled: 2 },
      export: { enabled: 'CSV and JSON' },
      api: [],
    };
    expect(plan({ ...paid, limits }).limits).toEqual({
      ...cleanLimits,
      custom: 'Priority support',
      // -1 is no limit, said as 0 like every other.
      links: 0,
      clicks: 0,
      retention: 'Forever',
      team: { enabled: true, count: 'Five seats, more on request' },
      splash: { enabled: false, count: 0 },
      overlay: { enabled: true, count: 'Unlimited overlays' },
      pixels: { enabled: true, count: 'Unlimited' },
      // PHP writes an empty map as `[]`: never set.
      domain: { enabled: false, count: 0 },
      multiple: 'Three domains',
      alias: true,
      device: false,
      geo: 'Countries only',
      bundle: true,
      export: 'CSV and JSON',
      api: false,
    });
  });

  it('refuse a plan whose limits cannot be read', () => {
    expect(refusal(() => plan({ ...paid, limits: { ...referenceLimits, links: { count: 5 } } }))).toBe(
      'limits.links is not a number, a switch or text',
    );
    expect(refusal(() => plan({ ...paid, limits: { ...referenceLimits, geo: { enabled: ['yes'] } } }))).toBe(
      'limits.geo.enabled is not a number, a switch or text',
    );
    expect(refusal(() => plan({ ...paid, limits: undefined }))).toBe('limits is missing');
  });
});

describe('users', () => {
  const referenceUser = {
    id: 4,
    email: 'alex@example.com',
    username: 'alex',
    avatar: 'https://go.example.com/avatar/4.svg',
    status: 'pro',
    expires: '2026-01-01 00:00:00',
    registered: '2024-05-01 10:00:00',
    planid: 2,
    apikey: 'secret-key-of-alex',
  };

  it('read the reference user and drop the API key', () => {
    const read = user(reference.user.parse(referenceUser));
    const { planid: _planid, apikey: _apikey, ...profile } = referenceUser;
    expect(read).toEqual({ ...profile, planId: 2, isAdmin: null });
    expect(JSON.stringify(read)).not.toContain('secret-key-of-alex');
  });

  it('read a deployed user: string ids, a capitalised status, no plan as "0"', () => {
    const read = user({ ...referenceUser, id: '4', status: 'Pro', planid: '0', expires: null });
    expect(read).toMatchObject({ id: 4, status: 'pro', planId: null, expires: null });
    expect(Object.keys(read)).not.toContain('apikey');
  });

  it('refuse a user with a status the app does not know', () => {
    expect(refusal(() => user({ ...referenceUser, status: 'banned' }))).toBe(
      'status is not free, pro, admin',
    );
  });

  it('read the new user id from the reference `data` or the deployed `userid`', () => {
    const referenceAnswer = { error: 0, message: 'Done', data: { id: 7, email: 'n@x.test', username: 'n' } };
    expect(createdUser(referenceAnswer)).toEqual({ id: 7 });
    expect(createdUser({ error: 0, message: 'Done', userid: '7' })).toEqual({ id: 7 });
    expect(refusal(() => createdUser({ error: 0, message: 'Done' }))).toBe('userid is missing');
  });
});

describe('the account profile', () => {
  it('reads the reference account and its deployed variant, planid ignored', () => {
    const account = {
      id: 4,
      email: 'alex@example.com',
      username: 'alex',
      avatar: 'https://go.example.com/avatar/4.svg',
      status: 'pro',
      expires: null,
      registered: '2024-05-01 10:00:00',
    };
    expect(normaliseProfile(reference.account.parse(account))).toEqual(account);
    expect(normaliseProfile({ ...account, id: '4', status: 'PRO', planid: '2' })).toEqual(account);
  });

  it('refuses anything that is not an account, with advice about the address', () => {
    const error = refusal(() => normaliseProfile({ id: 1, username: 'ann' }));
    expect(error).toMatch(/not with an account\. Is the base URL/);
    expect(refusal(() => normaliseProfile(undefined))).toMatch(/not with an account/);
  });
});
