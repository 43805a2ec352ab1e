import type { PixelType } from '../../../shared/api/constants.ts';
import type { FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../components/controls/SelectField.tsx';
import { providerLabel } from './pixel-providers.ts';

interface ProviderFieldProps<TFields extends FieldValues> extends Omit<
  SelectFieldProps<TFields>,
  'children'
> {
  providers: readonly PixelType[];
}

/** The provider picker: exactly the providers this installation accepts, named for people. */
export function ProviderField<TFields extends FieldValues>({
  providers,
  ...field
}: ProviderFieldProps<TFields>) {
  return (
    <SelectField {...field}>
      {providers.map((type) => (
        <option key={type} value={type}>
          {providerLabel(type)}
        </option>
      ))}
    </SelectField>
  );
}
