import { lazy, Suspense, useEffect } from 'react';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { AccountBadges } from '../accounts/AccountBadges.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { StaleNotice } from '../components/StaleNotice.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { Avatar } from './Avatar.tsx';
import { ProfileDetails, ProfileSkeleton } from './ProfileDetails.tsx';
import './account.css';

// The form (and its validation) loads after the profile paints: a launch shows the account first.
const AccountUpdateForm = lazy(() =>
  import('./AccountUpdateForm.tsx').then((module) => ({ default: module.AccountUpdateForm })),
);

/** The active account's profile on its installation, and the form to change its email or password. */
export function AccountScreen() {
  const account = useAppState(activeAccount);
  const profileAccountId = useAppState((state) => state.profileAccountId);
  const profile = useAppState((state) => state.profile);
  const stale = useAppState((state) => state.profileStale);
  const status = useAppState((state) => state.profileStatus);
  const error = useAppState((state) => state.profileError);
  const loadProfile = useAppState((state) => state.loadProfile);
  const accountId = account?.id;

  useEffect(() => {
    if (accountId) void loadProfile(accountId);
  }, [accountId, loadProfile]);

  if (!account) return null;
  // Until the new account's profile arrives, the previous one's must not show under this account's name.
  const shown = profileAccountId === account.id ? profile : null;
  const reload = () => void loadProfile(account.id, { force: true });

  return (
    <div className="screen" aria-busy={status === 'loading'}>
      <div className="profile-header">
        <Avatar accountId={account.id} src={shown?.avatar} username={account.username} />
        <div>
          <h1>{account.username}</h1>
          <p className="profile-subtitle">
            <span>{account.name}</span>
            <span aria-hidden="true"> · </span>
            <span>{account.baseUrl}</span> <AccountBadges account={account} />
          </p>
        </div>
      </div>
      {status === 'error' ? (
        <ErrorAlert error={error} title="Your account could not be loaded" onRetry={reload} />
      ) : null}
      {shown && stale ? (
        <StaleNotice stale={stale} subject="your account" onRetry={reload} busy={status === 'loading'} />
      ) : null}
      {shown ? (
        <>
          <ProfileDetails profile={shown} />
          <Suspense fallback={null}>
            <AccountUpdateForm key={account.id} accountId={account.id} currentEmail={shown.email} />
          </Suspense>
        </>
      ) : status === 'loading' ? (
        <>
          <p role="status" className="visually-hidden">
            Loading your account…
          </p>
          <ProfileSkeleton />
        </>
      ) : null}
    </div>
  );
}
