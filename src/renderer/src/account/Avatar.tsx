import { useState } from 'react';

/** The installation's avatar image; the initial of the username when there is none or it fails to load. */
export function Avatar({ src, username }: { src: string | undefined; username: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        className="avatar"
        src={src}
        alt={`Avatar of ${username}`}
        width={72}
        height={72}
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}
