export type SrcsetCandidate = { url: string; width: number };

export function widthCandidates(srcset: string | undefined): SrcsetCandidate[] | undefined {
  const candidates = srcset?.split(',').map((entry) => {
    const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
    return { url, width: descriptor.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN };
  });
  if (!candidates?.length || candidates.some((c) => Number.isNaN(c.width))) return undefined;
  return candidates;
}
