import {translate} from '@docusaurus/Translate';
import {testedKubernetes} from '../data/platform';
import {
  aiPlan,
  supportOffers,
  type AiPlanId,
  type CloudPlanId,
  type MatrixGroupKey,
  type MatrixRowKey,
} from '../data/plans';

/**
 * The words that go with the plans of src/data/plans.ts, in the page's
 * language: each plan's summary and button, the support offers' buttons, the
 * comparison matrix's group and row names. Functions, called where the words
 * are shown, so that every `translate()` here is literal (what `npm run
 * write-translations` extracts) and runs with the page's translations loaded.
 */

/** A list in the page's language ("a, b and c" / "a, b e c"): the last "and" is translated with the page. */
export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return translate(
    {
      id: 'pricing.list.and',
      message: '{items} and {last}',
      description: 'The end of a list: "Amazon EKS, Azure AKS and Google GKE"',
    },
    {items: items.slice(0, -1).join(', '), last: items[items.length - 1]},
  );
}

/** A cloud plan's one-line summary and its button's label. */
export function cloudPlanWords(id: CloudPlanId): {summary: string; cta: string} {
  switch (id) {
    case 'standard':
      return {
        summary: translate({
          id: 'pricing.plans.standard.summary',
          message: 'For a first connected product line: the whole platform, ready in minutes.',
        }),
        cta: translate({id: 'pricing.plans.standard.cta', message: 'Create a Standard instance'}),
      };
    case 'pro':
      return {
        summary: translate({
          id: 'pricing.plans.pro.summary',
          message: 'For growing fleets and several product lines, with the Fulcro AI add-on available.',
        }),
        cta: translate({id: 'pricing.plans.pro.cta', message: 'Create a Pro instance'}),
      };
    case 'enterprise':
      return {
        summary: translate({
          id: 'pricing.plans.enterprise.summary',
          message: 'For large fleets and custom needs: no limits, set up together with our engineers.',
        }),
        cta: translate({id: 'pricing.plans.enterprise.cta', message: 'Ask for an Enterprise quote'}),
      };
  }
}

/** A Fulcro AI plan's one-line summary and its button's label. */
export function aiPlanWords(id: AiPlanId): {summary: string; cta: string} {
  switch (id) {
    case 'lightweight':
      return {
        summary: translate({
          id: 'pricing.ai.lightweight.summary',
          message:
            'Anomaly detection and forecasting on your time series, chosen when you create a Pro instance (later, on request to support).',
        }),
        cta: translate({id: 'pricing.ai.lightweight.cta', message: 'Create a Pro instance with Fulcro AI'}),
      };
    case 'full':
      return {
        summary: translate({
          id: 'pricing.ai.full.summary',
          message:
            'Models tuned to your devices, multi-event handling and automated re-training, planned with our data team.',
        }),
        cta: translate({id: 'pricing.ai.full.cta', message: 'Ask for a Fulcro AI Full quote'}),
      };
  }
}

/** The button of a support offer. */
export function supportOfferCta(offer: keyof typeof supportOffers): string {
  switch (offer) {
    case 'consultation':
      return translate({id: 'pricing.support.consultation.cta', message: 'Book the free consultation'});
    case 'jumpStart':
      return translate({id: 'pricing.support.jumpStart.cta', message: 'Ask about the jump-start pack'});
  }
}

/** The title of a group of the comparison matrix. */
export function matrixGroupTitle(key: MatrixGroupKey): string {
  switch (key) {
    case 'limits':
      return translate({id: 'pricing.matrix.group.limits', message: 'Limits'});
    case 'platform':
      return translate({id: 'pricing.matrix.group.platform', message: 'Platform'});
    case 'ai':
      return translate({id: 'pricing.matrix.group.ai', message: 'Fulcro AI add-on'});
    case 'service':
      return translate({id: 'pricing.matrix.group.service', message: 'Ordering and support'});
  }
}

/** The name of a row of the comparison matrix (the AI plans' rows are their brand names). */
export function matrixRowLabel(key: MatrixRowKey): string {
  switch (key) {
    case 'devices':
      return translate({id: 'pricing.matrix.devices', message: 'Unique devices'});
    case 'users':
      return translate({id: 'pricing.matrix.users', message: 'Users'});
    case 'core':
      return translate({id: 'pricing.matrix.core', message: 'Core services: ingestion, storage, things, firmwares'});
    case 'iam':
      return translate({id: 'pricing.matrix.iam', message: 'Tenants, realms, teams and roles'});
    case 'edge':
      return translate({id: 'pricing.matrix.edge', message: 'Fulcro Edge and its addons'});
    case 'control':
      return translate({id: 'pricing.matrix.control', message: 'Fulcro Control with the flow editor'});
    case 'gdpr':
      return translate({id: 'pricing.matrix.gdpr', message: 'GDPR compliance map'});
    case 'services':
      return translate({
        id: 'pricing.matrix.services',
        message: 'Auth, exporter, notifications, pay, resources, rules engine and monitoring',
      });
    case 'copilot':
      return translate({id: 'pricing.matrix.copilot', message: 'Fulcro Copilot assistant'});
    case 'aiLightweight':
      return aiPlan('lightweight').fullName;
    case 'aiFull':
      return aiPlan('full').fullName;
    case 'selfService':
      return translate({id: 'pricing.matrix.selfService', message: 'Create the instance online'});
    case 'consultation':
      // Hours below 1,000 read the same in every locale, so the count needs no locale here.
      return translate(
        {id: 'pricing.matrix.consultation', message: 'Free first consultation ({hours} hour)'},
        {hours: String(supportOffers.consultation.hours)},
      );
    case 'jumpStart':
      return translate({id: 'pricing.matrix.jumpStart', message: 'Jump-start support pack'});
    case 'ownCluster':
      return translate(
        {id: 'pricing.matrix.ownCluster', message: 'Hosting in your own cluster (tested on {clusters})'},
        {clusters: listOf(testedKubernetes)},
      );
  }
}
