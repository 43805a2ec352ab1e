import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';
import { SMS_PHONE_HINT } from './PhoneFields.tsx';
import { TextAreaField } from './TextAreaField.tsx';

/** A scanned text-message code opens a new message to the number, with the text filled in. */
export function SmsFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  return (
    <>
      <TextField
        {...fieldProps('sms.phone', 'Phone number')}
        type="tel"
        autoComplete="off"
        hint={SMS_PHONE_HINT}
      />
      <TextAreaField {...fieldProps('sms.message', 'Message')} rows={3} hint="Optional." />
    </>
  );
}
