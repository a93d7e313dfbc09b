'use client';

import { Component, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { readForm, type FormValues } from '@/lib/forms/values';

/**
 * A form's action can fail in the browser before the server answers: the phone lost its signal,
 * or the server broke off. React hands that error to the nearest error boundary, which was the
 * page's: the page became "Deze pagina kon niet geladen worden" and everything typed was gone.
 * This boundary, around the form, catches it there instead (React catches only in a class).
 */
export class SendBoundary extends Component<
  { children: ReactNode; onCatch: (error: unknown) => void },
  { caught: boolean }
> {
  state = { caught: false };

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

/**
 * What a SendBoundary's owner needs: `onSubmit` notes what the form sends (and lets the post go
 * on); when the boundary catches a send's failure, `attempt` changes, to key the boundary and the
 * form afresh, and `failed` holds what was sent, for the form to say it was not sent and offer it
 * again. What the form throws with no send noted (a bug, not a lost answer) goes on to the page's
 * boundary.
 */
export function useSendRecovery() {
  const sent = useRef<FormValues | undefined>(undefined);
  const [state, setState] = useState<{
    attempt: number;
    failed?: FormValues;
    crash?: { error: unknown };
  }>({ attempt: 0 });
  if (state.crash) throw state.crash.error;

  const onCatch = (error: unknown) => {
    const failed = sent.current;
    sent.current = undefined;
    setState((s) => (failed ? { attempt: s.attempt + 1, failed } : { ...s, crash: { error } }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    sent.current = readForm(new FormData(event.currentTarget));
  };
  return { attempt: state.attempt, failed: state.failed, onCatch, onSubmit };
}
