/**
 * Device and user limits of the cloud plans (fact sheet), with no UI words,
 * so build-time code (plugins, schemas) can read them; `plans.ts` builds the
 * translated plans on top of these numbers.
 */
export type CloudPlanId = 'standard' | 'pro' | 'enterprise';

/** A limit is a count or unlimited. */
export type Limit = number | 'unlimited';

export const cloudPlans: Record<CloudPlanId, {devices: Limit; users: Limit}> = {
  standard: {devices: 2000, users: 1000},
  pro: {devices: 20000, users: 5000},
  enterprise: {devices: 'unlimited', users: 'unlimited'},
};
