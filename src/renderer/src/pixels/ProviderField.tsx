import type { PixelType } from '../../../shared/api/constants.ts';
import { SelectField, type SelectFieldProps } from '../components/SelectField.tsx';
import { providerLabel } from './pixel-providers.ts';

interface ProviderFieldProps extends Omit<SelectFieldProps, 'children'> {
  providers: readonly PixelType[];
}

/** The provider picker: exactly the providers this installation accepts, named for people. */
export function ProviderField({ providers, ...field }: ProviderFieldProps) {
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
