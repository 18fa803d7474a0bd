import { isIP } from 'node:net';

/**
 * The address recorded in the audit and used by the rate limits (product rule §3, decision 016).
 * Without trusted proxies it is the socket's peer. Behind `trustedHops` proxies that each append the
 * address they saw to `X-Forwarded-For`, it is the address the outermost trusted proxy saw: counting
 * from the right, the socket is hop 0 and the list's last entry hop 1, so the client is entry
 * `length - trustedHops`. Everything to its left was written by the client and is never believed.
 * When the header is shorter than the chain, its leftmost entry is the best known (a proxy wrote it).
 */
export function clientIp(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustedHops: number;
}): string {
  const socket = stripMappedIpv4(options.socketAddress ?? 'desconhecido');
  if (options.trustedHops <= 0 || !options.forwardedFor) return socket;
  const hops = options.forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.length === 0) return socket;
  const hop = hops[Math.max(0, hops.length - options.trustedHops)] ?? '';
  const address = stripMappedIpv4(hop);
  // A trusted proxy writes addresses only; anything else means the chain is not what was configured.
  return isIP(address) ? address : socket;
}

/**
 * An IPv4 address seen through IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`, the zero-padded long forms)
 * reads as the IPv4 address (`127.0.0.1`); anything else is returned as it came.
 */
export function stripMappedIpv4(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return address;
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/**
 * The key an address-based limit counts under (decision 056): an IPv4 address as it is, an IPv6
 * address by its /64 (`2001:db8:1:2::/64`), since one subscriber, one office or one cloud machine
 * gets a whole /64 and may pick any address of it for each request. Mapped IPv4 counts as IPv4.
 * Anything that is not an address (`desconhecido`) is its own key.
 */
export function limitAddress(address: string): string {
  const plain = stripMappedIpv4(address.trim().toLowerCase());
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 literal (zone removed, embedded IPv4 allowed); undefined if malformed. */
export function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  const groups = all.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN));
  return groups.some(Number.isNaN) ? undefined : groups;
}

/** True for a loopback address: 127.0.0.0/8, `::1`, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = stripMappedIpv4(address.toLowerCase());
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}
