import type { AuthenticatedUser, SandboxContext } from '../context.ts';
import { ApiError } from './errors.ts';

const MISSING = 'A valid API key is required: send the header "Authorization: Bearer <API key>".';
const UNKNOWN = 'The API key is not valid.';

/** Finds the user an `Authorization: Bearer <key>` header belongs to, or throws a 401. */
export function authenticate(ctx: SandboxContext, header: string | undefined): AuthenticatedUser {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new ApiError(401, MISSING);
  const user = ctx.db.get<{ id: number; username: string; status: AuthenticatedUser['status'] }>(
    'SELECT id, username, status FROM users WHERE api_key = ?',
    match[1]!,
  );
  if (!user) throw new ApiError(401, UNKNOWN);
  return { ...user, apiKey: match[1]! };
}

export function requireAdmin(user: AuthenticatedUser): void {
  if (user.status !== 'admin') throw new ApiError(403, 'This endpoint is for admin API keys only.');
}
