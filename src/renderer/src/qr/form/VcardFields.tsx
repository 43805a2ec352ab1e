import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';
import type { VcardKey } from './qr-form-values.ts';

interface VcardField {
  key: VcardKey;
  label: string;
  type?: 'email' | 'tel' | 'url';
  autoComplete: string;
}

/** Labels and autofill hints; the person fills in their own details, so the browser may offer them. */
const NAME: VcardField[] = [
  { key: 'fname', label: 'First name', autoComplete: 'given-name' },
  { key: 'lname', label: 'Last name', autoComplete: 'family-name' },
  { key: 'org', label: 'Organisation', autoComplete: 'organization' },
];
const REACH: VcardField[] = [
  { key: 'phone', label: 'Work phone', type: 'tel', autoComplete: 'work tel' },
  { key: 'cell', label: 'Mobile', type: 'tel', autoComplete: 'mobile tel' },
  { key: 'fax', label: 'Fax', type: 'tel', autoComplete: 'fax tel' },
  { key: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { key: 'site', label: 'Website', type: 'url', autoComplete: 'url' },
];
const ADDRESS: VcardField[] = [
  { key: 'street', label: 'Street', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State or region', autoComplete: 'address-level1' },
  { key: 'zip', label: 'Postcode', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** A scanned contact card offers to save the contact; every field is optional but one name. */
export function VcardFields({ fieldProps }: { fieldProps: QrFieldProps }) {
  const group = (legend: string, fields: VcardField[], hint?: string) => (
    <fieldset className="fieldset qr-form-group">
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {fields.map(({ key, label, type, autoComplete }) => (
        <TextField
          key={key}
          {...fieldProps(`vcard.${key}`, label)}
          type={type ?? 'text'}
          autoComplete={autoComplete}
        />
      ))}
    </fieldset>
  );
  return (
    <>
      {group('Name', NAME, 'At least one of these.')}
      {group('Phone, email and web', REACH)}
      {group('Address', ADDRESS)}
    </>
  );
}
