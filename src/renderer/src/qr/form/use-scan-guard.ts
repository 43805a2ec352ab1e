import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ScanVerdict } from '../preview/scan-verdict.ts';

type Unsound = Extract<ScanVerdict, { state: 'unsound' }>;

interface ScanGuardOptions {
  /** The form's own submit: checks the fields and sends. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Whether the fields pass the form's checks now: their problems are shown before any question. */
  fieldsPass: () => boolean;
  /** A save is under way: the form's submit deals with another press itself. */
  saving: boolean;
}

export interface ScanGuard {
  /** For the preview: what the scan check concludes about the code drawn now. */
  onVerdict: (verdict: ScanVerdict) => void;
  /** In place of the form's submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The question to ask now, or null. */
  asking: Unsound | null;
  keepEditing: () => void;
  saveAnyway: () => void;
}

/**
 * Stands between a QR form's submit and its save: a code the preview says will not scan is saved only once the
 * person has said so. A press that comes while the latest change is still being checked waits for the check,
 * so a quick Enter after typing cannot slip a dead code through.
 */
export function useScanGuard({ onSubmit, fieldsPass, saving }: ScanGuardOptions): ScanGuard {
  const [verdict, setVerdict] = useState<ScanVerdict>({ state: 'unchecked' });
  const [asking, setAsking] = useState<Unsound | null>(null);
  /** The form whose submit waits for the check, then for the answer to the question. */
  const pending = useRef<HTMLFormElement | null>(null);
  /** A submit came while the latest change was being checked: the check's answer decides what happens. */
  const awaitingCheck = useRef(false);
  /** Set for the one submit that was waited for, or asked about, and let through. */
  const letThrough = useRef(false);

  const resubmit = useCallback((form: HTMLFormElement) => {
    letThrough.current = true;
    form.requestSubmit();
  }, []);

  const guardedSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (letThrough.current || saving || !fieldsPass()) {
      letThrough.current = false;
      onSubmit(event);
      return;
    }
    if (verdict.state === 'checking' || verdict.state === 'unsound') {
      event.preventDefault();
      pending.current = event.currentTarget;
      if (verdict.state === 'unsound') setAsking(verdict);
      else awaitingCheck.current = true;
      return;
    }
    onSubmit(event);
  };

  const onVerdict = useCallback(
    (next: ScanVerdict) => {
      setVerdict(next);
      // A submit that waited for the check goes on, or asks, once the check has answered.
      const form = pending.current;
      if (!form || !awaitingCheck.current || next.state === 'checking') return;
      awaitingCheck.current = false;
      if (next.state === 'unsound') {
        setAsking(next);
        return;
      }
      pending.current = null;
      resubmit(form);
    },
    [resubmit],
  );
  return {
    onVerdict,
    onSubmit: guardedSubmit,
    asking,
    keepEditing: () => {
      pending.current = null;
      awaitingCheck.current = false;
      setAsking(null);
    },
    saveAnyway: () => {
      const form = pending.current;
      pending.current = null;
      setAsking(null);
      if (form) resubmit(form);
    },
  };
}
