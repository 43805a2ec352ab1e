import {
  contentBytes,
  CONTENT_LIMIT_TEXT,
  MAX_CONTENT_BYTES,
  thousands,
} from '../../../../shared/qr/capacity.ts';
import type { QrFieldProps } from './field-props.ts';
import { TextAreaField } from './TextAreaField.tsx';

/** From here on the count shows under the field: most texts are far below the limit and need no counter. */
export const COUNT_SHOWN_FROM = Math.floor(MAX_CONTENT_BYTES * 0.8);

/**
 * Free text. Near the most a code can hold, a running count against it, in the unit that limit is measured
 * in (bytes): the same limit the check before sending and the preview use (whose Details always have it).
 */
export function TextFields({ fieldProps, text }: { fieldProps: QrFieldProps; text: string }) {
  const bytes = contentBytes(text);
  const over = bytes > MAX_CONTENT_BYTES;
  const counted = bytes >= COUNT_SHOWN_FROM;
  // Said only when it explains a count larger than the characters typed.
  const wide =
    bytes > [...text].length ? ' (accented letters, other scripts and emoji take 2 to 4 bytes each)' : '';
  return (
    <TextAreaField
      {...fieldProps('text', 'Text content')}
      rows={5}
      hint={
        counted ? (
          <span className={over ? 'qr-form-over' : undefined}>
            {`${thousands(bytes)} of ${CONTENT_LIMIT_TEXT}${wide}`}
          </span>
        ) : undefined
      }
    />
  );
}
