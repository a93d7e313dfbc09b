/**
 * Where a picture may come from besides this site: the Firebase Storage hosts, where staff upload
 * a wine's photo. One list for the image optimiser (next.config `remotePatterns`), the
 * Content-Security-Policy's `img-src` (an SVG is shown from there as it is) and the wine data
 * (`isServableImage`), so a picture the optimiser would refuse never reaches a page as a broken image.
 */
export const IMAGE_HOSTS = [
  'firebasestorage.googleapis.com',
  'storage.googleapis.com',
  '*.firebasestorage.app',
] as const;

function onImageHost(hostname: string): boolean {
  return IMAGE_HOSTS.some((host) =>
    host.startsWith('*.')
      ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1
      : hostname === host,
  );
}

/**
 * A picture the site can show: a path of this site without a query (Next's image optimiser refuses
 * one, `images.localPatterns`), or an https URL on one of IMAGE_HOSTS at its default port without
 * credentials (the CSP names the hosts without a port). Anything else, a protocol-relative `//host`
 * included, is not.
 */
export function isServableImage(src: string): boolean {
  if (src.startsWith('/')) return !/^\/[/\\]/.test(src) && !/[?#]/.test(src);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    onImageHost(url.hostname)
  );
}
