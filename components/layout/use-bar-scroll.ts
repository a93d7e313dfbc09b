import { useEffect, useState } from 'react';

const SCROLL_THRESHOLD = 100;

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
