import { useEffect, useState } from 'react';

/** The bar's top styling and hiding both switch at 100 px. */
export const SCROLL_THRESHOLD = 100;

/**
 * Where the page is for the bar: at its top (the bar's top styling), and whether the bar is
 * hidden (scrolling down past the threshold hides it, scrolling up brings it back). Read once a
 * frame at most.
 */
export function useBarScroll(): { atTop: boolean; hidden: boolean } {
  const [atTop, setAtTop] = useState(true);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setAtTop(y <= SCROLL_THRESHOLD);
      if (y <= SCROLL_THRESHOLD) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return { atTop, hidden };
}
