import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  /** One short sentence on what the area is for; anything longer belongs in a "Why?" beside the control it explains. */
  description?: ReactNode;
}

/**
 * The top of every area: its name and at most one line about it. The band is the same height in every area,
 * with or without a description, so the toolbar below starts at the same place and nothing jumps when moving
 * between areas. A div rather than <header>: the window has one banner, the sidebar.
 */
export function ScreenHeader({ title, description }: ScreenHeaderProps) {
  return (
    <div className="screen-header">
      <h1>{title}</h1>
      {description ? <p className="screen-description">{description}</p> : null}
    </div>
  );
}
