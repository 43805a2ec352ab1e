import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';
import { TextAreaField } from './TextAreaField.tsx';

/** A scanned email code opens a new message to the address, with the subject and body filled in. */
export function EmailFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  return (
    <>
      <TextField
        {...fieldProps('email.email', 'Email address')}
        type="email"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField {...fieldProps('email.subject', 'Subject')} autoComplete="off" hint="Optional." />
      <TextAreaField {...fieldProps('email.body', 'Message')} rows={3} hint="Optional." />
    </>
  );
}
