import { SecretField } from '../../components/SecretField.tsx';
import { SelectField } from '../../components/controls/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { QrFieldProps } from './field-props.ts';
import { ENCRYPTION_LABELS } from './qr-type-labels.ts';
import type { WifiEncryption } from './qr-form-values.ts';

/** A scanned Wi-Fi code joins the network; an open network has no password to give. */
export function WifiFields({
  fieldProps,
  encryption,
}: {
  fieldProps: QrFieldProps;
  encryption: WifiEncryption;
}) {
  return (
    <>
      <TextField
        {...fieldProps('wifi.ssid', 'Network name')}
        autoComplete="off"
        spellCheck={false}
        hint="The network's name (SSID), exactly as devices list it."
      />
      <SelectField {...fieldProps('wifi.encryption', 'Encryption')}>
        {(Object.keys(ENCRYPTION_LABELS) as WifiEncryption[]).map((value) => (
          <option key={value} value={value}>
            {ENCRYPTION_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {encryption === 'none' ? null : (
        <SecretField {...fieldProps('wifi.pass', 'Password')} toggleLabel="Show password" />
      )}
    </>
  );
}
