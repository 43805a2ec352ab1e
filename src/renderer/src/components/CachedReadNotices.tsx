import type { CachedRead } from './use-cached-read.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { StaleNotice } from './StaleNotice.tsx';

interface CachedReadNoticesProps<T> {
  read: CachedRead<T>;
  /** The alert's title when the read failed: "The statistics could not be loaded". */
  errorTitle: string;
  /** What is shown, as it reads in the stale notice's sentence: "these statistics". */
  subject: string;
}

/**
 * Goes above what a `useCachedRead` shows: why the read failed, or that the answer is main's last copy, each
 * with a way to try again.
 */
export function CachedReadNotices<T>({ read, errorTitle, subject }: CachedReadNoticesProps<T>) {
  const { state, answer, reload } = read;
  return (
    <>
      {state.status === 'error' ? (
        <ErrorAlert error={state.error} title={errorTitle} onRetry={reload} />
      ) : null}
      {answer?.stale ? (
        <StaleNotice
          stale={answer.stale}
          subject={subject}
          onRetry={reload}
          busy={state.status === 'loading'}
        />
      ) : null}
    </>
  );
}
