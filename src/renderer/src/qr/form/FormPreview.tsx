import { useId } from 'react';
import { DYNAMIC_QR_TYPES, type QrType } from '../../../../shared/api/constants.ts';
import { BLACK, rgbFromText, WHITE } from '../../../../shared/qr/colours.ts';
import { tooLongForCode } from '../../../../shared/qr/capacity.ts';
import { LOGO_SCALE } from '../../../../shared/qr/design.ts';
import type { LoadedLogo } from '../preview/logo-image.ts';
import { NotDrawn } from '../preview/NotDrawn.tsx';
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

/** Said in place of a dynamic code's content preview when the content alone would not fit in a code. */
export const CONTENT_TOO_LONG_TO_PREVIEW =
  'This content is too long to show as a code of its own. That does not stop you: the printed code carries a ' +
  'short link of your installation, which opens it.';

/**
 * The form's live preview. A dynamic code prints a short link, not its content: on edit that link is known and
 * drawn (what is really printed, which a change of content leaves alone); on create it exists only once the
 * installation has answered, so until then the content itself is drawn, labelled as such. Content over the
 * limit is not drawn at all, and the preview says why in the words the form's check uses.
 */
export function FormPreview({ type, values, logo, link }: FormPreviewProps) {
  const titleId = useId();
  const dynamic = DYNAMIC_QR_TYPES.includes(type);
  const shortLink = dynamic && link ? printedContent(type, null, link) : null;
  const content = shortLink ?? contentOf(type, values);
  const tooLong = content !== null && !shortLink ? tooLongForCode(content) : null;
  const scale = Number.isFinite(values.logoScale) ? values.logoScale : LOGO_SCALE.default;

  return (
    <section className="qr-form-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="qr-form-preview-title">
        Preview
      </h3>
      {tooLong ? (
        <NotDrawn
          title="This content does not fit in a QR code."
          message={dynamic ? CONTENT_TOO_LONG_TO_PREVIEW : tooLong}
          severity={dynamic ? 'note' : 'error'}
        />
      ) : (
        <QrPreview
          content={content}
          foreground={rgbFromText(values.foreground) ?? BLACK}
          background={rgbFromText(values.background) ?? WHITE}
          logo={logo}
          logoScale={scale}
          label={dynamic && !shortLink ? 'Preview of the content' : 'QR code preview'}
        />
      )}
      {tooLong && dynamic ? null : shortLink ? (
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
