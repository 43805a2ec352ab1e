import { FieldFrame } from '../../components/FieldFrame.tsx';
import type { ApiFieldProps } from '../../components/use-api-form.ts';
import { rgbFromHex, rgbFromText, rgbToHex, rgbText, type Rgb } from '../../../../shared/qr/colours.ts';

interface ColourFieldProps extends ApiFieldProps<'foreground' | 'background'> {
  /** The field's current text, which the picker shows when it is a colour. */
  value: string;
  /** What the picker shows while the text is not a colour. */
  fallback: Rgb;
  /** Puts a picked colour in the field as `rgb(R,G,B)`. */
  onPick: (text: string) => void;
}

/**
 * A colour in a text field that can be typed or pasted into, as the API takes it (`rgb(R,G,B)`) or as design
 * tools give it (`#rrggbb`), beside the system's colour picker for choosing by eye. Both edit the one value.
 */
export function ColourField({ label, registration, error, value, fallback, onPick }: ColourFieldProps) {
  const hex = rgbToHex(rgbFromText(value) ?? fallback);
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <>
          <input
            type="color"
            className="qr-colour-picker"
            aria-label={`${label} picker`}
            value={hex}
            onChange={(event) => {
              const picked = rgbFromHex(event.target.value);
              if (picked) onPick(rgbText(picked));
            }}
          />
          <input
            type="text"
            className="input"
            {...control}
            {...registration}
            autoComplete="off"
            spellCheck={false}
            placeholder="#000000 or rgb(0,0,0)"
          />
        </>
      )}
    </FieldFrame>
  );
}
