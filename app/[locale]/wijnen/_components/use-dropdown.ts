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

export type Typed = { text: string; at: number };

// As long as a native select waits for the next letter of a word.
export const TYPED_PAUSE_MS = 700;

// A space is typing only within a word ("Domaine d"); on its own it is the page's.
export function typedSoFar(typed: Typed, key: string, now: number): Typed | null {
  const before = now - typed.at > TYPED_PAUSE_MS ? '' : typed.text;
  if (!/^[\p{L}\p{N}]$/u.test(key) && !(key === ' ' && before)) return null;
  return { text: before + key, at: now };
}

// As in a native select, ignoring accents and case ("é" finds "Elzas").
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

// The button toggles a popover flag natively, so a tap before hydration opens the list too.
export function useDropdown() {
  const id = useId();
  const flag = `${id}open`;
  const { open, close, toggle } = usePopoverToggle(flag);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A list opened near the bottom edge (a phone held sideways) would drop out of sight.
    if (open) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    // Opened and left by the keyboard before hydration, the list missed the blur that closes it.
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

  const typed = useRef<Typed>({ text: '', at: -Infinity });
  const walk = (event: ReactKeyboardEvent) => {
    // Shift only with a letter (a capital); with an arrow it selects text, which is not the list's.
    if (event.altKey || event.ctrlKey || event.metaKey || (event.shiftKey && event.key.length > 1))
      return;
    // Read from the page: a key pressed just after the button opened the list precedes the state.
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
    // Also at either end and for no match, so the page does not scroll under the list.
    event.preventDefault();
    if (now) typed.current = now;
    const target = now ? typedTarget(names, at, now.text) : arrow;
    if (target !== null && target !== undefined) options[target]?.focus();
  };

  const rootEvents = {
    // Always, not only while open: the button opens the list natively, and an Escape pressed at
    // once comes before the open state.
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key === 'Escape') escape();
      else walk(event);
    },
    onBlur: (event: ReactFocusEvent) => {
      // Tab past the last option; not the window losing focus, which has no next target.
      const next = event.relatedTarget;
      if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
    },
  };
  return { id, flag, open, close, toggle, root, button, panel, rootEvents };
}
