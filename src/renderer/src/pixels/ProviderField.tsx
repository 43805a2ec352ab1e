import { useId } from 'react';
import type { PixelType } from '../../../shared/api/constants.ts';
import type { ApiFieldProps } from '../components/use-api-form.ts';
import { providerLabel } from './pixel-providers.ts';

interface ProviderFieldProps extends ApiFieldProps<'type'> {
  providers: readonly PixelType[];
}

/** The provider picker: exactly the providers this installation accepts, named for people. */
export function ProviderField({ label, registration, error, providers }: ProviderFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <select
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        >
          {providers.map((type) => (
            <option key={type} value={type}>
              {providerLabel(type)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
