'use client';

import { useEffect, useState } from 'react';

type Options = { intervalMs: number; startDelayMs?: number; enabled?: boolean };

/** An index that advances every `intervalMs` (after `startDelayMs`), wrapping after the last. */
export function useSlideshow(count: number, { intervalMs, startDelayMs = 0, enabled = true }: Options) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!enabled || count < 2) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setStarted(true);
      interval = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [count, intervalMs, startDelayMs, enabled]);

  return { index, started };
}
