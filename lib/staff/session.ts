import 'server-only';

import { getAuth, type Auth } from 'firebase-admin/auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { after, connection } from 'next/server';
import type { Timestamp } from 'firebase-admin/firestore';

import { firebaseApp, firestoreConfigured, getDb } from '@/lib/firestore';
import { houseMail, mailLink } from '@/lib/mail';
import { queueMail } from '@/lib/mail-queue';
import { takePlace } from '@/lib/rate-limit';
import { getEnv, inProduction } from '@/lib/env';
import { pseudonym, secretMatches } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { LINK_MINUTES, SESSION_COOKIE, SIGN_IN_PATH, STAFF_PATH } from './constants';
import { logStaff } from './log';

/** Firebase allows session cookies of at most two weeks; a staff member signs in again after five days. */
const SESSION_DAYS = 5;
/** A session nobody used for this long is over: a staff computer left signed in. */
const IDLE_HOURS = 8;
/**
 * Sign-in requests an hour per requester address, and for the whole site; links mailed an hour per
 * e-mail, more than one requester may ask, so asking in a staff member's name does not lock them out.
 */
export const SIGN_IN_LIMIT = 5;
const SIGN_IN_SITE_LIMIT = 50;
const SIGN_IN_MAILS = 20;
const SESSIONS_COLLECTION = 'staff-sessions';
const HOUR_MS = 3_600_000;

export type Staff = { uid: string; email: string; signedInAt: number };

function auth(): Auth {
  return getAuth(firebaseApp());
}

/** A session's own document: when it began and was last used, so an idle one ends. */
const sessionDoc = (cookie: string) =>
  getDb()
    .collection(SESSIONS_COLLECTION)
    .doc(pseudonym(`session:${cookie}`));

/** Keeps a session just begun, with the cookie that carries it. */
export async function keepSession(cookie: string, now = Date.now()): Promise<void> {
  await sessionDoc(cookie).set({
    signedInAt: new Date(now),
    seenAt: new Date(now),
    expiresAt: new Date(now + IDLE_HOURS * HOUR_MS),
  });
}

/**
 * The signed-in staff member, checked with Firebase on every call: a revoked session, an expired
 * or idle one, or an account without the staff claim is nobody.
 */
export async function staffSession(): Promise<Staff | null> {
  // Checking a session reads the clock: this request's, never a prerender's.
  await connection();
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie || !firestoreConfigured()) return null;
  // An emulator variable in production makes firebase-admin take unsigned tokens: no session then.
  getEnv();
  try {
    const claims = await auth().verifySessionCookie(cookie, true);
    if (claims.staff !== true || !claims.email) return null;
    const doc = sessionDoc(cookie);
    const kept = await doc.get();
    const seen = kept.get('seenAt') as Timestamp | undefined;
    const now = Date.now();
    if (!seen || now - seen.toMillis() > IDLE_HOURS * HOUR_MS) return null;
    // Written at most once a minute: a page with several checks costs one write.
    if (now - seen.toMillis() > 60_000)
      await doc.update({ seenAt: new Date(now), expiresAt: new Date(now + IDLE_HOURS * HOUR_MS) });
    const signedInAt = (kept.get('signedInAt') as Timestamp).toMillis();
    return { uid: claims.uid, email: claims.email, signedInAt };
  } catch {
    return null;
  }
}

/** The staff member of this request, or the sign-in page: the first line of every staff page and action. */
export async function requireStaff(): Promise<Staff> {
  const staff = await staffSession();
  if (!staff) redirect(SIGN_IN_PATH);
  return staff;
}

export type SignInRequest = { status: 'idle' | 'sent' | 'limited' | 'invalid' | 'error' };

/**
 * Asks for a sign-in link for `email`. The answer comes before anything about the address is
 * looked up, and is the same for any address: whether it is staff, and the link and its mail, are
 * worked out after it (`after()`). Counted per requester address and for the whole site.
 */
export async function requestSignInLink(
  email: string,
  address: string | undefined,
): Promise<SignInRequest> {
  const db = getDb();
  const now = Date.now();
  const limits: [string, number][] = [
    ...(address ? [[`sign-in:${address}`, SIGN_IN_LIMIT] as [string, number]] : []),
    ['sign-in:site', SIGN_IN_SITE_LIMIT],
  ];
  for (const [key, limit] of limits)
    if (!(await takePlace(db, pseudonym(key), limit, now))) return { status: 'limited' };
  after(() =>
    mailSignInLink(email, now).catch((error: unknown) =>
      console.error(
        `[staff] sign-in link not sent: ${error instanceof Error ? error.name : 'error'}`,
      ),
    ),
  );
  return { status: 'sent' };
}

/** What a sign-in link carries besides Firebase's code: its end, signed by the site. */
const linkSignature = (email: string, code: string, until: number) =>
  pseudonym(`sign-in-link:${email}:${code}:${until}`);

