import type { UserStatus } from '../../shared/api/constants.ts';
import type { Plan, PlanLimits } from '../../shared/api/models.ts';
import type { Database } from '../db/database.ts';

interface PlanRow {
  id: number;
  name: string;
  free: number;
  price_monthly: number | null;
  price_yearly: number | null;
  price_lifetime: number | null;
  limits: string;
}

const COLUMNS = 'id, name, free, price_monthly, price_yearly, price_lifetime, limits';

function toPlan(row: PlanRow): Plan {
  const free = row.free === 1;
  return {
    id: row.id,
    name: row.name,
    free,
    prices: free
      ? null
      : {
          monthly: row.price_monthly ?? 0,
          yearly: row.price_yearly ?? 0,
          lifetime: row.price_lifetime ?? 0,
        },
    limits: JSON.parse(row.limits) as PlanLimits,
  };
}

/** In the order they were made: the installation's own order of tiers. */
export function listPlans(db: Database): readonly Plan[] {
  return db.all<PlanRow>(`SELECT ${COLUMNS} FROM plans ORDER BY id`).map(toPlan);
}

export function findPlan(db: Database, id: number): Plan | undefined {
  const row = db.get<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE id = ?`, id);
  return row && toPlan(row);
}

/** A paid plan makes a user pro and a free one free; an admin keeps admin rights whatever their plan. */
export function statusOnPlan(plan: Plan, current?: UserStatus): UserStatus {
  if (current === 'admin') return 'admin';
  return plan.free ? 'free' : 'pro';
}
