import type { QrType } from '../../../../shared/api/constants.ts';
import { EmailFields } from './EmailFields.tsx';
import type { QrFieldProps } from './field-props.ts';
import { LinkFields } from './LinkFields.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import type { QrFormFields } from './qr-form-values.ts';
import { SmsFields } from './SmsFields.tsx';
import { TextFields } from './TextFields.tsx';
import { VcardFields } from './VcardFields.tsx';
import { WifiFields } from './WifiFields.tsx';

/** The fields of the chosen type; the others keep their values while hidden. */
export function ContentFields({
  type,
  values,
  fieldProps,
}: {
  type: QrType;
  values: QrFormFields;
  fieldProps: QrFieldProps;
}) {
  switch (type) {
    case 'text':
      return <TextFields fieldProps={fieldProps} text={values.text} />;
    case 'link':
      return <LinkFields fieldProps={fieldProps} />;
    case 'email':
      return <EmailFields fieldProps={fieldProps} />;
    case 'phone':
      return <PhoneFields fieldProps={fieldProps} />;
    case 'sms':
      return <SmsFields fieldProps={fieldProps} />;
    case 'wifi':
      return <WifiFields fieldProps={fieldProps} encryption={values.wifi.encryption} />;
    case 'vcard':
      return <VcardFields fieldProps={fieldProps} />;
  }
}
