import type { Firestore } from 'firebase-admin/firestore';

export type EmulatorTarget = { name: string; hostPort: string };

export function emulatorTargets(): EmulatorTarget[] {
  const raw = process.env.TEST_EMULATORS;
  if (!raw) throw new Error('TEST_EMULATORS is not set: run through the integration Jest project');
  return JSON.parse(raw) as EmulatorTarget[];
}

/** A client on one emulator, in a project of its own so test files never share data. */
export async function connect(target: EmulatorTarget, projectId: string): Promise<Firestore> {
  const emu = await import('../../scripts/emulator.mjs');
  return (await emu.emulatorDb(target.hostPort, projectId)) as unknown as Firestore;
}

export async function clearCollection(db: Firestore, name: string) {
  const snap = await db.collection(name).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
}
