import {translate} from '@docusaurus/Translate';
import {routes} from './routes';
import {testedKubernetes} from './platform';
import {product} from './product';
import {cloudPlans as limits, formatCount, supportLimits, type CloudPlanId, type Limit} from './plans-limits';

export type {CloudPlanId, Limit};
export {formatCount};

/**
 * Plans, limits, the comparison matrix and the support offers: the one source
 * that /pricing, /checkout and the tests read. Facts come from the platform
 * fact sheet; the ones the sheet leaves open (marked "site decision") are
 * decided here and nowhere else. Pricing is by quote: no price figures.
 */

export type AiPlanId = 'lightweight' | 'full';


/** Self-service plans are created on /checkout; contact-only plans start with a quote request. */
export type Purchase = 'self-service' | 'contact';

export type CallToAction = {label: string; to: string};

export type CloudPlan = {
  id: CloudPlanId;
  /** Plan names are brand names, the same in every language (like the product's name). */
  name: string;
  summary: string;
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
  summary: string;
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

/** A list in the page's language ("a, b and c" / "a, b e c"): the last "and" is translated with the page. */
export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return translate(
    {id: 'pricing.list.and', message: '{items} and {last}', description: 'The end of a list: "Amazon EKS, Azure AKS and Google GKE"'},
    {items: items.slice(0, -1).join(', '), last: items[items.length - 1]},
  );
}

const quote = `${routes.contactUs}?type=quote`;
const consultation = `${routes.contactUs}?type=consultation`;

