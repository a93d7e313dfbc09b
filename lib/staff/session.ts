import 'server-only';

import { getAuth, type Auth } from 'firebase-admin/auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';

import {
  firebaseApp,
  firestoreConfigured,
  getDb,
  MAIL_COLLECTION,
  takePlace,
} from '@/lib/firestore';
import { getEnv } from '@/lib/env';
import { escapeHtml } from '@/lib/text';
import { pseudonym } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { SESSION_COOKIE, SIGN_IN_PATH, STAFF_PATH } from './constants';

/** Firebase allows session cookies of at most two weeks; a staff member signs in again after five days. */
export const SESSION_DAYS = 5;
/** Sign-in links an hour, per address and per e-mail. */
export const SIGN_IN_LIMIT = 5;

export type Staff = { uid: string; email: string };

function auth(): Auth {
  return getAuth(firebaseApp());
}

/**
 * The signed-in staff member, checked with Firebase on every call: a revoked session, an expired
 * one or an account without the staff claim is nobody.
 */
export async function staffSession(): Promise<Staff | null> {
  // Checking a session reads the clock: this request's, never a prerender's.
  await connection();
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie || !firestoreConfigured()) return null;
  try {
    const claims = await auth().verifySessionCookie(cookie, true);
    return claims.staff === true && claims.email ? { uid: claims.uid, email: claims.email } : null;
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
 * Mails a sign-in link to `email` when it belongs to staff; the answer is the same either way,
 * so the form tells nobody who works here. Counted per address and per e-mail, each an hour.
 */
export async function mailSignInLink(
  email: string,
  address: string | undefined,
): Promise<SignInRequest> {
  const db = getDb();
  const now = Date.now();
  // An unknown address (no proxy header) would be everyone's: then only the e-mail is counted.
  const keys = [...(address ? [`sign-in:${address}`] : []), `sign-in:${email}`];
  for (const key of keys)
    if (!(await takePlace(db, pseudonym(key), SIGN_IN_LIMIT, now))) return { status: 'limited' };
  const user = await auth()
    .getUserByEmail(email)
    .catch(() => null);
  if (user?.customClaims?.staff !== true || user.disabled) return { status: 'sent' };

  const site = getSiteConfig();
  const landing = `${site.siteUrl}${SIGN_IN_PATH}/link`;
  const firebaseLink = await auth().generateSignInWithEmailLink(email, {
    url: landing,
    handleCodeInApp: true,
  });
  const code = new URL(firebaseLink).searchParams.get('oobCode') ?? '';
  // The link opens a page of the site that asks for one click, so a mail scanner that follows
  // links cannot spend it.
  const link = `${landing}?${new URLSearchParams({ email, code })}`;
  const text = `Goedendag,\n\nMet deze link meld je je aan in het beheer van ${site.name}. Hij werkt één keer, binnen het uur:\n\n${link}\n\nVroeg je niets aan? Dan mag je deze mail negeren.`;
  await db.collection(MAIL_COLLECTION).add({
    to: email,
    from: site.mail.from,
    kind: 'sign-in',
    message: {
      subject: `Aanmelden bij ${site.name}`,
      text,
      html: `<p>Goedendag,</p><p>Met deze link meld je je aan in het beheer van ${escapeHtml(site.name)}. Hij werkt één keer, binnen het uur:</p><p><a href="${escapeHtml(link)}">Aanmelden</a></p><p>Vroeg je niets aan? Dan mag je deze mail negeren.</p>`,
    },
    createdAt: new Date(now),
    expiresAt: new Date(now + 86_400_000),
  });
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST)
    console.info(`[staff] sign-in link (emulator only): ${link}`);
  return { status: 'sent' };
}

/** Where the Identity Toolkit REST API answers: the emulator's, or Google's. */
function identityToolkit(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

/** Spends a sign-in link and keeps the session in an httpOnly cookie; false when it fails. */
export async function startSession(email: string, code: string): Promise<boolean> {
  const key = getEnv().FIREBASE_API_KEY || 'emulator';
  const response = await fetch(`${identityToolkit()}/accounts:signInWithEmailLink?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, oobCode: code }),
    cache: 'no-store',
  }).catch(() => null);
  if (!response?.ok) return false;
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) return false;
  const claims = await auth()
    .verifyIdToken(idToken)
    .catch(() => null);
  if (claims?.staff !== true) return false;
  const expiresIn = SESSION_DAYS * 86_400_000;
  const session = await auth().createSessionCookie(idToken, { expiresIn });
  (await cookies()).set(SESSION_COOKIE, session, {
    httpOnly: true,
    secure: process.env.NODE_ENV === 'production' && getSiteConfig().siteUrl.startsWith('https:'),
    sameSite: 'lax',
    path: STAFF_PATH,
    maxAge: expiresIn / 1000,
  });
  return true;
}

/** Ends the session here and every other session of the account. */
export async function endSession(staff: Staff | null): Promise<void> {
  if (staff) await auth().revokeRefreshTokens(staff.uid);
  (await cookies()).delete({ name: SESSION_COOKIE, path: STAFF_PATH });
}
