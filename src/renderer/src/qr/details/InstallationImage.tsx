import { useState } from 'react';

/** The installation's own image of a code (its `link` is an SVG), for codes Linkdesk has no design for. */
export function InstallationImage({ link, label }: { link: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === link) {
    return (
      <p role="status" className="qr-code-note">
        The installation’s image of this code could not be loaded. Check the connection and open the details
        again.
      </p>
    );
  }
  return (
    <img
      className="qr-code-image"
      src={link}
      alt={label}
      width={240}
      height={240}
      onError={() => setFailed(link)}
    />
  );
}
