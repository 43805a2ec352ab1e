import type { AccountView } from '../../../shared/ipc/models.ts';
import { Badge } from '../components/Badge.tsx';

/** What sets an account apart: the built-in sandbox, and keys that carry admin rights. */
export function AccountBadges({ account }: { account: AccountView }) {
  return (
    <>
      {account.kind === 'sandbox' ? <Badge tone="warning">Sandbox</Badge> : null}
      {account.isAdmin ? <Badge tone="accent">Admin</Badge> : null}
    </>
  );
}
