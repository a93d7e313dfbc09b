import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';

import { usePopoverToggle } from '@/components/layout/popover-flag';
import { fold } from '@/lib/text';

/**
 * Where an arrow key moves the focus in an open list of `count` options, from its button (`at` -1)
 * or from option `at`: Down to the next, Up to the one before, Home and End to the first and the
 * last; from the button only Down, into the list.
 */
export function arrowTarget(key: string, at: number, count: number): number | null | undefined {
  if (count === 0 || (at < 0 && key !== 'ArrowDown')) return undefined;
  switch (key) {
    case 'ArrowDown':
      return at < count - 1 ? at + 1 : null;
    case 'ArrowUp':
      return at > 0 ? at - 1 : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** What has been typed in a list, and when: a pause longer than `TYPED_PAUSE_MS` starts anew. */
export type Typed = { text: string; at: number };

/** As long as a native select waits for the next letter of a word being typed. */
export const TYPED_PAUSE_MS = 700;

/**
 * What has been typed in a list with `key` pressed at `now`: a letter or figure, or a space within
 * a word ("Domaine d"). `null`: the key is not typing (a space on its own is the page's).
 */
export function typedSoFar(typed: Typed, key: string, now: number): Typed | null {
  const before = now - typed.at > TYPED_PAUSE_MS ? '' : typed.text;
  if (!/^[\p{L}\p{N}]$/u.test(key) && !(key === ' ' && before)) return null;
  return { text: before + key, at: now };
}

/**
 * Where what was typed moves the focus in an open list, as in a native select, regardless of
 * accents or case ("é" finds "Elzas"): a word ("wij") to the first option from the focused one on
 * whose name starts with it, one letter pressed again ("ww") to the next such option.
 */
export function typedTarget(
  names: readonly string[],
  at: number,
  typed: string,
): number | undefined {
  const text = fold(typed);
  if (!text || names.length === 0) return undefined;
  const again = [...text].every((c) => c === text[0]);
  const prefix = again ? text[0]! : text;
  // A word still being typed may stay on the option it found; a letter pressed again moves on.
  const from = at < 0 ? 0 : again ? at + 1 : at;
  for (let step = 0; step < names.length; step++) {
    const i = (from + step) % names.length;
    if (fold(names[i] ?? '').startsWith(prefix)) return i;
  }
  return undefined;
}

/**
 * A filter list's state: an empty popover flag its button toggles natively, so a tap before the
 * script has run opens it too. It closes outside, on focus leaving, on Escape and on a choice.
 */
export function useDropdown() {
  const id = useId();
  const flag = `${id}open`;
  const { open, close, toggle } = usePopoverToggle(flag);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A list opened near the screen's bottom edge (a phone held sideways) would drop out of sight:
    // the page scrolls just enough to show it, below the bar (scroll-padding in globals.scss),
    // smoothly only where motion is welcome (the same stylesheet's scroll-behavior).
    if (open) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    // Opened, then left by the keyboard, before the script ran: the blur that closes it (below)
    // came before its listener. So when the list opens, or the script first sees it open, it closes
    // if the focus is already on something outside it.
    const focused = document.activeElement;
    if (open && focused && focused !== document.body && !root.current?.contains(focused)) close();
  }, [open, close]);

  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    // Escape with the focus elsewhere (the dropdown's own keys are handled on it, below).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !root.current?.contains(event.target as Node)) escape();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, escape]);

  /**
   * The arrow keys, Home and End walk an open list, as Tab does, and what is typed goes to the
   * name it starts (a filter can hold dozens).
   */
  const typed = useRef<Typed>({ text: '', at: -Infinity });
  const walk = (event: ReactKeyboardEvent) => {
    // Shift only with a letter (a capital); with an arrow it selects text, which is not the list's.
    if (event.altKey || event.ctrlKey || event.metaKey || (event.shiftKey && event.key.length > 1))
      return;
    // Whether the list shows, read from the page: a key pressed just after the button opened it
    // comes before the open state has reached the script.
    const list = panel.current;
    if (!list?.getClientRects().length) return;
    const options = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const at = options.indexOf(event.target as HTMLAnchorElement);
    if (at < 0 && event.target !== button.current) return;
    // An option's name is its link's first text; its count and hidden words follow.
    const names = options.map((option) => option.firstChild?.textContent ?? '');
    const arrow = arrowTarget(event.key, at, options.length);
    const now = arrow === undefined ? typedSoFar(typed.current, event.key, event.timeStamp) : null;
    if (arrow === undefined && !now) return;
    // Also at either end, and for a word no name starts: the page does not scroll away under the
    // list the keys are moving in (a space within a word is typing, not the page's).
    event.preventDefault();
    if (now) typed.current = now;
    const target = now ? typedTarget(names, at, now.text) : arrow;
    if (target !== null && target !== undefined) options[target]?.focus();
  };

  /** For the dropdown's root element. */
  const rootEvents = {
    // On the dropdown itself rather than only while React knows the list is open: the button
    // opens it natively, and an Escape pressed at once came before the open state and its
    // listener did, leaving the list open.
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key === 'Escape') escape();
      else walk(event);
    },
    onBlur: (event: ReactFocusEvent) => {
      // The keyboard left the list (Tab past its last option): an open list would cover what
      // now has the focus. (Not when the window loses focus: then nothing is focused next.)
      const next = event.relatedTarget;
      if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
    },
  };
  return { id, flag, open, close, toggle, root, button, panel, rootEvents };
}
