import ShieldUser from 'lucide-react/icons/shield-user';
import type { ReactNode } from 'react';

/** Marks what acts on other people's accounts: an admin always knows when they are doing so. */
export function AdminNotice({ children }: { children: ReactNode }) {
  return (
    <p className="admin-notice" role="note">
      <ShieldUser aria-hidden="true" size={16} className="admin-notice-icon" />
      <span>
        <strong>Admin</strong> {children}
      </span>
    </p>
  );
}
