import * as platform from './platform';
import {formatIsoDate} from '../shared/dates';
import {cloudPlans, formatCount, supportLimits} from './plans-limits';
import {gdprDeadlines, gdprFineCeiling} from './gdpr';
import {product} from './product';
import {serviceFacts} from './services';
import {accessibilityStatement, company, legalTexts} from './company';
import {orderModel} from './order-model';
import {support} from './support';
import {siteRetention} from './site-privacy';
import {copilotData, hosting, processing, subProcessorRowsClarified, subProcessorsLastChanged} from './hosting';
import {apiRateLimits, liveDataWebSocket, retryAfterSeconds} from './api-limits';
import {monitoring} from './monitoring';

/**
 * Every figure a page may quote, by a dotted name: `<Fact of="ingestion.mqttTlsPort" />`.
 * Pages never retype a limit, port or lifetime: they name it here, and a unit
 * test fails when an MDX page names a fact that does not exist. No UI words
 * here: the build reads it too (FAQ structured data).
 */
export const facts = {
  ...platform,
  plans: cloudPlans,
  /**
   * Limits of the REST APIs and the live-data WebSocket (api-limits.ts), for
   * /docs/core/limits: `apiLimits.pro.requestsPerSecond`, `apiLimits.pro.burst`,
   * `apiLimits.retryAfterSeconds.max`, `apiLimits.liveDataWebSocket.connectionsPerTenant.pro`.
   */
  apiLimits: {...apiRateLimits, retryAfterSeconds, liveDataWebSocket},
  support: {
    consultationHours: supportLimits.consultationHours,
    jumpStartMaxHoursPerYear: supportLimits.jumpStartMaxHoursPerYear,
    jumpStartBlockHours: supportLimits.jumpStartBlockHours,
    /** Support hours, Monday to Friday, Italian time, except Italian public holidays (support.ts). */
    opens: support.hours.opens,
    closes: support.hours.closes,
    firstResponseBusinessDays: support.firstResponseBusinessDays,
    /** Monthly availability target of hosted Standard and Pro: a target without service credits. */
    availabilityTargetPercent: support.availability.monthlyTargetPercent,
  },
  /** The order model (order-model.ts): evaluation, quote, export window after suspension. */
  order: {
    evaluationDays: orderModel.evaluationDays,
    quoteBusinessDays: orderModel.quoteBusinessDays,
    exportDaysAfterSuspension: orderModel.exportDaysAfterSuspension,
  },
  /** The company's identity and addresses (company.ts); render addresses as links with `<Email to="…" />`. */
  company: {
    legalName: company.legalName,
    registeredOffice: company.registeredOffice,
    vatNumber: company.vatNumber,
    reaNumber: company.reaNumber,
    shareCapitalEur: company.shareCapitalEur,
    contacts: company.contacts,
  },
  /** The contractual texts' version and dates, the notice they promise, and the privacy policy's own (company.ts). */
  legal: {
    version: legalTexts.contract.version,
    publishedOn: legalTexts.contract.publishedOn,
    effectiveFrom: legalTexts.contract.effectiveFrom,
    previousVersion: legalTexts.contract.previous.version,
    previousEffectiveFrom: legalTexts.contract.previous.effectiveFrom,
    changeNoticeDays: legalTexts.changeNoticeDays,
  },
  privacyPolicy: {version: legalTexts.privacyPolicy.version, effectiveFrom: legalTexts.privacyPolicy.effectiveFrom},
  /** The accessibility statement's own version and dates (company.ts). */
  accessibility: {
    version: accessibilityStatement.version,
    effectiveFrom: accessibilityStatement.effectiveFrom,
    preparedOn: accessibilityStatement.preparedOn,
  },
  /** Data location of hosted instances and the data-processing agreement's figures (hosting.ts). */
  hosting: {
    instanceRegion: `AWS ${hosting.instanceRegion.name}`,
    instanceRegionCode: hosting.instanceRegion.code,
    backupRegion: `AWS ${hosting.backupRegion.name}`,
    backupRegionCode: hosting.backupRegion.code,
    breachNotificationHours: processing.breachNotificationHours,
    subProcessorNoticeDays: processing.subProcessorNoticeDays,
    assistanceBusinessDays: processing.assistanceBusinessDays,
    subProcessorsLastChanged,
    subProcessorRowsClarified,
  },
  copilot: {
    conversationRetentionDays: copilotData.conversationRetentionDays,
    providerRegion: `AWS ${copilotData.providerRegion.name}`,
  },
  gdpr: {fineCeiling: gdprFineCeiling, deadlines: gdprDeadlines},
  /** This website's own retention of form submissions and CSP reports (site-privacy.ts), for the privacy policy. */
  site: {retention: siteRetention},
  /** Fulcro Monitoring (monitoring.ts): sampling, retention, alert rules, certificate warnings. */
  monitoring,
  /** How many cloud services there are and which have a REST API (src/data/services.ts). */
  services: serviceFacts,
  product: {
    name: product.name,
    cli: product.cli,
    edgeBinary: product.edgeBinary,
    edgeConfigPath: product.edgeConfigPath,
    cloudDomain: product.cloudDomain,
  },
} as const;

export type FactValue = string | number | readonly (string | number)[];

/** The value behind a dotted name, or undefined when there is none (or it is not a quotable value). */
export function lookupFact(name: string): FactValue | undefined {
  let value: unknown = facts;
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value;
  }
  return undefined;
}

export type FactFormat = 'count' | 'plain' | 'eur';

/**
 * Writes a fact for a locale: counts with grouping (Italian 20.000), ports and
 * versions as they are, ISO dates as long dates, amounts in euro, lists as
 * "a, b and c" / "a, b e c".
 */
export function formatFact(value: FactValue, locale: string, format?: FactFormat): string {
  if (typeof value === 'object') {
    const items = value.map((item) => formatFact(item, locale, format));
    return new Intl.ListFormat(locale, {type: 'conjunction'}).format(items);
  }
  // ISO dates (2026-12-31) read as dates in the page's language: 31 December 2026, 31 dicembre 2026.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatIsoDate(value, locale);
  }
  if (typeof value === 'string') return value;
  if (format === 'plain') return String(value);
  if (format === 'eur') {
    return new Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR', maximumFractionDigits: 0}).format(value);
  }
  return formatCount(value, locale);
}

/** Ports are written without grouping (8883, never 8.883). */
export function defaultFormat(name: string): FactFormat {
  return /port$/i.test(name) ? 'plain' : 'count';
}
