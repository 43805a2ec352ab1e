import type { QrType } from '../../../../shared/api/constants.ts';
import type { QrFieldProps } from './field-props.ts';
import { QR_TYPE_LABELS, QR_TYPE_ORDER } from './qr-type-labels.ts';

/**
 * The kind of code, as radio buttons: seven choices read better side by side than hidden in a list. `types`
 * narrows them when only some can be right (a code made elsewhere whose image says static or dynamic).
 */
export function TypePicker({
  fieldProps,
  hint,
  types = QR_TYPE_ORDER,
}: {
  fieldProps: QrFieldProps;
  hint?: string;
  types?: readonly QrType[];
}) {
  const { registration, error } = fieldProps('type', 'Type');
  return (
    <fieldset className="fieldset qr-form-group">
      <legend>Type</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <div className="qr-type-options">
        {types.map((type) => (
          <label key={type} className="qr-type-option">
            <input type="radio" value={type} {...registration} />
            {` ${QR_TYPE_LABELS[type]}`}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An edit keeps the type the code was made with: installations cannot change it. */
export function TypeReadOnly({ type }: { type: QrType }) {
  return (
    <div className="field">
      <p className="field-label">Type</p>
      <p className="qr-form-readonly">{QR_TYPE_LABELS[type]}</p>
      <p className="field-hint">A code keeps the type it was made with.</p>
    </div>
  );
}
