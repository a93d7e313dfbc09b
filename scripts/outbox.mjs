// `npm run outbox`: the latest mail documents in the local emulator, as staff would get them.
// Prints to, replyTo, subject and time (and a staff sign-in mail's link), and writes each HTML
// body to outbox/<id>.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_HOST, DEFAULT_PROJECT, emulatorDb, isListening } from './emulator.mjs';

const hostPort = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_HOST;
const limit = Number(process.argv[2] ?? 10);

if (!(await isListening(hostPort))) {
  console.error(
    `No emulator answers on ${hostPort}: start the site with npm run dev or npm run preview first.`,
  );
  process.exit(1);
}
const db = await emulatorDb(hostPort, process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT);
const snap = await db.collection('mail').orderBy('createdAt', 'desc').limit(limit).get();
if (snap.empty) console.log('The outbox is empty: no form has been sent yet.');
mkdirSync('outbox', { recursive: true });
for (const doc of snap.docs) {
  const mail = doc.data();
  const file = path.join('outbox', `${doc.id}.html`);
  writeFileSync(file, mail.message?.html ?? '');
  const when =
    mail.createdAt?.toDate?.().toLocaleString('nl-BE', { timeZone: 'Europe/Brussels' }) ?? '?';
  const link = mail.kind === 'sign-in' ? /https?:\/\/\S+/.exec(mail.message?.text ?? '')?.[0] : '';
  console.log(
    `${when}\n  to:       ${mail.to}\n  from:     ${mail.from}\n  replyTo:  ${mail.replyTo ?? '-'}\n  subject:  ${mail.message?.subject}\n${link ? `  link:     ${link}\n` : ''}  html:     ${path.resolve(file)}\n`,
  );
}
await db.terminate();
