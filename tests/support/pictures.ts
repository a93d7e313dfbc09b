/** Pictures measured against their `sizes`, in the page itself through `page.evaluate`. */

/** The pages whose pictures' widths follow the content column (the others' are fixed in px). */

/**
 * Whether a picture is shown about as wide as its `sizes` says: no more than a tenth wider (the
 * file picked for it would be soft), nor far narrower (bytes nobody sees).
 */
export const asSized = ({ rendered, slot }: { rendered: number; slot: number }) =>
  rendered <= slot * 1.1 + 1 && rendered >= slot * 0.7;

/**
 * In the page: each shown picture with `sizes`, its width on screen and the width its `sizes` gives
 * (the first entry whose media query matches, measured by the page's own style engine); with them
 * the width of the file the browser took (`file`.
 */
export async function measurePictures(inView: boolean) {
  const slot = (sizes: string) => {
    for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
      const [, media, length = ''] = entry.trim().match(/^(\(.*\))?\s*(.+)$/) ?? [];
      if (media && !matchMedia(media).matches) continue;
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; width: ${length}`;
      document.body.append(probe);
      const px = probe.getBoundingClientRect().width;
      probe.remove();
      return px;
    }
    return 0;
  };
  const found: {
    src: string;
    rendered: number;
    slot: number;
    file: number;
    fits: number;
  }[] = [];
  for (const img of document.querySelectorAll<HTMLImageElement>('img[sizes]')) {
    if (inView) {
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (let wait = 0; !img.currentSrc && wait < 40; wait++)
        await new Promise((done) => setTimeout(done, 50));
    }
    const rendered = Math.round(img.getBoundingClientRect().width);
    if (rendered === 0) continue;
    const widths = img.srcset
      .split(/,\s+/)
      .map((candidate) => parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10))
      .sort((a, b) => a - b);
    const px = slot(img.sizes);
    const address = new URL(img.currentSrc || img.src, location.href);
    found.push({
      src: address.searchParams.get('url') ?? decodeURIComponent(address.pathname),
      rendered,
      slot: Math.round(px),
      file: Number(address.searchParams.get('w')),
      fits: widths.find((w) => w >= px * devicePixelRatio) ?? widths.at(-1) ?? 0,
    });
  }
  return found;
}
