const listeners = new Set<() => void>();

/**
 * jsdom has no matchMedia: answer `prefers-reduced-motion: reduce` as asked. A change while a
 * component listens is announced to it, as a browser does when the visitor's setting changes.
 */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
    }),
  });
  for (const listener of [...listeners]) listener();
}

/** What getImageProps returns for a plain image, for client components that receive it. */
export function imgAttrs(src: string, alt: string) {
  return {
    src,
    alt,
    width: 900,
    height: 1100,
    loading: 'lazy' as const,
    style: {},
    sizes: undefined,
    srcSet: undefined,
  };
}
