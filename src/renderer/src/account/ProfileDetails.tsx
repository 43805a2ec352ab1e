import type { Profile } from '../../../shared/ipc/models.ts';
import { formatApiDate, statusLabel } from '../components/format.ts';

export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <section className="card" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">Details</h2>
      <dl className="facts">
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(profile.status)}</dd>
        </div>
        <div>
          <dt>Membership expires</dt>
          <dd>{profile.expires ? formatApiDate(profile.expires) : 'No expiry'}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{profile.registered ? formatApiDate(profile.registered) : 'Unknown'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Stand-ins with the shape of the details while they load. */
export function ProfileSkeleton() {
  return (
    <div className="card skeleton-card" aria-hidden="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line skeleton-short" />
    </div>
  );
}
