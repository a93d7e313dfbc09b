import { expect, type Browser, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import { e2eDb } from './db';

/** A staff account of the run's Authentication emulator (FIREBASE_AUTH_EMULATOR_HOST). */
export async function staffAccount(email: string) {
  e2eDb();
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email }));
  await auth.setCustomUserClaims(user.uid, { staff: true });
  return email;
}

/** Signs in as staff the way they do: the form, then the link in the mail it queued. */
export async function signIn(page: Page, email: string) {
  await page.goto('/beheer');
  await expect(page).toHaveURL(/\/beheer\/aanmelden$/);
  await page.getByLabel('E-mailadres').fill(email);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Stuur mij een aanmeldlink' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'aanmeldlink in de mailbox' }),
  ).toBeVisible();
  // The link is mailed after the answer, which is the same for any address.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await e2eDb()
        .collection('mail')
        .where('to', '==', email)
        .where('kind', '==', 'sign-in')
        .get();
      const newest = mails.docs
        .map((d) => d.data())
        .filter((m) => m.createdAt.toMillis() >= asked)
        .sort((a, b) => b.createdAt - a.createdAt)[0];
      link = /https?:\/\/\S+\/beheer\/aanmelden\/link\?\S+/.exec(newest?.message.text)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  // Exact: the sign-in page's own heading ("Aanmelden in het beheer") holds the word too.
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer', exact: true })).toBeVisible();
}

/** A staff member signed in on a phone, in a context of its own to close when done. */
export async function staffOnPhone(browser: Browser, email: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, await staffAccount(email));
  return { context, page };
}
