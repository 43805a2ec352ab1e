import type { Api } from '../../../shared/ipc/api.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import { call } from '../store/call.ts';
import type { ReadCache } from '../store/read-cache.ts';
import { newRequestId } from '../store/requests.ts';

/** Reads for one opening of the palette. */
export interface SearchSession {
  /**
   * One read, by `key`: asked at most once while the palette is open (the same text typed again, or the same
   * list searched for another text, costs nothing), and taken from the window's memory when it answered the
   * same read in the last minute. `run` gets the request id main can cancel it by. `at` is when the answer
   * was asked for, which may be before the palette opened.
   */
  read<T>(key: string, run: (requestId: string) => Promise<Result<T>>): Promise<Result<T> & { at: number }>;
  /** The palette closed: reads still on their way are not wanted any more, unless something else waits. */
  end(): void;
}

export function createSearchSession(api: Api, readCache: ReadCache): SearchSession {
  const asked = new Map<string, Promise<Result<unknown> & { at: number }>>();
  const leaves: (() => void)[] = [];
  return {
    read<T>(key: string, run: (requestId: string) => Promise<Result<T>>) {
      const known = asked.get(key);
      if (known) return known as Promise<Result<T> & { at: number }>;
      const requestId = newRequestId();
      const reading = readCache.read(key, () => call(() => run(requestId)), {
        cancel: () => void call(() => api.cancelRequest({ requestId })),
      });
      leaves.push(reading.leave);
      const answer = reading.answer.then((result) => {
        // A failure is not kept: the same text typed again tries again.
        if (!result.ok) asked.delete(key);
        return result;
      });
      asked.set(key, answer);
      return answer;
    },
    end() {
      for (const leave of leaves.splice(0)) leave();
    },
  };
}
