// NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, read by `next build`: the key Next derives the forms' action
// ids from (and encrypts an action's bound values with). Unset, a build makes its own, kept in
// .next/cache for 14 days where that cache lasts (on Vercel; not in a container), and every new
// key gives the two forms new ids: a form opened before that deploy is refused once when sent
// (with JavaScript the page reloads with what was typed; without, the visitor gets Next's bare
// 409). Set, the ids stay from build to build, with code changes too (checked by hand on Next
// 16.4.6 and again on 16.5.0: two builds with one key, and a third after an edit of an action's
// file, gave the same two ids; README, "Deploying on Vercel").

const KEY = 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY';

/**
 * What the build says about the key: an error for one Next's encryption cannot use (its
 * documentation: base64 of 16, 24 or 32 bytes, for AES; `next build` bakes in any value), a
 * warning for a Vercel build without one, nothing otherwise.
 */
export function actionKeyCheck(env = process.env) {
  const key = env[KEY];
  if (key) {
    const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(key);
    const bytes = base64 ? Buffer.from(key, 'base64').length : 0;
    if ([16, 24, 32].includes(bytes)) return undefined;
    return {
      error: `${KEY} is not a key Next can use: it must be base64 of 16, 24 or 32 bytes (make one with \`openssl rand -base64 32\`).`,
    };
  }
  if (env.VERCEL)
    return {
      warning: `${KEY} is not set: the forms' action ids change whenever this build makes a new key, and a form opened before such a deploy is refused once when sent (README, "Deploying on Vercel").`,
    };
  return undefined;
}
