import { addressLine, type SiteConfig } from '@/lib/site-config';

/**
 * A piece of a paragraph: plain text, or what the page shows as more than text: an address to
 * write to or a number to dial (links), a name or address a translator must leave as it is, a
 * link to another site, a date (YYYY-MM-DD) machines read too.
 */
export type PrivacyPart =
  | string
  | { mail: string }
  | { phone: string }
  | { name: string }
  | { href: string; text: string }
  | { date: string };

/** A paragraph: plain text, or its parts in order. */
export type PrivacyParagraph = string | PrivacyPart[];

export type PrivacySection = { title: string; paragraphs: PrivacyParagraph[] };

/** The Belgian data protection authority, where a complaint goes. */
export const DPA_URL = 'https://www.gegevensbeschermingsautoriteit.be';

/** /privacy: eleven numbered sections, effective 14 October 2024. */
export const PRIVACY_EFFECTIVE = '2024-10-14';

export function privacySections(config: SiteConfig): PrivacySection[] {
  const { company, address, email, phone } = config;
  return [
    {
      // A soft hyphen: the one word too long for a 320 px line broke where it ran out of room.
      title: 'Verwerkings\u00adverantwoordelijke',
      paragraphs: [
        [
          { name: company.name },
          ', een Belgische vennootschap met zetel op ',
          { name: addressLine(address) },
          ` (ondernemings\u00adnummer ${company.vat}), is verantwoordelijk voor de verwerking van uw persoonsgegevens via deze website.`,
        ],
        ['U bereikt ons op ', { mail: email }, ' of op ', { phone }, '.'],
      ],
    },
    {
      title: 'Welke gegevens we verzamelen',
      paragraphs: [
        'Via het registratieformulier van de club en het aanvraagformulier voor evenementen verzamelen we uw naam, telefoonnummer, e-mailadres en, als u dat wenst, een bericht. Bij een evenementaanvraag kunt u ook een gewenste datum, het aantal gasten en de soort gelegenheid opgeven.',
      ],
    },
    {
      title: 'Waarom we ze verwerken',
      paragraphs: [
        'We gebruiken uw gegevens voor klantendienst: om uw aanvraag te beantwoorden, uw lidmaatschap te bespreken en uw evenement voor te bereiden.',
        'Daarnaast gebruiken we ze voor marketing: om u als lid of geïnteresseerde uit te nodigen voor proeverijen en activiteiten van het huis.',
      ],
    },
    {
      title: 'Rechtsgrond',
      paragraphs: [
        'We verwerken uw gegevens op basis van uw toestemming, die u geeft door het formulier te verzenden, en om de overeenkomst voor te bereiden die u met ons wilt aangaan.',
      ],
    },
    {
      title: 'Delen met derden',
      paragraphs: ['We verkopen, verhuren of delen uw gegevens niet met derden.'],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'Deze website gebruikt geen cookies: niet om u te volgen en niet voor statistieken. Enkel wie bij ons werkt en zich aanmeldt in het beheer van de website, krijgt een cookie die die aanmelding onthoudt, hoogstens vijf dagen.',
        'Wel houdt uw browser voor deze website twee dingen bij, op uw eigen toestel. Het eerste is een eenvoudige pagina die u te zien krijgt wanneer u geen verbinding hebt. Het tweede is wat u in een formulier typte, en alleen wanneer de website zich moet vernieuwen terwijl u dat formulier verstuurt: zo staat het daarna weer ingevuld. Dat wordt gewist zodra de pagina opnieuw geladen is, en in elk geval wanneer u het tabblad sluit. Geen van beide wordt naar ons gestuurd of gebruikt om u te volgen.',
      ],
    },
    {
      title: 'Waar we uw gegevens bewaren',
      paragraphs: [
        'Uw aanvraag komt als e-mail in onze mailbox terecht. Gegevens van leden en aanvragen houden we bij in een beveiligde spreadsheet die enkel ons team kan inzien.',
        'Op weg naar die mailbox staat uw aanvraag een maand in de databank van deze website; daarna wordt ze er vanzelf gewist. In die maand zien enkel de medewerkers van 1504 Locus Lex haar, na aanmelding in het beheer van de website, om u te antwoorden en na te gaan of de mail aankwam. Om misbruik van de formulieren tegen te gaan, houdt de website daar ook een code bij die van uw IP-adres is afgeleid, niet het adres zelf; die vervalt na enkele uren en wordt dan eveneens gewist.',
      ],
    },
    {
      title: 'Hoe lang we ze bewaren',
      paragraphs: [
        'We bewaren uw gegevens hoogstens 10 jaar, of korter als u ons vraagt ze te verwijderen.',
      ],
    },
    {
      title: 'Uw rechten',
      paragraphs: [
        'U hebt het recht op inzage in uw gegevens, op verbetering, op verwijdering, op beperking van de verwerking, op bezwaar tegen de verwerking en op overdraagbaarheid van uw gegevens.',
        [
          'U kunt ook klacht indienen bij de ',
          // Soft hyphens: with larger text the word is wider than a phone's column.
          { href: DPA_URL, text: 'Gegevens\u00adbeschermings\u00adautoriteit' },
          '.',
        ],
      ],
    },
    {
      title: 'Uw vraag, ons antwoord',
      paragraphs: [['Stuur uw verzoek naar ', { mail: email }, '. We antwoorden binnen 30 dagen.']],
    },
    {
      title: 'Wijzigingen',
      paragraphs: [
        [
          'Dit privacybeleid geldt vanaf ',
          { date: PRIVACY_EFFECTIVE },
          '. Wijzigen we het, dan leest u de nieuwe versie op deze pagina.',
        ],
      ],
    },
  ];
}
