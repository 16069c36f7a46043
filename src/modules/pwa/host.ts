/**
 * Where the service worker registers (behaviour.md §1). Apart from ./updates
 * because every page checks it at load, while the rest loads only where the
 * worker registers.
 */

/** One label of a host name (RFC 1123): letters, digits and inner hyphens, 63 characters at most. */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name lower-cased and without the trailing dot of its fully qualified
 * form (`MUI.com.` is `mui.com`), or null when it is not a host name (a URL,
 * a port, an IPv6 literal, `.`).
 */
export function normalizeHostname(value: string): string | null {
  const name = value.toLowerCase().replace(/\.$/, '');
  if (name.length === 0 || name.length > 253) return null;
  return name.split('.').every((label) => HOST_LABEL.test(label)) ? name : null;
}

/**
 * Registration happens only on the vendor's host or its subdomains
 * (`v7.mui.com`), never on localhost, a preview, or a look-alike
 * (`mui.com.evil.example`, `evilmui.com`). `hostname` is the page's, without a port.
 */
export function shouldRegisterServiceWorker(hostname: string, vendorHost: string | null): boolean {
  const page = normalizeHostname(hostname);
  const vendor = vendorHost === null ? null : normalizeHostname(vendorHost);
  if (page === null || vendor === null) return false;
  return page === vendor || page.endsWith(`.${vendor}`);
}
