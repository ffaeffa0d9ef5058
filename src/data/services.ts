/**
 * The services of a Fulcro Cloud instance, one entry each: its name, whether
 * it has a REST API (under which base path, described by which OpenAPI spec)
 * and, where it has none, where it is configured instead. Pages count and
 * describe the services from here (`<Fact of="services.…" />`, the
 * `CloudServiceTable` component), never by hand (issue 27, item 7).
 *
 * Decided from the docs and `openapi/*.yaml`, which are right when a page
 * disagrees:
 * - Provisioning and Remote init are services of their own in the docs, but
 *   their endpoints live under Core's base path and in `openapi/core.yaml`.
 * - Auth has two bases: `/api/auth/v1` (sessions) and `/api/auth/self-service`
 *   (the flows), both in `openapi/auth.yaml`.
 * - Monitoring has no OpenAPI spec and no API reference: it is used in Fulcro
 *   Control, so the site states no API for it.
 * - Mapper and Fulcro AI have no REST API (docs/mapper/intro.md,
 *   docs/ai/intro.md): both are configured in Fulcro Control; AI's results
 *   reach the API as rules-engine events.
 * - Fulcro AI is an add-on (Pro and Enterprise, see plans.ts), so it is not
 *   counted among the services every plan includes.
 * - Not services: Micro is a framework for writing your own services (it
 *   "adds no API of its own"); OTA firmware update is Core's firmware
 *   catalogue plus rollouts in Fulcro Control and the edge's OTA addon.
 *
 * No UI words outside `serviceSummaries`: facts.ts reads `cloudServices` for
 * the counts, and the summaries ship only where a page shows them.
 */

/** A service's REST API: base paths on the instance and the spec that describes them. */
export type ServiceApi = {
  /** Paths under `https://{tenant}.fulcro.cloud`. */
  basePaths: readonly string[];
  /** `openapi/{spec}.yaml`, published at `/docs/api/{spec}`. */
  spec: string;
};

export type CloudService = {
  id: ServiceId;
  /** Service names are kept in English in every language (i18n/it/GLOSSARY.md). */
  name: string;
  /** The REST API, or null when the service has none. */
  api: ServiceApi | null;
  /** Where a service without an API is set up. */
  configuredIn?: 'fulcro-control';
  /** An add-on with plans of its own, not part of every cloud plan. */
  addOn?: true;
  /** The service's documentation or product page. */
  learnMore: string;
};

export type ServiceId =
  | 'core'
  | 'provisioning'
  | 'remote-init'
  | 'auth'
  | 'iam'
  | 'manufacturing'
  | 'devices-ownerships'
  | 'resources'
  | 'rules-engine'
  | 'notifications'
  | 'exporter'
  | 'pay'
  | 'monitoring'
  | 'mapper'
  | 'ai';

export const cloudServices: readonly CloudService[] = [
  {id: 'core', name: 'Core', api: {basePaths: ['/api/core/v1'], spec: 'core'}, learnMore: '/docs/core/connectables'},
  {
    id: 'provisioning',
    name: 'Provisioning',
    api: {basePaths: ['/api/core/v1/provision'], spec: 'core'},
    learnMore: '/docs/provisioning/intro',
  },
  {
    id: 'remote-init',
    name: 'Remote init',
    api: {basePaths: ['/api/core/v1/remote-init'], spec: 'core'},
    learnMore: '/docs/remote-init/intro',
  },
  {
    id: 'auth',
    name: 'Auth',
    api: {basePaths: ['/api/auth/v1', '/api/auth/self-service'], spec: 'auth'},
    learnMore: '/fulcro-auth',
  },
  {id: 'iam', name: 'IAM', api: {basePaths: ['/api/iam/v1'], spec: 'iam'}, learnMore: '/docs/iam/intro'},
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    api: {basePaths: ['/api/manufacturing/v1'], spec: 'manufacturing'},
    learnMore: '/docs/manufacturing/intro',
  },
  {
    id: 'devices-ownerships',
    name: 'Device ownerships',
    api: {basePaths: ['/api/devices-ownerships/v1'], spec: 'devices-ownerships'},
    learnMore: '/docs/devices-ownerships/intro',
  },
  {
    id: 'resources',
    name: 'Resources',
    api: {basePaths: ['/api/resources/v1'], spec: 'resources'},
    learnMore: '/fulcro-resources',
  },
  {
    id: 'rules-engine',
    name: 'Rules engine',
    api: {basePaths: ['/api/rules-engine/v1'], spec: 'rules-engine'},
    learnMore: '/fulcro-rules-engine',
  },
  {
    id: 'notifications',
    name: 'Notifications',
    api: {basePaths: ['/api/notifications/v1'], spec: 'notifications'},
    learnMore: '/fulcro-notifications',
  },
  {
    id: 'exporter',
    name: 'Exporter',
    api: {basePaths: ['/api/exporter/v1'], spec: 'exporter'},
    learnMore: '/fulcro-exporter',
  },
  {id: 'pay', name: 'Pay', api: {basePaths: ['/api/pay/v1'], spec: 'pay'}, learnMore: '/fulcro-pay'},
  {id: 'monitoring', name: 'Monitoring', api: null, configuredIn: 'fulcro-control', learnMore: '/fulcro-monitoring'},
  {id: 'mapper', name: 'Mapper', api: null, configuredIn: 'fulcro-control', learnMore: '/docs/mapper/intro'},
  {id: 'ai', name: 'Fulcro AI', api: null, configuredIn: 'fulcro-control', addOn: true, learnMore: '/fulcro-ai'},
];

