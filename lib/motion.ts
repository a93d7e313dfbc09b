export const MOTION = {
  fadeSeconds: 0.5,
  slideOffsetPx: 100,
  parallaxRatio: 0.1,
  collageParallaxRatio: 0.2,
  carouselDelayMs: 5000,
  carouselSpeedMs: 1500,
  // Swiper and the next slide's picture must be there by the first turn, on a slow phone too.
  carouselLoadLeadMs: 2000,
  slideshowIntervalMs: 5000,
  slideshowStartMs: 100,
  crossFadeSeconds: 1,
} as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

// Not one window height: the opening is 80vh on a phone, and that goes past the next heading.
export function scrollPast(element: Element | null): void {
  window.scrollBy({ top: element?.getBoundingClientRect().bottom ?? window.innerHeight });
}

export function parallaxOffset(
  elementTop: number,
  elementHeight: number,
  viewportHeight: number,
  ratio: number,
): number {
  const distance = elementTop + elementHeight / 2 - viewportHeight / 2;
  return Math.round(-distance * ratio * 10) / 10 || 0;
}
