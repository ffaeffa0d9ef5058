import {translate} from '@docusaurus/Translate';
import type {IconName} from '../components/Icon';
import {isLive, routes} from '../config/routes';

/** A card on the home page; `to` is set only when the target page exists. */
export type HomeCard = {
  key: string;
  icon: IconName;
  title: string;
  description: string;
  to?: string;
};

function liveOr(...candidates: string[]): string | undefined {
  return candidates.find((path) => isLive(path));
}

export const capabilities: HomeCard[] = [
  {
    key: 'cloud',
    icon: 'cloud',
    title: translate({id: 'home.capabilities.cloud.title', message: 'Cloud services'}),
    description: translate({
      id: 'home.capabilities.cloud.description',
      message:
        'Ingestion over MQTT, HTTP and WebSocket, time-series storage, identity and access management with tenants and teams, provisioning, remote initialization, manufacturing, resources with generated JSON:API endpoints, device ownership, notifications, payments, exports, rules and monitoring.',
    }),
    to: liveOr(routes.productCloud, '/docs/cloud/intro'),
  },
  {
    key: 'edge',
    icon: 'edge',
    title: translate({id: 'home.capabilities.edge.title', message: 'Fulcro Edge'}),
    description: translate({
      id: 'home.capabilities.edge.description',
      message:
        'An agent for Linux gateways with a local broker for your own services, store-and-forward, over-the-air updates, local rules and system monitoring. Run it as the owner of the device or as a sidecar next to your application.',
    }),
    to: liveOr(routes.productEdge, routes.docsEdgeIntro),
  },
  {
    key: 'ai',
    icon: 'ai',
    title: translate({id: 'home.capabilities.ai.title', message: 'Fulcro AI'}),
    description: translate({
      id: 'home.capabilities.ai.description',
      message:
        'Anomaly detection and forecasting on the time series your devices already send, with automated re-training as your fleet changes.',
    }),
    to: liveOr(routes.productAi),
  },
  {
    key: 'control',
    icon: 'control',
    title: translate({id: 'home.capabilities.control.title', message: 'Fulcro Control'}),
    description: translate({
      id: 'home.capabilities.control.description',
      message:
        'The device-management app for your operations team: fleet overview, configuration, firmware rollouts, and a visual flow editor to automate without code.',
    }),
    to: liveOr(routes.productControl, '/docs/intro/user-interfaces'),
  },
  {
    key: 'copilot',
    icon: 'copilot',
    title: translate({id: 'home.capabilities.copilot.title', message: 'Fulcro Copilot'}),
    description: translate({
      id: 'home.capabilities.copilot.description',
      message:
        'An assistant that answers questions about your fleet and the platform in plain language and helps you find the right setting or page.',
    }),
    to: liveOr(routes.productCopilot),
  },
  {
    key: 'gdpr',
    icon: 'shield',
    title: translate({id: 'home.capabilities.gdpr.title', message: 'GDPR compliance map'}),
    description: translate({
      id: 'home.capabilities.gdpr.description',
      message:
        'Each GDPR article that concerns connected products, mapped to the platform feature that helps you meet it, so your data-protection officer can check the work.',
    }),
    to: liveOr(routes.productGdpr),
  },
];

export const steps: HomeCard[] = [
  {
    key: 'connect',
    icon: 'plug',
    title: translate({id: 'home.steps.connect.title', message: 'Connect'}),
    description: translate({
      id: 'home.steps.connect.description',
      message:
        'Devices and gateways get their own X.509 certificate from your tenant’s certificate authority and talk MQTT 3.1.1 or 5 over TLS. They send SenML, as JSON or CBOR; you read it back as SenML or plain JSON.',
    }),
    to: liveOr('/docs/quickstart/first-connection'),
  },
  {
    key: 'manage',
    icon: 'gear',
    title: translate({id: 'home.steps.manage.title', message: 'Manage'}),
    description: translate({
      id: 'home.steps.manage.description',
      message:
        'Register connectables in bulk from the factory, let end users claim and share their devices, roll firmware out in stages and give every team exactly the access it needs.',
    }),
    to: liveOr('/docs/core/connectables'),
  },
  {
    key: 'act',
    icon: 'bolt',
    title: translate({id: 'home.steps.act.title', message: 'Act'}),
    description: translate({
      id: 'home.steps.act.description',
      message:
        'Turn events into rules, e-mails, push messages and webhooks; export reports in CSV, XLSX, PDF or JSON; watch the fleet and the platform from one place.',
    }),
  },
];

