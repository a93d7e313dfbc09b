'use client';

import { unstable_isUnrecognizedActionError as isFromOlderSite } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';

import { MailLink } from '@/components/content/mail-link';
import type { FormState } from '@/lib/forms/values';
import { HONEYPOT, LANGUAGE_FIELD, UNREAD } from '@/lib/forms/constants';
import type { FormKind } from '@/lib/forms/mail';
import { FIELD_ORDER, readForm } from '@/lib/forms/values';

import { Answer, Checkbox, TextField } from './fields';
import styles from './form.module.scss';
import { counted, useFormWords } from './form-words';

type Props = {
  kind: FormKind | 'reservation';
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  /** The fields between the contact details and the privacy checkbox. */
  children: ReactNode;
};

const STATUS_ID = 'form-status';
const CONTACT = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * Without JavaScript the browser posts to the action and the page renders its answer. With it the
 * form sends itself, so a send that gets no answer keeps every field and says so.
 */
export function RequestForm({ kind, action, children }: Props) {
  const words = useFormWords();
  const [posted, formAction] = useActionState(action, { status: 'idle' });
  const [answer, setAnswer] = useState<FormState>();
  const [sending, startSending] = useTransition();
  const state = answer ?? posted;
  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    // A date typed in part is posted as empty: the server is told, and asks for it whole.
    for (const field of form.elements)
      if (field instanceof HTMLInputElement && field.validity.badInput)
        data.append(UNREAD, field.name);
    startSending(async () => {
      let next: FormState;
      try {
        next = await action({ status: 'idle' }, data);
      } catch (error) {
        const message = words.notSent[isFromOlderSite(error) ? 'outdated' : 'connection'];
        next = { status: 'error', message, values: readForm(data) };
      }
      // In the transition, so the answer and the button's end of sending show together.
      startSending(() => setAnswer(next));
    });
  };
  const target =
    state.status === 'idle'
      ? undefined
      : state.status === 'invalid'
        ? (FIELD_ORDER.find((field) => state.errors[field]?.length) ?? STATUS_ID)
        : STATUS_ID;
  // Each answer is a new state, so a second identical refusal moves focus again; a page shown again
  // after a link away and Back keeps its place.
  const focused = useRef<FormState>(undefined);
  useEffect(() => {
    if (focused.current === state) return;
    focused.current = state;
    const element = target ? document.getElementById(target) : null;
    if (element) focusInView(element, element.closest(`.${styles.field}, .${styles.checkField}`));
  }, [state, target]);
  // A sent form left by a link is an empty one when the visitor comes back to it.
  useEffect(() => {
    if (answer?.status === 'success') return () => setAnswer(undefined);
  }, [answer]);
  if (state.status === 'success') {
    return (
      <p id={STATUS_ID} className={styles.thanks} role="status" tabIndex={-1} autoFocus>
        {words.thanks[kind]}
      </p>
    );
  }
  const values = state.status === 'idle' ? undefined : state.values;
  const errors = state.status === 'invalid' ? state.errors : {};
  let status = state.status === 'error' ? state.message : '';
  if (state.status === 'invalid')
    status = counted(words, words.attention, Object.keys(state.errors).length);
  return (
    <Answer value={{ values, errors, focus: target }}>
      <form
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          send(event.currentTarget);
        }}
        className={styles.form}
        noValidate
      >
        <p
          id={STATUS_ID}
          className={state.status === 'error' ? styles.alert : styles.summary}
          role={state.status === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
          autoFocus={target === STATUS_ID || undefined}
        >
          {status
            .split(/([^\s@]+@[^\s@]+\.[a-z]{2,})/i)
            .map((part, i) => (i % 2 ? <MailLink key={i} address={part} /> : part))}
        </p>
        {CONTACT.map(({ name, type, autoComplete }) => (
          <TextField key={name} name={name} type={type} required autoComplete={autoComplete} />
        ))}
        {children}
        <Checkbox name="privacyAccepted" label={words.privacy} initially={false} />
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={HONEYPOT}>{words.honeypot}</label>
          {/* Each password manager's own attribute keeps it from filling this in. */}
          <input
            id={HONEYPOT}
            name={HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
          />
        </div>
        <input type="hidden" name={LANGUAGE_FIELD} value={words.locale} />
        <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending}>
          {sending ? words.sending : words.send}
        </button>
      </form>
    </Answer>
  );
}

/** Focuses what an answer points at with its whole field in view below the bar. */
function focusInView(element: HTMLElement, field: HTMLElement | null) {
  // Read before the focus, which adds a text control's label to the scroll padding.
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  element.focus({ preventScroll: true });
  const box = (field ?? element).getBoundingClientRect();
  if (box.top < top || box.bottom > window.innerHeight)
    (field ?? element).scrollIntoView({ block: 'center' });
}
