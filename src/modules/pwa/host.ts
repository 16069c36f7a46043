/**
 * Where the service worker registers (behaviour.md §1). Apart from ./updates
 * because every page checks it at load, while the rest loads only where the
 * worker registers.
 */

/** Registration happens only on the vendor's host (subdomains included, e.g. v7.mui.com), never on localhost or a preview. */
export function shouldRegisterServiceWorker(host: string, vendorHost: string | null): boolean {
  return vendorHost !== null && host.includes(vendorHost);
}
