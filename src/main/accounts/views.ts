import type { AccountView } from '../../shared/ipc/models.ts';
import type { AccountRecord } from './account-record.ts';

export const SANDBOX_LABEL = 'Built-in sandbox';

/** The renderer's view of a record: the record itself never holds a key, and neither does this. */
export function toView(record: AccountRecord): AccountView {
  return {
    id: record.id,
    name: record.name,
    baseUrl: record.kind === 'sandbox' ? SANDBOX_LABEL : record.baseUrl,
    kind: record.kind,
    username: record.username,
    email: record.email,
    status: record.status,
    // Installations report admins as `pro`; a record from before admin probing falls back to the status.
    isAdmin: record.isAdmin ?? record.status === 'admin',
    unreachable: record.unreachable,
    revision: record.revision,
    revisionCheckedAt: record.revisionCheckedAt,
    addedAt: record.addedAt,
  };
}

/** People paste `https://host/`, `https://host/api` or `https://host/api/`; the installation is `https://host`. */
export function normaliseBaseUrl(input: string): string {
  const url = new URL(input.trim());
  url.hash = '';
  url.search = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/api$/i, '');
  return url.toString().replace(/\/+$/, '');
}
