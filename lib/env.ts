import { z } from 'zod';

const hourlyLimit = (name: string, fallback: number, max = Infinity) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (n <= max) return n;
      const range = max < Infinity ? ` up to ${max}` : '';
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a whole number${range} (0 turns it off)`,
      });
      return z.NEVER;
    });

const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const schema = z.object({
  NODE_ENV: text,
  VERCEL: text,
  VERCEL_ENV: text,
  FIRESTORE_EMULATOR_HOST: text,
  FIREBASE_AUTH_EMULATOR_HOST: text,
  SITE_URL: text,
  MAIL_TO: text,
  MAIL_FROM: text,
  REVALIDATE_SECRET: text,
  RATE_LIMIT_SALT: text,
  FIREBASE_SERVICE_ACCOUNT: text,
  FIREBASE_API_KEY: text,
  // Each post reads its sender's places of two hours: a limit a visitor can need, no more.
  FORM_RATE_LIMIT: hourlyLimit('FORM_RATE_LIMIT', 10, 100),
  FORM_RATE_LIMIT_SITE: hourlyLimit('FORM_RATE_LIMIT_SITE', 200),
  CLIENT_IP_HEADER: text.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/i, 'CLIENT_IP_HEADER must be a header name')
      .optional(),
  ),
});

export type Env = z.infer<typeof schema>;

// A local production run (`npm run preview`, the tests, the bench) is told apart by its emulator.
export function inProduction(env: Env): boolean {
  const ownServer = env.NODE_ENV === 'production' && !env.VERCEL && !env.FIRESTORE_EMULATOR_HOST;
  return env.VERCEL_ENV === 'production' || ownServer;
}

function problems(env: Env): string[] {
  const out: string[] = [];
  const onVercelProduction = env.VERCEL_ENV === 'production';
  if (onVercelProduction) {
    const required = [
      'MAIL_TO',
      'MAIL_FROM',
      'SITE_URL',
      'REVALIDATE_SECRET',
      'FIREBASE_API_KEY',
    ] as const;
    for (const name of required) {
      const value = env[name];
      if (!value) out.push(`${name} is not set`);
      else if (/\.example(?:$|[/:>])/i.test(value)) out.push(`${name} is on an .example domain`);
    }
  }
  // Off Vercel, behind the operator's own proxy: the one header the client cannot write.
  const ownServer = inProduction(env) && !onVercelProduction;
  if (ownServer && !env.CLIENT_IP_HEADER)
    out.push(
      'CLIENT_IP_HEADER is not set (the header your proxy overwrites with the client address)',
    );
  if (!inProduction(env)) return out;
  // An emulator variable makes firebase-admin trust tokens it has not checked.
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const)
    if (env[name]) out.push(`${name} is set (an emulator, in production)`);
  if (!env.RATE_LIMIT_SALT) out.push('RATE_LIMIT_SALT is not set');
  else if (env.RATE_LIMIT_SALT === env.REVALIDATE_SECRET)
    out.push('RATE_LIMIT_SALT is the same as REVALIDATE_SECRET');
  if (ownServer && !env.SITE_URL) out.push('SITE_URL is not set');
  if (env.SITE_URL && !env.SITE_URL.startsWith('https://')) out.push('SITE_URL is not https');
  return out;
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  const found = parsed.success
    ? problems(parsed.data)
    : parsed.error.issues.map((issue) => issue.message);
  if (found.length > 0) throw new Error(`Configuration error: ${found.join('; ')}.`);
  return parsed.data!;
}

export function exitOnConfigError(source?: Record<string, string | undefined>): void {
  try {
    readEnv(source);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

let cached: { from: string; env: Env } | undefined;
export function getEnv(): Env {
  const from = Object.keys(schema.shape)
    .map((name) => process.env[name] ?? '')
    .join('\0');
  if (cached?.from !== from) cached = { from, env: readEnv() };
  return cached.env;
}
