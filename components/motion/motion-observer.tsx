'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { usePauseMemory } from '@/components/motion/use-pause-memory';
import { useReducedMotion } from '@/components/motion/use-reduced-motion';
import { parallaxOffset, prefersReducedMotion } from '@/lib/motion';

/** Set on a `data-reveal` element while it waits below the viewport (styles/globals.scss). */
export const PENDING = 'data-pending';

/** The one client island behind every on-scroll effect of a page. */
export function MotionObserver() {
  const pathname = usePathname();
  // Only a dependency: the effect reads the setting itself, so hydration (which renders the
  // server's full-motion value first) never starts the effects under reduced motion.
  const reducedMotion = useReducedMotion();
  usePauseMemory(pathname);

  useEffect(() => {
    // Under reduced motion nothing is ever hidden: the content simply shows.
    if (prefersReducedMotion()) return;
    const reveals = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
    const layers = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
    const inView = new Set<HTMLElement>();
    let frame = 0;
    const move = () => {
      frame = 0;
      const vh = window.innerHeight;
      // All reads first, then all writes: no layout thrash.
      const offsets = [...inView].map((el) => {
        const rect = (el.parentElement ?? el).getBoundingClientRect();
        return [
          el,
          parallaxOffset(rect.top, rect.height, vh, Number(el.dataset.parallax) || 0.1),
        ] as const;
      });
      for (const [el, y] of offsets) el.style.transform = `translate3d(0, ${y}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(move);
    };
    // Server-rendered content is visible from the first paint (it is often the page's largest
    // element, and must not wait for scripts).
    const below = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if ('parallax' in el.dataset) {
          if (entry.isIntersecting) inView.add(el);
          else inView.delete(el);
        } else if (!entry.isIntersecting && entry.boundingClientRect.top > 0) {
          el.setAttribute(PENDING, '');
        }
      }
      schedule();
    });
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) entry.target.removeAttribute(PENDING);
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    reveals.forEach((el) => {
      below.observe(el);
      reveal.observe(el);
    });
    layers.forEach((el) => below.observe(el));
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      below.disconnect();
      reveal.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      // Nothing left waiting or moved once no one watches (reduced motion, or the next page).
      for (const el of reveals) el.removeAttribute(PENDING);
      for (const el of layers) el.style.removeProperty('transform');
    };
  }, [pathname, reducedMotion]);

  return null;
}
