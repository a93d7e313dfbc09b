/** Every cache tag of the site, in one place; `POST /api/revalidate` expires them all. */
export const CACHE_TAGS = { wines: 'wines' } as const;
export const ALL_CACHE_TAGS = Object.values(CACHE_TAGS);
/** decisions.md: cached wine reads expire by themselves within 5 minutes. */
export const WINES_REVALIDATE_SECONDS = 300;
