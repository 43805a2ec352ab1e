import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';

export const PHONE_HINT =
  'Digits only, optionally starting with + and the country code, such as +4915112345678.';

export function PhoneFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  return (
    <TextField {...fieldProps('phone', 'Phone number')} type="tel" autoComplete="off" hint={PHONE_HINT} />
  );
}
