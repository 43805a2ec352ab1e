import { call } from '../store/call.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useFetchedImage } from '../components/images/use-fetched-image.ts';

/**
 * The installation's avatar image, fetched by main; the initial of the username when there is none or it
 * cannot be fetched, and an empty circle of the same size while it loads, so nothing jumps.
 */
export function Avatar({
  accountId,
  src,
  username,
}: {
  accountId: string;
  src: string | undefined;
  username: string;
}) {
  const api = useApi();
  const image = useFetchedImage(src ? `avatar ${accountId} ${src}` : null, async () => {
    const answer = await call(() => api.getAvatar({ accountId, url: src!, priority: 'background' }));
    return answer.ok ? answer.value.dataUrl : null;
  });
  if (image.status === 'done' && image.src) {
    return <img className="avatar" src={image.src} alt={`Avatar of ${username}`} width={72} height={72} />;
  }
  if (image.status === 'loading') return <span className="avatar" aria-hidden="true" />;
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}
