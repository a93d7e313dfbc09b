import type { Messages } from 'next-intl';

/** What a form page sends the browser: the forms' own words, and what a new tab's link says. */
export function formMessages(messages: Messages) {
  return { Forms: messages.Forms, Shell: { newTab: messages.Shell.newTab } } as Messages;
}
