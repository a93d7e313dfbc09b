type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};
/** The bench's reference: a bare Next 16 page (bench/bare-next) measured in the same run. */
type Reference = {
  js?: { scripts: number; gzipKB: number; firebase?: boolean };
  lighthouse?: Partial<Record<'mobile' | 'desktop', Scores>>;
  load?: { ratio: number };
};
export const BUDGET: {
  mobile: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
  };
  desktop: { accessibility: number; bestPractices: number; seo: number };
  cls: number;
  tbtMs: number;
  jsAboveBareKB: { home: number; other: number };
  loadRatio: number;
  loadPaths: string[];
};
export const BARE_PAGE: string;
export function aboveBareKB(gzipKB: number, bareNextKB: number): number;
export const FIREBASE_CODE: RegExp;
export function budgetMisses(results: {
  bareNextKB: number;
  /** `firebase`: whether any of the route's scripts holds Firebase SDK code (FIREBASE_CODE). */
  js?: Record<string, { scripts: number; gzipKB: number; firebase?: boolean }>;
  lighthouse?: Record<string, Scores>;
  load?: Record<string, { ratio: number }>;
  reference?: Reference;
}): string[];
export function referenceMisses(reference?: Reference): string[];
