import { Children, isValidElement, type ReactNode } from 'react';

/** One choice of a `SelectField`, as its `<option>` child says it. */
export interface SelectChoice {
  /** The form's value; an empty string is the "none" choice. */
  value: string;
  label: string;
  disabled: boolean;
}

interface OptionProps {
  value?: string | number;
  children?: ReactNode;
  disabled?: boolean;
}

/**
 * Reads the choices from `<option>` children, so every form writes a select as it would in HTML, whatever draws
 * it. Only text labels are meaningful in a closed select; anything else in an option is flattened to its text.
 */
export function choicesOf(children: ReactNode): SelectChoice[] {
  const choices: SelectChoice[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<OptionProps>(child) || child.type !== 'option') return;
    const { value, children: label, disabled } = child.props;
    const text = Children.toArray(label).join('');
    choices.push({
      value: value === undefined ? text : String(value),
      label: text,
      disabled: disabled === true,
    });
  });
  return choices;
}

/**
 * react-aria treats keys as identities; an empty string works as one in most places but not all (a falsy key
 * reads as "nothing selected" in some), so the "none" choice gets a key of its own.
 */
const NONE_KEY = '\u0000none';

export const keyOfValue = (value: string): string => (value === '' ? NONE_KEY : value);
export const valueOfKey = (key: string): string => (key === NONE_KEY ? '' : key);
