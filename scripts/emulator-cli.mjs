// `npm run emulator`: the embedded Firestore emulator on its own (seeded), until Ctrl-C.
import { ensureEmulator, stopOnTakenHost } from './emulator.mjs';

const emulator = await ensureEmulator().catch(stopOnTakenHost('emulator'));
if (emulator.started) {
  const stop = () => {
    emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
