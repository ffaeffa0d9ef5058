/**
 * What the website's own receiver (the Pages Functions behind the checkout and
 * the contact form, src/forms/receiver/) accepts, how fast, and how long it
 * keeps what it stored (shared/PLATFORM.md, "Site hosting and forms"). The
 * one source for the receiver, the browser's forms, the tests and
 * contributing/deploying.md; the privacy policy quotes the retention figures.
 */
import {orderModel} from './order-model';

export const siteRetention = {
  /** Contact requests: deleted 12 months after they arrived. */
  contactRequestMonths: 12,
  /**
   * Evaluation requests (checkout orders): the evaluation plus 30 days. When a
   * contract follows, the sales desk keeps the request with the contract, for
   * its life; the site's own copy goes all the same.
   */
  evaluationRequestDaysAfterEvaluation: 30,
  /** Content-Security-Policy violation reports: 30 days, and never more than 10,000 rows. */
  cspReportDays: 30,
  cspReportMaxRows: 10_000,
  /**
   * An Idempotency-Key is answered with its first reply for at least this
   * long. It lives in its submission's row, which every retention above keeps
   * longer (a unit test holds them to that).
   */
  idempotencyKeyMinHours: 24,
} as const;

/** Days an evaluation request is kept after it arrived. */
export const evaluationRequestDays = orderModel.evaluationDays + siteRetention.evaluationRequestDaysAfterEvaluation;

export const siteSubmissionLimits = {
  /**
   * Form submissions one client (one IP address, kept only as a salted hash)
   * may send in a window; the next gets 429 with Retry-After. The deployment
   * may change `submissions` through the FORMS_RATE_LIMIT variable (the
   * end-to-end tests raise it: hundreds of posts come from 127.0.0.1).
   */
  rateLimit: {submissions: 10, windowSeconds: 600},
  /** Largest request body the receiver reads, in bytes (64 KiB); a larger one gets 413. */
  maxBodyBytes: 64 * 1024,
  /**
   * The contact form is sent no sooner than this after it was first shown
   * (the browser waits if need be); a request that says it was filled in
   * faster is a bot's, answered as sent and dropped, like a filled honeypot.
   */
  minFillSeconds: 3,
  /** The Retry-After of a request whose twin (same Idempotency-Key) is still being stored. */
  inFlightRetrySeconds: 1,
  /** A twin still marked in flight after this long was cut short; its stored row answers for it. */
  inFlightStaleSeconds: 30,
} as const;

/**
 * Who is told of each accepted submission (the mailer Worker, workers/mailer/):
 * from an address of the site's domain, to the sales desk's inbox.
 */
export const submissionNotices = {
  from: 'forms@fulcro.io',
  to: 'sales@fulcro.io',
} as const;
