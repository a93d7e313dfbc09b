/** /erfgoed: the timeline of the house. */
export type TimelineEntry = { year: number; title: string; text: string; img: string; alt: string };

export const TIMELINE: TimelineEntry[] = [
  {
    year: 1504,
    title: 'De eerste steen',
    text: 'Een welgestelde Oudenaardse bouwheer laat op de Markt een huis optrekken dat zijn tijd zal overleven: een stenen trapgevel, eiken balken en een kelder met gewelven. Zijn familie, de eerste generatie, woont en handelt hier terwijl het stadhuis ernaast nog op de tekentafel ligt.',
    img: '/images/erfgoed/1504.webp',
    alt: 'Gravure van de trapgevel met het jaartal 1504, een troffel en een passer',
  },
  {
    year: 1750,
    title: 'De tiende generatie',
    text: 'Tien generaties later woont hier een politicus en jurist. In de voorkamer worden dossiers gelezen, contracten opgesteld en geschillen beslecht: hier komt de naam Locus Lex vandaan, de plaats van de wet. Wie raad zocht, klopte op deze deur.',
    img: '/images/erfgoed/1750.webp',
    alt: 'Gravure van een weegschaal, een wetboek en een ganzenveer',
  },
  {
    year: 1781,
    title: 'Een keizer op de drempel',
    text: 'Keizer Jozef II reist in 1781 door de Oostenrijkse Nederlanden en houdt halt in Oudenaarde. De Markt loopt vol, de klokken luiden en het huis ontvangt een gast die zijn rijk persoonlijk wil leren kennen.',
    img: '/images/erfgoed/1781.webp',
    alt: 'Gravure van een keizerskroon met het opschrift Jozef II',
  },
  {
    year: 1802,
    title: 'Een Franse heerser',
    text: 'In 1802 trekt eerste consul Napoleon Bonaparte door de jonge Franse departementen. Ook Oudenaarde krijgt zijn bezoek, en het oude huis op de Markt ziet opnieuw geschiedenis voorbijkomen, vanuit de eerste rij.',
    img: '/images/erfgoed/1802.webp',
    alt: 'Gravure van een steek met kokarde en het opschrift Napoleon Bonaparte',
  },
];
