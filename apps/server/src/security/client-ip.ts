import { isIP } from 'node:net';

/**
 * The address recorded in the audit and used by the rate limits (docs/product/decisions.md section 3, decision 016).
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

/** `::ffff:127.0.0.1` (IPv4 seen through an IPv6 socket) reads as `127.0.0.1`. */
export function stripMappedIpv4(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** True for a loopback address: 127.0.0.0/8, `::1`, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = stripMappedIpv4(address.toLowerCase());
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}
