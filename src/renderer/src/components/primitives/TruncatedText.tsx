import { useRef } from 'react';
import { CAN_CUT, useMiddleCut } from './use-middle-cut.ts';

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
  const shownRef = useRef<HTMLSpanElement>(null);
  const middle = cut === 'middle' && CAN_CUT;
  useMiddleCut(ref, shownRef, text, middle);
  const classes = `truncated${className ? ` ${className}` : ''}`;
  return (
    <span ref={ref} className={classes} title={full}>
      {!middle && text === full ? (
        text
      ) : (
        <>
          <span className="truncated-full">{full}</span>
          {/* Cut to fit by useMiddleCut, which writes the shown text itself. */}
          <span ref={shownRef} aria-hidden="true">
            {text}
          </span>
        </>
      )}
    </span>
  );
}
