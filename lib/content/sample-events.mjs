// The sample agenda, dated from today so `npm run dev` always shows one that lives: events next
// week and next month, one full, one cancelled, one for the club, one past.
import { TZDate } from '@date-fns/tz';

const ZONE = 'Europe/Brussels';
const dayOf = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);

/** The instant of a wall-clock time in Oudenaarde, `days` from today. */
function brussels(now, days, hour, minute = 0) {
  const [y, m, d] = dayOf(new Date(now.getTime() + days * 86_400_000))
    .split('-')
    .map(Number);
  return new Date(new TZDate(y, m - 1, d, hour, minute, ZONE).getTime());
}

const EVENTS = [
  {
    slug: 'open-avond',
    days: 5,
    from: [19, 0],
    to: [23, 0],
    kind: 'open',
    title: {
      nl: 'Open avond in het huis',
      fr: 'Soirée ouverte dans la maison',
      en: 'Open evening at the house',
    },
    description: {
      nl: 'De deur van Markt 37 staat open. Schuif aan bij de bar voor een glas uit de kaart van het moment, met hapjes van het huis.\n\nReserveren hoeft niet.',
      fr: 'Au Markt 37, la porte est ouverte. Installez-vous au bar pour un verre de la carte du moment, avec quelques bouchées maison.\n\nSans réservation.',
      en: 'The door of Markt 37 is open. Take a seat at the bar for a glass from the current list, with small bites from the house.\n\nNo reservation needed.',
    },
  },
  {
    slug: 'proeverij-loire',
    days: 8,
    from: [19, 30],
    to: [22, 0],
    kind: 'proeverij',
    seats: 20,
    taken: 6,
    price: 35,
    title: {
      nl: 'Proeverij: de Loire van Sancerre tot Vouvray',
      fr: 'Dégustation : la Loire, de Sancerre à Vouvray',
      en: 'Tasting: the Loire from Sancerre to Vouvray',
    },
    description: {
      nl: 'Zes wijnen langs de Loire, van de kalkrijke heuvels van Sancerre tot de tufsteenkelders van Vouvray, toegelicht door onze sommelier.\n\nMet brood, kaas en charcuterie.',
      fr: 'Six vins le long de la Loire, des collines calcaires de Sancerre aux caves de tuffeau de Vouvray, commentés par notre sommelier.\n\nAvec pain, fromage et charcuterie.',
      en: 'Six wines along the Loire, from the chalk hills of Sancerre to the tufa cellars of Vouvray, introduced by our sommelier.\n\nWith bread, cheese and charcuterie.',
    },
  },
  {
    slug: 'lezing-margaretha',
    days: 12,
    from: [20, 0],
    to: [21, 30],
    kind: 'lezing',
    seats: 12,
    taken: 12,
    price: 15,
    title: {
      nl: 'Lezing: Margaretha van Parma in Oudenaarde',
      fr: 'Conférence : Marguerite de Parme à Audenarde',
      en: 'Talk: Margaret of Parma in Oudenaarde',
    },
    description: {
      nl: 'Een stadsgids vertelt over de dochter van Karel V, geboren in Oudenaarde, en over het huis in haar tijd. Met een glas na afloop.',
      fr: 'Un guide de la ville évoque la fille de Charles Quint, née à Audenarde, et la maison à son époque. Suivi d’un verre.',
      en: 'A local guide talks about the daughter of Charles V, born in Oudenaarde, and the house in her day. Followed by a drink.',
    },
  },
  {
    slug: 'wildiner',
    days: 15,
    from: [19, 0],
    to: [23, 0],
    kind: 'diner',
    seats: 24,
    taken: 0,
    price: 85,
    status: 'cancelled',
    title: {
      nl: 'Wilddiner met Bourgogne',
      fr: 'Dîner gibier et bourgogne',
      en: 'Game dinner with Burgundy',
    },
    description: {
      nl: 'Vier gangen wild van de Vlaamse Ardennen, met rode Bourgogne bij elke gang.',
      fr: 'Quatre services de gibier des Ardennes flamandes, chacun accompagné d’un bourgogne rouge.',
      en: 'Four courses of game from the Flemish Ardennes, each paired with a red Burgundy.',
    },
  },
  {
    slug: 'clubavond-champagne',
    days: 19,
    from: [20, 0],
    to: [23, 0],
    kind: 'club',
    audience: 'club',
    title: {
      nl: 'Clubavond: champagne van kleine huizen',
      fr: 'Soirée du club : champagnes de petites maisons',
      en: 'Club evening: grower champagne',
    },
    description: {
      nl: 'Voor de leden van de 1504 Club: champagne van kleine wijnbouwers, op uitnodiging.',
      fr: 'Pour les membres du 1504 Club : des champagnes de vignerons, sur invitation.',
      en: 'For members of the 1504 Club: champagne from small growers, by invitation.',
    },
  },
  {
    slug: 'salon-natuurwijn',
    days: 33,
    from: [15, 0],
    to: [19, 0],
    kind: 'salon',
    seats: 40,
    taken: 3,
    price: 0,
    title: {
      nl: 'Salon: natuurwijn uit Wallonië',
      fr: 'Salon : vins nature de Wallonie',
      en: 'Salon: natural wine from Wallonia',
    },
    description: {
      nl: 'Vijf Waalse wijnbouwers schenken hun wijn en vertellen erover. Vrije toegang, wel graag even reserveren.',
      fr: 'Cinq vignerons wallons servent leurs vins et en parlent. Entrée libre, mais merci de réserver.',
      en: 'Five Walloon winemakers pour their wines and talk about them. Free entry, but please reserve.',
    },
  },
  {
    slug: 'proeverij-rioja',
    days: -10,
    from: [19, 30],
    to: [22, 0],
    kind: 'proeverij',
    seats: 20,
    taken: 18,
    price: 30,
    title: {
      nl: 'Proeverij: oude en nieuwe Rioja',
      fr: 'Dégustation : Rioja d’hier et d’aujourd’hui',
      en: 'Tasting: old and new Rioja',
    },
    description: {
      nl: 'Van gran reserva tot jonge wijnen van één wijngaard.',
      fr: 'Du gran reserva aux jeunes vins d’un seul vignoble.',
      en: 'From gran reserva to young single-vineyard wines.',
    },
  },
];

// A test run pins its today (scripts/e2e.mjs), so its seed and its tests agree across midnight.
const today = () => new Date(process.env.SAMPLE_TODAY ?? Date.now());

/** @returns {Array<{ id: string } & Record<string, unknown>>} */
export function sampleEvents(now = today()) {
  return EVENTS.map(({ slug, days, from, to, ...event }) => {
    const start = brussels(now, days, ...from);
    const end = brussels(now, days, ...to);
    return {
      id: `${dayOf(start)}-${slug}`,
      audience: 'open',
      status: 'planned',
      taken: 0,
      sequence: 0,
      ...event,
      start,
      end,
    };
  });
}
