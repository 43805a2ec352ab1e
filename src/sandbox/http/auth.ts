import type { AuthenticatedUser, SandboxContext } from '../context.ts';
import { findScopedKey } from '../store/api-keys.ts';
import { ApiError } from './errors.ts';

const MISSING = 'A valid API key is required: send the header "Authorization: Bearer <API key>".';
const UNKNOWN = 'The API key is not valid.';

/**
 * Finds the user an `Authorization: Bearer <key>` header belongs to, or throws a 401. Scoped keys exist
 * only on the current revision: to the legacy one such a key is just one it does not know.
 */
export function authenticate(ctx: SandboxContext, header: string | undefined): AuthenticatedUser {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new ApiError(401, MISSING);
  const user = ctx.db.get<{ id: number; username: string; status: AuthenticatedUser['status'] }>(
    'SELECT id, username, status FROM users WHERE api_key = ?',
    match[1]!,
  );
  if (user) return { ...user, apiKey: match[1]!, scopes: null };
  const scoped = ctx.revision === 'current' ? findScopedKey(ctx.db, match[1]!) : undefined;
  if (!scoped) throw new ApiError(401, UNKNOWN);
  return { ...scoped, apiKey: match[1]! };
}

export function requireAdmin(user: AuthenticatedUser): void {
  if (user.status !== 'admin') throw new ApiError(403, 'This endpoint is for admin API keys only.');
}
