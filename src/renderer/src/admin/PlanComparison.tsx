import type { Plan } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { PLAN_TERMS, TERM_GROUPS } from './plan-limits.ts';

/**
 * The plans side by side: one column each, one row per term, grouped into prices, limits and features. A term
 * all plans share is greyed, so what sets them apart reads at a glance.
 */
export function PlanComparison({ plans, onClose }: { plans: readonly Plan[]; onClose: () => void }) {
  return (
    <Dialog title="Compare plans" onClose={onClose}>
      <div className="plan-comparison" tabIndex={0} aria-label="Plans side by side">
        <table>
          <thead>
            <tr>
              <td />
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                  <span className="plan-kind">{plan.free ? 'Free' : 'Paid'}</span>
                </th>
              ))}
            </tr>
          </thead>
          {TERM_GROUPS.map((group) => (
            <tbody key={group}>
              <tr className="plan-group">
                <th scope="colgroup" colSpan={plans.length + 1}>
                  {group}
                </th>
              </tr>
              {PLAN_TERMS.filter((term) => term.group === group).map((term) => {
                const values = plans.map((plan) => term.value(plan));
                const same = plans.length > 1 && new Set(values).size === 1;
                return (
                  <tr key={term.id} className={same ? 'is-same' : undefined}>
                    <th scope="row">{term.label}</th>
                    {values.map((value, index) => (
                      <td key={plans[index]!.id}>{value}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
