// What a form says, from the `Forms` messages of the page's language: the server's answer and the
// form in the browser say a refusal or a failed send alike.
import { FORM_ERRORS, type FormError, type NotSentCause } from './constants';

/** The `Forms` messages, from next-intl or a test's own translator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormsT = (key: any, values?: any) => string;

export const errorText = (t: FormsT, key: FormError) => t(`errors.${key}`, FORM_ERRORS[key]);

/** What a visitor reads when a request did not reach the staff, and what to do about it. */
export const notSentText = (t: FormsT, email: string, cause: NotSentCause) =>
  t('orMail', { reason: t(`notSent.${cause}`), email });
