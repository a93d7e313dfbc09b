import { MENU_CARD_SHORT } from './navigation';

/** The regional historical figure, in one place. */
export const HISTORICAL_FIGURE = 'Margaretha van Parma';

export type Slide = {
  title: string;
  subtitle: string;
  img: string;
  alt: string;
  link: string;
  cta: string;
};

/** Width of the slide image files (1600 × 1000): no srcset candidate wider than that. */
export const SLIDE_IMAGE_WIDTH = 1600;

/** Five slides linking to /erfgoed, /inspiratie and /menukaart. */
export const SLIDES: Slide[] = [
  {
    title: 'Het oudste huis van Oudenaarde',
    subtitle: 'Sinds 1504 op de Markt. Vandaag een wijnbar voor wie tijd neemt.',
    img: '/images/home/slide-gevel.webp',
    alt: 'De trapgevel van 1504 Locus Lex bij avond, met verlichte ramen op de Markt',
    link: '/erfgoed',
    cta: 'Ontdek het erfgoed',
  },
  {
    title: 'Wijn met een karakter',
    subtitle: 'Zes dieren, zes persoonlijkheden. Welke past bij jou?',
    img: '/images/home/slide-glazen.webp',
    alt: 'Twee wijnglazen, rood en wit, die tegen elkaar klinken',
    link: '/inspiratie',
    cta: 'Laat je inspireren',
  },
  {
    title: 'De kelder spreekt',
    subtitle: 'Vijf eeuwen onder de Markt: gewelven, vaten en verhalen.',
    img: '/images/home/slide-kelder.webp',
    alt: 'Eikenhouten vaten onder de bakstenen gewelven van de kelder',
    link: '/erfgoed',
    cta: 'Lees de verhalen',
  },
  {
    title: 'Hoofdstad van de Vlaamse Ardennen',
    subtitle: 'Glooiende heuvels, wijngaarden en de Schelde aan je voeten.',
    img: '/images/home/slide-ardennen.webp',
    alt: 'De heuvels van de Vlaamse Ardennen bij valavond met de torens van Oudenaarde',
    link: '/inspiratie',
    cta: 'Vind jouw wijn',
  },
  {
    title: 'Aan tafel',
    subtitle: 'Per glas of per fles, met een hapje of een volledig diner.',
    img: '/images/home/slide-menukaart.webp',
    alt: 'Een gedekte tafel met de menukaart, een fles rode wijn, een glas en een kaars',
    link: MENU_CARD_SHORT,
    cta: 'Bekijk de menukaart',
  },
];

/**
 * What a screen reader is told when the visitor shows a slide with its dot: the slide changes out
 * of the focus, and a focused dot says only what it offers, so without this nothing was said (heard
 * with Orca).
 */
export function slideNews(slides: readonly Pick<Slide, 'title' | 'subtitle'>[], i: number): string {
  const slide = slides[i];
  return slide ? `Dia ${i + 1} van ${slides.length}: ${slide.title}. ${slide.subtitle}` : '';
}

/**
 * What a screen reader is told when the visitor plays or pauses the carousel. Its button says
 * what it will do next by its name, as the ARIA carousel pattern has it, but a name that changes
 * under the focus is not said by every reader (Orca said nothing), where a live region is.
 */
export const CAROUSEL_NEWS = { paused: 'Carrousel gepauzeerd', playing: 'Carrousel speelt af' };

/** The portrait and the tapestry, alternating (components/home/cross-fade.tsx). */
export const MARGARETHA_IMAGES: [{ src: string; alt: string }, { src: string; alt: string }] = [
  {
    src: '/images/home/margaretha-portret.webp',
    alt: 'Gegraveerd portretmedaillon van Margaretha van Parma met kroon en parelsnoer',
  },
  {
    src: '/images/home/margaretha-wandtapijt.webp',
    alt: 'Oudenaards wandtapijt uit de zestiende eeuw met loofwerk en bloemen',
  },
];
