import type { useTranslations } from 'next-intl';

import type { CarouselWords } from './carousel';

type Translate = ReturnType<typeof useTranslations<'Carousel'>>;

export function carouselWords<S extends { title: string; subtitle: string }>(
  c: Translate,
  slides: S[],
): { words: CarouselWords; slides: (S & { label: string; show: string; news: string })[] } {
  const count = slides.length;
  return {
    words: {
      region: c('region'),
      roleCarousel: c('roleCarousel'),
      roleSlide: c('roleSlide'),
      pause: c('pause'),
      play: c('play'),
      paused: c('paused'),
      playing: c('playing'),
      adventure: c('adventure'),
    },
    slides: slides.map((slide, i) => ({
      ...slide,
      label: c('slide', { n: i + 1, count }),
      show: c('showSlide', { n: i + 1, title: slide.title }),
      news: c('news', { n: i + 1, count, title: slide.title, subtitle: slide.subtitle }),
    })),
  };
}
