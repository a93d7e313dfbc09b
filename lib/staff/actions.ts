'use server';

import { updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { getEnv } from '@/lib/env';
import { addressKey, clientAddress } from '@/lib/rate-limit';

import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, SIGN_IN_PATH } from './constants';
import { decodeCsv, planCounts, planImport, type ImportPlan } from './csv';
import {
  endSession,
  requestSignInLink,
  requireStaff,
  staffSession,
  startSession,
  type SignInLink,
  type SignInRequest,
} from './session';
import { logStaff } from './log';
import {
  applyImport,
  deleteWine,
  IMPORT_MAX_CHANGES,
  importToken,
  markHandled,
  retryMail,
  saveWine,
  setFlag,
  getWineDocs,
} from './store';
import {
  checkWine,
  DOC_ID,
  fieldChanges,
  FLAG_FIELDS,
  fromText,
  textValues,
  WINE_FIELDS,
  type WineField,
} from './wine-fields';

const RECENT_SIGN_IN_MS = 3_600_000;

const field = (formData: unknown, name: string) =>
  formData instanceof FormData ? String(formData.get(name) ?? '').trim() : '';

// A crafted post gets the list back, not an error.
function docId(formData: FormData): string {
  const id = field(formData, 'id');
  if (!DOC_ID.test(id)) redirect('/beheer');
  return id;
}

// Never an address elsewhere.
const backTo = (formData: FormData, fallback = '/beheer/wijnen') => {
  const back = field(formData, 'terug');
  return /^\/beheer\/wijnen(\?[^\s]*)?$/.test(back) ? back : fallback;
};

export async function requestSignInAction(
  _: SignInRequest,
  formData: FormData,
): Promise<SignInRequest> {
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

export async function completeSignInAction(formData: FormData) {
  const link: SignInLink = {
    email: field(formData, 'email'),
    code: field(formData, 'code'),
    until: field(formData, 'until'),
    sig: field(formData, 'sig'),
  };
  const started = await startSession(link).catch(() => false);
  redirect(started ? '/beheer' : `${SIGN_IN_PATH}?fout=link`);
}

export async function signOutAction() {
  await endSession(await staffSession()).catch((error: unknown) =>
    console.error(
      `[staff] sign-out not completed: ${error instanceof Error ? error.name : 'error'}`,
    ),
  );
  redirect(`${SIGN_IN_PATH}?afgemeld=1`);
}

type Posted = { values: Partial<Record<WineField, string>>; version: string; opened: string };

export type WineFormState =
  | { status: 'idle' }
  | ({ status: 'invalid'; problems: Partial<Record<WineField, string[]>> } & Posted)
  | ({ status: 'changed'; changes: string[] } & Posted);

function openedValues(json: string): Record<string, string> {
  try {
    return z.record(z.string(), z.string()).parse(JSON.parse(json));
  } catch {
    return {};
  }
}

export async function saveWineAction(_: WineFormState, formData: FormData): Promise<WineFormState> {
  const staff = await requireStaff();
  const id = field(formData, 'id') ? docId(formData) : null;
  // The labels are checkboxes of one name: a value for each box ticked.
  const posted: Posted = {
    values: Object.fromEntries(
      WINE_FIELDS.map(({ key }) => [
        key,
        key === 'labels' ? formData.getAll(key).map(String).join(', ') : field(formData, key),
      ]),
    ),
    version: field(formData, 'versie'),
    opened: field(formData, 'geopend'),
  };
  const checked = checkWine(id ?? '', fromText(posted.values));
  if (!checked.ok) return { status: 'invalid', problems: checked.problems, ...posted };
  const written = await saveWine(staff, id, posted.version, checked.document);
  if (written.status === 'changed') {
    // What someone else changed since this form was opened; the next save goes over it knowingly.
    const now = written.now;
    return {
      status: 'changed',
      changes: now ? fieldChanges(fromText(openedValues(posted.opened)), now.data) : [],
      values: posted.values,
      version: now?.version ?? '',
      opened: JSON.stringify(textValues(now?.data)),
    };
  }
  updateTag(CACHE_TAGS.wines);
  redirect(`/beheer/wijnen?bewaard=${encodeURIComponent(written.id)}`);
}

function withChanged(back: string, id: string) {
  const url = new URL(back, 'http://beheer');
  url.searchParams.set('gewijzigd', id);
  return `${url.pathname}${url.search}`;
}

export async function setWineFlagAction(formData: FormData) {
  const staff = await requireStaff();
  const flag = FLAG_FIELDS.find((f) => f === field(formData, 'flag'));
  const id = docId(formData);
  if (!flag) redirect(backTo(formData));
  const on = field(formData, 'value') === 'ja';
  const written = await setFlag(staff, id, field(formData, 'versie'), flag, on);
  if (written.status === 'changed') redirect(withChanged(backTo(formData), id));
  updateTag(CACHE_TAGS.wines);
  redirect(backTo(formData));
}

export async function deleteWineAction(formData: FormData) {
  const staff = await requireStaff();
  const id = docId(formData);
  const written = await deleteWine(staff, id, field(formData, 'versie'));
  if (written.status === 'changed') redirect(withChanged('/beheer/wijnen', id));
  updateTag(CACHE_TAGS.wines);
  redirect('/beheer/wijnen?verwijderd=1');
}

type ImportSummary = {
  added: string[];
  changed: { name: string; fields: string[] }[];
  removed: string[];
  invalid: ImportPlan['invalid'];
  unchanged: number;
};

export type ImportState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | { status: 'preview'; plan: ImportSummary; text: string; token: string };

const summary = (plan: ImportPlan): ImportSummary => ({
  added: plan.added.map((a) => a.document.name),
  changed: plan.changed.map((c) => ({
    name: c.document.name,
    fields: fieldChanges(c.before, c.document),
  })),
  removed: plan.removed.map((r) => String(r.before.name ?? r.id)),
  invalid: plan.invalid,
  unchanged: plan.unchanged,
});

// A form posts line breaks as CRLF whatever the file had: one form for preview and confirm.
const csvText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

async function readImport(formData: FormData): Promise<{ text: string } | { message: string }> {
  const file = formData instanceof FormData ? formData.get('bestand') : null;
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_MAX_BYTES) return { message: IMPORT_TOO_LARGE };
    return { text: csvText(decodeCsv(new Uint8Array(await file.arrayBuffer()))) };
  }
  const text = csvText(field(formData, 'csv'));
  return text ? { text } : { message: 'Kies een CSV-bestand.' };
}

