declare global {
  // Read by get-nonce (radix's scroll lock) and react-aria when they inject a <style> element.
  var __webpack_nonce__: string | undefined;
}

/**
 * Hands the page's style nonce to the libraries that inject `<style>` elements (react-aria's press
 * styles, radix's scroll lock), so they work under the strict Content-Security-Policy without
 * `'unsafe-inline'`. The server writes a fresh nonce per page in `<meta property="csp-nonce">`; the
 * browser hides the attribute once parsed, so it is read from the `nonce` property.
 */
export function shareStyleNonce(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
