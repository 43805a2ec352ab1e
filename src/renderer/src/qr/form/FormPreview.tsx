import { useId } from 'react';
import { DYNAMIC_QR_TYPES, type QrType } from '../../../../shared/api/constants.ts';
import { BLACK, rgbFromText, WHITE } from '../../../../shared/qr/colours.ts';
import { LOGO_SCALE } from '../../../../shared/qr/design.ts';
import type { LoadedLogo } from '../preview/logo-image.ts';
import { QrPreview } from '../preview/QrPreview.tsx';
import { printedContent } from '../qr-content.ts';
import { contentOf, type QrFormFields } from './qr-form-values.ts';

interface FormPreviewProps {
  type: QrType;
  values: QrFormFields;
  logo: LoadedLogo | null;
  /** The code's `link` on edit: a dynamic code prints the short link derived from it. */
  link: string | null;
}

/**
 * The form's live preview. A dynamic code prints a short link, not its content: on edit that link is known and
 * drawn (what is really printed, which a change of content leaves alone); on create it exists only once the
 * installation has answered, so until then the content itself is drawn, labelled as such.
 */
export function FormPreview({ type, values, logo, link }: FormPreviewProps) {
  const titleId = useId();
  const dynamic = DYNAMIC_QR_TYPES.includes(type);
  const shortLink = dynamic && link ? printedContent(type, null, link) : null;
  const content = shortLink ?? contentOf(type, values);
  const scale = Number.isFinite(values.logoScale) ? values.logoScale : LOGO_SCALE.default;

  return (
    <section className="qr-form-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="qr-form-preview-title">
        Preview
      </h3>
      <QrPreview
        content={content}
        foreground={rgbFromText(values.foreground) ?? BLACK}
        background={rgbFromText(values.background) ?? WHITE}
        logo={logo}
        logoScale={scale}
        label={dynamic && !shortLink ? 'Preview of the content' : 'QR code preview'}
      />
      {shortLink ? (
        <p className="field-hint">{`The printed code carries the short link ${shortLink}.`}</p>
      ) : dynamic ? (
        <p className="field-hint">
          This is a preview of the content. The printed code, a short link of your installation, appears once
          the installation has answered.
        </p>
      ) : null}
    </section>
  );
}
