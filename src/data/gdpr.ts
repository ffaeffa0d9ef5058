/**
 * GDPR figures the site quotes (Regulation (EU) 2016/679). The fine ceiling is
 * Article 83(5): up to EUR 20 000 000 or 4 % of total worldwide annual
 * turnover of the preceding financial year, whichever is higher.
 */
export const gdprFineCeiling = {amountEur: 20_000_000, turnoverPercent: 4} as const;

/** Deadlines the compliance map refers to (Articles 12(3) and 33(1)). */
export const gdprDeadlines = {
  /** Answer to a data-subject request, extendable by two further months. */
  subjectRequestMonths: 1,
  /** Notification of a personal-data breach to the supervisory authority. */
  breachNotificationHours: 72,
} as const;
