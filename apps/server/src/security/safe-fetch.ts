import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ipv6Groups, stripMappedIpv4 } from './client-ip';

/**
 * The one way the server fetches a URL that came from outside (decision 058): a report link the ERP
 * names, a redirect it answers. Only https, only allowed hosts, only public addresses — checked on the
 * address actually connected to (the DNS answer is checked inside the socket's own look-up, so a name
 * cannot resolve to a public address for the check and a private one for the connection), on every
 * redirect hop (followed by hand, at most 3), with a size and a time limit on the whole transfer.
 */

/** What may be fetched, and how much of it. */
export interface OutboundPolicy {
  /** Host names that may be fetched over https: exact (`api.sienge.com.br`) or `*.sienge.com.br`. */
  readonly allowedHosts: readonly string[];
  /**
   * Origins configured by the operator (the ERP's API base URL): fetched whatever their scheme and
   * address, like the API calls themselves. Redirects away from them are checked as any other URL.
   */
  readonly trustedOrigins?: readonly string[];
  /** Request headers; sent only to `credentialsOrigin` when it is set. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly credentialsOrigin?: string;
  /** Largest body accepted (default 5 MB): the transfer stops as soon as it passes. */
  readonly maxBytes?: number;
  /** Whole fetch, redirects included (default 15 s). */
  readonly timeoutMs?: number;
  /** Redirects followed (default 3). */
  readonly maxRedirects?: number;
  readonly signal?: AbortSignal;
  /**
   * TESTS ONLY (decision 058): loopback ports a test server listens on, which may then be fetched over
   * http on 127.0.0.1 or ::1. Never built from configuration; production has no way to set it.
   */
  readonly testOnly?: { readonly loopbackPorts: readonly number[] };
}

/** The final answer (never a redirect). */
export interface OutboundAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly bytes: Uint8Array;
  /** The URL that answered, after redirects. */
  readonly url: string;
}

/** A URL, a redirect or an address the policy does not allow; never worth retrying. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

/** The body passed `maxBytes`. */
export class OutboundTooLargeError extends OutboundRefusedError {
  override name = 'OutboundTooLargeError';
}

export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;

/** Addresses no outbound fetch may reach (RFC 6890 special-purpose blocks and friends). */
const BLOCKED = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this network", unspecified
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ];
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128], // unspecified
    ['::1', 128],
    ['::', 96], // IPv4-compatible (deprecated)
    ['64:ff9b::', 96], // NAT64: an IPv4 address inside
    ['64:ff9b:1::', 48],
    ['100::', 64], // discard
    ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4: an IPv4 address inside
    ['fc00::', 7], // unique-local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated)
    ['ff00::', 8], // multicast
  ];
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** True when `address` (an IP literal) is a public unicast address. Mapped IPv4 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const plain = stripMappedIpv4(address.toLowerCase().replace(/^\[|\]$/g, ''));
  const family = isIP(plain);
  if (family === 4) return !BLOCKED.check(plain, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(plain);
  if (!groups) return false;
  // `::ffff:0:0/96` that stripMappedIpv4 did not turn into IPv4 is malformed: refuse.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return false;
  return !BLOCKED.check(plain, 'ipv6');
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.startsWith('*.')
      ? name.endsWith(rule.slice(1)) && name.length > rule.length - 1
      : name === rule;
  });
}

/** Why `url` may not be fetched under `policy`, or undefined when it may (its address checked later). */
function refusalOf(url: URL, policy: OutboundPolicy): string | undefined {
  if (policy.trustedOrigins?.includes(url.origin)) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const testLoopback =
    policy.testOnly?.loopbackPorts.includes(port) && (LOOPBACK.has(host) || host === 'localhost');
  if (url.protocol !== 'https:' && !(testLoopback && url.protocol === 'http:'))
    return `só https é aceito (${url.protocol})`;
  if (url.username || url.password) return 'credenciais na URL';
  if (testLoopback) return undefined;
  if (!hostAllowed(host, policy.allowedHosts)) return `host não permitido: ${host}`;
  // An address written as the host (the URL parser already turned 2130706433 or 0x7f.1 into 127.0.0.1).
  if (isIP(host) && !isPublicAddress(host)) return `endereço não público: ${host}`;
  return undefined;
}

/** A DNS look-up that answers only public addresses, so the socket connects to what was checked. */
function publicLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find(
        (a) => !isPublicAddress(a.address) && !(allowLoopback && LOOPBACK.has(a.address)),
      );
      if (bad || list.length === 0) {
        const refused = new OutboundRefusedError(
          `endereço não público: ${hostname} → ${bad?.address ?? '?'}`,
        );
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: typeof list) => void)(null, list);
      const first = list[0] as { address: string; family: number };
      callback(null, first.address, first.family);
    });
  };
}

/** One hop: the answer's status and headers, and its body read up to `maxBytes`. */
function fetchOnce(
  url: URL,
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<{ status: number; headers: IncomingMessage['headers']; bytes: Uint8Array }> {
  const maxBytes = policy.maxBytes ?? OUTBOUND_MAX_BYTES;
  const trusted = policy.trustedOrigins?.includes(url.origin) ?? false;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowLoopback = trusted || (policy.testOnly?.loopbackPorts.includes(port) ?? false);
  const headers =
    policy.credentialsOrigin === undefined || policy.credentialsOrigin === url.origin
      ? (policy.headers ?? {})
      : {};
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { ...headers, 'Accept-Encoding': 'identity' },
      lookup: trusted ? undefined : publicLookup(allowLoopback),
      signal,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        return reject(new OutboundTooLargeError(`resposta maior que ${maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          request.destroy();
          reject(new OutboundTooLargeError(`resposta maior que ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: new Uint8Array(Buffer.concat(chunks)),
        }),
      );
    });
    request.end();
  });
}

/**
 * Fetches `rawUrl` under `policy`: refused URLs, hosts and addresses throw OutboundRefusedError (also
 * for a redirect hop), a body past the limit OutboundTooLargeError, the time limit rejects with the
 * signal's TimeoutError. Any other status is answered as it came.
 */
export async function safeFetch(rawUrl: string, policy: OutboundPolicy): Promise<OutboundAnswer> {
  const timeout = AbortSignal.timeout(policy.timeoutMs ?? 15_000);
  const signal = policy.signal ? AbortSignal.any([timeout, policy.signal]) : timeout;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundRefusedError('URL inválida');
  }
  const maxRedirects = policy.maxRedirects ?? 3;
  for (let hop = 0; ; hop++) {
    const refusal = refusalOf(url, policy);
    if (refusal) throw new OutboundRefusedError(refusal);
    let answer: Awaited<ReturnType<typeof fetchOnce>>;
    try {
      answer = await fetchOnce(url, policy, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw error;
    }
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
      if (hop >= maxRedirects) throw new OutboundRefusedError(`mais de ${maxRedirects} redirecionamentos`);
      try {
        url = new URL(location, url);
      } catch {
        throw new OutboundRefusedError('redirecionamento para URL inválida');
      }
      continue;
    }
    return { status: answer.status, headers: answer.headers, bytes: answer.bytes, url: url.toString() };
  }
}
