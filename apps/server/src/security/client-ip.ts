/**
 * The address recorded in the audit and used by the rate limits: the socket's peer, or — only when
 * the operator says a proxy is in front (`TRUST_PROXY`) — the first address of `X-Forwarded-For`.
 * A client cannot choose its own IP otherwise (decisions.md section 3).
 */
export function clientIp(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: boolean;
}): string {
  if (options.trustProxy && options.forwardedFor) {
    const first = options.forwardedFor.split(',')[0]?.trim();
    if (first) return stripMappedIpv4(first);
  }
  return stripMappedIpv4(options.socketAddress ?? 'desconhecido');
}

/** `::ffff:127.0.0.1` (IPv4 seen through an IPv6 socket) reads as `127.0.0.1`. */
function stripMappedIpv4(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
