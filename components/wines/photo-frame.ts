// Apart from both users, as a server component cannot read a plain value out of a client module.
export const PHOTO_ATTRIBUTE = 'data-photo';