export const audiences: HomeCard[] = [
  {
    key: 'managers',
    icon: 'chart',
    title: translate({id: 'home.audiences.managers.title', message: 'For managers'}),
    description: translate({
      id: 'home.audiences.managers.description',
      message:
        'Ship a connected product without building an IoT team from scratch. Plans with clear device and user limits, quotes without surprises, and a platform that is already multi-tenant, secure and GDPR-aware.',
    }),
    to: liveOr(routes.forManagers),
  },
  {
    key: 'developers',
    icon: 'code',
    title: translate({id: 'home.audiences.developers.title', message: 'For software developers'}),
    description: translate({
      id: 'home.audiences.developers.description',
      message:
        'Open protocols, documented REST APIs, a command-line tool and an edge agent that runs your own services. Start with a five-step quickstart and send your first message in minutes.',
    }),
    to: liveOr(routes.forDevelopers, routes.docsHome),
  },
];

export const industries: HomeCard[] = [
  {
    key: 'hvac',
    icon: 'hvac',
    title: translate({id: 'home.industries.hvac.title', message: 'HVAC'}),
    description: translate({
      id: 'home.industries.hvac.description',
      message: 'Boilers, heat pumps and air handlers monitored remotely, with alarms before the customer calls.',
    }),
    to: liveOr(routes.useCaseHvac),
  },
  {
    key: 'vending',
    icon: 'vending',
    title: translate({id: 'home.industries.vending.title', message: 'Vending machines'}),
    description: translate({
      id: 'home.industries.vending.description',
      message: 'Stock levels, cash-free payments and faults reported in real time so routes are planned on data.',
    }),
    to: liveOr(routes.useCaseVending),
  },
  {
    key: 'smart-home',
    icon: 'home',
    title: translate({id: 'home.industries.smartHome.title', message: 'Smart home'}),
    description: translate({
      id: 'home.industries.smartHome.description',
      message: 'Consumer apps where families claim and share devices, with accounts that meet GDPR from day one.',
    }),
    to: liveOr(routes.useCaseSmartHome),
  },
  {
    key: 'pool',
    icon: 'pool',
    title: translate({id: 'home.industries.pool.title', message: 'Pool and spa'}),
    description: translate({
      id: 'home.industries.pool.description',
      message: 'Water chemistry, temperature and pumps controlled from anywhere, with alerts when pH or chlorine drift.',
    }),
    to: liveOr(routes.useCasePool),
  },
  {
    key: 'washing',
    icon: 'washer',
    title: translate({id: 'home.industries.washing.title', message: 'Industrial washing machines'}),
    description: translate({
      id: 'home.industries.washing.description',
      message: 'Cycle counts, detergent dosing and maintenance schedules for laundries and their service partners.',
    }),
    to: liveOr(routes.useCaseWashing),
  },
];

/** Calls to action at the foot of the home page (only those whose page exists). */
export const callsToAction = [
  {
    key: 'pricing',
    label: translate({id: 'home.cta.pricing', message: 'Compare plans'}),
    to: liveOr(routes.pricing),
    primary: false,
  },
  {
    key: 'checkout',
    label: translate({id: 'home.cta.checkout', message: 'Create your instance'}),
    to: liveOr(routes.checkout),
    primary: true,
  },
  {
    key: 'contact',
    label: translate({id: 'home.cta.contact', message: 'Ask for a quote'}),
    to: liveOr(routes.contactUs),
    primary: false,
  },
  {
    key: 'docs',
    label: translate({id: 'home.cta.docs', message: 'Read the documentation'}),
    to: routes.docsHome,
    primary: false,
  },
].filter((cta): cta is {key: string; label: string; to: string; primary: boolean} => cta.to !== undefined);
