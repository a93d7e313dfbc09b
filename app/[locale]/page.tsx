import type { Metadata } from 'next';

import { Feature } from '@/components/content/feature';
import { imgAttributes } from '@/components/content/img';
import { Carousel } from '@/components/home/carousel';
import { CrossFade } from '@/components/home/cross-fade';
import { JsonLd } from '@/components/seo/json-ld';
import { HouseWines } from '@/components/wines/house-wines';
import {
  HISTORICAL_FIGURE,
  MARGARETHA_IMAGES,
  SLIDE_IMAGE_WIDTH,
  SLIDES,
} from '@/lib/content/home';
import { PORTRAIT_SIZES } from '@/lib/image-sizes';
import { MOTION } from '@/lib/motion';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';
import { websiteJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata({
  title: '1504 Locus Lex | Wijnbar en eventruimte in Oudenaarde',
  absoluteTitle: true,
  description:
    'Wijnbar, eventruimte en wijnclub in een huis uit 1504 op de Markt van Oudenaarde. Ontdek de wijnkaart, het erfgoed en de 1504 Club.',
  path: '/',
});

const margaretha = (image: (typeof MARGARETHA_IMAGES)[number]) => ({
  alt: image.alt,
  attributes: imgAttributes({
    ...image,
    width: 900,
    height: 1100,
    sizes: PORTRAIT_SIZES,
  }),
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={websiteJsonLd(getSiteConfig())} />
      <Carousel
        slides={SLIDES.map((slide, i) => ({
          ...slide,
          image: imgAttributes({
            src: slide.img,
            alt: slide.alt,
            fill: true,
            sourceWidth: SLIDE_IMAGE_WIDTH,
            sizes: '100vw',
            priority: i === 0,
          }),
        }))}
      />

      <Feature
        id="locus-lex"
        eyebrow={<span translate="no">Markt 37, Oudenaarde</span>}
        title={<span translate="no">Locus Lex</span>}
        image={{
          src: '/images/home/huis.webp',
          alt: 'Gravure van de trapgevel van 1504 Locus Lex tussen de buurhuizen op de Markt',
          width: 1200,
          height: 1000,
        }}
        cta={{ href: '/event', label: 'Huur onze prachtige eventruimte' }}
        parallax={MOTION.parallaxRatio}
      >
        <p>
          Locus Lex, de plaats van de wet. De naam herinnert aan de juristen en magistraten die hier
          eeuwenlang woonden en werkten, in het oudste huis van Oudenaarde. Achter de trapgevel van
          1504 schuilen eiken balken, bakstenen gewelven en kamers waar generaties lang recht werd
          gesproken en wijn werd geschonken.
        </p>
        <p>
          Vandaag is het huis een wijnbar voor wie tijd neemt, en een eventruimte voor verfijnde
          samenkomsten: een salon, een proeverij, een diner, een lezing. Geen feestzaal, wel een
          plek met een ziel.
        </p>
      </Feature>

      <Feature
        id="verhalen"
        eyebrow="Vijf eeuwen"
        title="Magische verhalen"
        tone="white"
        reverse
        image={{
          src: '/images/home/verhalen.webp',
          alt: 'Gravure van de Markt van Oudenaarde met het stadhuis en de trapgevels',
          width: 1200,
          height: 900,
        }}
        cta={{ href: '/erfgoed', label: 'Ontdek het erfgoed' }}
        parallax={MOTION.collageParallaxRatio}
      >
        <p>
          In 1504 legde een Oudenaardse bouwheer de eerste steen. Tien generaties later woonde hier
          een politicus en jurist, in 1781 stond een keizer op de drempel en in 1802 hield een
          Franse heerser er halt. Elke muur heeft iets gezien; elke kamer heeft een verhaal.
        </p>
      </Feature>

      <Feature
        id="margaretha"
        eyebrow="Dochter van de stad"
        title={HISTORICAL_FIGURE}
        media={
          <CrossFade
            width={900}
            height={1100}
            images={[margaretha(MARGARETHA_IMAGES[0]), margaretha(MARGARETHA_IMAGES[1])]}
          />
        }
        cta={{ href: '/erfgoed', label: 'Meer over de geschiedenis' }}
      >
        <p>
          In 1522 werd in Oudenaarde een meisje geboren dat Europa zou meebesturen:
          {` ${HISTORICAL_FIGURE}`}, dochter van keizer Karel V en een Oudenaardse moeder. Als
          landvoogdes regeerde ze later over de Nederlanden. Haar stad vergat haar nooit, en ook wij
          schenken graag een glas op haar gezondheid.
        </p>
      </Feature>

      <Feature
        id="wijn-en-muziek"
        eyebrow="Avonden in het huis"
        title="Wijn en muziek"
        tone="dark"
        reverse
        image={{
          src: '/images/home/muziek.webp',
          alt: 'Gravure van een cello naast een glas rode wijn',
          width: 1200,
          height: 900,
        }}
        cta={{ href: '/wijnen', label: 'Bekijk de wijnkaart' }}
      >
        <p>
          Een goede wijn en goede muziek vragen hetzelfde: aandacht. Onder onze balken klinken
          strijkers, een piano of een stem, en in het glas een wijn die erbij past. Intiem, zonder
          haast, zoals het in een huis van 1504 hoort.
        </p>
      </Feature>

      <Feature
        id="ardennen"
        eyebrow="Oudenaarde"
        title="Hoofdstad van de Vlaamse Ardennen"
        image={{
          src: '/images/home/ardennen.webp',
          alt: 'Gravure van de heuvels van de Vlaamse Ardennen met wijngaarden, torens en de Schelde',
          width: 1600,
          height: 900,
        }}
        cta={{ href: '/inspiratie', label: 'Vind jouw wijn' }}
        parallax={MOTION.parallaxRatio}
      >
        <p>
          Rond Oudenaarde golven de Vlaamse Ardennen: kasseihellingen, bossen, de Schelde en steeds
          meer wijngaarden. Wie hier fietst of wandelt, eindigt graag op de Markt, bij een glas uit
          de streek of van ver daarbuiten.
        </p>
      </Feature>

      <HouseWines
        title="Wijnen van het huis"
        intro="Een greep uit onze kelder: de wijnen die we zelf het liefst schenken."
      />
    </>
  );
}
