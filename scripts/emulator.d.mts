import type { Firestore } from 'firebase-admin/firestore';

export const DEFAULT_HOST: string;
export const DEFAULT_PROJECT: string;
export function sampleWines(): ({ id: string } & Record<string, unknown>)[];
export function splitHost(hostPort: string): { host: string; port: number };
export function isListening(hostPort: string, timeoutMs?: number): Promise<boolean>;
export function speaksHttp2(hostPort: string, timeoutMs?: number): Promise<boolean>;
export class EmulatorHostTaken extends Error {
  constructor(hostPort: string);
  readonly hostPort: string;
}
export function stopOnTakenHost(script: string): (error: unknown) => Promise<never>;
export const FREE_PORT_RANGE: { from: number; to: number };
export function canListen(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function freePortAfter(hostPort: string): Promise<number>;
export function emulatorDb(hostPort: string, projectId?: string): Promise<Firestore>;
export function seedIfEmpty(
  db: Firestore,
  wines?: ({ id: string } & Record<string, unknown>)[],
): Promise<number>;
export const DATA_CACHES: string[];
export function ensureEmulator(options?: {
  hostPort?: string;
  projectId?: string;
  seed?: boolean;
  cacheRoot?: string | null;
  log?: (message: string) => void;
}): Promise<{ hostPort: string; started: boolean; stop: () => void }>;
