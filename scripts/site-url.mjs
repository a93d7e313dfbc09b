// SITE_URL, read at build and by the server: the address every canonical link, the sitemap, the
// structured data and the share cards' pictures are written with (lib/site-config.ts). Unset, it
// is `http://localhost:$PORT`, right on this machine and wrong anywhere else: a production site
// built so would name localhost in all of them, and links shared on WhatsApp or Facebook would
// show no picture. A build on Vercel therefore checks it (README, "Deploying on Vercel").

const NAME = 'SITE_URL';

/**
 * What the build says about SITE_URL: an error for a value that is not a site's address (an
 * absolute http(s) URL without a path, query or fragment: the site is served from the root), and
 * for a production build on Vercel that would name localhost or plain http; a warning for a Vercel
 * preview without one (Vercel keeps previews out of search engines); nothing otherwise.
 */
export function siteUrlCheck(env = process.env) {
  const value = env[NAME]?.trim();
  if (value) {
    let url;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const root = url && /^https?:$/.test(url.protocol) && url.pathname.replace(/\/+$/, '') === '';
    if (!root || url.search || url.hash || url.username || url.password)
      return {
        error: `${NAME} is not a site's address: it must be an absolute http(s) URL of the site's root, such as https://www.example.be (it is ${JSON.stringify(value)}).`,
      };
    if (env.VERCEL_ENV !== 'production') return undefined;
    if (url.protocol !== 'https:')
      return {
        error: `${NAME} must be an https address in a production build: the site is served over https only (Strict-Transport-Security), and its canonical links must say so (it is ${JSON.stringify(value)}).`,
      };
    if (!/^(localhost|127\.|\[::1\])/.test(url.hostname)) return undefined;
  }
  const cost = `canonical links, the sitemap, the structured data and the share cards would name http://localhost`;
  if (env.VERCEL_ENV === 'production')
    return { error: `${NAME} must be the site's public address in a production build: ${cost}.` };
  if (env.VERCEL && !value) return { warning: `${NAME} is not set: this preview's ${cost}.` };
  return undefined;
}
