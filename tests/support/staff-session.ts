import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

import { keepSession } from '@/lib/staff/session';

import { connect, emulatorTargets } from './emulators';

/** Google's emulator where it runs: only there does a transaction lock and a precondition hold. */
export function lockingTarget() {
  const targets = emulatorTargets();
  return targets.find((t) => t.name === 'google') ?? targets[0]!;
}

/** The staff tests' Auth (an app of their own) and Firestore, which the site's code then uses too. */
export async function staffEmulators(appName: string, projectId: string) {
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps().find((a) => a.name === appName) ?? initializeApp({ projectId }, appName);
  const target = lockingTarget();
  const db = await connect(target, projectId);
  process.env.FIRESTORE_EMULATOR_HOST = target.hostPort;
  return { auth: getAuth(app), db };
}

export function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** A session cookie for `email` made the way the site makes one: an e-mail link, spent. */
export async function sessionFor(auth: Auth, email: string, staff: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email }));
  await auth.setCustomUserClaims(user.uid, staff ? { staff: true } : {});
  const link = await auth.generateSignInWithEmailLink(email, {
    url: 'http://localhost/beheer/aanmelden/link',
    handleCodeInApp: true,
  });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, oobCode: new URL(link).searchParams.get('oobCode') }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: 3_600_000 });
  await keepSession(cookie);
  return cookie;
}
