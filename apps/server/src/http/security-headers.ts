import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config/env';
import type { AppEnv } from './app-env';

/**
 * Where the SPA may load styles from: its CSS files (vanilla-extract), plus — on the page itself — the
 * `<style>` elements that carry the page's nonce, which a library may inject (the radix primitives the
 * kit still uses). Never `'unsafe-inline'`. React sets `style` through CSSOM, which CSP
 * allows.
 */
export const SPA_STYLE_SRC = "'self'";

/** Policy of JSON answers and anything else that is not a page: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Policy of the development mailbox: its own inline styles, and the e-mails it shows in a sandboxed
 * `srcdoc` frame (which inherits this policy) with their inline styles and remote images.
 */
export const DEV_MAIL_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** HSTS for a year, sub-domains included; sent only on requests that arrived over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of the SPA (decision 016). Tokens live in
 * `localStorage` (spec storage keys), so no inline or foreign script may run: `script-src 'self'` without
 * `'unsafe-inline'` (the runtime configuration is a `type="application/json"` data block, which is never
 * executed and needs no hash). `connect-src` adds the origin of the optional third-party IP look-up.
 */
export function contentSecurityPolicy(
  options: { ipLookupUrl?: string | undefined; styleNonce?: string | undefined } = {},
): string {
  const connect = ["'self'"];
  const style = options.styleNonce ? `${SPA_STYLE_SRC} 'nonce-${options.styleNonce}'` : SPA_STYLE_SRC;
  if (options.ipLookupUrl) connect.push(new URL(options.ipLookupUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${style}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * True when the request reached us over HTTPS: a TLS socket, or — only with trusted proxies — the
 * `X-Forwarded-Proto` entry the outermost trusted proxy wrote (same hop rule as `X-Forwarded-For`).
 */
export function arrivedOverHttps(c: Context<AppEnv>, trustedProxyHops: number): boolean {
  const socket = c.env?.incoming?.socket as { encrypted?: boolean } | undefined;
  if (socket?.encrypted) return true;
  if (trustedProxyHops <= 0) return false;
  const hops = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((hop) => hop.trim().toLowerCase())
    .filter((hop) => hop !== '');
  return hops[Math.max(0, hops.length - trustedProxyHops)] === 'https';
}

/**
 * Sets the security headers of every answer: `nosniff` and a same-origin referrer everywhere, the SPA's
 * strict policy on pages and their assets, the empty policy on the API, the mailbox's own policy on
 * `/dev/`, `X-Frame-Options: DENY` (old browsers' `frame-ancestors`), and HSTS on HTTPS requests.
 * Signed downloads under `/files/` keep their own policy and framing headers.
 */
export function securityHeaders(
  config: Pick<Config, 'ipLookupUrl' | 'trustedProxyHops'>,
): MiddlewareHandler<AppEnv> {
  const spaPolicy = contentSecurityPolicy({ ipLookupUrl: config.ipLookupUrl });
  return async (c, next) => {
    await next();
    // On the answer's own headers: `c.header()` after the handler makes Hono rebuild the answer as a
    // new Response, and @hono/node-server then copies its body and streams it instead of writing it
    // at once (a 48 KB statement answer cost twice the server CPU, docs/benchmarks.md 2026-11-26).
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
    const path = c.req.path;
    if (arrivedOverHttps(c, config.trustedProxyHops)) {
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    if (path.startsWith('/files/')) return;
    // The brand's images carry their own stricter policy (brand-assets.ts, decision 049).
    if (path.startsWith('/brand/') && c.res.headers.has('Content-Security-Policy')) return;
    const type = c.res.headers.get('content-type') ?? '';
    const styleNonce = c.get('styleNonce');
    let policy = styleNonce
      ? contentSecurityPolicy({ ipLookupUrl: config.ipLookupUrl, styleNonce })
      : spaPolicy;
    if (path.startsWith('/dev/') && type.startsWith('text/html')) policy = DEV_MAIL_CONTENT_SECURITY_POLICY;
    else if (path.startsWith('/api/') || type.startsWith('application/json'))
      policy = API_CONTENT_SECURITY_POLICY;
    c.res.headers.set('Content-Security-Policy', policy);
    c.res.headers.set('X-Frame-Options', 'DENY');
  };
}
