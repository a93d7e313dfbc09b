import { SLIDES as CONTENT } from '../../lib/content/home';
import nl from '../../messages/nl.json';

/** The home page's slides as the Dutch page shows them. */
export const SLIDES = CONTENT.map(({ n, img, link }) => ({
  ...nl.Home.slides[String(n) as keyof typeof nl.Home.slides],
  img,
  link,
}));

/** What a screen reader hears when a dot shows slide `i` (the `Carousel.news` message). */
export const slideNews = (slides: typeof SLIDES, i: number) =>
  `Dia ${i + 1} van ${slides.length}: ${slides[i]!.title}. ${slides[i]!.subtitle}`;
