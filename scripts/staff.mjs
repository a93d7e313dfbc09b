// `npm run staff -- add <email>` / `remove <email>` / `list`: who may sign in to /beheer (the
// custom claim `staff: true`). Against the running emulator, or the project when credentials are set.
import { addStaff, DEFAULT_AUTH_HOST, emulatorAuth } from './auth-emulator.mjs';
import { DEFAULT_PROJECT, isListening } from './emulator.mjs';

const [command, email] = process.argv.slice(2);
if (!['add', 'remove', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
  console.error('usage: npm run staff -- add <email> | remove <email> | list');
  process.exit(2);
}

const env = process.env;
const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT;
let auth;
if (env.FIREBASE_SERVICE_ACCOUNT || env.GOOGLE_APPLICATION_CREDENTIALS) {
  const { applicationDefault, cert, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const key = env.FIREBASE_SERVICE_ACCOUNT && JSON.parse(env.FIREBASE_SERVICE_ACCOUNT);
  const credential = key
    ? cert({ ...key, private_key: key.private_key.replace(/\\n/g, '\n') })
    : applicationDefault();
  auth = getAuth(initializeApp({ credential, projectId: key?.project_id ?? projectId }));
} else {
  const hostPort = env.FIREBASE_AUTH_EMULATOR_HOST || DEFAULT_AUTH_HOST;
  if (!(await isListening(hostPort))) {
    console.error(`No Authentication emulator answers on ${hostPort}: start npm run dev first.`);
    process.exit(1);
  }
  auth = await emulatorAuth(hostPort, projectId);
}

if (command === 'add') {
  await addStaff(auth, email);
  console.log(`${email} is staff: they can sign in at /beheer`);
} else if (command === 'remove') {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  delete claims.staff;
  await auth.setCustomUserClaims(user.uid, claims);
  // Their open sessions end now, not when the cookie expires.
  await auth.revokeRefreshTokens(user.uid);
  console.log(`${email} is no longer staff, and is signed out everywhere`);
} else {
  let token;
  do {
    const page = await auth.listUsers(1000, token);
    for (const user of page.users) if (user.customClaims?.staff === true) console.log(user.email);
    token = page.pageToken;
  } while (token);
}
process.exit(0);
