import { isIP } from 'node:net';

type HeaderSource = { get(name: string): string | null };
type Settings = { VERCEL?: string; CLIENT_IP_HEADER?: string };

/**
 * The client's address from a header the client cannot write: on Vercel the platform's own, else
 * the one the operator's proxy overwrites. `X-Forwarded-For` as sent is the client's to forge.
 */
export function clientAddress(headers: HeaderSource, env: Settings): string | undefined {
  const raw = env.VERCEL
    ? (headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip'))
    : env.CLIENT_IP_HEADER
      ? headers.get(env.CLIENT_IP_HEADER)
      : null;
  const address = raw?.split(',')[0]?.trim() ?? '';
  return isIP(address) ? address : undefined;
}

/** What the limit counts: an IPv4 address, or an IPv6 address's /64 (one home, one phone). */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
