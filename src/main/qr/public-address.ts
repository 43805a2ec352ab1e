import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../shared/ipc/app-error.ts';

/** Resolves a host name to its addresses; the system's resolver unless a test gives another. */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The same words for every refusal, so that an answer never tells which private ports are open. */
export const NOT_FETCHED =
  'Linkdesk does not fetch images from this computer or a private network for an installation on the internet.';

function ipv4Private(address: string): boolean {
  const [a, b] = address.split('.').map(Number) as [number, number];
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast and reserved
  );
}

/** Loopback, private, link-local, unique-local or unspecified: an address that is not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare) === 4) return ipv4Private(bare);
  if (isIP(bare) !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return ipv4Private(mapped[1]!);
  return (
    bare === '::' ||
    bare === '::1' ||
    /^f[cd]/.test(bare) || // unique local fc00::/7
    /^fe[89ab]/.test(bare) || // link-local fe80::/10
    /^ff/.test(bare) // multicast
  );
}

/** Whether a host, by its name or by what it resolves to, is on this computer or a private network. */
async function isPrivateHost(hostname: string, resolve: Resolve): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host)) return isPrivateAddress(host);
  try {
    return (await resolve(host)).some(isPrivateAddress);
  } catch {
    return false; // a name that does not resolve fails in the fetch, which says so
  }
}

/**
 * Refuses an address on this computer or a private network, unless the installation is on one itself (a
 * self-hosted one on the office network): the window must not be able to use main to look inside the network.
 * URL parsing has already turned every spelling of an IPv4 address (`2130706433`, `0x7f.1`) into dotted form.
 */
export async function checkPublicAddress(url: URL, installationUrl: string, resolve: Resolve): Promise<void> {
  const installation = new URL(installationUrl);
  if (await isPrivateHost(installation.hostname, resolve)) return;
  if (await isPrivateHost(url.hostname, resolve))
    throw new AppError('forbidden', NOT_FETCHED, { field: 'url' });
}
