/**
 * Facts about the Fulcro platform that the fact sheet (shared/PLATFORM.md)
 * does not state and that the site had to decide. Docs, pages and OpenAPI
 * specs must agree with these values; change them here first, then in the
 * prose that quotes them (a Vitest test checks the docs that do).
 */

/**
 * Release history: cloud and edge ship together under one version number.
 * Issue 27 (item 13): the table was brought to today (2026-11-27) by re-dating
 * the same releases one year later (52 weeks, so each stays a Tuesday) rather
 * than inventing new ones; the specs' `info.version` (4.2.0) and the
 * announcement bar (4.2) already name the current release.
 */
export const releases = [
  {version: '4.2', date: '2026-11-17', support: 'current'},
  {version: '4.1', date: '2026-07-14', support: 'maintained'},
  {version: '4.0', date: '2026-03-10', support: 'maintained'},
  {version: '3.3', date: '2025-11-04', support: 'lts'},
  {version: '3.2', date: '2025-07-08', support: 'end-of-life'},
  {version: '3.1', date: '2025-03-11', support: 'end-of-life'},
  {version: '3.0', date: '2024-11-05', support: 'end-of-life'},
] as const;

/** Long-term-support release and the date its security fixes end. */
export const lts = {version: '3.3', securityFixesUntil: '2027-12-31'} as const;

/**
 * The next long-term-support release (issue 27, item 13): the last minor
 * release of the 4.x line, due in the March 2027 slot of the cadence
 * (`plannedMonth`, an ISO year-month), so it ships while 3.3 still gets
 * fixes. Its fixes end on 31 December of the second year after its release,
 * as 3.3's do.
 */
export const nextLts = {version: '4.3', plannedMonth: '2027-03', securityFixesUntil: '2029-12-31'} as const;

/** MQTT and other ingestion endpoints of a tenant's instance. */
export const ingestion = {
  mqttTlsPort: 8883,
  mqttWebSocketPort: 443,
  mqttWebSocketPath: '/mqtt',
  mqttVersions: ['3.1.1', '5'],
  /** Topic scheme; {tenant} and {connectable} are ids. */
  topics: {
    data: 'fulcro/{tenant}/{connectable}/data',
    commands: 'fulcro/{tenant}/{connectable}/cmd',
    commandReplies: 'fulcro/{tenant}/{connectable}/cmd/reply',
    events: 'fulcro/{tenant}/{connectable}/events',
    config: 'fulcro/{tenant}/{connectable}/config',
    /** The configuration a device applied (or refused), published by the device (issue 41). */
    configReported: 'fulcro/{tenant}/{connectable}/config/reported',
  },
  /** Local broker that Fulcro Edge runs for edge services (loopback only). */
  edgeLocalBroker: {host: '127.0.0.1', port: 1883},
} as const;

/**
 * Commands sent to a connectable (issue 41; openapi/core.yaml `sendCommand`,
 * docs/core/commands-and-configuration.mdx). A command waits in Core, queued,
 * until its connectable is connected and subscribed to its `cmd` topic or
 * until it expires; Fulcro Edge buffers nothing towards devices. Command
 * records (with the device's reply) are kept `keptDays` after they were sent.
 */
export const commandLimits = {
  defaultExpirySeconds: 300,
  minExpirySeconds: 10,
  maxExpirySeconds: 86_400,
  queuedPerConnectable: 100,
  maxCommandKiB: 8,
  keptDays: 30,
} as const;

/** The desired configuration of a connectable (`settings` of its configuration document, openapi/core.yaml). */
export const configurationLimits = {maxSettingsKiB: 16} as const;

/** Default message policy per connectable (overridable per connectable). */
export const messagePolicyDefaults = {
  standard: {messagesPerSecond: 10, burst: 50, maxPayloadKiB: 64},
  pro: {messagesPerSecond: 50, burst: 250, maxPayloadKiB: 256},
} as const;

