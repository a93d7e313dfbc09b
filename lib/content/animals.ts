/** The six animal wine personalities of /inspiratie, each a collection of wines. */
export type Animal = {
  name: string;
  slug: string;
  trait: string;
  description: string;
  /** Its wines in a few words, for its page's line in a search result and a shared link. */
  inShort: string;
  cta: string;
  img: string;
  alt: string;
};

export const ANIMALS: Animal[] = [
  {
    name: 'De Koele Giraf',
    slug: 'giraf',
    trait: 'Fris en hooggestemd',
    description:
      'Wie boven de drukte uitkijkt, zoekt wijnen met lengte en koelte: strakke witte wijnen, fijne bubbels en rosé met een rechte rug. Mineraal, helder, nooit zwaar.',
    inShort: 'strakke witte wijnen, fijne bubbels en rosé met een rechte rug',
    cta: 'Ontdek de wijnen van De Koele Giraf',
    img: '/images/animals/giraf.webp',
    alt: 'Gravure van een giraf die over een wijnrank uitkijkt',
  },
  {
    name: 'Het Nobele Paard',
    slug: 'paard',
    trait: 'Statig en gestructureerd',
    description:
      'Voor wie houdt van klasse met karakter: grote rode wijnen uit Bordeaux en Piëmont, gerijpte champagne en wijnen die pas na een uur in het glas hun volle adel tonen.',
    inShort: 'grote rode wijnen uit Bordeaux en Piëmont, gerijpte champagne',
    cta: 'Ontdek de wijnen van Het Nobele Paard',
    img: '/images/animals/paard.webp',
    alt: 'Gravure van een steigerend paard in een medaillon',
  },
  {
    name: 'De Trouwe Hond',
    slug: 'hond',
    trait: 'Warm en betrouwbaar',
    description:
      'De wijn die je altijd terugvindt en nooit teleurstelt: soepel rood uit de Rhône en Rioja, eerlijke witte wijnen en rosé voor een lange tafel met vrienden.',
    inShort: 'soepel rood uit de Rhône en Rioja, eerlijke witte wijnen en rosé',
    cta: 'Ontdek de wijnen van De Trouwe Hond',
    img: '/images/animals/hond.webp',
    alt: 'Gravure van een trouwe jachthond die waakt bij een wijnvat',
  },
  {
    name: 'De Sluwe Vos',
    slug: 'vos',
    trait: 'Eigenzinnig en verrassend',
    description:
      'Voor de nieuwsgierige fijnproever die graag buiten de lijntjes kleurt: kruidige syrah, zonnige primitivo en witte wijnen uit streken die nog niet iedereen kent.',
    inShort: 'kruidige syrah, zonnige primitivo en wit uit onverwachte streken',
    cta: 'Ontdek de wijnen van De Sluwe Vos',
    img: '/images/animals/vos.webp',
    alt: 'Gravure van een vos die om een wijnfles heen sluipt',
  },
  {
    name: 'De Nieuwsgierige Muis',
    slug: 'muis',
    trait: 'Speels en fijnzinnig',
    description:
      'Kleine wijnhuizen, grote ontdekkingen: Duitse riesling, Oostenrijkse grüner, Belgische pinot. Wijnen om te proeven, te vergelijken en over na te praten.',
    inShort: 'riesling, grüner en pinot van kleine wijnhuizen',
    cta: 'Ontdek de wijnen van De Nieuwsgierige Muis',
    img: '/images/animals/muis.webp',
    alt: 'Gravure van een muis die aan een kurk snuffelt',
  },
  {
    name: 'De Vrije Geest',
    slug: 'vrije-geest',
    trait: 'Licht en alcoholvrij',
    description:
      'Alle smaak, geen alcohol. Alcoholvrije wijnen en bubbels met echte diepgang, voor wie helder wil blijven en toch wil klinken. Het teken van de kolibrie.',
    inShort: 'wijnen en bubbels met echte diepgang, allemaal 0,0 %',
    cta: 'Ontdek de wijnen van De Vrije Geest',
    img: '/images/animals/kolibrie.webp',
    alt: 'Gravure van een kolibrie bij een bloeiende wijnrank',
  },
];

export const ANIMAL_NAMES = ANIMALS.map((a) => a.name);

/** The animal a collection name is, or none: only the six have pages, cards and trails of their own. */
export function animalNamed(name: string | undefined): Animal | undefined {
  return ANIMALS.find((a) => a.name === name);
}

export function animalHref(name: string): string {
  return `/wijnen/${encodeURIComponent(name)}`;
}
