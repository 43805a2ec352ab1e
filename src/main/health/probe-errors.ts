import type { CheckOutcome } from '../../shared/ipc/health.ts';

/** The part of an outcome that says what a check found; the rest (status, addresses, dates) comes from the hops. */
export type Judgement = Pick<CheckOutcome, 'verdict' | 'reason'>;

/** The probe's own clock ran out before the server answered: nothing can be said about the page. */
export class ProbeTimeoutError extends Error {
  readonly code = 'PROBE_TIMEOUT';

  constructor(timeoutMs: number) {
    super(`The server did not answer within ${timeoutMs} ms.`);
    this.name = 'ProbeTimeoutError';
  }
}

/** Resolver answers that mean the name does not exist (or has no address): nobody can reach it. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

/**
 * OpenSSL's verification failures, as Node names them, and Node's own name mismatch. An expired certificate is
 * told apart: it is the one a site owner most often lets happen and can fix at once.
 */
const CERTIFICATE_INVALID = new Set([
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'CERT_SIGNATURE_FAILURE',
  'CERT_NOT_YET_VALID',
  'ERROR_IN_CERT_NOT_BEFORE_FIELD',
  'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_CHAIN_TOO_LONG',
  'CERT_REVOKED',
  'INVALID_CA',
  'PATH_LENGTH_EXCEEDED',
  'INVALID_PURPOSE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * A chain that stops short of a trusted root: the server left out an intermediate certificate, which browsers
 * fetch for themselves (so the page works for people), or a private authority signed it (so it works for
 * nobody outside). A check cannot tell which, so it says so rather than call the page broken.
 */
const CHAIN_INCOMPLETE = new Set(['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']);

/**
 * The code an error carries. A connection tried on several addresses at once fails with all their errors
 * together; the first one that names a code speaks for them.
 */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const innerCode = codeOf(inner);
      if (innerCode) return innerCode;
    }
  }
  return undefined;
}

/** Why a host name could not be turned into addresses. */
export function judgeResolveError(error: unknown): Judgement {
  const code = codeOf(error);
  if (code && NO_SUCH_NAME.has(code)) return { verdict: 'broken', reason: 'no-such-host' };
  // A resolver that timed out, failed on its side or could not be reached says nothing about the name.
  return { verdict: 'unknown', reason: 'dns-failure' };
}

/** A connection the server dropped without answering, which some servers do to HEAD alone. */
export function isReset(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ECONNRESET' || code === 'EPIPE';
}

/** Why a request to addresses already known got no answer. */
export function judgeRequestError(error: unknown): Judgement {
  const code = codeOf(error);
  if (code === 'PROBE_TIMEOUT' || code === 'ETIMEDOUT') return { verdict: 'unknown', reason: 'timeout' };
  if (code === 'ECONNREFUSED') return { verdict: 'broken', reason: 'refused' };
  if (isReset(error)) return { verdict: 'unknown', reason: 'reset' };
  if (code === 'CERT_HAS_EXPIRED') return { verdict: 'broken', reason: 'certificate-expired' };
  if (code && CERTIFICATE_INVALID.has(code)) return { verdict: 'broken', reason: 'certificate-invalid' };
  if (code && CHAIN_INCOMPLETE.has(code)) return { verdict: 'unknown', reason: 'certificate-unverified' };
  if (code && NO_SUCH_NAME.has(code)) return { verdict: 'broken', reason: 'no-such-host' };
  if (code === 'EAI_AGAIN') return { verdict: 'unknown', reason: 'dns-failure' };
  return { verdict: 'unknown', reason: 'network' };
}
