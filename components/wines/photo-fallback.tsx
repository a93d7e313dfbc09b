'use client';

import { useEffect } from 'react';

import { PHOTO_ATTRIBUTE } from './photo-frame';

/**
 * A wine's photograph can fail to load: removed from Storage while the wine still names it, or
 * refused. Its card then showed the browser's broken-image icon on an empty panel. This marks the
 * frame of such a photograph (`data-photo="broken"`), and the card's stylesheet shows the house's
 * drawing of a bottle of its type instead, fetched then and only then. A CSS-only fallback (an
 * image's ::after) also shows, and fetches, while every photograph is still loading. Photographs
 * that failed before this script ran are found by their state; later ones by their error event,
 * which does not bubble, so it is heard on its way down (capture). Without JavaScript the icon
 * stays.
 */
export function PhotoFallback() {
  useEffect(() => {
    const mark = (target: EventTarget | null) => {
      if (target instanceof HTMLImageElement)
        target.closest(`[${PHOTO_ATTRIBUTE}]`)?.setAttribute(PHOTO_ATTRIBUTE, 'broken');
    };
    for (const img of document.querySelectorAll(`[${PHOTO_ATTRIBUTE}] img`)) {
      if (img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0) mark(img);
    }
    const onError = (event: Event) => mark(event.target);
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
