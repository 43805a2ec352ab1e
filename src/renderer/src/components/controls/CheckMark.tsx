import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';

/**
 * The box of a react-aria `Checkbox`, drawn by CSS from the checkbox's data attributes (`data-selected`,
 * `data-indeterminate`), so it reads the same in both themes and on every system.
 */
export function CheckMark() {
  return (
    <span className="check-box" aria-hidden="true">
      <Check className="check-mark is-checked" size={14} strokeWidth={3} />
      <Minus className="check-mark is-mixed" size={14} strokeWidth={3} />
    </span>
  );
}
