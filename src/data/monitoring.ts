/**
 * Fulcro Monitoring (issue 41): the metrics it keeps, its alerts, its
 * certificate-expiry warnings and how long it keeps them. Decided here, shown
 * by docs/monitoring/* (`<Fact of="monitoring.…" />`) and by the product page
 * /fulcro-monitoring, which promises nothing these docs do not show.
 *
 * Decided, with the docs and specs they follow:
 * - Monitoring has no REST API (src/data/services.ts): dashboards, alert rules
 *   and certificate warnings are in Fulcro Control. What an integrator reads
 *   programmatically stays in the Core API (a thing's `status` and
 *   `certificate.notAfter`, gateway health as ordinary telemetry), and alerts
 *   reach other systems by webhook.
 * - Alerts are sent through Notifications, on its four channels: email, push
 *   and SMS from a template of yours (with your layouts and branding), or a
 *   webhook that posts the alert as JSON, with no template and no branding
 *   (docs/notifications/supported-methods.md#webhooks).
 * - Certificate warnings follow Provisioning's lifetimes (platform.ts
 *   `certificates`): renewal opens `renewBeforeExpiryDays` before expiry, and
 *   a connectable still on its old certificate later than that is flagged.
 * - Monitoring's own series are kept for a fixed time on every plan; gateway
 *   health is telemetry of the edge and follows the tenant's data retention.
 */

/** Which series a metric has: one for the whole tenant, or one per connectable. */
export type MetricScope = 'tenant' | 'connectable';

export type MonitoringMetric = {
  readonly name: string;
  /** SenML unit (RFC 8428), or `none` for a plain number. */
  readonly unit: 'count' | '1/s' | 's' | 'd' | 'none';
  readonly scope: MetricScope;
  /** Labels that split the series (`kind`, `protocol`, `reason`). */
  readonly labels: readonly string[];
};

/**
 * Every metric of Monitoring, tenant-wide first. The tables of
 * docs/monitoring/metrics.mdx list exactly these, in this order
 * (tests/unit/monitoring-docs.test.ts).
 */
export const monitoringMetrics: readonly MonitoringMetric[] = [
  {name: 'connectables.registered', unit: 'count', scope: 'tenant', labels: ['kind', 'state']},
  {name: 'connectables.connected', unit: 'count', scope: 'tenant', labels: ['kind']},
  {name: 'messages.accepted', unit: '1/s', scope: 'tenant', labels: ['protocol']},
  {name: 'messages.rejected', unit: '1/s', scope: 'tenant', labels: ['protocol', 'reason']},
  {name: 'api.requests', unit: '1/s', scope: 'tenant', labels: []},
  {name: 'api.throttled', unit: '1/s', scope: 'tenant', labels: []},
  {name: 'livedata.connections', unit: 'count', scope: 'tenant', labels: []},
  {name: 'certificates.expiring', unit: 'count', scope: 'tenant', labels: ['kind']},
  {name: 'certificates.expired', unit: 'count', scope: 'tenant', labels: ['kind']},
  {name: 'connectable.connected', unit: 'none', scope: 'connectable', labels: []},
  {name: 'connectable.silence', unit: 's', scope: 'connectable', labels: []},
  {name: 'connectable.messages.accepted', unit: '1/s', scope: 'connectable', labels: ['protocol']},
  {name: 'connectable.messages.rejected', unit: '1/s', scope: 'connectable', labels: ['reason']},
  {name: 'connectable.certificate.days_left', unit: 'd', scope: 'connectable', labels: []},
];

/** The figures of Monitoring (facts.ts `monitoring`). */
export const monitoring = {
  /** Every metric gets one value a minute. */
  sampleSeconds: 60,
  /** How long Monitoring keeps its own series, on every plan (not a tenant setting). */
  retention: {
    /** One value a minute. */
    minuteSamplesDays: 30,
    /** Hourly minimum, maximum and mean, so a month compares with the same month a year before. */
    hourlyRollupsDays: 400,
    /** Each alert that fired: when, why, for which connectables, which notifications it sent. */
    alertHistoryDays: 365,
  },
  alerts: {
    /** Alert rules per tenant. */
    maxRulesPerTenant: 200,
    /** Rules are evaluated once a minute, on the latest values. */
    evaluationSeconds: 60,
    /** How long a condition must hold before the alert fires, in minutes. */
    minForMinutes: 1,
    maxForMinutes: 1440,
    /** Optional reminder while an alert keeps firing, in hours. */
    minRepeatHours: 1,
    maxRepeatHours: 24,
    /** Notifications a rule sends when it fires. */
    maxNotificationsPerRule: 5,
    severities: ['info', 'warning', 'critical'],
    operators: ['gt', 'gte', 'lt', 'lte'],
  },
  certificates: {
    /** A connectable not renewed this many days before its certificate expires is flagged `late`. */
    lateDays: 14,
    /** …and `critical` this many days before. */
    criticalDays: 3,
    /** The flags, from the most days left to none. */
    flags: ['ok', 'renewal-open', 'late', 'critical', 'expired'],
    /** The alert rules every instance starts with, without recipients. */
    builtInRules: ['certificate-late', 'certificate-critical'],
  },
} as const;
