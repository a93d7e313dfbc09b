'use client';

import { useEffect } from 'react';

import { PHOTO_ATTRIBUTE } from './photo-frame';

// Else a failed photograph shows the browser's broken-image icon on an empty panel.
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
