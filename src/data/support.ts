/**
 * How support works and what hosted instances aim at (shared/PLATFORM.md,
 * "Commercial, legal and operations facts"). The help center, the support
 * FAQ and the terms (§7) quote these through `<Fact of="support.…" />`.
 * Free consultation and jump-start pack figures stay in `plans-limits.ts`.
 */
export const support = {
  /** Monday to Friday, Italian time, except Italian public holidays. */
  hours: {
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    opens: '9:00',
    closes: '18:00',
    timeZone: 'Europe/Rome',
    closedOnItalianPublicHolidays: true,
  },
  /** Where requests arrive: the support address of `company.ts` and the contact form. */
  channels: ['email', 'contact-form'],
  languages: ['en', 'it'],
  /** First-response targets in business days (Monday to Friday, except Italian public holidays). */
  firstResponseBusinessDays: {standard: 2, pro: 1},
  /** Enterprise: targets written in the contract, with an optional round-the-clock (24/7) service. */
  enterprise: {firstResponse: 'per-contract', roundTheClockOption: true},
  /**
   * Hosted Standard and Pro aim at this monthly availability. It is a target,
   * not a service level: no service credits. An SLA with credits is
   * Enterprise-only, written in the contract.
   */
  availability: {
    monthlyTargetPercent: 99.5,
    appliesTo: ['standard', 'pro'],
    serviceCredits: false,
    slaWithCredits: 'enterprise-per-contract',
  },
} as const;
