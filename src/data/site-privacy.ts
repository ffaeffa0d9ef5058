/**
 * What this website (www.fulcro.io, not a Fulcro instance) does with personal
 * data: who processes it for Fulcro S.r.l., how long the submissions of its
 * forms are kept, and what its analytics counts (shared/PLATFORM.md, "Site
 * hosting and forms", decided). The privacy policy (§4, §6, §7) states these;
 * its retention figures are `<Fact of="site.retention.…" />`.
 *
 * The site's processors never see platform data, and the platform's
 * sub-processors (./sub-processors.ts) never see the site's: the two lists are
 * kept apart on purpose.
 */
import {siteAnalytics} from './sub-processors';

/** The site's host and everything Cloudflare does for it. */
export const siteHosting = {
  name: 'Cloudflare, Inc.',
  country: 'United States',
  /** Each use of Cloudflare by the site, as the privacy policy names it. */
  services: {
    pages: 'Cloudflare Pages',
    functions: 'Pages Functions',
    database: 'Cloudflare D1',
    /** Tells the team of each submission by e-mail, sent from the Pages Function. */
    email: 'Cloudflare e-mail sending',
  },
  /** The D1 database that stores the forms' submissions was created with the EU jurisdiction: its data stays in the EU. */
  databaseJurisdiction: 'EU',
} as const;

/** The site's processors, in the order the privacy policy (§7.2) names them. */
export const siteProcessors = [siteHosting.name, siteAnalytics.name] as const;

/** How long the site keeps what its forms and its security reporting collect. */
export const siteRetention = {
  /** Contact requests (the contact form): deleted this many months after they arrive. */
  contactRequestMonths: 12,
  /**
   * Evaluation requests (the checkout): kept for the evaluation and this many days after it; when a contract follows,
   * for the contract's life (and then for what tax law requires of the contract's records).
   */
  evaluationRequestExtraDays: 30,
  /** Content-Security-Policy violation reports: kept this many days, and never more than `cspReportMaxRows` rows. */
  cspReportDays: 30,
  cspReportMaxRows: 10_000,
} as const;

/** What the site's analytics sends, and when it sends nothing (the forms helper's tracker implements it). */
export const siteAnalyticsRules = {
  /** Nothing is sent when the browser signals Global Privacy Control (`navigator.globalPrivacyControl`) or Do Not Track. */
  silentOn: ['Global Privacy Control', 'Do Not Track'],
  /** A page that does not exist is counted as a custom event with this name, not as a page view. */
  notFoundEvent: '404',
} as const;
