import { useEffect, useState } from 'react';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useFetchedImage } from '../components/images/use-fetched-image.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * How long the switcher waits before reading a profile for an avatar on its own: the account screen usually asks
 * for the active account's profile in that time, and its answer carries the avatar.
 */
const OWN_READ_DELAY_MS = 1500;

/**
 * Where the account's avatar comes from: the profile the account screen loaded (no request of its own), or
 * the account's profile read for the picture alone, in the background. `eager` reads at once (the list is
 * open and the person is looking); otherwise only after a pause, and only when no profile is on its way.
 */
function useAvatarKey(account: AccountView, eager: boolean): { key: string | null; src: string | undefined } {
  const known = useAppState((state) =>
    state.profileAccountId !== account.id
      ? 'unknown'
      : state.profile
        ? state.profile.avatar
        : state.profileStatus === 'loading'
          ? 'loading'
          : 'unknown',
  );
  const [patient, setPatient] = useState<string | null>(null);
  const waiting = known === 'unknown' && !eager && patient !== account.id;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPatient(account.id), OWN_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, account.id]);

  if (known === 'loading' || waiting) return { key: null, src: undefined };
  if (known !== 'unknown') {
    // The same key the account screen's avatar uses, so the picture is fetched once for both.
    return { key: known ? `avatar ${account.id} ${known}` : null, src: known || undefined };
  }
  return { key: `switcher avatar ${account.id}`, src: undefined };
}

/**
 * An account's avatar as the installation has it, fetched through main, or the first letter of its username
 * while there is none (no picture, still loading, or it could not be fetched). Decorative: the name is beside it.
 */
export function AccountAvatar({ account, eager = false }: { account: AccountView; eager?: boolean }) {
  const api = useApi();
  const { key, src } = useAvatarKey(account, eager);
  const image = useFetchedImage(key, async () => {
    let url = src;
    if (url === undefined) {
      const profile = await call(() => api.getProfile({ accountId: account.id, priority: 'background' }));
      url = profile.ok ? profile.value.data.avatar : '';
    }
    if (!url) return null;
    const answer = await call(() => api.getAvatar({ accountId: account.id, url, priority: 'background' }));
    return answer.ok ? answer.value.dataUrl : null;
  });
  if (image.status === 'done' && image.src) {
    return <img className="switcher-avatar" src={image.src} alt="" width={32} height={32} />;
  }
  return (
    <span className="switcher-avatar switcher-avatar-initial" aria-hidden="true">
      {(account.username || account.name).trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
