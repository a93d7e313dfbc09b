/** `name` is the wine list's collection, the same in every language. */
export type Animal = { name: string; slug: string; img: string };

export const ANIMALS: Animal[] = [
  {
    name: 'De Koele Giraf',
    slug: 'giraf',
    img: '/images/animals/giraf.webp',
  },
  {
    name: 'Het Nobele Paard',
    slug: 'paard',
    img: '/images/animals/paard.webp',
  },
  {
    name: 'De Trouwe Hond',
    slug: 'hond',
    img: '/images/animals/hond.webp',
  },
  {
    name: 'De Sluwe Vos',
    slug: 'vos',
    img: '/images/animals/vos.webp',
  },
  {
    name: 'De Nieuwsgierige Muis',
    slug: 'muis',
    img: '/images/animals/muis.webp',
  },
  {
    name: 'De Vrije Geest',
    slug: 'vrije-geest',
    img: '/images/animals/kolibrie.webp',
  },
];

export const ANIMAL_NAMES = ANIMALS.map((a) => a.name);

export const INSPIRATION_COLLECTION = 'Wijninspiratie';
export const KNOWN_COLLECTIONS = [...ANIMAL_NAMES, INSPIRATION_COLLECTION];

export function animalNamed(name: string | undefined): Animal | undefined {
  return ANIMALS.find((a) => a.name === name);
}

export function animalHref(name: string): string {
  return `/wijnen/${encodeURIComponent(name)}`;
}
