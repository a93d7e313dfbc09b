/** One of the seven keys of the club, in the page's language. */
export type ClubKey = { number: number; name: string; description: string };

/** The seven keys, in order: their names and words are the `ClubKeys` messages. */
export const CLUB_KEYS = [1, 2, 3, 4, 5, 6, 7].map((number) => ({ number }));

/** The club's privileges, in order: each a key of the `Club.privileges` messages. */
export const CLUB_PRIVILEGES = ['tastings', 'bottles', 'evenings', 'news'] as const;

/** The club's rules and numbers. */
export const CLUB_RULES = { maxMembers: 54, grandCru: 10, candidates: 3 } as const;

/** The id of the keys' heading on /club: the registration form links the keys there. */
export const KEYS_HEADING_ID = 'club-sleutels';
