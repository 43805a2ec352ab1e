import { Fragment } from 'react';

/**
 * A whole URL that wraps where a reader expects it to: after a slash, `?`, `&` or `=`, rather than in the middle
 * of a word ("socia / l"). A part longer than the line still breaks where it must.
 */
export function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[/?&=])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
