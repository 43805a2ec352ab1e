import { useId } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { BLACK, rgbFromText, WHITE } from '../../../../shared/qr/colours.ts';
import { QrPreview } from '../preview/QrPreview.tsx';
import { printedContent } from '../qr-content.ts';
import { InstallationImage } from './InstallationImage.tsx';
import { ShortLink } from './ShortLink.tsx';
import type { DesignLogo } from './use-design-logo.ts';
import type { QrDesignState } from './use-qr-design.ts';

interface QrCodeViewProps {
  api: Api;
  accountId: string;
  /** The code's image URL at the installation (`{base}/qr/<alias>`); null until it is known. */
  link: string | null;
  design: QrDesignState;
  logo: DesignLogo;
  /** The short link the printed code carries, for dynamic codes; null for static ones or when unknown. */
  shortLink: string | null;
  /** The code's name, for the image's accessible name. */
  label: string;
}

/**
 * The code itself. Drawn locally from the design saved on this computer when there is one (so a logo from a
 * file shows, and it works offline); otherwise the installation's own image, since only it knows the content.
 */
export function QrCodeView({ api, accountId, link, design, logo, shortLink, label }: QrCodeViewProps) {
  const headingId = useId();
  const saved = design.status === 'ready' ? design.design : null;
  return (
    <section className="qr-details-code" aria-labelledby={headingId}>
      <h3 id={headingId}>The code</h3>
      {design.status === 'loading' ? <p className="muted">Loading the code…</p> : null}
      {design.status === 'error' ? (
        <p className="qr-code-note">
          {`Linkdesk could not read the design saved on this computer (${design.error.message}), so this picture of the code comes from your server.`}
        </p>
      ) : null}
      {saved ? (
        <DesignedCode design={saved} link={link} logo={logo} label={label} />
      ) : design.status !== 'loading' && link ? (
        <>
          <InstallationImage
            api={api}
            accountId={accountId}
            link={link}
            label={`QR code of ${label}, as your server draws it`}
          />
          {design.status === 'ready' ? (
            <p className="qr-code-note">
              This code was made outside Linkdesk, so this picture of it comes from your server.
            </p>
          ) : null}
        </>
      ) : null}
      {shortLink ? <ShortLink link={shortLink} /> : null}
    </section>
  );
}

function DesignedCode({
  design,
  link,
  logo,
  label,
}: {
  design: QrDesign;
  link: string | null;
  logo: DesignLogo;
  label: string;
}) {
  const content = printedContent(design.type, design.data, link);
  if (content === null || logo.status === 'loading') return <p className="muted">Drawing the code…</p>;
  return (
    <>
      <QrPreview
        content={content}
        foreground={rgbFromText(design.foreground) ?? BLACK}
        background={rgbFromText(design.background) ?? WHITE}
        logo={logo.status === 'ready' ? logo.logo : null}
        logoScale={design.logoScale}
        label={`QR code of ${label}`}
      />
      <p className="qr-code-note muted">Drawn by Linkdesk from the design saved on this computer.</p>
      {logo.status === 'failed' ? <p className="qr-code-note">{logo.message}</p> : null}
    </>
  );
}
