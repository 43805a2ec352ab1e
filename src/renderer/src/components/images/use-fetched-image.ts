import { useEffect, useState } from 'react';
import { fetchedImage } from './fetched-images.ts';

export type FetchedImage = { status: 'idle' | 'loading' } | { status: 'done'; src: string | null };

/**
 * An image main fetches for the window (the window loads none from the web itself), under `key`; `null` as the
 * key shows nothing. `src` is null when it could not be fetched: the caller shows its stand-in, and may offer
 * `retry`.
 */
export function useFetchedImage(
  key: string | null,
  load: () => Promise<string | null>,
): FetchedImage & { retry: () => void } {
  const [done, setDone] = useState<{ key: string; attempt: number; src: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    void fetchedImage(key, load).then((src) => {
      if (live) setDone({ key, attempt, src });
    });
    return () => {
      live = false;
    };
    // `load` is a new function each render; what it loads is named by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (key === null) return { status: 'idle', retry };
  return done?.key === key && done.attempt === attempt
    ? { status: 'done', src: done.src, retry }
    : { status: 'loading', retry };
}
