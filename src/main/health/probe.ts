import { isIP } from 'node:net';
import { CERTIFICATE_WARNING_DAYS, type CheckOutcome, type HealthReason } from '../../shared/ipc/health.ts';
import { isLocalhostName, isPublicAddress, type Resolve } from '../qr/public-address.ts';
import { isReset, judgeRequestError, judgeResolveError, type Judgement } from './probe-errors.ts';
import { sendProbeRequest, type ProbeAnswer } from './probe-request.ts';
import { headNeedsGet, judgeAnswer, PERMANENT_STATUSES, REDIRECT_STATUSES } from './probe-status.ts';
import { trustContext } from './probe-trust.ts';

/**
 * Who is asking, on every request: a site's owner who sees it in their logs can read what it is and where to
 * learn more, rather than guess at a crawler.
 */
export const HEALTH_USER_AGENT = 'Linkdesk-LinkHealth/0.1 (+https://linkdesk.app/link-health)';

export interface ProbeOptions {
  /** How a host name becomes addresses. */
  resolve: Resolve;
  /** Whether private, loopback and `localhost` addresses may be reached (a link to a page on the person's own network). */
  allowPrivate: boolean;
  /** Sent on every request, so a site's owner can tell who is asking and why. */
  userAgent: string;
  /** For each request (each hop, each retry); 10 s by default. */
  timeoutMs?: number;
  /** 10 by default. */
  maxRedirects?: number;
  /** Extra certificate authorities to trust, in PEM, on top of Node's and the system's. */
  ca?: readonly string[];
  /** The clock the certificate window is measured by. */
  now: () => number;
  /** Ends the whole check (the app quits): the probe then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Hosts never to be asked (lower case, with the port when not the scheme's own): the installation's and its
   * short links' domains. A destination
   * or a redirect through a short link would count a click.
   */
  shortHosts?: ReadonlySet<string>;
}

export interface ProbeResult extends CheckOutcome {
  /** Requests actually sent: every HEAD, every GET that followed one, every hop. */
  requests: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What `localhost` names stand for, whatever a resolver would say of them. */
const LOOPBACK = ['127.0.0.1', '::1'];

/** The address as a web address the probe may check: http(s), and no user name or password to give away. */
function webAddress(text: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.username === '' && url.password === '' ? url : null;
}

/** The page a URL asks for: the fragment never leaves the browser, so it does not make another page. */
function pageOf(url: URL): string {
  return url.href.replace(/#.*$/s, '');
}

/** Waits for a promise unless the check is ended first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Settles as `promise` does, or rejects as a failed look-up once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('The name look-up took too long.'), { code: 'EAI_AGAIN' })),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The addresses a hop may connect to, or why it may not be asked at all. */
async function hopAddresses(url: URL, options: ProbeOptions): Promise<string[] | 'private' | Judgement> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isLocalhostName(host)) {
    if (!options.allowPrivate) return 'private';
    addresses = LOOPBACK;
  } else if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      // A look-up that hangs (a dead DNS server) is given the request's own time, no more.
      addresses = await untilAborted(
        withTimeout(options.resolve(host), options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        options.signal,
      );
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      return judgeResolveError(error);
    }
  }
  if (addresses.length === 0) return { verdict: 'broken', reason: 'no-such-host' };
  // One address that is not public is enough: the connection could go to any of them.
  if (!options.allowPrivate && !addresses.every(isPublicAddress)) return 'private';
  return addresses;
}

/**
 * Checks where one web address leads, hop by hop, as a person's browser would get there: every hop's host is
 * resolved and checked once, and the request goes to exactly those addresses. HEAD first (the page itself is
 * not needed), a GET for the first byte when the HEAD answer cannot be believed.
 */
