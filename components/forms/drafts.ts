import type { FormKind } from '@/lib/forms/mail';
import { readForm, type FormValues } from '@/lib/forms/values';

/**
 * What a visitor has typed into each form, in this tab's memory only: never sent, gone with a
 * reload.
 */
const drafts = new Map<FormKind, FormValues>();
/** This page was loaded afresh with a draft (below): a second refusal must not reload again. */
let reloadedWithDraft = false;

export function keepDraft(kind: FormKind, form: HTMLFormElement) {
  drafts.set(kind, readForm(new FormData(form)));
}

export function draftOf(kind: FormKind): FormValues | undefined {
  return drafts.get(kind);
}

export function dropDraft(kind: FormKind) {
  drafts.delete(kind);
  // Sent: a later request from this page may be carried through a reload of its own.
  reloadedWithDraft = false;
}

/**
 * The one reload a draft is carried through: a send the site's new version refused (see send-
 * boundary.tsx) is sent again from the page loaded afresh.
 */
const RELOAD_KEY = 'locus-lex:aanvraag';
const RELOAD_WITHIN_MS = 5 * 60_000;

export function keepDraftThroughReload(kind: FormKind): boolean {
  const values = drafts.get(kind);
  if (!values || reloadedWithDraft) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ kind, values, at: Date.now() }));
    return true;
  } catch {
    // Storage refused (full, or switched off): the form stays, and says what to do.
    return false;
  }
}

/** The draft a reload carried for this form, now its draft again; false when there is none. */
export function takeDraftAfterReload(kind: FormKind): boolean {
  let kept: unknown;
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    if (raw === null) return false;
    sessionStorage.removeItem(RELOAD_KEY);
    kept = JSON.parse(raw);
  } catch {
    return false;
  }
  const { kind: keptKind, values, at } = (kept ?? {}) as Record<string, unknown>;
  if (keptKind !== kind || typeof at !== 'number' || Date.now() - at > RELOAD_WITHIN_MS) {
    return false;
  }
  if (!isFormValues(values)) return false;
  drafts.set(kind, values);
  reloadedWithDraft = true;
  return true;
}

/** Holds every field a form's values have, each of its type (an empty form's values say which). */
function isFormValues(v: unknown): v is FormValues {
  if (typeof v !== 'object' || v === null) return false;
  const fields = Object.entries(readForm(new FormData()));
  const record = v as Record<string, unknown>;
  return fields.every(([key, empty]) => typeof record[key] === typeof empty);
}
