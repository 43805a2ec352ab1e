import { useEffect, useId } from 'react';
import { DYNAMIC_QR_TYPES, type QrType } from '../../../../shared/api/constants.ts';
import { BLACK, rgbFromText, WHITE } from '../../../../shared/qr/colours.ts';
import {
  contentBytes,
  CONTENT_LIMIT_TEXT,
  thousands,
  tooLongForCode,
} from '../../../../shared/qr/capacity.ts';
import { LOGO_SCALE } from '../../../../shared/qr/design.ts';
import type { LoadedLogo } from '../preview/logo-image.ts';
import { NotDrawn } from '../preview/NotDrawn.tsx';
import { QrPreview } from '../preview/QrPreview.tsx';
import type { ScanVerdict } from '../preview/scan-verdict.ts';
import { printedContent } from '../qr-content.ts';
import { pendingShortLink, readableLink } from './pending-short-link.ts';
import { contentOf, type QrFormFields } from './qr-form-values.ts';

interface FormPreviewProps {
  type: QrType;
  values: QrFormFields;
  logo: LoadedLogo | null;
  /** The code's `link` on edit: a dynamic code prints the short link derived from it. */
  link: string | null;
  /** The account's address: a new dynamic code prints a short link on it. */
  baseUrl: string;
  /** Told what the scan check concludes about the code drawn now. */
  onVerdict: (verdict: ScanVerdict) => void;
}

/** Under a new dynamic code's preview: what it draws, and why the alias in it is a stand-in. */
export function pendingLinkCaption(shortLink: string): string {
  return (
    `The printed code opens a short link, ${readableLink(shortLink)}, that leads to your content, so you can ` +
    'change the content later without reprinting. The end of the link is set when you create the code.'
  );
}

/** Under an existing dynamic code's preview. */
export function knownLinkCaption(shortLink: string): string {
  return (
    `The printed code opens the short link ${shortLink}, which leads to your content. Changing the content ` +
    'leaves the code as it is.'
  );
}

/**
 * The form's live preview: always the code that will be printed, checked as it is drawn. A static code prints
 * its content. A dynamic code prints a short link instead: on edit that link is known; on create it exists only
 * once the code is made, so the link is drawn with a stand-in alias of the same length (the same number of
 * modules, so the check judges a code of the printed size). Static content over the limit is not drawn at
 * all, and the preview says why in the words the form's check uses.
 */
export function FormPreview({ type, values, logo, link, baseUrl, onVerdict }: FormPreviewProps) {
  const titleId = useId();
  const dynamic = DYNAMIC_QR_TYPES.includes(type);
  const payload = contentOf(type, values);
  const shortLink = !dynamic
    ? null
    : link
      ? printedContent(type, null, link)
      : payload !== null
        ? pendingShortLink(baseUrl)
        : null;
  const content = dynamic ? shortLink : payload;
  const tooLong = !dynamic && payload !== null ? tooLongForCode(payload) : null;
  const scale = Number.isFinite(values.logoScale) ? values.logoScale : LOGO_SCALE.default;
  // How full a static code is; a dynamic one's content lives on the server, however long.
  const facts =
    !dynamic && payload !== null ? [`${thousands(contentBytes(payload))} of ${CONTENT_LIMIT_TEXT}`] : [];
  // Nothing is drawn, so nothing is checked: the form's own check refuses the content first.
  useEffect(() => {
    if (tooLong) onVerdict({ state: 'unchecked' });
  }, [tooLong, onVerdict]);

  return (
    <section className="qr-form-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="qr-form-preview-title">
        Preview
      </h3>
      {tooLong ? (
        <NotDrawn title="This content does not fit in a QR code." message={tooLong} severity="error" />
      ) : (
        <QrPreview
          content={content}
          foreground={rgbFromText(values.foreground) ?? BLACK}
          background={rgbFromText(values.background) ?? WHITE}
          logo={logo}
          logoScale={scale}
          label="QR code preview"
          onVerdict={onVerdict}
          facts={facts}
        />
      )}
      {shortLink ? (
        <p className="field-hint qr-form-preview-caption">
          {link ? knownLinkCaption(shortLink) : pendingLinkCaption(shortLink)}
        </p>
      ) : null}
    </section>
  );
}
