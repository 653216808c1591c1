// The pages' budgets (docs/performance.md, "Budgets"): what each profile allows, and which of them
// a set of Lighthouse results breaks. `npm test` judges the untimed ones (bench-pages.mjs); the
// timings are compared with a baseline instead (bench-budget.mjs).

/**
 * Budgets per profile (docs/performance.md, "Budgets", says where each comes from and which were
 * set to a measured value because the target is out of reach). `public` applies to every public
 * route, `lcpMsByRoute` overrides the LCP of one route, `admin` to /admin/login.
 */
/**
 * An image as a page's largest paint on 3G cannot come sooner than the HTML, one more round trip
 * (300 ms) and the image's bytes: the issue's 1.8 s for `/` says so of the hero, and the photo and
 * project pages are in the same case. Measured on 29 Nov 2026 (median of 3, `npm run bench:web`,
 * CPU index 3300–3700): /our-team 1.51 s with the photos below the first fetched later, /projects
 * 1.82 s (its first screen shows several cards), a project 1.51–1.52 s. Those routes are held to
 * their measured values; every other public route to the issue's 1.5 s (docs/performance.md, "Budgets").
 */
const IMAGE_LCP_3G = { '/': 1800, '/sw': 1800, '/our-team': 1600, '/projects': 1900, '/projects/:id': 1600, '/fr/projects/:id': 1600 };

export const BUDGETS = {
  mobile: {
    public: {
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1000,
      tbtMs: 100,
      cls: 0.02,
      /**
       * First-load JavaScript of every public page, compressed, as Lighthouse counts it (at most
       * 140 KB): public pages read through remote_shared/data and load no Redux (docs/performance.md,
       * "First-load JavaScript").
       */
      publicJsKb: 140,
      /**
       * The page's HTML as it travels, headers included: at most the ten TCP segments of 1,460 bytes
       * a new connection's first round trip carries, so that the page arrives in one round trip on
       * a slow link (docs/performance.md, "Page HTML in one round trip").
       */
      documentBytes: 14_600,
    },
    lcpMsByRoute: {},
    /** The sign-in page paints its form from the page server's HTML, and its scripts start after that paint. */
    admin: { performance: 95, lcpMs: 1500 },
  },
  '3g': {
    public: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02, publicJsKb: 140, documentBytes: 14_600 },
    lcpMsByRoute: IMAGE_LCP_3G,
    admin: { performance: 95, lcpMs: 2500 },
  },
};

export const TIMING = new Set(['performance', 'lcp', 'tbt']);
/** Every other kind of budget: scores and sizes that do not depend on the host's speed. */
export const UNTIMED = new Set(['accessibility', 'bestPractices', 'seo', 'cls', 'admin', 'js', 'html']);

/**
 * What a page's HTML may weigh over its budget in `npm test` before it fails (docs/decisions/0201):
 * the bytes that differ from run to run with the address the page was asked at (its host and port
 * appear in its absolute links, 26 times on /sw) and the fresh CSP nonce in its headers and its
 * script, which no compressor can shrink. Two runs of the same build measured 13,396 and 13,408
 * bytes for /; the allowance is five times that, and 0.4 % of the budget.
 */
export const HTML_HEADROOM_BYTES = 64;

/**
 * The budgets a result breaks (each result carries its profile); `only` limits the check to some
 * kinds (TIMING, UNTIMED); `htmlHeadroom` is added to the HTML budget (HTML_HEADROOM_BYTES in `npm test`).
 */
export function checkBudgets(results, only, { htmlHeadroom = 0 } = {}) {
  const problems = [];
  for (const r of results) {
    const budgets = BUDGETS[r.profile];
    const add = (kind, text) => (!only || only.has(kind)) && problems.push(`${r.route} (${r.profile}): ${text}`);
    if (r.route.startsWith('/admin')) {
      if (r.route !== '/admin/login') continue;
      if (r.performance < budgets.admin.performance) add('performance', `Performance ${r.performance} < ${budgets.admin.performance}`);
      if (r.lcpMs > budgets.admin.lcpMs) add('lcp', `LCP ${r.lcpMs} ms > ${budgets.admin.lcpMs}`);
      continue;
    }
    const b = budgets.public;
    const lcpMs = budgets.lcpMsByRoute[r.route.replace(/\/projects\/\d+$/, '/projects/:id')] ?? b.lcpMs;
    if (r.performance < b.performance) add('performance', `Performance ${r.performance} < ${b.performance}`);
    if (r.accessibility < b.accessibility) add('accessibility', `Accessibility ${r.accessibility} < ${b.accessibility}`);
    if (r.bestPractices < b.bestPractices) add('bestPractices', `Best Practices ${r.bestPractices} < ${b.bestPractices}`);
    if (r.seo < b.seo) add('seo', `SEO ${r.seo} < ${b.seo}`);
    if (r.lcpMs > lcpMs) add('lcp', `LCP ${r.lcpMs} ms > ${lcpMs}`);
    if (r.tbtMs > b.tbtMs) add('tbt', `TBT ${r.tbtMs} ms > ${b.tbtMs}`);
    if (r.cls > b.cls) add('cls', `CLS ${r.cls} > ${b.cls}`);
    if (r.adminBytes > 0) add('admin', `loaded ${r.adminBytes} remote-admin file(s)`);
    if (r.jsKb > b.publicJsKb) add('js', `${r.jsKb} KB of JavaScript > ${b.publicJsKb}`);
    if (r.documentBytes > b.documentBytes + htmlHeadroom)
      add('html', `HTML ${r.documentBytes} bytes > ${b.documentBytes}${htmlHeadroom ? ` + ${htmlHeadroom}` : ''} (more than one round trip)`);
  }
  return problems;
}
