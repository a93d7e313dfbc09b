import { MAX_FORM_BYTES } from '@/lib/forms/constants';

export const SESSION_COOKIE = 'beheer-sessie';
export const STAFF_PATH = '/beheer';
export const SIGN_IN_PATH = '/beheer/aanmelden';
// Below STAFF_PATH, where the session cookie goes, yet outside the proxy, which cuts long bodies.
export const PHOTO_UPLOAD_PATH = '/beheer/wijnfoto';
// However long Firebase's own code lives.
export const LINK_MINUTES = 15;

// Next refuses an action's body above its limit before the action runs: room for the rest of the form.
// Its confirmation carries the file back in the preview's state, escaped, within MAX_FORM_BYTES.
export const IMPORT_MAX_BYTES = MAX_FORM_BYTES - 16 * 1024;
export const IMPORT_TOO_LARGE = `Dit bestand is groter dan ${Math.floor(IMPORT_MAX_BYTES / 1024)} kB.`;

/** Under the 4.5 MB a Vercel function accepts, the form's fields included; the staff page
 * shrinks a larger photo first (photo-input.tsx), so only a post without script meets this. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
