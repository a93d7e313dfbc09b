// The speed budget of issue 7, checked against the figures `npm run bench` measures
// (bench-results/latest.json): what it prints as "met" or, per route, what is over.

export const BUDGET = {
  mobile: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000 },
  desktop: { accessibility: 100, bestPractices: 100, seo: 100 },
  cls: 0.02,
  tbtMs: 100,
  // KB gzip of JavaScript above a bare Next 16 page: the home page carries the carousel.
  jsAboveBareKB: { home: 45, other: 15 },
  // Requests per second of each wine page against the static asset, under the same load.
  loadRatio: 0.5,
  loadPaths: ['/wijnen', '/wijnen?type=Rood&pagina=2', '/wijnen/De%20Koele%20Giraf'],
};

/** Text only Firebase's SDKs carry: their service hosts and package names. */
export const FIREBASE_CODE = /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com|@firebase\/|firebase-admin/;

const SCORES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
];

/** KB gzip a route's JavaScript weighs above a bare Next 16 page, to a tenth. */
export const aboveBareKB = (gzipKB, bareNextKB) => Math.round((gzipKB - bareNextKB) * 10) / 10;

/**
 * Every way the results miss the budget, as readable lines ("/ mobile: LCP 2310 ms > 2000 ms");
 * an empty list when it is met. Parts the run skipped (no Lighthouse, no load) are not judged.
 */
export function budgetMisses({ bareNextKB, js = {}, lighthouse = {}, load = {} }) {
  const misses = [];
  for (const [key, m] of Object.entries(lighthouse)) {
    const form = key.endsWith(' desktop') ? 'desktop' : 'mobile';
    const limits = BUDGET[form];
    for (const [field, label] of SCORES) {
      if (limits[field] !== undefined && m[field] < limits[field]) misses.push(`${key}: ${label} ${m[field]} < ${limits[field]}`);
    }
    if (limits.lcpMs !== undefined && m.lcp > limits.lcpMs) misses.push(`${key}: LCP ${Math.round(m.lcp)} ms > ${limits.lcpMs} ms`);
    if (m.tbt > BUDGET.tbtMs) misses.push(`${key}: TBT ${Math.round(m.tbt)} ms > ${BUDGET.tbtMs} ms`);
    if (m.cls > BUDGET.cls) misses.push(`${key}: CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
  }
  for (const [route, r] of Object.entries(js)) {
    const allowed = route === '/' ? BUDGET.jsAboveBareKB.home : BUDGET.jsAboveBareKB.other;
    const above = aboveBareKB(r.gzipKB, bareNextKB);
    if (above > allowed) misses.push(`${route}: JavaScript ${above} KB gzip above a bare page > ${allowed} KB`);
    if (r.firebase) misses.push(`${route}: the browser loads Firebase SDK code`);
  }
  for (const path of BUDGET.loadPaths) {
    const r = load[path];
    if (r && r.ratio < BUDGET.loadRatio) misses.push(`${path}: ${r.ratio} of the static asset's requests/s < ${BUDGET.loadRatio}`);
  }
  return misses;
}
