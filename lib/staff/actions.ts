'use server';

import { updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { getEnv } from '@/lib/env';
import { addressKey, clientAddress } from '@/lib/forms/client-address';

import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, SIGN_IN_PATH } from './constants';
import { decodeCsv, planImport, type ImportPlan } from './csv';
import {
  endSession,
  requestSignInLink,
  requireStaff,
  staffSession,
  startSession,
  type SignInLink,
  type SignInRequest,
} from './session';
import {
  applyImport,
  deleteWine,
  IMPORT_MAX_CHANGES,
  markHandled,
  retryMail,
  saveWine,
  wineRow,
  wineRows,
} from './store';
import {
  checkWine,
  DOC_ID,
  FLAG_FIELDS,
  fromText,
  WINE_FIELDS,
  type WineField,
} from './wine-fields';

/** An import that deletes wines asks for a sign-in this recent. */
const RECENT_SIGN_IN_MS = 3_600_000;

const field = (formData: unknown, name: string) =>
  formData instanceof FormData ? String(formData.get(name) ?? '').trim() : '';

/** A document id as Firestore takes one: a crafted post gets the list back, not an error. */
function docId(formData: FormData): string {
  const id = field(formData, 'id');
  if (!DOC_ID.test(id)) redirect('/beheer');
  return id;
}

/** A page of the wine list to return to, never an address elsewhere. */
const backTo = (formData: FormData, fallback = '/beheer/wijnen') => {
  const back = field(formData, 'terug');
  return /^\/beheer\/wijnen(\?[^\s]*)?$/.test(back) ? back : fallback;
};

export async function requestSignIn(_: SignInRequest, formData: FormData): Promise<SignInRequest> {
  const email = z.email().max(200).safeParse(field(formData, 'email').toLowerCase());
  if (!email.success) return { status: 'invalid' };
  const address = clientAddress(await headers(), getEnv());
  try {
    return await requestSignInLink(email.data, address && addressKey(address));
  } catch (error) {
    console.error(
      `[staff] sign-in link not sent: ${error instanceof Error ? error.name : 'error'}`,
    );
    return { status: 'error' };
  }
}

export async function completeSignIn(formData: FormData) {
  const link: SignInLink = {
    email: field(formData, 'email'),
    code: field(formData, 'code'),
    until: field(formData, 'until'),
    sig: field(formData, 'sig'),
  };
  const started = await startSession(link).catch(() => false);
  redirect(started ? '/beheer' : `${SIGN_IN_PATH}?fout=link`);
}

export async function signOut() {
  await endSession(await staffSession()).catch(() => {});
  redirect(`${SIGN_IN_PATH}?afgemeld=1`);
}

export type WineFormState =
  | { status: 'idle' }
  | {
      status: 'invalid';
      problems: Partial<Record<WineField, string[]>>;
      values: Partial<Record<WineField, string>>;
    };

export async function saveWineAction(_: WineFormState, formData: FormData): Promise<WineFormState> {
  const staff = await requireStaff();
  const id = field(formData, 'id') ? docId(formData) : null;
  const values = Object.fromEntries(
    WINE_FIELDS.map(({ key }) => [key, field(formData, key)]),
  ) as Record<WineField, string>;
  const checked = checkWine(id ?? '', fromText(values));
  if (!checked.ok) return { status: 'invalid', problems: checked.problems, values };
  const saved = await saveWine(staff, id, checked.document);
  updateTag(CACHE_TAGS.wines);
  redirect(`/beheer/wijnen?bewaard=${encodeURIComponent(saved)}`);
}

/** Hides or shows a wine, or marks it sold out or back in stock, from the list. */
export async function setWineFlag(formData: FormData) {
  const staff = await requireStaff();
  const flag = FLAG_FIELDS.find((f) => f === field(formData, 'flag'));
  const row = await wineRow(docId(formData));
  if (!flag || !row?.checked.ok) redirect(`${backTo(formData)}`);
  const document = { ...row.checked.document, [flag]: field(formData, 'value') === 'ja' };
  await saveWine(staff, row.id, document, row.data);
  updateTag(CACHE_TAGS.wines);
  redirect(backTo(formData));
}

export async function deleteWineAction(formData: FormData) {
  const staff = await requireStaff();
  await deleteWine(staff, docId(formData));
  updateTag(CACHE_TAGS.wines);
  redirect('/beheer/wijnen?verwijderd=1');
}

/** What an import would do, by wine name: all the page shows of it. */
export type ImportSummary = {
  added: string[];
  changed: string[];
  removed: string[];
  invalid: ImportPlan['invalid'];
  unchanged: number;
};

export type ImportState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | { status: 'preview'; plan: ImportSummary; text: string };

const summary = (plan: ImportPlan): ImportSummary => ({
  added: plan.added.map((a) => a.document.name),
  changed: plan.changed.map((c) => c.document.name),
  removed: plan.removed.map((r) => String(r.before.name ?? r.id)),
  invalid: plan.invalid,
  unchanged: plan.unchanged,
});

async function readImport(formData: FormData): Promise<{ text: string } | { message: string }> {
  const file = formData instanceof FormData ? formData.get('bestand') : null;
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_MAX_BYTES) return { message: IMPORT_TOO_LARGE };
    return { text: decodeCsv(new Uint8Array(await file.arrayBuffer())) };
  }
  const text = field(formData, 'csv');
  return text ? { text } : { message: 'Kies een CSV-bestand.' };
}

export async function previewImport(_: ImportState, formData: FormData): Promise<ImportState> {
  await requireStaff();
  const read = await readImport(formData);
  if ('message' in read) return { status: 'error', message: read.message };
  const current = (await wineRows()).map(({ id, data }) => ({ id, data }));
  return { status: 'preview', plan: summary(planImport(read.text, current)), text: read.text };
}

export async function confirmImport(_: ImportState, formData: FormData): Promise<ImportState> {
  const staff = await requireStaff();
  const text = field(formData, 'csv');
  const current = (await wineRows()).map(({ id, data }) => ({ id, data }));
  const plan = planImport(text, current);
  const changes = plan.added.length + plan.changed.length + plan.removed.length;
  if (plan.invalid.length) return { status: 'preview', plan: summary(plan), text };
  if (changes > IMPORT_MAX_CHANGES)
    return {
      status: 'error',
      message: `Meer dan ${IMPORT_MAX_CHANGES} wijzigingen in één keer: importeer in delen.`,
    };
  if (plan.removed.length > 0 && Date.now() - staff.signedInAt > RECENT_SIGN_IN_MS)
    return {
      status: 'error',
      message:
        'Deze import verwijdert wijnen: meld je eerst opnieuw aan (je aanmelding is ouder dan een uur).',
    };
  if (changes) {
    await applyImport(staff, plan);
    updateTag(CACHE_TAGS.wines);
  }
  redirect(`/beheer/wijnen?geimporteerd=${changes}`);
}

export async function retryMailAction(formData: FormData) {
  await requireStaff();
  const retried = await retryMail(docId(formData)).catch(() => false);
  redirect(`/beheer/aanvragen${retried ? '?opnieuw=1' : ''}`);
}

export async function markHandledAction(formData: FormData) {
  const staff = await requireStaff();
  // A request gone by its retention period has nothing left to mark.
  await markHandled(staff, docId(formData), field(formData, 'value') === 'ja').catch(() => {});
  redirect('/beheer/aanvragen');
}
