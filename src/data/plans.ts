import {routes} from './routes';
import {product} from './product';
import {cloudPlans as limits, formatCount, supportLimits, type CloudPlanId, type Limit} from './plans-limits';

export type {CloudPlanId, Limit};
export {formatCount};

/**
 * Plans, limits, the comparison matrix and the support offers: the one source
 * that /pricing, /checkout and the tests read. Facts come from the platform
 * fact sheet; the ones the sheet leaves open (marked "site decision") are
 * decided here and nowhere else. Pricing is by quote: no price figures.
 *
 * Facts only: the words that go with them (summaries, button labels, the
 * matrix's row names) are in src/lib/plan-words.ts, looked up by the keys
 * here and translated where they are shown. Not as message descriptors here:
 * `npm run write-translations` extracts only literal `translate()` calls.
 */

export type AiPlanId = 'lightweight' | 'full';

/** Self-service plans are created on /checkout; contact-only plans start with a quote request. */
export type Purchase = 'self-service' | 'contact';

/** Where a plan's button leads; its label is the plan's (src/lib/plan-words.ts). */
export type CallToAction = {to: string};

export type CloudPlan = {
  id: CloudPlanId;
  /** Plan names are brand names, the same in every language (like the product's name). */
  name: string;
  /** Unique devices (connectables) the plan admits. */
  devices: Limit;
  users: Limit;
  purchase: Purchase;
  cta: CallToAction;
};

export type AiPlan = {
  id: AiPlanId;
  /** Brand name, the same in every language. */
  name: string;
  /** The name with the add-on's name in front: "Fulcro AI Lightweight". */
  fullName: string;
  purchase: Purchase;
  /** Cloud plans this AI plan can be added to. */
  availableWith: readonly CloudPlanId[];
  /**
   * When the plan joins an instance (issue 27, item 10, decided here once):
   * `instance-creation` is chosen at checkout together with a new instance;
   * `quote` is arranged in a quote.
   */
  addedAt: 'instance-creation' | 'quote';
  /**
   * How it is added to an instance that already runs: `support-request` is a
   * request to support (never self-service: checkout only creates instances);
   * `quote` is a quote like any other. Pages, stories and the checkout follow this.
   */
  laterAddition: 'support-request' | 'quote';
  cta: CallToAction;
};

const quote = `${routes.contactUs}?type=quote`;
const consultation = `${routes.contactUs}?type=consultation`;

