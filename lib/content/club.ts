/** The seven keys of the club. */
export type ClubKey = { number: number; name: string; description: string };

export const CLUB_KEYS: ClubKey[] = [
  {
    number: 1,
    name: 'Gulzigheid',
    description:
      'Wie lid wordt, proeft met volle teugen. Nieuwsgierigheid naar het volgende glas is geen zonde, maar een deugd: we openen flessen die elders dicht blijven.',
  },
  {
    number: 2,
    name: 'Beheersing',
    description:
      'Proeven is niet drinken. Een lid kent zijn maat en respecteert die van een ander; de beste avonden eindigen helder.',
  },
  {
    number: 3,
    name: 'Geduld',
    description:
      'Grote wijnen rijpen traag, net als vriendschappen. We wachten op het juiste moment om een fles te openen, en op het juiste lid om de kring te vergroten.',
  },
  {
    number: 4,
    name: 'Jaloezie',
    description:
      'Wat in de club geschonken wordt, blijft in de club. Een beetje afgunst bij wie er niet bij was, mag.',
  },
  {
    number: 5,
    name: 'Eten',
    description:
      'Wijn hoort aan tafel. Bij elke proeverij staat een bord dat de wijn eert: van een stuk oude kaas tot een volledig diner.',
  },
  {
    number: 6,
    name: 'Trots',
    description:
      'We zijn trots op het huis van 1504 en op de streek eromheen. Leden dragen die trots uit, zonder grootspraak.',
  },
  {
    number: 7,
    name: 'Begeerte',
    description:
      'De laatste sleutel is het verlangen om terug te komen. Wie de eerste zes kent, begrijpt waarom.',
  },
];

export const CLUB_PRIVILEGES = [
  'Persoonlijke uitnodigingen voor besloten proeverijen en wijndiners',
  'Als eerste toegang tot zeldzame flessen uit onze kelder',
  'Een plaats aan tafel bij lezingen en muzikale avonden in het huis',
  'Nieuws uit de kelder, enkel voor leden',
];

/** The club's rules and numbers. */
export const CLUB_RULES = { maxMembers: 54, grandCru: 10, candidates: 3 } as const;

/** The id of the keys' heading on /club: the registration form links the keys there. */
export const KEYS_HEADING_ID = 'club-sleutels';