/** Mails a sign-in link to `email` if it belongs to staff, at most SIGN_IN_MAILS an hour. */
async function mailSignInLink(email: string, now: number): Promise<void> {
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => null);
  if (user?.customClaims?.staff !== true || user.disabled) return;
  // Counted on links really mailed: nobody locks a staff member out by asking in their name.
  const db = getDb();
  if (!(await takePlace(db, pseudonym(`sign-in-mail:${email}`), SIGN_IN_MAILS, now))) return;

  const site = getSiteConfig();
  const landing = `${site.siteUrl}${SIGN_IN_PATH}/link`;
  const firebaseLink = await auth().generateSignInWithEmailLink(email, {
    url: landing,
    handleCodeInApp: true,
  });
  const code = new URL(firebaseLink).searchParams.get('oobCode') ?? '';
  const until = String(now + LINK_MINUTES * 60_000);
  // The link opens a page of the site that asks for one click, so a mail scanner that follows
  // links cannot spend it.
  const link = `${landing}?${new URLSearchParams({ email, code, until, sig: linkSignature(email, code, Number(until)) })}`;
  const intro = `Met deze link meld je je aan in het beheer van ${site.name}. Hij werkt één keer, binnen ${LINK_MINUTES} minuten:`;
  const ignore = 'Vroeg je niets aan? Dan mag je deze mail negeren.';
  const message = houseMail({
    subject: `Aanmelden bij ${site.name}`,
    greeting: 'Goedendag,',
    intro,
    after: [{ text: link, html: mailLink(link, 'Aanmelden') }, { text: ignore }],
    signature: `De website van ${site.name}`,
  });
  // The link is a credential: its mail is deleted within the hour.
  await queueMail(undefined, { to: email, from: site.mail.from, message }, 'sign-in', HOUR_MS);
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST)
    console.info(`[staff] sign-in link (emulator only): ${link}`);
}

/** Where the Identity Toolkit REST API answers: the emulator's, or Google's. */
function identityToolkit(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

export type SignInLink = { email: string; code: string; until: string; sig: string };

/**
 * A refused sign-in of a link the site signed, in the staff log, at most SIGN_IN_MAILS an hour per
 * address (a link replayed). A made-up link costs no database work: a console line only.
 */
async function logRefusal(email: string, reason: string) {
  const key = pseudonym(`sign-in-refused:${email}`);
  if (await takePlace(getDb(), key, SIGN_IN_MAILS, Date.now()))
    await logStaff({ by: email, action: 'sign-in-refused', detail: reason });
}

/** Spends a sign-in link and keeps the session in an httpOnly cookie; false when it fails. */
export async function startSession({ email, code, until, sig }: SignInLink): Promise<boolean> {
  const ends = Number(until);
  if (!secretMatches(sig, linkSignature(email, code, ends))) {
    console.warn('[staff] sign-in refused: a link the site did not sign');
    return false;
  }
  const refuse = async (reason: string) => (await logRefusal(email, reason), false);
  if (!(ends > Date.now())) return refuse('link verlopen');
  const key = getEnv().FIREBASE_API_KEY || 'emulator';
  const response = await fetch(`${identityToolkit()}/accounts:signInWithEmailLink?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, oobCode: code }),
    cache: 'no-store',
  }).catch(() => null);
  if (!response || response.status >= 500) return refuse('Firebase niet bereikbaar');
  const { idToken } = response.ok ? ((await response.json()) as { idToken?: string }) : {};
  if (!idToken) return refuse('link al gebruikt of niet meer geldig');
  const claims = await auth()
    .verifyIdToken(idToken)
    .catch(() => null);
  if (!claims) return refuse('Firebase-token niet te controleren');
  if (claims.staff !== true) return refuse('geen medewerker');
  const expiresIn = SESSION_DAYS * 86_400_000;
  const session = await auth().createSessionCookie(idToken, { expiresIn });
  await logStaff({ by: claims.email ?? email, action: 'sign-in' });
  await keepSession(session);
  (await cookies()).set(SESSION_COOKIE, session, {
    httpOnly: true,
    secure: inProduction(getEnv()),
    sameSite: 'strict',
    path: STAFF_PATH,
    maxAge: expiresIn / 1000,
  });
  return true;
}

/** Ends the session here and every other session of the account. */
export async function endSession(staff: Staff | null): Promise<void> {
  const jar = await cookies();
  const cookie = jar.get(SESSION_COOKIE)?.value;
  jar.delete({ name: SESSION_COOKIE, path: STAFF_PATH });
  if (cookie) await sessionDoc(cookie).delete();
  if (staff) {
    await auth().revokeRefreshTokens(staff.uid);
    await logStaff({ by: staff.email, action: 'sign-out' });
  }
}
