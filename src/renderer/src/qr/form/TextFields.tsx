import {
  contentBytes,
  CONTENT_LIMIT_TEXT,
  MAX_CONTENT_BYTES,
  thousands,
} from '../../../../shared/qr/capacity.ts';
import type { QrFieldProps } from './field-props.ts';
import { TextAreaField } from './TextAreaField.tsx';

/**
 * Free text, with a running count against the most a code can hold, in the unit that limit is measured in
 * (bytes): the same limit the check before sending and the preview use.
 */
export function TextFields({ fieldProps, text }: { fieldProps: QrFieldProps; text: string }) {
  const bytes = contentBytes(text);
  const over = bytes > MAX_CONTENT_BYTES;
  // Said only when it explains a count larger than the characters typed.
  const wide =
    bytes > [...text].length ? ' (accented letters, other scripts and emoji take 2 to 4 bytes each)' : '';
  return (
    <TextAreaField
      {...fieldProps('text', 'Text content')}
      rows={5}
      hint={
        <span className={over ? 'qr-form-over' : undefined}>
          {`${thousands(bytes)} of ${CONTENT_LIMIT_TEXT}${wide}`}
        </span>
      }
    />
  );
}
