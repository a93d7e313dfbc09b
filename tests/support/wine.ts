import type { Wine } from '@/lib/wines/schema';

/** A parsed wine for unit tests: a red by the glass at € 7 in Wijninspiratie, with `over` applied. */
export const wine = (over: Partial<Wine>): Wine => ({
  _id: over.name ?? 'x',
  name: 'x',
  type: 'Rood',
  image: '',
  price_glass: 7,
  price_bottle: undefined,
  country: 'Frankrijk',
  region: 'Bordeaux',
  winehouse: 'Château A',
  collection: 'Wijninspiratie',
  hidden: false,
  soldOut: false,
  grapes: [],
  vintage: undefined,
  alcohol: undefined,
  bottle_cl: undefined,
  note: { nl: '', fr: '', en: '' },
  pairing: { nl: '', fr: '', en: '' },
  labels: [],
  ...over,
});
