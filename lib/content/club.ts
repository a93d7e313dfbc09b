export type ClubKey = { number: number; name: string; description: string };

export const CLUB_KEYS = [1, 2, 3, 4, 5, 6, 7].map((number) => ({ number }));

export const CLUB_PRIVILEGES = ['tastings', 'bottles', 'evenings', 'news'] as const;

export const CLUB_RULES = { maxMembers: 54, grandCru: 10, candidates: 3 } as const;

export const KEYS_HEADING_ID = 'club-sleutels';
