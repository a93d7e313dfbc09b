// `POST /api/revalidate` expires every tag here.
export const CACHE_TAGS = { wines: 'wines', events: 'events' } as const;
export const ALL_CACHE_TAGS = Object.values(CACHE_TAGS);
const WINES_REVALIDATE_SECONDS = 300;
export const WINES_CACHE_LIFE = { stale: 60, revalidate: WINES_REVALIDATE_SECONDS, expire: 3600 };
// Short, so an event that ended leaves the agenda within minutes without a staff change.
export const EVENTS_CACHE_LIFE = { stale: 60, revalidate: 300, expire: 900 };
