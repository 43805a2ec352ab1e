import { useState } from 'react';
import { useAppState } from '../../store/StoreContext.tsx';

/** The short link a dynamic code carries, to test or share it without scanning, with a copy button. */
export function ShortLink({ link }: { link: string }) {
  const api = useAppState((state) => state.api);
  const [status, setStatus] = useState('');
  const copy = async () => {
    // Through main: Electron's session refuses the window's own clipboard writes.
    const copied = await api.copyText({ text: link });
    setStatus(
      copied.ok ? `Copied ${link}` : `Linkdesk could not copy ${link}. Select it and copy it yourself.`,
    );
  };
  return (
    <div className="qr-short-link">
      <p className="qr-short-link-label">Short link in the code</p>
      <p className="qr-short-link-value">
        <code>{link}</code>
      </p>
      <button type="button" className="button" onClick={() => void copy()}>
        Copy short link
      </button>
      <p role="status" className="qr-short-link-status">
        {status}
      </p>
    </div>
  );
}
