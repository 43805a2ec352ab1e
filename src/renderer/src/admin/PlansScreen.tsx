import Columns3 from 'lucide-react/icons/columns-3';
import { useState } from 'react';
import type { Plan, User } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useWholeList } from '../assign/use-whole-list.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column, RowAction } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { SplitView } from '../components/detail-pane/SplitView.tsx';
import { useShownItem } from '../components/detail-pane/use-shown-item.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { serverName } from './server-name.ts';
import { AdminNotice } from './AdminNotice.tsx';
import { PlanComparison } from './PlanComparison.tsx';
import { PlanDetailsPane } from './PlanDetailsPane.tsx';
import { limitOf, priceOf } from './plan-limits.ts';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import { useAdminResults } from './use-admin-results.ts';
import { useSubscribe } from './use-subscribe.ts';
import { wholeListing } from './whole-listing.ts';
import './admin.css';

/** Module-level, so the list's derived arrays are not made again on every render. */
const idOf = (plan: Plan) => plan.id;

/** The price columns: the monthly one always shows, the others step aside in a narrow window. */
const PRICES = [
  ['monthly', 'Monthly', 0],
  ['yearly', 'Yearly', 2],
  ['lifetime', 'Lifetime', 1],
] as const;

/** The numeric limit columns, which step aside before the prices. */
const LIMITS = [
  ['links', 'Links', 3],
  ['clicks', 'Clicks', 4],
] as const;

const COLUMNS: Column<Plan>[] = [
  { id: 'name', title: 'Name', value: (plan) => plan.name, width: 'minmax(8rem, 2fr)' },
  { id: 'kind', title: 'Kind', value: (plan) => (plan.free ? 'Free' : 'Paid'), width: '5.5rem' },
  ...PRICES.map(([period, title, dropOrder]): Column<Plan> => ({
    id: period,
    title,
    value: (plan) => plan.prices?.[period] ?? 0,
    render: (plan) => priceOf(plan, period),
    align: 'end',
    width: '6.5rem',
    ...(dropOrder ? { dropOrder } : {}),
  })),
  ...LIMITS.map(([limit, title, dropOrder]): Column<Plan> => ({
    id: limit,
    title,
    value: (plan) => plan.limits[limit],
    render: (plan) => limitOf(plan, limit),
    align: 'end',
    width: '6rem',
    sortFirst: 'descending',
    dropOrder,
  })),
];

/** The users a plan can be given to: read whole, once, when a subscription from a plan is started. */
function SubscribeFromPlan(props: {
  accountId: string;
  plan: Plan;
  plans: readonly Plan[];
  installation: string;
  onClose: () => void;
}) {
  const api = useApi();
  const checked = useAdminResults();
  const subscribe = useSubscribe(props.accountId);
  const users = useWholeList<User>(props.accountId, 'all users', async (id) =>
    wholeListing(checked(id, await api.listUsers({ accountId: id }))),
  );
  return (
    <SubscribeDialog
      user={null}
      users={users.items}
      usersError={users.error}
      onRetryUsers={users.reload}
      plan={props.plan}
      plans={props.plans}
      installation={props.installation}
      send={subscribe}
      onSaved={users.reload}
      onClose={props.onClose}
    />
  );
}

/** The installation's plans, for its admins: prices and limits, side by side, and who to put on one. */
export function PlansScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const checked = useAdminResults();
  const [open, setOpen] = useState<
    (({ kind: 'compare' } | { kind: 'subscribe'; plan: Plan }) & { accountId: string }) | null
  >(null);

  const plans = useCollection<Plan>({
    noun: { one: 'plan', other: 'plans' },
    getId: idOf,
    describe: (plan) => plan.name,
    initialPageSize: 'all',
    load: async (request) =>
      wholeListing(
        checked(
          request.accountId,
          await api.listPlans({ accountId: request.accountId, requestId: request.requestId }),
        ),
      ),
  });
  const shown = useShownItem(plans);
  useListCommands(plans, { edit: shown.show });

  if (!account) return null;
  const dialog = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);
  const subscribe = (plan: Plan) => setOpen({ kind: 'subscribe', plan, accountId: account.id });
  const actions: RowAction<Plan>[] = [
    {
      id: 'subscribe',
      label: 'Subscribe a user…',
      name: (plan) => `Subscribe a user to ${plan.name}`,
      icon: 'wallet-cards',
      run: subscribe,
    },
    {
      id: 'details',
      label: 'Details',
      name: (plan) => `Details of ${plan.name}`,
      icon: 'panel-right',
      run: shown.show,
    },
  ];

  return (
    <div className="screen list-screen">
      <ScreenHeader title="Plans" />
      <AdminNotice>{`The plans of ${account.name}: putting someone on one changes their membership.`}</AdminNotice>
      <SplitView
        pane={
          shown.item ? (
            <PlanDetailsPane
              key={shown.item.id}
              plan={shown.item}
              onSubscribe={() => subscribe(shown.item!)}
              onClose={shown.hide}
            />
          ) : null
        }
      >
        <DataList
          collection={plans}
          columns={COLUMNS}
          label="Plans"
          emptyState={<p>There are no plans on this server.</p>}
          onOpen={shown.show}
          actions={actions}
          exportName="plans"
          detail={shown}
          paged={false}
          toolbar={
            <button
              type="button"
              className="button button-with-icon"
              aria-disabled={plans.items.length === 0 || undefined}
              onClick={() => {
                if (plans.items.length > 0) setOpen({ kind: 'compare', accountId: account.id });
              }}
            >
              <Columns3 aria-hidden="true" size={16} />
              Compare plans
            </button>
          }
        />
      </SplitView>
      {dialog?.kind === 'compare' ? <PlanComparison plans={plans.items} onClose={close} /> : null}
      {dialog?.kind === 'subscribe' ? (
        <SubscribeFromPlan
          accountId={dialog.accountId}
          plan={dialog.plan}
          plans={plans.items}
          installation={serverName(account)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
