import { BLACK, WHITE } from '../../../../shared/qr/colours.ts';
import type { ApiFormState } from '../../components/use-api-form.ts';
import { ColourField } from './ColourField.tsx';
import type { QrFormFields } from './qr-form-values.ts';

interface LookFieldsProps {
  form: Pick<ApiFormState<QrFormFields>, 'fieldProps' | 'setValue'>;
  foreground: string;
  background: string;
  /** Why this code's colours cannot be changed (see `lockedColoursNotice`): said instead of the fields. */
  locked?: string | null;
}

const CHANGED = { shouldDirty: true, shouldValidate: true } as const;

/** The two colours, always sent together: installations reset a colour that is left out. */
export function LookFields({ form, foreground, background, locked = null }: LookFieldsProps) {
  if (locked) {
    return (
      <fieldset className="fieldset qr-form-group">
        <legend>Colours</legend>
        <p className="qr-form-notice">{locked}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className="fieldset qr-form-group">
      <legend>Colours</legend>
      <ColourField
        {...form.fieldProps('foreground', 'Foreground colour')}
        value={foreground}
        fallback={BLACK}
        onPick={(text) => form.setValue('foreground', text, CHANGED)}
      />
      <ColourField
        {...form.fieldProps('background', 'Background colour')}
        value={background}
        fallback={WHITE}
        onPick={(text) => form.setValue('background', text, CHANGED)}
      />
      <div>
        <button
          type="button"
          className="button"
          onClick={() => {
            form.setValue('foreground', background, CHANGED);
            form.setValue('background', foreground, CHANGED);
          }}
        >
          Swap colours
        </button>
      </div>
    </fieldset>
  );
}
