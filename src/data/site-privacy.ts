/**
 * What this website (www.fulcro.io, not a Fulcro instance) does with personal
 * data: who processes it for Fulcro S.r.l., how long the submissions of its
 * forms are kept, and what its analytics counts (shared/PLATFORM.md, "Site
 * hosting and forms", decided). The privacy policy (§4, §6, §7) states these;
 * its retention figures are `<Fact of="site.retention.…" />`.
 *
 * The forms' receiver (src/forms/receiver/: the Pages Functions and
 * `npm start`) applies these figures, and takes its limits from here too.
 *
 * What its analytics sends, and when it sends nothing, is ./site-analytics.ts.
 *
 * The site's processors never see platform data, and the platform's
 * sub-processors (./sub-processors.ts) never see the site's: the two lists are
 * kept apart on purpose.
 */
import {orderModel} from './order-model';

/** The site's host and everything Cloudflare does for it. */
export const siteHosting = {
  name: 'Cloudflare, Inc.',
  country: 'United States',
  /** Each use of Cloudflare by the site, as the privacy policy names it. */
  services: {
    pages: 'Cloudflare Pages',
    functions: 'Pages Functions',
    database: 'Cloudflare D1',
    /** Tells the team of each submission by e-mail, sent by the mailer Worker (workers/mailer/) the Pages Function calls. */
    email: 'Cloudflare e-mail sending',
  },
  /** The D1 database that stores the forms' submissions was created with the EU jurisdiction: its data stays in the EU. */
  databaseJurisdiction: 'EU',
} as const;

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
  /**
   * An Idempotency-Key is answered with its first reply for at least this long. It lives in its submission's row,
   * which every retention above keeps longer (a unit test holds them to that).
   */
  idempotencyKeyMinHours: 24,
} as const;

/** Days an evaluation request is kept after it arrived (when no contract follows). */
export const evaluationRequestDays = orderModel.evaluationDays + siteRetention.evaluationRequestExtraDays;

/** What the forms' receiver accepts, and how fast. */
export const siteSubmissionLimits = {
  /**
   * Form submissions one client (its IP address, kept only hashed with the window) may send in a window; the next
   * gets 429 with Retry-After. The deployment may change `submissions` through the FORMS_RATE_LIMIT variable (the
   * end-to-end tests raise it: hundreds of posts come from 127.0.0.1).
   */
  rateLimit: {submissions: 10, windowSeconds: 600},
  /** Largest request body the receiver reads, in bytes (64 KiB); a larger one gets 413. */
  maxBodyBytes: 64 * 1024,
  /**
   * The contact form is sent no sooner than this after it was first shown (the browser waits if need be); a request
   * that says it was filled in faster is a bot's, answered as sent and dropped, like a filled honeypot.
   */
  minFillSeconds: 3,
  /** The Retry-After of a request whose twin (same Idempotency-Key) is still being stored. */
  inFlightRetrySeconds: 1,
  /** A twin still marked in flight after this long was cut short; its stored row answers for it. */
  inFlightStaleSeconds: 30,
} as const;

/** Who is told of each accepted submission (the mailer Worker): from an address of the site's domain, to the sales desk. */
export const submissionNotices = {
  from: 'forms@fulcro.io',
  to: 'sales@fulcro.io',
} as const;
