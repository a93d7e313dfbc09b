export type SrcsetCandidate = { url: string; width: number };

/**
 * `url 640w, url 828w` → its candidates, in the order written; undefined for an empty srcset or a
 * density one (`1x, 2x`). Shared by the image helper (components/content/img.tsx) and the test that
 * checks every page's srcsets against the image files.
 */
export function widthCandidates(srcset: string | undefined): SrcsetCandidate[] | undefined {
  const candidates = srcset?.split(',').map((entry) => {
    const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
    return { url, width: descriptor.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN };
  });
  if (!candidates?.length || candidates.some((c) => Number.isNaN(c.width))) return undefined;
  return candidates;
}
