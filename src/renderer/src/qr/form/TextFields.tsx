import { MAX_QR_TEXT_LENGTH } from '../../../../shared/api/constants.ts';
import type { QrFieldProps } from './field-props.ts';
import { TextAreaField } from './TextAreaField.tsx';

const count = new Intl.NumberFormat('en');

/** Free text, with a running count against the most a code can carry. */
export function TextFields({ fieldProps, length }: { fieldProps: QrFieldProps; length: number }) {
  const over = length > MAX_QR_TEXT_LENGTH;
  return (
    <TextAreaField
      {...fieldProps('text', 'Text content')}
      rows={5}
      hint={
        <span className={over ? 'qr-form-over' : undefined}>
          {`${count.format(length)} of ${count.format(MAX_QR_TEXT_LENGTH)} characters`}
        </span>
      }
    />
  );
}
