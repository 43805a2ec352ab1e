import type { PlanLimits } from '../../shared/api/models.ts';
import type { SandboxContext } from '../context.ts';
import { formatDatetime } from '../http/format.ts';
import { insertUser } from '../store/users.ts';

export interface Essentials {
  adminId: number;
  proId: number;
  freeId: number;
  plans: { free: number; pro: number; business: number };
}

const on = { enabled: '1' as const };
const off = { enabled: '0' as const };
const count = (n: number) => ({ enabled: n > 0 ? ('1' as const) : ('0' as const), count: String(n) });

function limits(tier: 'free' | 'pro' | 'business'): PlanLimits {
  const paid = tier !== 'free';
  return {
    links: { free: 100, pro: 5000, business: 0 }[tier],
    clicks: { free: 10000, pro: 500000, business: 0 }[tier],
    retention: { free: 30, pro: 365, business: 0 }[tier],
    custom: paid ? on : off,
    team: count({ free: 0, pro: 3, business: 20 }[tier]),
    splash: count({ free: 0, pro: 10, business: 100 }[tier]),
    overlay: count({ free: 0, pro: 10, business: 100 }[tier]),
    pixels: count({ free: 2, pro: 20, business: 200 }[tier]),
    domain: count({ free: 0, pro: 5, business: 50 }[tier]),
    multiple: paid ? on : off,
    alias: on,
    device: paid ? on : off,
    geo: paid ? on : off,
    bundle: paid ? on : off,
    parameters: paid ? on : off,
    export: paid ? on : off,
    api: on,
  };
}

/** The plans and the three users (admin, pro, free) that every sandbox starts with. */
export function seedEssentials(ctx: SandboxContext): Essentials {
  const { db } = ctx;
  const now = ctx.now();
  const plan = (name: string, tier: 'free' | 'pro' | 'business', prices: [number, number, number] | null) =>
    db.run(
      'INSERT INTO plans (name, free, price_monthly, price_yearly, price_lifetime, limits) VALUES (?, ?, ?, ?, ?, ?)',
      name,
      prices ? 0 : 1,
      prices?.[0] ?? null,
      prices?.[1] ?? null,
      prices?.[2] ?? null,
      JSON.stringify(limits(tier)),
    ).id;
  const plans = {
    free: plan('Starter', 'free', null),
    pro: plan('Pro', 'pro', [9, 90, 290]),
    business: plan('Business', 'business', [29, 290, 990]),
  };

  const daysAgo = (days: number) => formatDatetime(new Date(now - days * 86_400_000));
  const inDays = (days: number) => formatDatetime(new Date(now + days * 86_400_000));
  const user = (
    username: string,
    status: 'admin' | 'pro' | 'free',
    planId: number,
    expires: string | null,
    registered: string,
  ) =>
    insertUser(db, {
      username,
      email: `${username}@sandbox.linkdesk.test`,
      // Nobody signs in with these; they exist so that password changes have something to replace.
      password: `${username}-sandbox`,
      status,
      planId,
      expires,
      registered,
    });
  return {
    adminId: user('admin', 'admin', plans.business, null, daysAgo(400)),
    proId: user('alex', 'pro', plans.pro, inDays(200), daysAgo(165)),
    freeId: user('sam', 'free', plans.free, null, daysAgo(12)),
    plans,
  };
}
