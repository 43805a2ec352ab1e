import { useMemo } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { BLACK, WHITE } from '../../../shared/qr/colours.ts';
import type { ExportSource } from '../qr/export/build-export.ts';
import { QrExport } from '../qr/export/QrExport.tsx';
import { QrPreview } from '../qr/preview/QrPreview.tsx';

interface LinkQrCodeProps {
  api: Api;
  accountId: string;
  link: Link;
}

/**
 * A QR code of any link's short URL, drawn here and saved as PNG or SVG: it scans to the short URL, so the
 * installation counts its scans as the link's clicks. Loaded with the QR engine when a pane first shows it.
 */
export function LinkQrCode({ api, accountId, link }: LinkQrCodeProps) {
  const source = useMemo<ExportSource>(
    () => ({
      kind: 'design',
      look: { content: link.shorturl, foreground: BLACK, background: WHITE, logo: null, logoScale: 0 },
    }),
    [link.shorturl],
  );
  return (
    <div className="link-qr">
      <QrPreview
        content={link.shorturl}
        foreground={BLACK}
        background={WHITE}
        logo={null}
        logoScale={0}
        label={`QR code of ${link.shorturl}`}
        size={168}
      />
      <QrExport
        api={api}
        accountId={accountId}
        named={{ id: link.id, name: link.alias }}
        source={source}
        label={link.alias}
      />
    </div>
  );
}
