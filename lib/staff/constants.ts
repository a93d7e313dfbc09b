import { MAX_FORM_BYTES } from '@/lib/forms/constants';

/** What the proxy and the staff pages share: the session cookie's name and the way in. */
export const SESSION_COOKIE = 'beheer-sessie';
export const STAFF_PATH = '/beheer';
export const SIGN_IN_PATH = '/beheer/aanmelden';
/** How long a mailed sign-in link works, whatever Firebase's own code allows. */
export const LINK_MINUTES = 15;

/**
 * A CSV import's largest file: Next refuses an action's body above its limit before the action
 * runs, so the file leaves room for the rest of the form. Some 300 wines fit.
 */
export const IMPORT_MAX_BYTES = MAX_FORM_BYTES - 4096;
export const IMPORT_TOO_LARGE = `Dit bestand is groter dan ${Math.floor(IMPORT_MAX_BYTES / 1024)} kB.`;
