// FIREBASE_STORAGE_BUCKET, in plain JavaScript so that `npm run build` (scripts/build.mjs, plain
// Node) checks it by the very rule the site reads it with (lib/site-config.ts re-exports it).

const NAME = 'FIREBASE_STORAGE_BUCKET';

/** What a Cloud Storage bucket may be named (lowercase letters, digits, dots, dashes, underscores). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * The bucket a value names (lowercased, trimmed), or undefined: unset, or not a bucket's name.
 * Set, it is the only bucket the image optimiser fetches from (lib/image-sources.ts); unset, the
 * optimiser fetches from the Storage hosts, anyone's bucket on them.
 */
export function bucketNamed(value) {
  const bucket = value?.trim().toLowerCase();
  return bucket && BUCKET_NAME.test(bucket) ? bucket : undefined;
}

/**
 * What the build says about the bucket: an error for a value that names no bucket (read as none,
 * it would leave the optimiser open to every bucket), a warning for a production build on Vercel
 * without one (`/_next/image` then resizes, and Vercel bills, anyone's public Storage files for
 * whoever asks), nothing otherwise.
 */
export function storageBucketCheck(env = process.env) {
  const value = env[NAME]?.trim();
  if (value && !bucketNamed(value))
    return {
      error: `${NAME} is not a bucket's name (such as locus-lex.firebasestorage.app): read as none, the image optimiser would fetch from every bucket (it is ${JSON.stringify(value)}).`,
    };
  if (!value && env.VERCEL_ENV === 'production')
    return {
      warning: `${NAME} is not set: /_next/image resizes the public files of any Firebase Storage bucket for whoever asks (README, "Deploying on Vercel").`,
    };
  return undefined;
}
