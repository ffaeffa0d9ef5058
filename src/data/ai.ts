/**
 * Facts about the Fulcro AI add-on that the fact sheet (shared/PLATFORM.md)
 * leaves open and the docs (docs/ai/*) state. Change them here first, then in
 * the English and Italian prose that quotes them. Metrics read Core's
 * `aggregationWindows` (src/data/platform.ts) or raw data; plans live in plans.ts.
 */

/** Model families a metric can use (described generically, no vendor names). */
export const aiModelFamilies = ['seasonal-baseline', 'forecast'] as const;

/** Sensitivity levels of a metric's detection: how far outside the expected range a value must fall. */
export const aiSensitivities = ['low', 'medium', 'high'] as const;

/** Event types Fulcro AI publishes on `fulcro/{tenant}/{connectable}/events`, for rules' `event` conditions. */
export const aiEventTypes = {
  anomaly: 'ai.anomaly',
  forecast: 'ai.forecast',
  incident: 'ai.incident',
  incidentResolved: 'ai.incident.resolved',
} as const;

/** Training and detection limits. */
export const aiLimits = {
  /** History a metric needs before its first model is trained. */
  minTrainingHistoryDays: 14,
  /** Forecasts reach this many windows of the metric ahead. */
  forecastHorizonWindows: 48,
  /** Metrics per tenant with Lightweight; Full sets the number in the quote. */
  lightweightMaxMetrics: 20,
  /** Input measurements per metric. */
  maxInputsPerMetric: 4,
} as const;

/** Multi-event handling (Full): correlation window of an incident, in seconds. */
export const aiCorrelationWindowSeconds = {default: 300, min: 60, max: 3600} as const;

/** Multi-event handling (Full): incidents. */
export const aiIncidents = {
  /** Anomalies listed in one incident; later ones are only counted. */
  maxMembersListed: 100,
  /** An incident resolves after this many windows with every member back in range. */
  resolveAfterWindows: 4,
} as const;

/** Automated re-training (Full). */
export const aiRetraining = {
  /** Default schedule: weekly, Sunday 02:00 UTC. */
  defaultSchedule: 'weekly',
  /** Drift is checked once a day, on the `1d` aggregates. */
  driftCheck: 'daily',
  /** After a firmware rollout completes, days of data on the new firmware before re-training. */
  afterFirmwareDays: 3,
  /** Trained model versions kept for rollback. */
  modelVersionsKept: 5,
} as const;
