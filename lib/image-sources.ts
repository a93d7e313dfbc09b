import { storageBucket } from './site-config';

export type RemotePattern = { protocol: 'https'; hostname: string; pathname?: string };

// Without a bucket nothing remote, or the optimiser would resize anyone's public Storage files.
export function imagePatterns(bucket: string | undefined): RemotePattern[] {
  if (!bucket) return [];
  return [
    {
      protocol: 'https',
      hostname: 'firebasestorage.googleapis.com',
      pathname: `/v0/b/${bucket}/o/**`,
    },
    { protocol: 'https', hostname: 'storage.googleapis.com', pathname: `/${bucket}/**` },
    ...(bucket.endsWith('.firebasestorage.app')
      ? [{ protocol: 'https' as const, hostname: bucket }]
      : []),
  ];
}

export function cspImageSources(bucket: string | undefined): string[] {
  return imagePatterns(bucket).map(({ hostname, pathname }) =>
    pathname ? `${hostname}${pathname.replace(/\*\*$/, '')}` : hostname,
  );
}

function matches(url: URL, { hostname, pathname }: RemotePattern): boolean {
  const host = hostname.startsWith('*.')
    ? url.hostname.endsWith(hostname.slice(1)) && url.hostname.length > hostname.length - 1
    : url.hostname === hostname;
  return host && (!pathname || url.pathname.startsWith(pathname.replace(/\*\*$/, '')));
}

// Next's image optimiser refuses a local path with a query (`images.localPatterns`).
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
    imagePatterns(storageBucket()).some((pattern) => matches(url, pattern))
  );
}
