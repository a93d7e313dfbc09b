'use client';

import 'swiper/css';

import { displayItalic } from '@/components/content/display-italic';
import type { ImgAttributes } from '@/components/content/img';
import { PdfLink } from '@/components/content/pdf-link';
import { announce } from '@/components/layout/announce';
import { useHydrated } from '@/components/layout/use-browser-value';
import Link from 'next/link';

import type { Slide } from '@/lib/content/home';
import { isPdf } from '@/lib/content/navigation';
import { scrollPast } from '@/lib/motion';

import styles from './carousel.module.scss';
import { useCarouselEngine } from './use-carousel-engine';

export type CarouselSlide = Slide & {
  image: ImgAttributes;
  label: string;
  show: string;
  news: string;
};

export type CarouselWords = Record<
  'region' | 'roleCarousel' | 'roleSlide' | 'pause' | 'play' | 'paused' | 'playing' | 'adventure',
  string
>;

export function Carousel({ slides, words }: { slides: CarouselSlide[]; words: CarouselWords }) {
  const { section, root, wrapper, active, loaded, playing, togglePlay, choose, focus } =
    useCarouselEngine();
  const hydrated = useHydrated();

  return (
    <section
      ref={section}
      data-under-header
      className={styles.carousel}
      aria-roledescription={words.roleCarousel}
      aria-label={words.region}
      {...focus}
    >
      <div ref={root} className={`swiper ${styles.swiper}`}>
        <div ref={wrapper} className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              className={`swiper-slide ${styles.slide}`}
              data-active={i === active || undefined}
              role="group"
              aria-roledescription={words.roleSlide}
              aria-label={slide.label}
              aria-hidden={i === active ? undefined : true}
              inert={i !== active}
            >
              {(i === 0 || i === active || loaded) && (
                // eslint-disable-next-line @next/next/no-img-element
                <img {...slide.image} alt={slide.alt} className={styles.image} />
              )}
              <div className={styles.text}>
                {i === 0 ? (
                  <h1 className={styles.title}>{slide.title}</h1>
                ) : (
                  <h2 className={styles.title}>{slide.title}</h2>
                )}
                <p className={`${styles.subtitle} ${displayItalic.variable}`}>{slide.subtitle}</p>
                {isPdf(slide.link) ? (
                  <PdfLink href={slide.link} className={styles.link}>
                    {slide.cta}
                  </PdfLink>
                ) : (
                  <Link href={slide.link} className={styles.link}>
                    {slide.cta}
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* No controls before the script runs: they would do nothing. */}
      {hydrated && (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className={styles.dot}
                aria-label={slide.show}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => {
                  choose(i);
                  // The slide changes out of the focus: said, or nothing is heard.
                  announce(slide.news);
                }}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.play}
            onClick={() => {
              togglePlay();
              announce(playing ? words.paused : words.playing);
            }}
            aria-label={playing ? words.pause : words.play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
      )}
      <a
        href="#locus-lex"
        className={styles.adventure}
        onClick={(event) => {
          event.preventDefault();
          scrollPast(section.current);
        }}
      >
        {words.adventure}
        <span className={styles.arrow} aria-hidden="true" />
      </a>
    </section>
  );
}
