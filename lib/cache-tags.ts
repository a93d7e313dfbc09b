// `POST /api/revalidate` expires every tag here.
export const CACHE_TAGS = { wines: 'wines' } as const;
export const ALL_CACHE_TAGS = Object.values(CACHE_TAGS);
const WINES_REVALIDATE_SECONDS = 300;
export const WINES_CACHE_LIFE = { stale: 60, revalidate: WINES_REVALIDATE_SECONDS, expire: 3600 };
