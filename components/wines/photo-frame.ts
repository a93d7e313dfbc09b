/**
 * What a wine card's picture frame carries when it holds a photograph (wine-card.tsx), and, once
 * that photograph has failed to load, what photo-fallback.tsx sets it to: `broken`. Apart from
 * both, as a server component cannot read a plain value out of a client module.
 */
export const PHOTO_ATTRIBUTE = 'data-photo';
