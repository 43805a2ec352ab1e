import { useId, useState } from 'react';
import type { User } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { AdminNotice } from './AdminNotice.tsx';

interface DeleteUsersDialogProps {
  /** The users to delete; the admin's own account is never among them (see `self`). */
  users: readonly User[];
  /** The admin's own account when it was chosen too: it is left out, and the dialog says why. */
  self: User | null;
  installation: string;
  onConfirm: (users: readonly User[]) => void;
  onCancel: () => void;
}

/** The users named, the first few of them when there are many. */
const SHOWN_NAMES = 5;
const namesOf = (users: readonly User[]) => {
  const names = users.slice(0, SHOWN_NAMES).map((user) => user.username);
  const more = users.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more.toLocaleString()} more` : names.join(', ');
};

/** What must be typed to delete: the username for one user, the number of users for several. */
const confirmationOf = (users: readonly User[]) =>
  users.length === 1 ? users[0]!.username : `delete ${users.length} users`;

/**
 * Asked before other people's accounts are deleted: an irreversible act on their data, so the username (or
 * the count) must be typed. The delete then waits through the same Undo as every other. The admin's own
 * account is refused here with the reason, as main refuses it too.
 */
export function DeleteUsersDialog({
  users,
  self,
  installation,
  onConfirm,
  onCancel,
}: DeleteUsersDialogProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const expected = users.length > 0 ? confirmationOf(users) : '';
  const matches = typed.trim() === expected;
  const title =
    users.length === 0
      ? 'You cannot delete your own account'
      : users.length === 1
        ? `Delete the user ${users[0]!.username}?`
        : `Delete ${users.length} users?`;

  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="dialog-description">
        {self ? (
          <p>
            {`${self.username} is your own account on ${installation}: the server must keep the admin account you sign in with. Ask another admin to delete it.`}
          </p>
        ) : null}
        {users.length > 0 ? (
          <>
            <AdminNotice>
              {users.length === 1
                ? `This deletes ${users[0]!.username}’s account (${users[0]!.email}) on ${installation}.`
                : `This deletes the accounts of ${namesOf(users)} on ${installation}.`}
            </AdminNotice>
            <p>
              Linkdesk waits 8 seconds before sending it, so you can still undo; once sent it cannot be
              reversed. The server decides what happens to their links, QR codes and everything else they
              made; most delete it with them.
            </p>
          </>
        ) : null}
      </div>
      {users.length > 0 ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) onConfirm(users);
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor={inputId}>
              {users.length === 1 ? 'Type the username to confirm' : 'Type the words to confirm'}
            </label>
            <p id={hintId} className="field-hint">
              <span className="confirm-text">{expected}</span>
            </p>
            <input
              id={inputId}
              className="input"
              aria-describedby={hintId}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className="button button-danger" aria-disabled={!matches || undefined}>
              {users.length === 1 ? 'Delete user' : `Delete ${users.length} users`}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button" onClick={onCancel}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}
