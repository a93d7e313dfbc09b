'use client';

import { unstable_isUnrecognizedActionError as isFromOlderSite } from 'next/navigation';
import { Component, useRef, useState, type ReactNode } from 'react';

import type { FormKind } from '@/lib/forms/mail';

import { keepDraftThroughReload, takeDraftAfterReload } from './drafts';
import { useFormWords } from './form-words';

/**
 * A form's action can fail in the browser before the server answers: the phone lost its signal, or
 * the server broke off. React hands that error to the nearest error boundary, which was the page's:
 * the page became "Deze pagina kon niet geladen worden" and everything typed was gone.
 */
export class SendBoundary extends Component<
  { children: ReactNode; onCatch: (error: unknown) => void; onMount: () => void },
  { caught: boolean }
> {
  state = { caught: false };

  componentDidMount() {
    this.props.onMount();
  }

  static getDerivedStateFromError() {
    return { caught: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onCatch(error);
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}

/** Why the form is shown again after a send that did not arrive (see `notSentMessage`). */
export type SendFailure = 'connection' | 'reloading' | 'reloaded' | 'outdated' | 'tooLarge';

/**
 * Why a send failed: the proxy's refusal of a post too large is thrown with its words. A send the
 * site's new version refused has the draft set aside for the reload, when the browser can.
 */
function failureOf(error: unknown, kind: FormKind, tooLarge: string): SendFailure {
  if (error instanceof Error && error.message === tooLarge) return 'tooLarge';
  if (!isFromOlderSite(error)) return 'connection';
  return keepDraftThroughReload(kind) ? 'reloading' : 'outdated';
}

/** The page's own reload, apart so a test can see it asked for. */
export const browser = {
  reload: () => window.location.reload(),
};

/**
 * A SendBoundary's owner: `onSend` notes a send; after a failed one `attempt` changes (to key the
 * boundary and form afresh) and `failure` says why, for the form to offer what it sent again.
 */
export function useSendRecovery(kind: FormKind) {
  const { tooLarge } = useFormWords();
  const sending = useRef(false);
  const [state, setState] = useState<{
    attempt: number;
    failure?: SendFailure;
    crash?: { error: unknown };
  }>({ attempt: 0 });
  if (state.crash) throw state.crash.error;

  // Looked for once, as the form first mounts: a boundary mounted again after a catch must not
  // take the draft a reload under way is to carry.
  const looked = useRef(false);
  const onMount = () => {
    if (looked.current) return;
    looked.current = true;
    if (takeDraftAfterReload(kind))
      setState((s) => ({ attempt: s.attempt + 1, failure: 'reloaded' }));
  };
  const onCatch = (error: unknown) => {
    const failed = sending.current;
    sending.current = false;
    if (!failed) {
      setState((s) => ({ ...s, crash: { error } }));
      return;
    }
    const failure = failureOf(error, kind, tooLarge);
    if (failure === 'reloading') browser.reload();
    setState((s) => ({ attempt: s.attempt + 1, failure }));
  };
  const onSend = () => {
    sending.current = true;
  };
  return { attempt: state.attempt, failure: state.failure, onCatch, onMount, onSend };
}
