import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';

export const PHONE_HINT =
  'With + and the country code, such as +49 30 1234567. Spaces, dashes, dots and brackets are left out.';
/** Installations fail on a + in a text-message number: the hint says so before the check has to. */
export const SMS_PHONE_HINT =
  'Digits only, without +: for a number abroad, dial out with your international prefix, such as 0049 30 1234567. ' +
  'Spaces, dashes, dots and brackets are left out.';

export function PhoneFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  return (
    <TextField {...fieldProps('phone', 'Phone number')} type="tel" autoComplete="off" hint={PHONE_HINT} />
  );
}
