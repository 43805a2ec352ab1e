import { useRef } from 'react';
import { useMiddleCut } from './use-middle-cut.ts';

interface TruncatedTextProps {
  text: string;
  /** What the tooltip and screen readers get when it differs from what is shown (a URL with its scheme). */
  full?: string;
  /** `middle` keeps the start and the end (URLs: the domain and the page); `end` cuts the end. */
  cut?: 'middle' | 'end';
  className?: string;
}

/**
 * One line of text that fits its cell: cut with an ellipsis when the cell is too narrow, whole in the
 * tooltip (title) and, for screen readers, whole once (what is shown is hidden from them when it differs).
 */
export function TruncatedText({ text, full = text, cut = 'end', className }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useMiddleCut(ref, text, cut === 'middle');
  const classes = `truncated${className ? ` ${className}` : ''}`;
  return (
    <span ref={ref} className={classes} title={full}>
      {shown === full ? (
        shown
      ) : (
        <>
          <span className="visually-hidden">{full}</span>
          <span aria-hidden="true">{shown}</span>
        </>
      )}
    </span>
  );
}