export const cloudPlans: readonly CloudPlan[] = [
  {
    id: 'standard',
    name: 'Standard',
    ...limits.standard,
    purchase: 'self-service',
    cta: {
      to: `${routes.checkout}?plan=standard`,
    },
  },
  {
    id: 'pro',
    name: 'Pro',
    ...limits.pro,
    purchase: 'self-service',
    cta: {
      to: `${routes.checkout}?plan=pro`,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    ...limits.enterprise,
    purchase: 'contact',
    cta: {
      to: quote,
    },
  },
];

export const aiPlans: readonly AiPlan[] = [
  {
    id: 'lightweight',
    name: 'Lightweight',
    fullName: `${product.name} AI Lightweight`,
    purchase: 'self-service',
    availableWith: ['pro'],
    // Site decision (issue 27): chosen with a new Pro instance; a running Pro instance gets it by asking support.
    addedAt: 'instance-creation',
    laterAddition: 'support-request',
    cta: {
      to: `${routes.checkout}?plan=pro&ai=lightweight`,
    },
  },
  {
    id: 'full',
    name: 'Full',
    fullName: `${product.name} AI Full`,
    purchase: 'contact',
    // Site decision: Full is quoted for Pro and Enterprise; Standard has no AI at all.
    availableWith: ['pro', 'enterprise'],
    addedAt: 'quote',
    laterAddition: 'quote',
    cta: {
      to: quote,
    },
  },
];

export function cloudPlan(id: CloudPlanId): CloudPlan {
  return cloudPlans.find((plan) => plan.id === id)!;
}

export function aiPlan(id: AiPlanId): AiPlan {
  return aiPlans.find((plan) => plan.id === id)!;
}

/** Whether an AI plan can be added to a cloud plan. */
export function isAiAvailable(ai: AiPlanId, cloud: CloudPlanId): boolean {
  return aiPlan(ai).availableWith.includes(cloud);
}

/** Whether a cloud plan offers any Fulcro AI plan. */
export function cloudPlanHasAi(cloud: CloudPlanId): boolean {
  return aiPlans.some((ai) => ai.availableWith.includes(cloud));
}

/** One cell of the comparison matrix. */
/** `add-on`: available with the plan, but not part of it (Fulcro AI Lightweight on Pro, chosen when the instance is created). */
export type MatrixValue = Limit | 'included' | 'not-included' | 'on-request' | 'add-on';

export type MatrixRowKey =
  | 'devices'
  | 'users'
  | 'core'
  | 'iam'
  | 'edge'
  | 'control'
  | 'gdpr'
  | 'services'
  | 'copilot'
  | 'aiLightweight'
  | 'aiFull'
  | 'selfService'
  | 'consultation'
  | 'jumpStart'
  | 'ownCluster';
export type MatrixGroupKey = 'limits' | 'platform' | 'ai' | 'service';
export type MatrixRow = {key: MatrixRowKey; values: Record<CloudPlanId, MatrixValue>};
export type MatrixGroup = {key: MatrixGroupKey; rows: MatrixRow[]};

function limitRow(key: MatrixRowKey, limit: (plan: CloudPlan) => Limit): MatrixRow {
  return {
    key,
    values: Object.fromEntries(cloudPlans.map((plan) => [plan.id, limit(plan)])) as Record<CloudPlanId, MatrixValue>,
  };
}

function aiRow(key: MatrixRowKey, ai: AiPlanId): MatrixRow {
  const plan = aiPlan(ai);
  const values = Object.fromEntries(
    cloudPlans.map((cloud): [CloudPlanId, MatrixValue] => [
      cloud.id,
      !plan.availableWith.includes(cloud.id) ? 'not-included' : plan.purchase === 'contact' ? 'on-request' : 'add-on',
    ]),
  ) as Record<CloudPlanId, MatrixValue>;
  return {key, values};
}

const everywhere: Record<CloudPlanId, MatrixValue> = {standard: 'included', pro: 'included', enterprise: 'included'};

/** The feature comparison matrix on /pricing: one column per cloud plan. */
export const comparisonMatrix: readonly MatrixGroup[] = [
  {
    key: 'limits',
    rows: [limitRow('devices', (plan) => plan.devices), limitRow('users', (plan) => plan.users)],
  },
  {
    key: 'platform',
    rows: [
      {key: 'core', values: everywhere},
      {key: 'iam', values: everywhere},
      {key: 'edge', values: everywhere},
      {key: 'control', values: everywhere},
      {key: 'gdpr', values: everywhere},
      {key: 'services', values: everywhere},
      {key: 'copilot', values: everywhere},
    ],
  },
  {
    key: 'ai',
    rows: [aiRow('aiLightweight', 'lightweight'), aiRow('aiFull', 'full')],
  },
  {
    key: 'service',
    rows: [
      {
        key: 'selfService',
        values: Object.fromEntries(
          cloudPlans.map((plan) => [plan.id, plan.purchase === 'self-service' ? 'included' : 'not-included']),
        ) as Record<CloudPlanId, MatrixValue>,
      },
      {key: 'consultation', values: everywhere},
      {key: 'jumpStart', values: {standard: 'on-request', pro: 'on-request', enterprise: 'on-request'}},
      // Site decision: only Enterprise runs in the customer's own Kubernetes cluster.
      {key: 'ownCluster', values: {standard: 'not-included', pro: 'not-included', enterprise: 'on-request'}},
    ],
  },
];

/** The support offers: a free first consultation, then the yearly jump-start pack. */
export const supportOffers = {
  consultation: {
    hours: supportLimits.consultationHours,
    cta: {
      to: consultation,
    },
  },
  jumpStart: {
    maxHoursPerYear: supportLimits.jumpStartMaxHoursPerYear,
    blockHours: supportLimits.jumpStartBlockHours,
    carryOver: supportLimits.jumpStartCarryOver,
    cta: {
      to: quote,
    },
  },
} as const;

/** A matrix row by key (the product pages show the rows of their part). */
export function matrixRow(key: string): MatrixRow | undefined {
  return comparisonMatrix.flatMap((group) => group.rows).find((row) => row.key === key);
}
