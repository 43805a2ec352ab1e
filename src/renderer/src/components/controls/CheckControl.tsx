import type { ReactNode, Ref } from 'react';
import { Checkbox } from 'react-aria-components';
import { CheckMark } from './CheckMark.tsx';

export interface CheckControlProps {
  /** Shown beside the box; without it, `aria-label` names the box (a row's "Select …"). */
  children?: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
  isSelected: boolean;
  isIndeterminate?: boolean;
  onChange: (selected: boolean) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  name?: string;
  value?: string;
  inputRef?: Ref<HTMLInputElement | null>;
  className?: string;
}

/**
 * A checkbox drawn the same on every system and in both themes. react-aria's Checkbox keeps a real, visually
 * hidden input, so it is checked, labelled and focused like a native one.
 */
export function CheckControl({ children, className, ...checkbox }: CheckControlProps) {
  return (
    <Checkbox className={['checkbox', className].filter(Boolean).join(' ')} {...checkbox}>
      <CheckMark />
      {children}
    </Checkbox>
  );
}
