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
export const FIREBASE_CODE =
  /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com|@firebase\/|firebase-admin/;

const SCORES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
];

/** What the verdict calls the bench's reference page (bench/bare-next). */
export const BARE_PAGE = 'bare Next 16 page';

/** KB gzip a route's JavaScript weighs above a bare Next 16 page, to a tenth. */
export const aboveBareKB = (gzipKB, bareNextKB) => Math.round((gzipKB - bareNextKB) * 10) / 10;

/**
 * Every figure of one Lighthouse result the budget judges, as [figure, shown, over]: `over` is
 * the limit it passes ("> 100 ms"), or null when it is within.
 */
function lighthouseChecks(form, m) {
  const limits = BUDGET[form];
  const checks = [];
  for (const [field, label] of SCORES) {
    if (limits[field] !== undefined)
      checks.push([
        label,
        String(m[field]),
        m[field] < limits[field] ? `< ${limits[field]}` : null,
      ]);
  }
  if (limits.lcpMs !== undefined)
    checks.push([
      'LCP',
      `${Math.round(m.lcp)} ms`,
      m.lcp > limits.lcpMs ? `> ${limits.lcpMs} ms` : null,
    ]);
  checks.push([
    'TBT',
    `${Math.round(m.tbt)} ms`,
    m.tbt > BUDGET.tbtMs ? `> ${BUDGET.tbtMs} ms` : null,
  ]);
  checks.push(['CLS', m.cls.toFixed(3), m.cls > BUDGET.cls ? `> ${BUDGET.cls}` : null]);
  return checks;
}

/**
 * Every way the results miss the budget, as readable lines ("/ mobile: LCP 2310 ms > 2000 ms");
 * an empty list when it is met. Parts the run skipped (no Lighthouse, no load) are not judged.
 * With a `reference` (the bare Next 16 page measured in the same run), each Lighthouse and load
 * miss also says what that page scored: a miss it shares is the framework's or the machine's.
 */
export function budgetMisses({ bareNextKB, js = {}, lighthouse = {}, load = {}, reference }) {
  const misses = [];
  for (const [key, m] of Object.entries(lighthouse)) {
    const form = key.endsWith(' desktop') ? 'desktop' : 'mobile';
    const bare = reference?.lighthouse?.[form];
    const bareShown = new Map(
      bare ? lighthouseChecks(form, bare).map(([figure, shown]) => [figure, shown]) : [],
    );
    for (const [figure, shown, over] of lighthouseChecks(form, m)) {
      if (over)
        misses.push(
          `${key}: ${figure} ${shown} ${over}${bareShown.has(figure) ? ` (${BARE_PAGE}: ${bareShown.get(figure)})` : ''}`,
        );
    }
  }
  for (const [route, r] of Object.entries(js)) {
    const allowed = route === '/' ? BUDGET.jsAboveBareKB.home : BUDGET.jsAboveBareKB.other;
    const above = aboveBareKB(r.gzipKB, bareNextKB);
    if (above > allowed)
      misses.push(`${route}: JavaScript ${above} KB gzip above a bare page > ${allowed} KB`);
    if (r.firebase) misses.push(`${route}: the browser loads Firebase SDK code`);
  }
  const bareLoad = reference?.load ? ` (${BARE_PAGE}: ${reference.load.ratio} of its own)` : '';
  for (const path of BUDGET.loadPaths) {
    const r = load[path];
    if (r && r.ratio < BUDGET.loadRatio)
      misses.push(
        `${path}: ${r.ratio} of the static asset's requests/s < ${BUDGET.loadRatio}${bareLoad}`,
      );
  }
  return misses;
}

/**
 * Where the bare Next 16 page itself misses the Lighthouse and load budget in a run ("mobile:
 * TBT 309 ms > 100 ms"): the part of the budget no page on this framework and machine could meet.
 */
export function referenceMisses({ lighthouse = {}, load } = {}) {
  const misses = [];
  for (const [form, m] of Object.entries(lighthouse)) {
    for (const [figure, shown, over] of lighthouseChecks(form, m))
      if (over) misses.push(`${form}: ${figure} ${shown} ${over}`);
  }
  if (load && load.ratio < BUDGET.loadRatio)
    misses.push(`load: ${load.ratio} of its static asset's requests/s < ${BUDGET.loadRatio}`);
  return misses;
}
