import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { CalendarMonth } from './CalendarMonth.tsx';
import { useFormControl } from './form-control.ts';
import CalendarDays from 'lucide-react/icons/calendar-days';
import X from 'lucide-react/icons/x';
import { presetText, pickerValueOf, textOfPickerValue, type DatePreset } from './datetime-value.ts';

interface DateTimeFieldProps<TFields extends FieldValues> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  registration: UseFormRegisterReturn<FieldPath<TFields>>;
  /** The form's control; inside `ApiForm`, the enclosing form's is used. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types play no part here
  control?: Control<TFields, any, any>;
  /** Quick choices offered under the field ("In a week"). */
  presets?: readonly DatePreset[];
  /** Told after the form has the new value. */
  onChange?: (value: string) => void;
}

/**
 * A date and time to the minute, typed segment by segment or picked on a calendar, drawn the same on every
 * system (react-aria's DatePicker in place of the native `datetime-local`), bound to a react-hook-form field
 * that keeps `datetime-local` text. Empty is a value: the clear button and Backspace leave the field empty.
 */
export function DateTimeField<TFields extends FieldValues>({
  label,
  error,
  hint,
  registration,
  control,
  presets,
  onChange,
}: DateTimeFieldProps<TFields>) {
  const { field } = useController({ name: registration.name, control: useFormControl(control) });
  const text = typeof field.value === 'string' ? field.value : '';
  const set = (next: string) => {
    field.onChange(next);
    onChange?.(next);
  };
  return (
    <DatePicker
      className="field datetime-field"
      granularity="minute"
      hideTimeZone
      value={pickerValueOf(text)}
      onChange={(value) => set(textOfPickerValue(value))}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      name={registration.name}
    >
      <Label className="field-label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <div className="field-control">
        <Group className="input datetime-group">
          <DateInput
            className="datetime-input"
            // The form focuses a field with an error through its ref: here, the first segment.
            ref={(element) =>
              field.ref(
                element
                  ? { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() }
                  : null,
              )
            }
          >
            {(segment) => <DateSegment segment={segment} className="datetime-segment" />}
          </DateInput>
          {text !== '' ? (
            <button
              type="button"
              className="datetime-clear"
              aria-label={`Clear ${label.toLowerCase()}`}
              onClick={() => set('')}
            >
              <X aria-hidden="true" size={14} />
            </button>
          ) : null}
          <Button className="datetime-open" aria-label={`Choose ${label.toLowerCase()} on a calendar`}>
            <CalendarDays aria-hidden="true" size={16} />
          </Button>
        </Group>
      </div>
      {presets && presets.length > 0 ? (
        <div
          className="datetime-presets"
          role="group"
          aria-label={`Quick choices for ${label.toLowerCase()}`}
        >
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="chip-button"
              onClick={() => set(presetText(preset, new Date()))}
            >
              {preset.label}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <Text slot="errorMessage" className="field-error" role="alert">
          {error}
        </Text>
      ) : null}
      <Popover className="datetime-popover" offset={4}>
        <Dialog className="datetime-dialog" aria-label={label}>
          <Calendar className="calendar">
            <CalendarMonth />
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
