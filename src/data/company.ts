/**
 * Fulcro S.r.l.: who the company is and where to write to it. The one source
 * for the legal pages, the footer's legal line, the press kit, security.txt
 * and every address of fulcro.io a page shows (`<Fact of="company.…" />`,
 * `<Email to="…" />` from `src/components/Legal/`).
 *
 * The company is fictional, and so are these values: each is an obvious
 * placeholder ("Via Esempio", zeros) that a real launch replaces. The list of
 * what to replace is `contributing/going-live.md`.
 */
export const company = {
  legalName: 'Fulcro S.r.l.',
  /** Registered office, written the Italian way in every language (it is an Italian address). */
  registeredOffice: 'Via Esempio 1, 20100 Milano (MI)',
  /** ISO 3166-1 alpha-2 code of the country of the registered office. */
  country: 'IT',
  /** VAT number (partita IVA), with its country prefix. */
  vatNumber: 'IT00000000000',
  /** Number in the REA, the register of economic and administrative information of the chamber of commerce. */
  reaNumber: 'MI-0000000',
  /** Share capital in euro, fully paid up ("i.v."). */
  shareCapitalEur: 10_000,
  /**
   * Direct addresses. The contact form (/contact-us) stays for quotes and
   * consultations; support, privacy, security and press requests go here.
   */
  contacts: {
    support: 'support@fulcro.io',
    /** Privacy requests and the data protection officer (Art. 37–39 GDPR). */
    privacy: 'privacy@fulcro.io',
    /** Vulnerability reports; published in /.well-known/security.txt. */
    security: 'security@fulcro.io',
    press: 'press@fulcro.io',
  },
} as const;

export type ContactId = keyof typeof company.contacts;

/**
 * Dates and versions of the legal texts. The contractual texts (terms, acceptable-use policy, data-processing
 * agreement) change together: terms §13.1 promises the Customer `changeNoticeDays` days' notice, so a new version is
 * published first and takes effect that many days later (a test checks the gap); until then the previous version
 * applies, and each text lists at its top what changed. The privacy policy is not part of the contract: it describes
 * what this website does now, so a new version takes effect the day it is published (its §11). The sub-processor list
 * has its own dates in `hosting.ts`.
 */
export const legalTexts = {
  changeNoticeDays: 30,
  contract: {
    version: '1.2',
    publishedOn: '2026-12-07',
    effectiveFrom: '2027-01-06',
    /** The version that applies until `effectiveFrom`. */
    previous: {version: '1.1', effectiveFrom: '2026-11-27'},
  },
  privacyPolicy: {version: '1.2', effectiveFrom: '2026-12-07'},
} as const;

/**
 * Version and date of the accessibility statement (/accessibility), a text of
 * its own that follows the same rule: when it changes, it gets a new version
 * and date here. `preparedOn` is the day of the checks it rests on (its
 * clause 5.1), which changes only when the checks are run again.
 */
export const accessibilityStatement = {
  version: '1.1',
  effectiveFrom: '2026-11-27',
  preparedOn: '2026-11-22',
} as const;

/** The share capital as the locale writes an amount in euro: €10,000 / 10.000 €. */
function shareCapital(locale: string): string {
  return new Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR', maximumFractionDigits: 0}).format(
    company.shareCapitalEur,
  );
}

/**
 * The legal line under every page (the footer's copyright), with what Italian
 * law asks a company's website to show: name, registered office, VAT and REA
 * numbers, share capital. English from `src/config/footer.ts`; the Italian
 * line in `i18n/it/docusaurus-theme-classic/footer.json` must equal
 * `companyLegalLine('it', year)` (tests/unit/commercial-facts.test.ts).
 */
export function companyLegalLine(locale: 'en' | 'it', year: number): string {
  const capital = shareCapital(locale).replace(/\u00a0/g, ' ');
  return locale === 'it'
    ? `Copyright © ${year} ${company.legalName} · Sede legale: ${company.registeredOffice}, Italia · P. IVA ${company.vatNumber} · REA ${company.reaNumber} · Capitale sociale ${capital} i.v.`
    : `Copyright © ${year} ${company.legalName} · Registered office: ${company.registeredOffice}, Italy · VAT no. ${company.vatNumber} · REA ${company.reaNumber} · Share capital ${capital} fully paid up`;
}
