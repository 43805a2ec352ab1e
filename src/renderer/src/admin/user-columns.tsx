import type { Plan, User } from '../../../shared/ipc/resources.ts';
import type { Column } from '../components/data-list/types.ts';
import { formatApiDay, statusLabel } from '../components/format.ts';
import { EXPIRY_WORDS, expiryState, roleOf } from './user-facts.ts';

/** A day of the API in the reader's short format, the day and time in its tooltip; nothing for none. */
function Day({ value, state }: { value: string | null; state?: 'past' | 'soon' | null }) {
  if (!value) return <span className="muted">None</span>;
  const formatted = formatApiDay(value);
  const text = formatted?.day ?? value;
  if (!state) return <span title={formatted?.dayAndTime}>{text}</span>;
  // What stands out is said in words too, not by colour alone.
  return (
    <span
      className={`user-expiry is-${state}`}
      title={`${formatted?.dayAndTime ?? value}: ${EXPIRY_WORDS[state]}`}
    >
      {text}
      <span className="visually-hidden">{`, ${EXPIRY_WORDS[state]}`}</span>
    </span>
  );
}

/**
 * The users list's columns. Cells stay plain (text, one span) because the list may hold tens of thousands of
 * users: rows mount on every scrolled frame. `now` is when the list was read, so an expiry's state holds still.
 */
export function userColumns(plans: ReadonlyMap<number, Plan>, now: number): Column<User>[] {
  const planName = (user: User) =>
    user.planId === null ? '' : (plans.get(user.planId)?.name ?? `Plan #${user.planId}`);
  return [
    { id: 'username', title: 'Username', value: (user) => user.username, width: 'minmax(7rem, 1fr)' },
    { id: 'email', title: 'Email', value: (user) => user.email, width: 'minmax(10rem, 2.4fr)' },
    {
      id: 'status',
      title: 'Status',
      value: (user) => statusLabel(roleOf(user)),
      render: (user) => {
        const role = roleOf(user);
        return <span className={`user-role is-${role}`}>{statusLabel(role)}</span>;
      },
      width: '6.5rem',
    },
    {
      id: 'plan',
      title: 'Plan',
      value: planName,
      render: (user) => planName(user) || <span className="muted">None</span>,
      width: 'minmax(5rem, 0.8fr)',
      dropOrder: 3,
    },
    {
      id: 'expires',
      title: 'Expires',
      value: (user) => user.expires,
      render: (user) => <Day value={user.expires} state={expiryState(user.expires, now)} />,
      width: '7.5rem',
      sortFirst: 'ascending',
      dropOrder: 2,
    },
    {
      id: 'registered',
      title: 'Registered',
      value: (user) => user.registered,
      render: (user) => <Day value={user.registered || null} />,
      width: '7.5rem',
      sortFirst: 'descending',
      dropOrder: 1,
    },
    { id: 'id', title: 'Id', value: (user) => user.id, shown: false },
  ];
}
