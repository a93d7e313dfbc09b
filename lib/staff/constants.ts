import { MAX_FORM_BYTES } from '@/lib/forms/constants';

export const SESSION_COOKIE = 'beheer-sessie';
export const STAFF_PATH = '/beheer';
export const SIGN_IN_PATH = '/beheer/aanmelden';
// However long Firebase's own code lives.
export const LINK_MINUTES = 15;

// Next refuses an action's body above its limit before the action runs: room for the rest of the form.
export const IMPORT_MAX_BYTES = MAX_FORM_BYTES - 4096;
export const IMPORT_TOO_LARGE = `Dit bestand is groter dan ${Math.floor(IMPORT_MAX_BYTES / 1024)} kB.`;
