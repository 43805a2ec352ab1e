import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to its addresses; the system's resolver unless a test gives another. */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * IPv4 ranges that are not the public internet: "this network", private, carrier-grade NAT, loopback,
 * link-local, the IETF's own and documentation ranges, the 6to4 relay, benchmarking, multicast, and the reserved
 * block up to the broadcast address.
 */
const NOT_PUBLIC_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** The 32 bits of an IPv4 network as two IPv6 groups: `10.0.0.0` → `a00:0`. */
function asGroups(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, 'ipv4');

/** Global unicast: the only IPv6 space on the public internet (besides NAT64, below). */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');

/** Parts of global unicast that are not public hosts, and 6to4 addresses (2002:AABB:CCDD::) around a private IPv4. */
const notPublicV6 = new BlockList();
notPublicV6.addSubnet('2001::', 32, 'ipv6'); // Teredo: the client's IPv4 is hidden inside
notPublicV6.addSubnet('2001:2::', 48, 'ipv6'); // benchmarking
notPublicV6.addSubnet('2001:10::', 28, 'ipv6'); // ORCHID
notPublicV6.addSubnet('2001:20::', 28, 'ipv6'); // ORCHIDv2
notPublicV6.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
notPublicV6.addSubnet('3fff::', 20, 'ipv6'); // documentation
for (const [network, prefix] of NOT_PUBLIC_V4)
  notPublicV6.addSubnet(`2002:${asGroups(network)}::`, 16 + prefix, 'ipv6');

/**
 * NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits: public when that one is. Networks that
 * speak only IPv6 give every IPv4 host such an address. The local-use prefix 64:ff9b:1::/48 is never public.
 */
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');
const nat64NotPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4)
  nat64NotPublic.addSubnet(`64:ff9b::${asGroups(network)}`, 96 + prefix, 'ipv6');

/**
 * Whether an address (as a resolver gives it, or a URL's host without brackets) is a host on the public
 * internet. Everything else is refused: loopback, unspecified, private, unique-local, link-local, CGNAT,
 * multicast, broadcast, reserved, and every IPv6 form that carries an IPv4 address of those (IPv4-mapped and
 * IPv4-compatible addresses are outside global unicast altogether, so refused in any spelling).
 */
export function isPublicAddress(address: string): boolean {
  // A zone (`fe80::1%eth0`) only means something on a link of this computer.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !notPublicV4.check(address, 'ipv4');
  if (family !== 6) return false;
  if (nat64.check(address, 'ipv6')) return !nat64NotPublic.check(address, 'ipv6');
  return globalV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
}

/** `localhost` and its subdomains, with or without the final dot: this computer, whatever a resolver says. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * The addresses a URL's host stands for, when every one of them is public; null when any is not (a name that
 * resolves to one public and one private address is refused: the connection could go to either). A literal
 * address is its own answer; a name is resolved once, and the caller connects to exactly these addresses.
 * URL parsing has already turned every spelling of an address (`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`)
 * into one canonical form. A name that does not resolve throws the resolver's error.
 */
export async function publicAddressesOf(url: URL, resolve: Resolve): Promise<string[] | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLocalhostName(host)) return null;
  const addresses = isIP(host) ? [host] : await resolve(host);
  return addresses.length > 0 && addresses.every(isPublicAddress) ? addresses : null;
}
