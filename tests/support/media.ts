/** jsdom has no matchMedia: answer `prefers-reduced-motion: reduce` as asked. */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

/** What getImageProps returns for a plain image, for client components that receive it. */
export function imgAttrs(src: string, alt: string) {
  return { src, alt, width: 900, height: 1100, loading: 'lazy' as const, style: {}, sizes: undefined, srcSet: undefined };
}
