import { formatSeenAt } from '../format.ts';

/**
 * Says that the list shown is what the window remembers from an earlier visit (`at`, set by `useCollection`
 * only when that is old enough to matter) while the installation is asked again. It goes once the new answer
 * arrives.
 */
export function RememberedNotice({ at, subject }: { at: number | null; subject: string }) {
  if (at === null) return null;
  return (
    <p role="status" className="remembered-notice muted">
      {`Showing ${subject} as Linkdesk saw them ${formatSeenAt(new Date(at).toISOString())}, while they load again.`}
    </p>
  );
}
