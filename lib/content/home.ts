import { MENU_CARD_SHORT } from './navigation';

export type Slide = {
  title: string;
  subtitle: string;
  img: string;
  alt: string;
  link: string;
  cta: string;
};

export const SLIDE_IMAGE_WIDTH = 1600;

export const SLIDES = [
  { n: 1, img: '/images/home/slide-gevel.webp', link: '/erfgoed' },
  { n: 2, img: '/images/home/slide-glazen.webp', link: '/inspiratie' },
  { n: 3, img: '/images/home/slide-kelder.webp', link: '/erfgoed' },
  { n: 4, img: '/images/home/slide-ardennen.webp', link: '/inspiratie' },
  { n: 5, img: '/images/home/slide-menukaart.webp', link: MENU_CARD_SHORT },
] as const;

export const MARGARETHA_IMAGES = [
  { src: '/images/home/margaretha-portret.webp', alt: 'portraitAlt' },
  { src: '/images/home/margaretha-wandtapijt.webp', alt: 'tapestryAlt' },
] as const;
