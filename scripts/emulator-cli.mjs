// `npm run emulator`: the embedded Firestore emulator on its own (seeded), until Ctrl-C.
import { ensureEmulator } from './emulator.mjs';

const emulator = await ensureEmulator();
if (emulator.started) {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      emulator.stop();
      process.exit(0);
    });
}
