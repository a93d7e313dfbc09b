'use client';

import { Component, useRef, useState, type ReactNode } from 'react';

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
 * What a SendBoundary's owner needs: `onSend` notes that the form is sending; when the boundary
 * catches a send's failure, `attempt` changes, to key the boundary and the form afresh, and
 * `failed` says the last send failed, for the form to say so and offer what it sent again (its
 * draft). What the form throws before its first send, or between a caught failure and the next
 * send (a bug, not a lost answer), goes on to the page's boundary. `sending` is cleared by a
 * catch, not by an answer: a bug thrown after an answer is taken once for a failed send, and
 * goes on to the page's boundary when the form, rendered again, throws it again.
 */
export function useSendRecovery() {
  const sending = useRef(false);
  const [state, setState] = useState<{ attempt: number; crash?: { error: unknown } }>({
    attempt: 0,
  });
  if (state.crash) throw state.crash.error;

  const onCatch = (error: unknown) => {
    const failed = sending.current;
    sending.current = false;
    setState((s) => (failed ? { attempt: s.attempt + 1 } : { ...s, crash: { error } }));
  };
  const onSend = () => {
    sending.current = true;
  };
  return { attempt: state.attempt, failed: state.attempt > 0, onCatch, onSend };
}