async function previewImport(_: ImportState, formData: FormData): Promise<ImportState> {
  const staff = await requireStaff();
  const read = await readImport(formData);
  if ('message' in read) return { status: 'error', message: read.message };
  const rows = await getWineDocs();
  const plan = planImport(read.text, rows);
  await logStaff({ by: staff.email, action: 'import-preview', detail: planCounts(plan) });
  return {
    status: 'preview',
    plan: summary(plan),
    text: read.text,
    token: importToken(read.text, rows),
  };
}

async function confirmImport(state: ImportState, formData: FormData): Promise<ImportState> {
  const staff = await requireStaff();
  // The file comes back once, in the preview's state, and its token proves it unchanged.
  const written = await applyImport(
    staff,
    state.status === 'preview' ? state.text : '',
    field(formData, 'token'),
    (plan) => {
      const changes = plan.added.length + plan.changed.length + plan.removed.length;
      if (plan.invalid.length) return 'Het bestand is niet in orde: bekijk het voorbeeld opnieuw.';
      if (changes > IMPORT_MAX_CHANGES)
        return `Meer dan ${IMPORT_MAX_CHANGES} wijzigingen in één keer: importeer in delen.`;
      if (plan.removed.length > 0 && Date.now() - staff.signedInAt > RECENT_SIGN_IN_MS)
        return 'Deze import verwijdert wijnen: meld je eerst opnieuw aan (je aanmelding is ouder dan een uur).';
      return null;
    },
  );
  if (written.status === 'changed')
    return {
      status: 'error',
      message:
        'Iemand wijzigde intussen de wijnlijst (of het bestand is niet meer hetzelfde); er is niets bewaard. Bekijk het voorbeeld opnieuw.',
    };
  if (written.status === 'refused') return { status: 'error', message: written.message };
  if (written.changes) updateTag(CACHE_TAGS.wines);
  redirect(`/beheer/wijnen?geimporteerd=${written.changes}`);
}

export async function importAction(state: ImportState, formData: FormData): Promise<ImportState> {
  return field(formData, 'token') ? confirmImport(state, formData) : previewImport(state, formData);
}

export async function retryMailAction(formData: FormData) {
  const staff = await requireStaff();
  const retried = await retryMail(staff, docId(formData));
  redirect(`/beheer/aanvragen${retried ? '?opnieuw=1' : ''}`);
}

export async function markHandledAction(formData: FormData) {
  const staff = await requireStaff();
  await markHandled(staff, docId(formData), field(formData, 'value') === 'ja');
  redirect('/beheer/aanvragen');
}