/** What each service does, in one line per language. */
export const serviceSummaries: Record<ServiceId, {en: string; it: string}> = {
  core: {
    en: 'Ingestion over MQTT, HTTP and WebSocket, time-series storage and its readers, the things registry of every connectable, the firmware catalogue.',
    it: 'Acquisizione via MQTT, HTTP e WebSocket, archivio delle serie temporali e i suoi reader, il registro dei thing di ogni connectable, il catalogo dei firmware.',
  },
  provisioning: {
    en: "An X.509 certificate for every connectable, signed by your tenant's own intermediate CA.",
    it: 'Un certificato X.509 per ogni connectable, firmato dalla CA intermedia del tuo tenant.',
  },
  'remote-init': {
    en: 'Initialization, provisioning and migration keys, and the configuration a connectable downloads after it gets its identity.',
    it: "Chiavi di inizializzazione, di provisioning e di migrazione, e la configurazione che un connectable scarica dopo aver ricevuto l'identità.",
  },
  auth: {
    en: 'Identities, self-service flows for browsers and native apps (login, registration, recovery, verification, settings), sessions and tokens.',
    it: 'Identità, flussi self-service per browser e app native (login, registrazione, recupero, verifica, impostazioni), sessioni e token.',
  },
  iam: {
    en: 'Tenants and realms, users and teams, roles and policies, token introspection: who may do what.',
    it: 'Tenant e realm, utenti e team, ruoli e policy, introspezione dei token: chi può fare cosa.',
  },
  manufacturing: {
    en: 'Whole production batches registered from one CSV file, with the default configuration each unit receives.',
    it: 'Interi lotti di fabbricazione registrati da un file CSV, con la configurazione predefinita che ogni unità riceve.',
  },
  'devices-ownerships': {
    en: 'End users claim the devices they bought, share them with guests and transfer them to a new owner.',
    it: 'Gli utenti finali associano i dispositivi che hanno comprato, li condividono con ospiti e li trasferiscono a un nuovo proprietario.',
  },
  resources: {
    en: 'Your own resource types declared in JSON Schema, served as JSON:API endpoints with relationships.',
    it: 'I tuoi tipi di risorsa dichiarati in JSON Schema, serviti come endpoint JSON:API con relazioni.',
  },
  'rules-engine': {
    en: 'Conditions on telemetry and events that trigger actions; an event and its snapshot are recorded each time a rule fires.',
    it: 'Condizioni su telemetria ed eventi che attivano azioni; ogni volta che una regola scatta restano un evento e il suo snapshot.',
  },
  notifications: {
    en: 'Email, push, SMS and webhooks from one API, with layouts, templates per language and your branding.',
    it: 'Email, push, SMS e webhook da una sola API, con layout, template per lingua e il tuo branding.',
  },
  exporter: {
    en: 'Bulk and recurring exports of telemetry and of the things registry, as CSV, XLSX, PDF or JSON.',
    it: 'Esportazioni una tantum e ricorrenti della telemetria e del registro dei thing, in CSV, XLSX, PDF o JSON.',
  },
  pay: {
    en: 'Sell subscriptions and services to your own customers through Stripe: products, plans, metadata, payment methods.',
    it: 'Vendi abbonamenti e servizi ai tuoi clienti tramite Stripe: prodotti, piani, metadati, metodi di pagamento.',
  },
  monitoring: {
    en: 'Platform and fleet metrics with alerts: connected devices, message rates, rejected messages, certificate expiries, gateway health.',
    it: 'Metriche della piattaforma e della flotta con avvisi: dispositivi connessi, ritmo dei messaggi, messaggi rifiutati, certificati in scadenza, salute dei gateway.',
  },
  mapper: {
    en: 'Turns proprietary binary or JSON payloads into SenML before Core stores them.',
    it: 'Trasforma payload proprietari, binari o JSON, in SenML prima che Core li archivi.',
  },
  ai: {
    en: 'Add-on: anomaly detection and forecasting on your time series; its findings reach the rules engine as events.',
    it: 'Add-on: rilevamento di anomalie e previsioni sulle tue serie temporali; i risultati arrivano al motore di regole come eventi.',
  },
};

const included = cloudServices.filter((service) => !service.addOn);

/**
 * The figures pages quote (facts.ts `services`): how many services every plan
 * includes, which of them have a REST API, which have none, and how many
 * OpenAPI specs describe them.
 */
export const serviceFacts = {
  /** Services every cloud plan includes (the AI add-on excluded). */
  count: included.length,
  withApiCount: included.filter((service) => service.api).length,
  withApi: included.filter((service) => service.api).map((service) => service.name),
  /** Services with no REST API, the AI add-on included. */
  withoutApi: cloudServices.filter((service) => !service.api).map((service) => service.name),
  /** OpenAPI specs of the API reference (Provisioning and Remote init share Core's). */
  apiSpecsCount: new Set(cloudServices.flatMap((service) => (service.api ? [service.api.spec] : []))).size,
} as const;
