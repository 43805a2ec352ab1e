import type { Pixel } from '../../../shared/ipc/resources.ts';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import type { ApiFormState } from '../components/use-api-form.ts';
import { providerLabel } from '../pixels/pixel-providers.ts';
import type { LinkBody, LinkFormFields } from './link-form-values.ts';

export const PIXELS_NOT_TOLD =
  'Your server does not say which pixels this link fires, so saving leaves them as they are.';
const REPLACING_HINT =
  'The link will fire only the pixels checked below: any it fires now that are not checked stop.';

interface LinkPixelsFieldsetProps {
  form: ApiFormState<LinkFormFields, LinkBody>;
  pixels: Pixel[];
  /** Whether the form knows the link's pixels (always, for a new link): they start checked. */
  told: boolean;
  /** Whether the person chose to replace pixels the form was not told. */
  replacing: boolean;
}

/**
 * The pixels the link fires. Checking one must never silently drop the others: when the form does not know
 * which the link has, it keeps them, and offers to replace them only as a choice of its own that says so.
 */
export function LinkPixelsFieldset({ form, pixels, told, replacing }: LinkPixelsFieldsetProps) {
  const pixelsField = form.fieldProps('pixels', 'Pixels');
  return (
    <fieldset className="fieldset link-form-pixels">
      <legend>Pixels</legend>
      {told ? null : (
        <>
          <p className="field-hint">{PIXELS_NOT_TOLD}</p>
          <CheckboxField
            label="Replace this link’s pixels"
            registration={form.fieldProps('replacePixels', 'Replace this link’s pixels').registration}
            {...(replacing ? { hint: REPLACING_HINT } : {})}
          />
        </>
      )}
      {told || replacing
        ? pixels.map((pixel) => (
            <label key={pixel.id} className="link-form-check">
              <input type="checkbox" value={String(pixel.id)} {...pixelsField.registration} />
              {` ${pixel.name} (${providerLabel(pixel.type)})`}
            </label>
          ))
        : null}
      {pixelsField.error ? (
        <p className="field-error" role="alert">
          {pixelsField.error}
        </p>
      ) : null}
    </fieldset>
  );
}
