/**
 * The areas of the API reference: one per platform service with a public
 * REST API, each described by `openapi/{id}.yaml` and published under
 * `/docs/api/{id}`. Kept free of build-time imports so that tests and
 * sidebars can read it.
 */
export const apiAreas = [
  {id: 'auth', label: 'Auth'},
  {id: 'core', label: 'Core'},
  {id: 'devices-ownerships', label: 'Devices ownerships'},
  {id: 'exporter', label: 'Exporter'},
  {id: 'iam', label: 'IAM'},
  {id: 'manufacturing', label: 'Manufacturing'},
  {id: 'notifications', label: 'Notifications'},
  {id: 'pay', label: 'Pay'},
  {id: 'resources', label: 'Resources'},
  {id: 'rules-engine', label: 'Rules engine'},
] as const;

export type ApiAreaId = (typeof apiAreas)[number]['id'];

/** The page id of an operation: its operationId in kebab case (`getThing` → `get-thing`). */
export {operationPageId} from './operation-page-id.mjs';

/** The areas' names in Italian, as the Italian API reference writes them. */
export const apiAreaLabelsIt: Record<ApiAreaId, string> = {
  auth: 'Autenticazione',
  core: 'Core',
  'devices-ownerships': 'Proprietà dei dispositivi',
  exporter: 'Esportazione',
  iam: 'IAM',
  manufacturing: 'Manufacturing',
  notifications: 'Notifiche',
  pay: 'Pagamenti',
  resources: 'Risorse',
  'rules-engine': 'Motore di regole',
};

/**
 * Sidebar labels of the specs' tags (most specs name tags in kebab case).
 * Italian labels live in i18n/it/docusaurus-plugin-content-docs-api/current.json.
 */
export const apiTagLabels: Record<string, string> = {
  things: 'Things',
  http: 'HTTP ingestion',
  'senml-reader': 'SenML reader',
  'json-reader': 'JSON reader',
  websocket: 'Live data (WebSocket)',
  firmwares: 'Firmwares',
  provision: 'Provisioning',
  'remote-init': 'Remote init',
  commands: 'Commands',
  configuration: 'Configuration',
  items: 'Items',
  jobs: 'Jobs',
  reports: 'Reports',
  requests: 'Requests',
  introspect: 'Token introspection',
  tenants: 'Tenants',
  realms: 'Realms',
  teams: 'Teams',
  roles: 'Roles',
  policies: 'Policies',
  batches: 'Batches',
  'default-configuration': 'Default configuration',
  send: 'Sending',
  templates: 'Templates',
  layouts: 'Layouts',
  branding: 'Branding',
  products: 'Products',
  plans: 'Plans',
  prices: 'Prices',
  'checkout-sessions': 'Checkout sessions',
  subscriptions: 'Subscriptions',
  metadata: 'Metadata',
  'pool-controllers': 'Pool controllers',
  'waste-bins': 'Waste bins',
  rules: 'Rules',
  conditions: 'Conditions',
  actions: 'Actions',
  events: 'Events',
  'event-snapshots': 'Event snapshots',
};
