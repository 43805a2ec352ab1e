import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Tooltip } from './Tooltip.tsx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  icon: LucideIcon;
  /** The accessible name, complete on its own: "Edit spring-sale", not "Edit". */
  label: string;
  /** What the tooltip shows; the label unless said (rows say "Edit", their buttons' names say which row). */
  tooltip?: string;
  tone?: 'danger';
}

/** A square button showing only an icon: its name is for screen readers, its tooltip for everyone else. */
export function IconButton(props: IconButtonProps) {
  return (
    <Tooltip text={props.tooltip ?? props.label}>
      <BareIconButton {...props} />
    </Tooltip>
  );
}

function BareIconButton({ icon: Icon, label, tooltip: _tooltip, tone, className, ...rest }: IconButtonProps) {
  return (
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
  );
}