/** The cloud plans' default message policies as the values of an interface sentence (pricing notes, checkout step 1). */
export const messagePolicyValues = {
  standardRate: messagePolicyDefaults.standard.messagesPerSecond,
  standardPayload: messagePolicyDefaults.standard.maxPayloadKiB,
  proRate: messagePolicyDefaults.pro.messagesPerSecond,
  proPayload: messagePolicyDefaults.pro.maxPayloadKiB,
};

/** Default retention of stored data. */
export const retentionDefaults = {
  rawDataDays: 90,
  minuteAggregatesDays: 365,
  hourlyAggregatesYears: 5,
  backupsEveryHours: 24,
  backupsKeptDays: 30,
  exportsKeptDays: 7,
} as const;

/**
 * Who sets retention and how (issue 27, items 1 and 2; docs/core/backups-and-data-retention).
 * Retention is one setting of the whole tenant: no thing or device has its own.
 * Hosted Standard and Pro can only shorten it; Enterprise can lengthen it by
 * agreement. So no page offers, and no story sells, a longer history per
 * device or per end customer.
 */
export const retentionPolicy = {
  scope: 'tenant',
  perThingOverride: false,
  hostedStandardAndPro: 'shorten-only',
  enterprise: 'shorten, or lengthen by agreement',
  longerHistoryPerDevice: false,
} as const;

/**
 * Tenancy, said one way everywhere (issue 27, item 8; docs/iam/tenants-and-realms).
 * A tenant is one company: its instance, address, data, certificate authority
 * and plan. Realms inside it separate people (staff, end users, partners),
 * never data: devices and their data belong to the tenant, and IAM policies and
 * device ownerships decide who sees which. Business units and brands share the
 * company's tenant; a second tenant means a second company, with its own
 * contract and plan.
 */
export const tenancy = {
  tenantsPerCompany: 1,
  tenantIs: "the company's instance",
  realmsSeparate: 'people',
  dataBelongsTo: 'tenant',
  whoSeesWhich: 'IAM policies and device ownerships',
} as const;

/**
 * Store-and-forward of Fulcro Edge (issue 27, item 3; docs/edge/addons/data-persistence).
 * The buffer holds messages up to its configured size; when full it drops the
 * oldest and reports a `buffer_overflow` event; if the storage fails, the
 * buffered data is lost. No page says "nothing is lost".
 */
export const edgeBuffer = {
  defaultMaxSizeMiB: 512,
  whenFull: 'drops the oldest messages',
  overflowEvent: 'buffer_overflow',
  lostIfStorageFails: true,
} as const;

/**
 * Over-the-air updates (issue 27, items 4 and 5; docs/ota-firmware-update,
 * docs/edge/addons/ota-update, openapi/core.yaml `Firmware`).
 * Automatic rollback covers the Fulcro Edge agent and the system image of
 * gateways only. Every kind, device firmware included, is rolled out in waves
 * that halt when too many gateways roll back; device firmware is flashed by the
 * customer's edge service, which reports the outcome. At download the OTA
 * addon checks the SHA-256 digest Core computed at upload: the API carries no
 * signature, so no page or doc claims one.
 */
export const firmwareUpdates = {
  kinds: ['fulcro-edge', 'system-image', 'device-firmware'],
  automaticRollback: ['fulcro-edge', 'system-image'],
  verifiedAtDownload: 'SHA-256',
  signature: false,
} as const;

/**
 * Cursor pagination of every list operation: the `page[size]` parameter
 * (`PageSize` in each spec's components) takes this default and maximum
 * (issue 30: recorded here so /docs/core/limits quotes them;
 * tests/unit/limits-page.test.ts checks every spec against it).
 */
export const pagination = {defaultPageSize: 50, maxPageSize: 200} as const;

/** Decimated reads of raw data: `maxPoints` of the readers (openapi/core.yaml) accepts at most this many points. */
export const decimation = {maxPoints: 10_000} as const;

/** Aggregation windows computed by Core's aggregation and decimation. */
export const aggregationWindows = ['1m', '15m', '1h', '1d'] as const;

