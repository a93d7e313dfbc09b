/** On-scroll effects and slideshow timings, in one place. */
export const MOTION = {
  fadeSeconds: 0.5,
  slideOffsetPx: 100,
  parallaxRatio: 0.1,
  collageParallaxRatio: 0.2,
  carouselDelayMs: 5000,
  carouselSpeedMs: 1500,
  // Ours, not the spec's: how long before the carousel's first turn Swiper is fetched (it and the
  // next slide's picture must be there by then, on a slow phone too).
  carouselLoadLeadMs: 2000,
  slideshowIntervalMs: 5000,
  slideshowStartMs: 100,
  crossFadeSeconds: 1,
} as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * Scrolls the page down to where an element ends. has the home page's "Start jouw avontuur" go down
 * one window height, which is where the opening ends wherever it fills the window; on a phone it is
 * 80vh, and a whole window height went past the next section's heading into its text.
 */
export function scrollPast(element: Element | null): void {
  window.scrollBy({ top: element?.getBoundingClientRect().bottom ?? window.innerHeight });
}

/** Parallax offset of an element: how far its centre is from the viewport's, times the ratio. */
export function parallaxOffset(
  elementTop: number,
  elementHeight: number,
  viewportHeight: number,
  ratio: number,
): number {
  const distance = elementTop + elementHeight / 2 - viewportHeight / 2;
  return Math.round(-distance * ratio * 10) / 10 || 0;
}
