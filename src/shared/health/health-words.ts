import type { CheckOutcome, HealthVerdict } from '../ipc/health.ts';

/** A verdict as the lists' marks and filters name it. */
export const VERDICT_LABELS: Record<HealthVerdict, string> = {
  ok: 'OK',
  moved: 'Moved',
  broken: 'Broken',
  expiring: 'Certificate expiring',
  unknown: 'Could not tell',
  unchecked: 'Not checked',
};

const withStatus = (words: string, status: number | null) =>
  status === null ? words : `${words} (${status})`;

/** The day a certificate ends, as a person reads it. */
const dayOf = (at: number) =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Why a check came out as it did, in words that finish "The destination: …" (no final full stop). */
export function reasonWords(
  outcome: Pick<CheckOutcome, 'reason' | 'status' | 'finalUrl' | 'certificateEndsAt'>,
): string {
  const { status } = outcome;
  switch (outcome.reason) {
    case 'answered':
      return withStatus('the page answers', status);
    case 'redirected':
      return `the page answers after a temporary redirect to ${outcome.finalUrl ?? 'another address'}`;
    case 'moved-permanently':
      return `the page has moved for good to ${outcome.finalUrl ?? 'another address'}`;
    case 'not-found':
      return withStatus('the page was not found', status);
    case 'client-error':
      return withStatus('the server refuses the address', status);
    case 'server-error':
      return withStatus('the server fails with an error of its own', status);
    case 'bot-wall':
      return withStatus(
        'the server turns automated checks away, so whether people get through is not known',
        status,
      );
    case 'sign-in':
      return withStatus('the page asks for a sign-in', status);
    case 'rate-limited':
      return withStatus('the server asked to slow down; it is checked again next time', status);
    case 'no-such-host':
      return 'the site’s name does not exist any more';
    case 'dns-failure':
      return 'the site’s name could not be looked up just now';
    case 'refused':
      return 'the server refuses connections';
    case 'reset':
      return 'the server closed the connection without answering';
    case 'timeout':
      return 'the server did not answer in time';
    case 'certificate-invalid':
      return 'its security certificate is not valid, so browsers warn people away';
    case 'certificate-expired':
      return 'its security certificate has expired, so browsers warn people away';
    case 'certificate-expiring':
      return outcome.certificateEndsAt === null
        ? 'its security certificate ends soon'
        : `its security certificate ends on ${dayOf(outcome.certificateEndsAt)}`;
    case 'certificate-unverified':
      return 'its security certificate could not be verified from here (the server may leave out part of it, which browsers make up for)';
    case 'cookie-loop':
      return 'its redirects go round in a loop for a visitor without cookies; a browser may get through';
    case 'short-link':
      return 'it leads through a short link of this installation, which a check would count as a click, so it is not checked';
    case 'destination-changed':
      return 'it changed since the last check, and is checked at the next one';
    case 'no-web-address':
      return 'this code holds no web address to check';
    case 'redirect-loop':
      return 'its redirects go round in a loop';
    case 'too-many-redirects':
      return 'it redirects too many times';
    case 'private-address':
      return 'it is on this computer or a private network, which Linkdesk does not check for an installation on the internet';
    case 'not-web':
      return 'it is not a web address';
    case 'unknown-content':
      return 'Linkdesk does not know where this code leads (it was made elsewhere); save it once in Linkdesk to check it';
    case 'network':
      return 'the connection failed';
    case 'not-checked-yet':
      return 'not checked yet';
  }
}
