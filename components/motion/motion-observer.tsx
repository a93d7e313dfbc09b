'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { usePauseMemory } from '@/components/motion/use-pause-memory';
import { useReducedMotion } from '@/components/motion/use-reduced-motion';
import { parallaxOffset, prefersReducedMotion } from '@/lib/motion';

export const PENDING = 'data-pending';

export function MotionObserver() {
  const pathname = usePathname();
  // Only a dependency: hydration renders full motion first, so the effect reads the setting itself.
  const reducedMotion = useReducedMotion();
  usePauseMemory(pathname);

  useEffect(() => {
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
    // Hidden only once below the viewport: what the first paint shows never waits for the script.
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
      for (const el of reveals) el.removeAttribute(PENDING);
      for (const el of layers) el.style.removeProperty('transform');
    };
  }, [pathname, reducedMotion]);

  return null;
}
