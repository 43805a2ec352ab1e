import { screen } from '@testing-library/react';
import type { Result } from '../../../shared/ipc/errors.ts';

/** The control labelled exactly `label`. */
export const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/**
 * The `send`, `onSaved` and `onClose` a form dialog takes, recording what they were given. `send` answers
 * with `answers` in turn, then with a success.
 */
export function dialogRecorder<T>(answers: Result<unknown>[] = []) {
  const sent: T[] = [];
  const events = { saved: 0, closed: 0 };
  return {
    sent,
    events,
    send: (values: T): Promise<Result<unknown>> => {
      sent.push(values);
      return Promise.resolve(answers.shift() ?? { ok: true, value: { id: 1 } });
    },
    onSaved: () => void events.saved++,
    onClose: () => void events.closed++,
  };
}
