/** What the proxy and the staff pages share: the session cookie's name and the way in. */
export const SESSION_COOKIE = 'beheer-sessie';
export const STAFF_PATH = '/beheer';
export const SIGN_IN_PATH = '/beheer/aanmelden';
