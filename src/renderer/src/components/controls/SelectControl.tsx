import type { ReactNode, Ref } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { choicesOf, keyOfValue, valueOfKey } from './option-children.ts';

export interface SelectControlProps {
  label: string;
  /** The label is read by assistive technology but not shown (a toolbar's "Per page" beside its own text). */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** `<option value="…">Label</option>` elements, as in HTML. */
  children: ReactNode;
  /** Already phrased for people. */
  error?: string | undefined;
  hint?: ReactNode;
  isDisabled?: boolean;
  /** The choices are still being read. */
  busy?: boolean;
  className?: string;
  /** For the form to focus the field when it has an error. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A labelled select drawn the same on every system and in both themes: react-aria's Select, a button and a
 * listbox in a popover, with the keyboard and screen reader behaviour of a native one. Its hint and error are
 * read with it.
 */
export function SelectControl({
  label,
  labelHidden,
  value,
  onChange,
  onBlur,
  children,
  error,
  hint,
  isDisabled,
  busy,
  className,
  buttonRef,
}: SelectControlProps) {
  const choices = choicesOf(children);
  return (
    <Select
      className={['field select-field', className].filter(Boolean).join(' ')}
      value={keyOfValue(value)}
      onChange={(key) => {
        if (key !== null) onChange(valueOfKey(String(key)));
      }}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      isDisabled={isDisabled === true}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'field-label'}>{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      {/* On the wrapper: react-aria's Button passes no aria-busy on. */}
      <div className="field-control" aria-busy={busy}>
        <Button className="input select-button" ref={buttonRef}>
          <SelectValue className="select-value" />
          <ChevronDown aria-hidden="true" size={16} className="select-chevron" />
        </Button>
      </div>
      {error ? (
        <Text slot="errorMessage" className="field-error" role="alert">
          {error}
        </Text>
      ) : null}
      <Popover className="select-popover" offset={4}>
        <ListBox className="select-list" items={choices}>
          {(choice) => (
            <ListBoxItem
              id={keyOfValue(choice.value)}
              className="select-option"
              textValue={choice.label}
              isDisabled={choice.disabled}
            >
              {({ isSelected }) => (
                <>
                  <span className="select-option-label">{choice.label}</span>
                  {isSelected ? <Check aria-hidden="true" size={14} className="select-option-check" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
