import { expect, type Locator, type Page } from '@playwright/test';

import { e2eDb } from './db';

export type Visitor = { name: string; phone: string; email: string; message?: string };

/** Fills the fields a visitor types into, by their labels. */
export async function fillContact(page: Page, visitor: Visitor) {
  await page.getByLabel(/^Naam/).fill(visitor.name);
  await page.getByLabel(/^Telefoon/).fill(visitor.phone);
  await page.getByLabel(/^E-mail/).fill(visitor.email);
  if (visitor.message !== undefined) await page.getByLabel(/^Bericht/).fill(visitor.message);
}

/** The mail documents whose reply-to is this visitor's address. */
export async function mailsFor(email: string) {
  const snap = await e2eDb().collection('mail').get();
  return snap.docs.map((d) => d.data()).filter((m) => String(m.replyTo).includes(`<${email}>`));
}

export async function expectOneMail(email: string) {
  await expect.poll(async () => (await mailsFor(email)).length).toBe(1);
  return (await mailsFor(email))[0]!;
}

/**
 * Waits until `top` (a label, a message) starts below the header bar where it shows, and `bottom`
 * (the control itself, by default `top`) ends above the screen's lower edge.
 */
export async function expectInView(page: Page, top: Locator, bottom: Locator = top) {
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const bar = (await page.getByRole('banner').boundingBox())!;
      const first = (await top.boundingBox())!;
      const last = (await bottom.boundingBox())!;
      return first.y >= Math.max(0, bar.y + bar.height) && last.y + last.height <= height;
    })
    .toBe(true);
}
