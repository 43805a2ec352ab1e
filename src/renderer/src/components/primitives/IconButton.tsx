import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Tooltip } from './Tooltip.tsx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  icon: LucideIcon;
  /** The accessible name, complete on its own: "Edit spring-sale", not "Edit". */
  label: string;
  /** What the tooltip shows; the label unless said ("Delete" on a button named "Delete spring-sale"). */
  tooltip?: string;
  tone?: 'danger';
}

/** A square button showing only an icon: its name is for screen readers, its tooltip for everyone else. */
export function IconButton({ icon: Icon, label, tooltip, tone, className, ...rest }: IconButtonProps) {
  return (
    <Tooltip text={tooltip ?? label}>
      <button
        type="button"
        {...rest}
        aria-label={label}
        className={['icon-button', tone === 'danger' ? 'icon-button-danger' : '', className ?? '']
          .filter(Boolean)
          .join(' ')}
      >
        <Icon aria-hidden="true" size={16} strokeWidth={2} />
      </button>
    </Tooltip>
  );
}