export const cloudPlans: readonly CloudPlan[] = [
  {
    id: 'standard',
    name: 'Standard',
    summary: translate({
      id: 'pricing.plans.standard.summary',
      message: 'For a first connected product line: the whole platform, ready in minutes.',
    }),
    ...limits.standard,
    purchase: 'self-service',
    cta: {
      label: translate({id: 'pricing.plans.standard.cta', message: 'Create a Standard instance'}),
      to: `${routes.checkout}?plan=standard`,
    },
  },
  {
    id: 'pro',
    name: 'Pro',
    summary: translate({
      id: 'pricing.plans.pro.summary',
      message: 'For growing fleets and several product lines, with the Fulcro AI add-on available.',
    }),
    ...limits.pro,
    purchase: 'self-service',
    cta: {
      label: translate({id: 'pricing.plans.pro.cta', message: 'Create a Pro instance'}),
      to: `${routes.checkout}?plan=pro`,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary: translate({
      id: 'pricing.plans.enterprise.summary',
      message: 'For large fleets and custom needs: no limits, set up together with our engineers.',
    }),
    ...limits.enterprise,
    purchase: 'contact',
    cta: {
      label: translate({id: 'pricing.plans.enterprise.cta', message: 'Ask for an Enterprise quote'}),
      to: quote,
    },
  },
];

export const aiPlans: readonly AiPlan[] = [
  {
    id: 'lightweight',
    name: 'Lightweight',
    fullName: `${product.name} AI Lightweight`,
    summary: translate({
      id: 'pricing.ai.lightweight.summary',
      message: 'Anomaly detection and forecasting on your time series, chosen when you create a Pro instance (later, on request to support).',
    }),
    purchase: 'self-service',
    availableWith: ['pro'],
    // Site decision (issue 27): chosen with a new Pro instance; a running Pro instance gets it by asking support.
    addedAt: 'instance-creation',
    laterAddition: 'support-request',
    cta: {
      label: translate({id: 'pricing.ai.lightweight.cta', message: 'Create a Pro instance with Fulcro AI'}),
      to: `${routes.checkout}?plan=pro&ai=lightweight`,
    },
  },
  {
    id: 'full',
    name: 'Full',
    fullName: `${product.name} AI Full`,
    summary: translate({
      id: 'pricing.ai.full.summary',
      message: 'Models tuned to your devices, multi-event handling and automated re-training, planned with our data team.',
    }),
    purchase: 'contact',
    // Site decision: Full is quoted for Pro and Enterprise; Standard has no AI at all.
    availableWith: ['pro', 'enterprise'],
    addedAt: 'quote',
    laterAddition: 'quote',
    cta: {
      label: translate({id: 'pricing.ai.full.cta', message: 'Ask for a Fulcro AI Full quote'}),
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

export type MatrixRow = {key: string; label: string; values: Record<CloudPlanId, MatrixValue>};
export type MatrixGroup = {key: string; title: string; rows: MatrixRow[]};

function limitRow(key: string, label: string, limit: (plan: CloudPlan) => Limit): MatrixRow {
  return {
    key,
    label,
    values: Object.fromEntries(cloudPlans.map((plan) => [plan.id, limit(plan)])) as Record<CloudPlanId, MatrixValue>,
  };
}

function aiRow(key: string, ai: AiPlanId): MatrixRow {
  const plan = aiPlan(ai);
  const label = plan.fullName;
  const values = Object.fromEntries(
    cloudPlans.map((cloud): [CloudPlanId, MatrixValue] => [
      cloud.id,
      !plan.availableWith.includes(cloud.id) ? 'not-included' : plan.purchase === 'contact' ? 'on-request' : 'add-on',
    ]),
  ) as Record<CloudPlanId, MatrixValue>;
  return {key, label, values};
}

const everywhere: Record<CloudPlanId, MatrixValue> = {standard: 'included', pro: 'included', enterprise: 'included'};

/** The feature comparison matrix on /pricing: one column per cloud plan. */
export const comparisonMatrix: readonly MatrixGroup[] = [
  {
    key: 'limits',
    title: translate({id: 'pricing.matrix.group.limits', message: 'Limits'}),
    rows: [
      limitRow('devices', translate({id: 'pricing.matrix.devices', message: 'Unique devices'}), (plan) => plan.devices),
      limitRow('users', translate({id: 'pricing.matrix.users', message: 'Users'}), (plan) => plan.users),
    ],
  },
  {
    key: 'platform',
    title: translate({id: 'pricing.matrix.group.platform', message: 'Platform'}),
    rows: [
      {
        key: 'core',
        label: translate({id: 'pricing.matrix.core', message: 'Core services: ingestion, storage, things, firmwares'}),
        values: everywhere,
      },
      {
        key: 'iam',
        label: translate({id: 'pricing.matrix.iam', message: 'Tenants, realms, teams and roles'}),
        values: everywhere,
      },
      {
        key: 'edge',
        label: translate({id: 'pricing.matrix.edge', message: 'Fulcro Edge and its addons'}),
        values: everywhere,
      },
      {
        key: 'control',
        label: translate({id: 'pricing.matrix.control', message: 'Fulcro Control with the flow editor'}),
        values: everywhere,
      },
      {
        key: 'gdpr',
        label: translate({id: 'pricing.matrix.gdpr', message: 'GDPR compliance map'}),
        values: everywhere,
      },
      {
        key: 'services',
        label: translate({
          id: 'pricing.matrix.services',
          message: 'Auth, exporter, notifications, pay, resources, rules engine and monitoring',
        }),
        values: everywhere,
      },
      {
        key: 'copilot',
        label: translate({id: 'pricing.matrix.copilot', message: 'Fulcro Copilot assistant'}),
        values: everywhere,
      },
    ],
  },
  {
    key: 'ai',
    title: translate({id: 'pricing.matrix.group.ai', message: 'Fulcro AI add-on'}),
    rows: [
      aiRow('aiLightweight', 'lightweight'),
      aiRow('aiFull', 'full'),
    ],
  },
  {
    key: 'service',
    title: translate({id: 'pricing.matrix.group.service', message: 'Ordering and support'}),
    rows: [
      {
        key: 'selfService',
        label: translate({id: 'pricing.matrix.selfService', message: 'Create the instance online'}),
        values: Object.fromEntries(
          cloudPlans.map((plan) => [plan.id, plan.purchase === 'self-service' ? 'included' : 'not-included']),
        ) as Record<CloudPlanId, MatrixValue>,
      },
      {
        key: 'consultation',
        // Hours below 1,000 read the same in every locale, so the count needs no locale here.
        label: translate(
          {id: 'pricing.matrix.consultation', message: 'Free first consultation ({hours} hour)'},
          {hours: String(supportLimits.consultationHours)},
        ),
        values: everywhere,
      },
      {
        key: 'jumpStart',
        label: translate({id: 'pricing.matrix.jumpStart', message: 'Jump-start support pack'}),
        values: {standard: 'on-request', pro: 'on-request', enterprise: 'on-request'},
      },
      {
        // Site decision: only Enterprise runs in the customer's own Kubernetes cluster.
        key: 'ownCluster',
        label: translate(
          {id: 'pricing.matrix.ownCluster', message: 'Hosting in your own cluster (tested on {clusters})'},
          {clusters: listOf(testedKubernetes)},
        ),
        values: {standard: 'not-included', pro: 'not-included', enterprise: 'on-request'},
      },
    ],
  },
];

/** The support offers: a free first consultation, then the yearly jump-start pack. */
export const supportOffers = {
  consultation: {
    hours: supportLimits.consultationHours,
    cta: {
      label: translate({id: 'pricing.support.consultation.cta', message: 'Book the free consultation'}),
      to: consultation,
    },
  },
  jumpStart: {
    maxHoursPerYear: supportLimits.jumpStartMaxHoursPerYear,
    blockHours: supportLimits.jumpStartBlockHours,
    carryOver: supportLimits.jumpStartCarryOver,
    cta: {
      label: translate({id: 'pricing.support.jumpStart.cta', message: 'Ask about the jump-start pack'}),
      to: quote,
    },
  },
} as const;

/** A matrix row by key (the product pages show the rows of their part). */
export function matrixRow(key: string): MatrixRow | undefined {
  return comparisonMatrix.flatMap((group) => group.rows).find((row) => row.key === key);
}
