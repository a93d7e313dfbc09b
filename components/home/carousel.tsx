'use client';

import 'swiper/css';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

import { displayItalic } from '@/components/content/display-italic';
import type { ImgAttributes } from '@/components/content/img';
import type { Slide } from '@/lib/content/home';
import { MOTION, prefersReducedMotion } from '@/lib/motion';

import styles from './carousel.module.scss';

/**
 * The home carousel. All slides are server-rendered (the first one is the page's largest paint);
 * Swiper is loaded after hydration and only moves what is already there. The pictures of the
 * other slides come with Swiper: lazy or not, a phone fetched them before its first paint (they
 * lie within Chromium's lazy-load distance), sharing the bandwidth with the first picture, and
 * nobody sees them before Swiper turns to them (a slide chosen earlier brings its own at once).
 */
export type CarouselSlide = Slide & { image: ImgAttributes };

export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [loaded, setLoaded] = useState(false);
  // What a visitor asked for before Swiper arrived (it loads after hydration): applied on start.
  const early = useRef<{ slide?: number; paused?: boolean }>({});

  useEffect(() => {
    let cancelled = false;
    const reduced = prefersReducedMotion();
    void import('./load-swiper').then(({ Swiper, Autoplay }) => {
      if (cancelled || !root.current) return;
      setLoaded(true);
      // Spec: autoplay stays off under reduced motion; the button then offers to start it.
      const still = reduced || early.current.paused === true;
      if (still) setPlaying(false);
      swiper.current = new Swiper(root.current, {
        modules: [Autoplay],
        initialSlide: early.current.slide ?? 0,
        speed: reduced ? 0 : MOTION.carouselSpeedMs,
        rewind: true,
        autoplay: still ? false : { delay: MOTION.carouselDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
        on: { slideChange: (s) => setActive(s.activeIndex) },
      });
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy();
    };
  }, []);

  const togglePlay = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) early.current.paused = playing;
    else if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      data-under-header
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label="Welkom bij 1504 Locus Lex"
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(e) => {
        if (playing && !e.currentTarget.contains(e.relatedTarget as Node)) swiper.current?.autoplay?.resume();
      }}
    >
      <div ref={root} className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              className={`swiper-slide ${styles.slide}`}
              data-active={i === active || undefined}
              role="group"
              aria-roledescription="dia"
              aria-label={`${i + 1} van ${slides.length}`}
              aria-hidden={i === active ? undefined : true}
              inert={i !== active}
            >
              {/* Attributes from next/image's getImageProps, computed on the server. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {(i === 0 || i === active || loaded) && <img {...slide.image} alt={slide.alt} className={styles.image} />}
              <div className={styles.text}>
                {i === 0 ? <h1 className={styles.title}>{slide.title}</h1> : <h2 className={styles.title}>{slide.title}</h2>}
                <p className={`${styles.subtitle} ${displayItalic.variable}`}>{slide.subtitle}</p>
                <Link href={slide.link} className={styles.link}>
                  {slide.cta}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={styles.dot}
              aria-label={`Toon dia ${i + 1}: ${slide.title}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => {
                if (swiper.current) swiper.current.slideTo(i);
                else {
                  early.current.slide = i;
                  setActive(i);
                }
              }}
            />
          ))}
        </div>
        <button type="button" className={styles.play} onClick={togglePlay} aria-label={playing ? 'Pauzeer de carrousel' : 'Speel de carrousel af'}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      </div>
      <a
        href="#locus-lex"
        className={styles.adventure}
        onClick={(event) => {
          event.preventDefault();
          window.scrollBy({ top: window.innerHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        }}
      >
        Start jouw avontuur
        <span className={styles.arrow} aria-hidden="true" />
      </a>
    </section>
  );
}
