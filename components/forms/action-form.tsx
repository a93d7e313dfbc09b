'use client';

import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

import { countNote, HONEYPOT, LANGUAGE_FIELD, LIMITS, UNREAD } from '@/lib/forms/constants';
import type { FormKind } from '@/lib/forms/mail';
import type { FormState } from '@/lib/forms/submit';
import type { FieldErrors } from '@/lib/forms/values';
import { carried, readForm, uncut, type FormValues } from '@/lib/forms/values';
import type { FormWords } from '@/lib/forms/words';

import { ContactFields, PrivacyField } from './contact-fields';
import { draftOf, dropDraft, keepDraft } from './drafts';
import { FocusField, Honeypot } from './fields';
import styles from './form.module.scss';
import { focusInView, focusTarget } from './focus-target';
import { FormStatus, STATUS_ID } from './form-status';
import { useFormWords } from './form-words';
import { SendBoundary, useSendRecovery, type SendFailure } from './send-boundary';
import { SubmitButton } from './submit-button';

type Props = {
  /** Which form: its draft is kept under this name. */
  kind: FormKind;
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  thanks: string;
  /** The fields between the contact details and the privacy checkbox. */
  children: (values: FormValues | undefined, errors: FieldErrors) => ReactNode;
};

/**
 * What both forms share: the server action's state (errors only after a submit, values fed back so
 * nothing typed is lost), name, phone and e-mail, the privacy checkbox, the honeypot, the sending
 * button, and the thank-you text that replaces the form and stays.
 */
export function ActionForm(props: Props) {
  const send = useSendRecovery(props.kind);
  // A sent form left by a link (its page kept hidden) is a new, empty form when the visitor returns.
  const [round, setRound] = useState(0);
  const renew = useCallback(() => setRound((r) => r + 1), []);
  return (
    <SendBoundary key={`${send.attempt}-${round}`} onCatch={send.onCatch} onMount={send.onMount}>
      <FormBody {...props} failure={send.failure} onSend={send.onSend} onLeftSent={renew} />
    </SendBoundary>
  );
}

function FormBody({
  kind,
  action,
  thanks,
  children,
  failure,
  onSend,
  onLeftSent,
}: Props & { failure: SendFailure | undefined; onSend: () => void; onLeftSent: () => void }) {
  const words = useFormWords();
  // Read once, as the form mounts: on a page's first load there is none, as on the server.
  const [draft] = useState(() => draftOf(kind));
  const [state, formAction, sending] = useActionState<FormState, FormData>(
    action,
    failure && draft ? notSent(words, failure, draft) : { status: 'idle' },
  );
  // What the visitor sent last, whole: the answer carries each text back only so far (`carried`),
  // and what it cut is given to the fields whole again from this. After a send that did not
  // arrive, its draft.
  const [sent, setSent] = useState(() => (failure ? draft : undefined));
  useEffect(() => {
    if (state.status !== 'success') return;
    dropDraft(kind);
    return onLeftSent;
  }, [kind, state, onLeftSent]);
  // What the form holds as it goes: the visitor leaves the page, or a failed send takes it down.
  // One function for the form's life, so React calls it as the form goes, not at every answer.
  const keepOnLeaving = useCallback(
    (form: HTMLFormElement | null) => () => {
      if (form) keepDraft(kind, form);
    },
    [kind],
  );
  const target = focusTarget(state);
  // Each answer is a new state, so a second identical refusal moves focus again. Without
  // JavaScript the same target is rendered with `autofocus` and the browser does it on load.
  useEffect(() => {
    const element = target ? document.getElementById(target) : null;
    if (!element) return;
    const field = element.closest<HTMLElement>(`.${styles.field}, .${styles.checkField}`);
    focusInView(element, field ?? element);
  }, [state, target]);
  if (state.status === 'success') {
    return (
      <p id={STATUS_ID} className={styles.thanks} role="status" tabIndex={-1} autoFocus>
        {thanks}
      </p>
    );
  }
  const values = state.status === 'idle' ? draft : uncut(state.values, sent);
  const errors = state.status === 'invalid' ? state.errors : {};
  return (
    <FocusField value={target}>
      <form
        // Without the script the browser posts the form to the action; with it, it is sent from
        // here, which leaves every field as the visitor has it.
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          nameUnread(form);
          onSend();
          const data = new FormData(form);
          setSent(readForm(data));
          startTransition(() => formAction(data));
        }}
        ref={keepOnLeaving}
        className={styles.form}
        noValidate
      >
        <FormStatus state={state} />
        <ContactFields values={values} errors={errors} />
        {children(values, errors)}
        <PrivacyField values={values} errors={errors} />
        <Honeypot name={HONEYPOT} />
        <input type="hidden" name={UNREAD} defaultValue="" />
        <input type="hidden" name={LANGUAGE_FIELD} value={words.locale} />
        <SubmitButton sending={sending} />
      </form>
    </FocusField>
  );
}

/**
 * The form again after a send that did not arrive, with what it sent (carried as an answer would
 * be: React sends this state up with the next post). A post too large to be taken is answered as
 * the server answers a message over its limit, where that is what made it so.
 */
function notSent(words: FormWords, failure: SendFailure, draft: FormValues): FormState {
  const values = carried(draft);
  if (failure === 'tooLarge' && countNote(draft.message, LIMITS.message)?.state === 'over')
    return { status: 'invalid', errors: { message: [words.messageTooLong] }, values };
  const message = failure === 'reloading' ? words.reloading : words.notSent[failure];
  return { status: 'error', message, values };
}

/**
 * Names, in the form's UNREAD field, the fields the browser cannot read as they stand: a date
 * typed in part is posted as nothing, so the server would take it for one left empty. Runs as the
 * form submits, before its data is read.
 */
function nameUnread(form: HTMLFormElement) {
  const unread = [...form.elements]
    .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.validity.badInput)
    .map((input) => input.name);
  const field = form.elements.namedItem(UNREAD);
  if (field instanceof HTMLInputElement) field.value = unread.join(' ');
}
