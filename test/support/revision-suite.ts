import type { Revision } from '../../src/shared/api/constants.ts';
import { useSandbox } from './sandbox.ts';
import { SandboxRows } from './sandbox-rows.ts';

/**
 * The start of a suite that runs once per revision: its sandbox, whether it is the current revision (for
 * the fields the legacy one lacks), and the database rows the API does not show.
 */
export function useRevisionSandbox(revision: Revision) {
  const t = useSandbox({ revision });
  return { t, current: revision === 'current', rows: new SandboxRows(t) };
}
