declare global {
  // Read by get-nonce when a radix primitive injects a <style> element.
  var __webpack_nonce__: string | undefined;
}

/**
 * Hands the page's style nonce to the libraries that may inject `<style>` elements (the radix
 * primitives the kit still uses), so they work under the strict Content-Security-Policy without
 * `'unsafe-inline'`. The server writes a fresh nonce per page in `<meta property="csp-nonce">`; the
 * browser hides the attribute once parsed, so it is read from the `nonce` property.
 */
export function shareStyleNonce(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