export async function probe(url: string, options: ProbeOptions): Promise<ProbeResult> {
  const { signal } = options;
  signal?.throwIfAborted();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let requests = 0;

  const unchecked = (reason: HealthReason): ProbeResult => ({
    verdict: 'unchecked',
    reason,
    status: null,
    finalUrl: null,
    certificateEndsAt: null,
    requests,
  });

  const checked = webAddress(url);
  if (!checked) return unchecked('not-web');

  let current = checked;
  let status: number | null = null;
  let certificateEndsAt: number | null = null;
  let permanent = false;
  /** Where the last permanent redirect led: what "make it the destination" offers, never a later detour. */
  let movedTo: URL | null = null;
  let cookies = false;
  let redirects = 0;
  const seen = new Set([pageOf(checked)]);

  const end = (judgement: Judgement): ProbeResult => ({
    ...judgement,
    status,
    finalUrl: current.href === checked.href ? null : current.href,
    certificateEndsAt,
    requests,
  });

  const ask = async (addresses: string[], method: 'HEAD' | 'GET'): Promise<ProbeAnswer> => {
    requests += 1;
    const answer = await sendProbeRequest({
      url: current,
      addresses,
      method,
      userAgent: options.userAgent,
      timeoutMs,
      secureContext: trustContext(options.ca),
      ...(signal ? { signal } : {}),
    });
    status = answer.status;
    if (answer.certificateEndsAt !== null)
      certificateEndsAt = Math.min(certificateEndsAt ?? Infinity, answer.certificateEndsAt);
    return answer;
  };

  for (;;) {
    if (options.shortHosts?.has(current.host.toLowerCase())) return unchecked('short-link');
    const addresses = await hopAddresses(current, options);
    if (addresses === 'private') return unchecked('private-address');
    if (!Array.isArray(addresses)) return end(addresses);

    let answer: ProbeAnswer;
    let ranged = false;
    try {
      try {
        answer = await ask(addresses, 'HEAD');
      } catch (error) {
        // Some servers drop the connection on a HEAD they do not expect: the GET says whether the page is there.
        if (signal?.aborted || !isReset(error)) throw error;
        ranged = true;
        answer = await ask(addresses, 'GET');
      }
      if (!ranged && headNeedsGet(answer.status)) {
        ranged = true;
        answer = await ask(addresses, 'GET');
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return end(judgeRequestError(error));
    }

    if (REDIRECT_STATUSES.has(answer.status) && answer.location !== null) {
      let target: URL;
      try {
        target = new URL(answer.location, current);
      } catch {
        // A Location no browser can follow: the page leads nowhere anyone can say.
        return end({ verdict: 'unknown', reason: 'network' });
      }
      const next = webAddress(target);
      if (!next) return unchecked('not-web');
      if (seen.has(pageOf(next))) {
        // A site that sets a cookie and redirects until it comes back works in a browser.
        return end(
          cookies || answer.setsCookie
            ? { verdict: 'unknown', reason: 'cookie-loop' }
            : { verdict: 'broken', reason: 'redirect-loop' },
        );
      }
      if (redirects >= maxRedirects) return end({ verdict: 'broken', reason: 'too-many-redirects' });
      redirects += 1;
      cookies ||= answer.setsCookie;
      if (PERMANENT_STATUSES.has(answer.status)) {
        permanent = true;
        movedTo = next;
      }
      seen.add(pageOf(next));
      current = next;
      continue;
    }

    const judgement = judgeAnswer(answer.status, answer.challenge, ranged);
    if (judgement.verdict !== 'ok') return end(judgement);
    if (
      certificateEndsAt !== null &&
      certificateEndsAt - options.now() <= CERTIFICATE_WARNING_DAYS * DAY_MS
    ) {
      return end({ verdict: 'expiring', reason: 'certificate-expiring' });
    }
    if (current.href === checked.href) return end(judgement);
    if (!permanent) return end({ verdict: 'ok', reason: 'redirected' });
    if (movedTo && movedTo.href !== checked.href) current = movedTo;
    return end({ verdict: 'moved', reason: 'moved-permanently' });
  }
}
