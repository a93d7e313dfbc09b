'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { parallaxOffset, prefersReducedMotion } from '@/lib/motion';

/**
 * The one client island behind every on-scroll effect of a page. Server-rendered elements opt in
 * with `data-reveal` (fade, left, right) or `data-parallax="0.1"`; this observes them with one
 * IntersectionObserver and moves parallax layers in one animation frame per scroll.
 */
export function MotionObserver() {
  const pathname = usePathname();

  useEffect(() => {
    const reveals = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
    const layers = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
    if (prefersReducedMotion()) {
      reveals.forEach((el) => el.setAttribute('data-visible', ''));
      return;
    }
    const inView = new Set<HTMLElement>();
    let frame = 0;
    const move = () => {
      frame = 0;
      const vh = window.innerHeight;
      // All reads first, then all writes: no layout thrash.
      const offsets = [...inView].map((el) => {
        const rect = (el.parentElement ?? el).getBoundingClientRect();
        return [el, parallaxOffset(rect.top, rect.height, vh, Number(el.dataset.parallax) || 0.1)] as const;
      });
      for (const [el, y] of offsets) el.style.transform = `translate3d(0, ${y}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(move);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if ('parallax' in el.dataset) {
          if (entry.isIntersecting) inView.add(el);
          else inView.delete(el);
          continue;
        }
        if (entry.isIntersecting) el.setAttribute('data-visible', '');
        // Spec §4: reset when the element leaves below the viewport, so it plays again.
        else if (entry.boundingClientRect.top > 0) el.removeAttribute('data-visible');
      }
      schedule();
    }, { rootMargin: '0px 0px -8% 0px' });
    reveals.forEach((el) => observer.observe(el));
    layers.forEach((el) => observer.observe(el));
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
