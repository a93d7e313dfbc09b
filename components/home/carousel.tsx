'use client';

import 'swiper/css';

import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

import type { Slide } from '@/lib/content/home';
import { MOTION, prefersReducedMotion } from '@/lib/motion';

import styles from './carousel.module.scss';

/**
 * The home carousel. All slides are server-rendered (the first one is the page's largest paint);
 * Swiper is loaded after hydration and only moves what is already there.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    let cancelled = false;
    const reduced = prefersReducedMotion();
    void Promise.all([import('swiper'), import('swiper/modules')]).then(([{ default: Swiper }, { Autoplay }]) => {
      if (cancelled || !root.current) return;
      // Spec: autoplay stays off under reduced motion; the button then offers to start it.
      if (reduced) setPlaying(false);
      swiper.current = new Swiper(root.current, {
        modules: [Autoplay],
        speed: reduced ? 0 : MOTION.carouselSpeedMs,
        rewind: true,
        autoplay: reduced ? false : { delay: MOTION.carouselDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
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
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
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
              <Image
                src={slide.img}
                alt={slide.alt}
                fill
                sizes="100vw"
                className={styles.image}
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
              <div className={styles.text}>
                {i === 0 ? <h1 className={styles.title}>{slide.title}</h1> : <h2 className={styles.title}>{slide.title}</h2>}
                <p className={styles.subtitle}>{slide.subtitle}</p>
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
              onClick={() => swiper.current?.slideTo(i)}
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
