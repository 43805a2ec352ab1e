import KeyRound from 'lucide-react/icons/key-round';
import LogIn from 'lucide-react/icons/log-in';
import Trash2 from 'lucide-react/icons/trash-2';
import WalletCards from 'lucide-react/icons/wallet-cards';
import type { Plan, User } from '../../../shared/ipc/resources.ts';
import { Avatar } from '../account/Avatar.tsx';
import { DetailPane } from '../components/detail-pane/DetailPane.tsx';
import { formatApiDate, statusLabel } from '../components/format.ts';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { EXPIRY_WORDS, expiryState, roleOf } from './user-facts.ts';

interface UserDetailsPaneProps {
  accountId: string;
  user: User;
  plan: Plan | null;
  now: number;
  /** The admin's own account: it cannot be deleted (the Delete button says why). */
  self: boolean;
  onSubscribe: () => void;
  onLoginAs: () => void;
  onCopyKey: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** One user beside the list: avatar, role, plan and membership (an expiry past or near stands out). */
export function UserDetailsPane(props: UserDetailsPaneProps) {
  const { user, plan, now } = props;
  const role = roleOf(user);
  const state = expiryState(user.expires, now);
  return (
    <DetailPane
      title={user.username}
      subtitle={user.email}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button button-with-icon" onClick={props.onSubscribe}>
            <WalletCards aria-hidden="true" size={16} />
            Plan…
          </button>
          <button type="button" className="button button-with-icon" onClick={props.onLoginAs}>
            <LogIn aria-hidden="true" size={16} />
            Log in as…
          </button>
          <IconButton
            icon={KeyRound}
            label={`Copy the API key of ${user.username}`}
            tooltip="Copy API key"
            onClick={props.onCopyKey}
          />
          <IconButton
            icon={Trash2}
            tone="danger"
            label={props.self ? 'You cannot delete your own account' : `Delete ${user.username}`}
            tooltip={props.self ? 'Your own account: it cannot be deleted here' : 'Delete'}
            className="detail-pane-end"
            onClick={props.onDelete}
          />
        </>
      }
    >
      <div className="user-identity">
        <Avatar accountId={props.accountId} src={user.avatar || undefined} username={user.username} />
        <p>
          <span className={`user-role is-${role}`}>{statusLabel(role)}</span>
          {props.self ? <span className="muted"> · your own account</span> : null}
        </p>
      </div>
      <dl className="facts">
        <div>
          <dt>Plan</dt>
          <dd>{user.planId === null ? 'None' : (plan?.name ?? `Plan #${user.planId}`)}</dd>
        </div>
        <div>
          <dt>Membership ends</dt>
          <dd>
            {user.expires ? (
              <span className={state ? `user-expiry is-${state}` : undefined}>
                {formatApiDate(user.expires)}
                {state ? ` (${EXPIRY_WORDS[state]})` : ''}
              </span>
            ) : (
              'None'
            )}
          </dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{user.registered ? formatApiDate(user.registered) : 'Not said'}</dd>
        </div>
        <div>
          <dt>User id</dt>
          <dd>{user.id}</dd>
        </div>
      </dl>
    </DetailPane>
  );
}
