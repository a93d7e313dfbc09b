import type { FormKind } from '@/lib/forms/mail';
import { readForm, type FormValues } from '@/lib/forms/values';

/**
 * What a visitor has typed into each form, in this tab's memory only: never stored, never sent,
 * gone with a reload. Next keeps the site in the page, so following a link away from a form and
 * coming back (Back, or a link) mounted the form afresh, empty, where a browser that loads pages
 * gives the typed text back. Kept as the form goes, dropped once a request is sent.
 */
const drafts = new Map<FormKind, FormValues>();

export function keepDraft(kind: FormKind, form: HTMLFormElement) {
  drafts.set(kind, readForm(new FormData(form)));
}

export function draftOf(kind: FormKind): FormValues | undefined {
  return drafts.get(kind);
}

export function dropDraft(kind: FormKind) {
  drafts.delete(kind);
}
