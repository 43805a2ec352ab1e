import WalletCards from 'lucide-react/icons/wallet-cards';
import type { Plan } from '../../../shared/ipc/resources.ts';
import { DetailPane } from '../components/detail-pane/DetailPane.tsx';
import { PLAN_TERMS, TERM_GROUPS } from './plan-limits.ts';

/** One plan beside the list: every term, in the comparison's order. */
export function PlanDetailsPane({
  plan,
  onSubscribe,
  onClose,
}: {
  plan: Plan;
  onSubscribe: () => void;
  onClose: () => void;
}) {
  return (
    <DetailPane
      title={plan.name}
      subtitle={plan.free ? 'Free plan' : 'Paid plan: its users are pro'}
      onClose={onClose}
      actions={
        <button type="button" className="button button-with-icon" onClick={onSubscribe}>
          <WalletCards aria-hidden="true" size={16} />
          Subscribe a user…
        </button>
      }
    >
      {TERM_GROUPS.map((group) => (
        <section key={group} className="detail-pane-section" aria-label={group}>
          <h3>{group}</h3>
          <dl className="facts plan-terms">
            {PLAN_TERMS.filter((term) => term.group === group).map((term) => (
              <div key={term.id}>
                <dt>{term.label}</dt>
                <dd>{term.value(plan)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </DetailPane>
  );
}
