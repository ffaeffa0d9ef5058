/**
 * Rate limits of the REST APIs and of the live-data WebSocket (issue 30: decided
 * facts, recorded here only). The specs say that requests are rate limited per
 * tenant and by plan and link to /docs/core/limits, which shows these figures;
 * no spec, doc or page retypes them.
 *
 * The REST limit is a token bucket per tenant, shared by every REST API of the
 * instance (auth, core, iam…): `requestsPerSecond` refill the bucket, `burst`
 * is its size. Telemetry sent over MQTT or HTTP ingestion is bounded by each
 * connectable's message policy instead (platform.ts `messagePolicyDefaults`).
 * Enterprise figures are the defaults of a hosted Enterprise instance; the
 * contract may set others.
 */
import type {CloudPlanId} from './plans-limits';

export type RateLimit = {requestsPerSecond: number; burst: number};

/** Requests per second and burst of one tenant, by plan. */
export const apiRateLimits: Record<CloudPlanId, RateLimit> = {
  standard: {requestsPerSecond: 20, burst: 100},
  pro: {requestsPerSecond: 100, burst: 500},
  enterprise: {requestsPerSecond: 500, burst: 2500},
};

/** Whether the contract of that plan may change its figures. */
export const rateLimitsSetByContract: Record<CloudPlanId, boolean> = {standard: false, pro: false, enterprise: true};

/**
 * How a `429` tells a client to wait: `Retry-After` in whole seconds, never
 * less than `min` nor more than `max` (openapi/common.yaml `RetryAfter`).
 */
export const retryAfterSeconds = {min: 1, max: 60} as const;

/** Connections to the live-data WebSocket (`GET /api/core/v1/websocket`). */
export const liveDataWebSocket = {
  /** Open connections per tenant, by plan. */
  connectionsPerTenant: {standard: 100, pro: 1000, enterprise: 5000} satisfies Record<CloudPlanId, number>,
  /** Things one connection may subscribe to at once. */
  subscriptionsPerConnection: 200,
} as const;
