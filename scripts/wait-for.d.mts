import type { ChildProcess } from 'node:child_process';

export function waitFor(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; child?: ChildProcess },
): Promise<string | undefined>;
export function answers(url: string | URL, timeoutMs?: number): () => Promise<boolean>;
