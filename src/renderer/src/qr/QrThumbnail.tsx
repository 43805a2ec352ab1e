import { useState } from 'react';

/**
 * A small picture of the code from the installation, to tell codes apart at a glance. Decorative (the name
 * says which code it is), loaded only when its row scrolls into view, and gone when it cannot be loaded
 * (offline) rather than a broken-image icon.
 */
export function QrThumbnail({ link }: { link: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === link) return null;
  return (
    <img
      className="qr-thumbnail"
      src={link}
      loading="lazy"
      alt=""
      width={32}
      height={32}
      onError={() => setFailed(link)}
    />
  );
}
