import { MENU_CARD_SHORT } from './navigation';

/** A slide as the carousel shows it, its words in the page's language. */
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

/** Five slides, by number (their words are the `Home.slides` messages), and where each leads. */
export const SLIDES = [
  { n: 1, img: '/images/home/slide-gevel.webp', link: '/erfgoed' },
  { n: 2, img: '/images/home/slide-glazen.webp', link: '/inspiratie' },
  { n: 3, img: '/images/home/slide-kelder.webp', link: '/erfgoed' },
  { n: 4, img: '/images/home/slide-ardennen.webp', link: '/inspiratie' },
  { n: 5, img: '/images/home/slide-menukaart.webp', link: MENU_CARD_SHORT },
] as const;

/** The portrait and the tapestry, alternating (components/home/cross-fade.tsx). */
export const MARGARETHA_IMAGES = [
  { src: '/images/home/margaretha-portret.webp', alt: 'portraitAlt' },
  { src: '/images/home/margaretha-wandtapijt.webp', alt: 'tapestryAlt' },
] as const;