/** Certificates issued by Provisioning. */
export const certificates = {
  algorithm: 'ECDSA P-256',
  connectableValidityDays: 730,
  intermediateCaValidityYears: 5,
  renewBeforeExpiryDays: 30,
} as const;

/** Remote-init keys and how long they stay valid. */
export const remoteInitKeys = {
  initializationKeyValidityHours: 72,
  provisioningKeyValidityDays: 365,
  migrationKeyValidityHours: 24,
} as const;

/** Minimum requirements of Fulcro Edge. */
export const edgeRequirements = {
  // Written the same in every language (pages quote them through <Fact>).
  distributions: ['Debian 11+', 'Ubuntu 20.04+', 'Yocto kirkstone+'],
  architectures: ['x86-64', 'ARM64', 'ARMv7'],
  minRamMiB: 256,
  recommendedRamMiB: 512,
  minDiskMiB: 200,
  linuxKernelMin: '4.19',
} as const;

/** Session and token lifetimes of Auth. */
export const authLifetimes = {
  sessionHours: 24,
  accessTokenMinutes: 15,
  selfServiceFlowMinutes: 30,
} as const;

/**
 * Auth's breached-password check (shared/PLATFORM.md, decided): a k-anonymity
 * range query to Have I Been Pwned's Pwned Passwords API. Only the first
 * `hashPrefixHexChars` hexadecimal characters of the password's SHA-1 hash leave
 * the server; the comparison with the returned suffixes happens on the server.
 * The auth page, the auth docs, the GDPR pages and the FAQ name it.
 */
export const passwordBreachCheck = {
  provider: 'Have I Been Pwned',
  service: 'Pwned Passwords range API',
  hash: 'SHA-1',
  hashPrefixHexChars: 5,
} as const;

/** Managed Kubernetes services Fulcro's self-hosted installation is tested on. */
export const testedKubernetes = ['Amazon EKS', 'Azure AKS', 'Google GKE'] as const;

/** Lifecycle states of a connectable in the things registry. */
export const connectableStates = ['registered', 'provisioned', 'active', 'suspended'] as const;

/** Rule for connectable ids (things registry): 3 to 63 characters, a letter first, no hyphen last. */
export const connectableIdRule = {
  minLength: 3,
  maxLength: 63,
  pattern: '^[a-z][a-z0-9-]*[a-z0-9]$',
} as const;

/**
 * Rule for tenant ids, the first label of an instance's host name and the
 * `{tenant}` segment of MQTT topics: the checkout's rule (src/forms/schemas.ts),
 * the same shape as a connectable id.
 */
export const tenantIdRule = {minLength: 3, maxLength: 63, pattern: '^[a-z][a-z0-9-]*[a-z0-9]$'} as const;

/** Base URI of RFC 9457 problem `type` values, in every OpenAPI spec and docs example. */
export const problemTypeBase = 'https://www.fulcro.io/docs/api/problems/';

/** Columns of a manufacturing batch CSV, in order (openapi/manufacturing.yaml); only `thing_id` is required. */
export const manufacturingCsvColumns = [
  'thing_id',
  'kind',
  'parent',
  'model',
  'serial_number',
  'claim_code',
  'labels',
] as const;

/** Limits of one manufacturing batch. */
export const manufacturingBatchLimits = {maxRows: 10_000, maxFileMiB: 5} as const;

/** Device ownership limits. */
export const ownershipLimits = {
  maxGuestsPerDevice: 10,
  invitationValidityDays: 7,
  transferCodeValidityDays: 7,
} as const;

/** Where Fulcro's packages are published (apt repository, tarballs, Helm chart, images). */
export const distribution = {
  aptRepository: 'https://packages.fulcro.cloud/apt',
  helmRepository: 'https://packages.fulcro.cloud/helm',
  helmChart: 'fulcro/fulcro-platform',
  containerRegistry: 'registry.fulcro.cloud',
  yoctoLayer: 'meta-fulcro',
} as const;

/** Release cadence: three minor releases a year. */
export const releaseCadence = {releasesPerYear: 3, months: ['March', 'July', 'November']} as const;
