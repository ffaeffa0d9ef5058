/**
 * Where hosted instances run, where their data lives, who processes it for
 * Fulcro (the sub-processors of Art. 28(2) and (4) GDPR) and the commitments
 * of the data-processing agreement that are figures (shared/PLATFORM.md,
 * "Commercial, legal and operations facts"). Read by /legal/sub-processors,
 * /legal/data-processing-agreement, the privacy policy and the GDPR pages.
 *
 * Region names are AWS's own names of its regions, proper names written the
 * same in every language, next to their codes.
 */
export const milan = {name: 'Europe (Milan)', code: 'eu-south-1'} as const;
export const frankfurt = {name: 'Europe (Frankfurt)', code: 'eu-central-1'} as const;

export const hosting = {
  provider: 'Amazon Web Services',
  /** Every hosted instance (Standard, Pro, and Enterprise unless its contract says otherwise) runs here. */
  instanceRegion: milan,
  /** Backups of hosted instances are kept in a second region, apart from the live data. */
  backupRegion: frankfurt,
  /**
   * Nothing leaves the EEA by default. The one exception is opt-in: push
   * notifications, which Apple and Google deliver (see `subProcessors`).
   */
  transfersOutsideEeaByDefault: false,
  /** Enterprise may self-host (tested on EKS, AKS, GKE: `testedKubernetes` in platform.ts) or choose another region. */
  enterprise: {selfHosting: true, otherRegion: true},
  /**
   * Security measures of hosted instances that the docs do not state
   * themselves (the rest is in the docs: TLS 1.2/1.3 and mutual TLS with a
   * certificate per connectable, deny-by-default IAM, encrypted daily
   * backups). Site decision, quoted by the data-processing agreement.
   */
  encryptionAtRest: {volumes: true, databases: true, objectStorage: true, keys: 'AWS KMS'},
} as const;

/** Commitments of the data-processing agreement (/legal/data-processing-agreement) that are figures. */
export const processing = {
  /** Fulcro tells the customer of a personal-data breach without undue delay, and at the latest within this many hours. */
  breachNotificationHours: 48,
  /** A new or replaced sub-processor is announced this many days before it starts; the customer may object in that time. */
  subProcessorNoticeDays: 30,
  /** Fulcro answers a customer's request for assistance (data-subject rights, impact assessments) within this many business days. */
  assistanceBusinessDays: 5,
} as const;

/** Fulcro Copilot's data handling (the language-model provider is a sub-processor below). */
export const copilotData = {
  /** Conversations are kept in the tenant for this many days, then deleted. */
  conversationRetentionDays: 30,
  /** Prompts and answers are never used to train any model. */
  usedForTraining: false,
  providerRegion: frankfurt,
} as const;

/**
 * The date the list of sub-processors (./sub-processors.ts) last changed: shown on /legal/sub-processors. Change it with
 * the list of companies (a new or replaced company needs `processing.subProcessorNoticeDays` days' notice).
 */
export const subProcessorsLastChanged = '2026-11-22';

/**
 * The day rows were added to the list without adding a company: the e-mail provider (Amazon SES) and the support
 * helpdesk, both on AWS, which was already listed. Shown on /legal/sub-processors so a reader comparing versions
 * knows why the table grew.
 */
export const subProcessorRowsClarified = '2026-12-07';

/**
 * Self-hosted Enterprise installations (shared/PLATFORM.md, decided): Fulcro Copilot calls the model endpoint the
 * customer configures, either the same EU provider through Fulcro's contract or the customer's own; push
 * notifications go out with the customer's own APNs and FCM credentials, which Fulcro never receives. Quoted by
 * /legal/sub-processors, the data-processing agreement (§1.2) and the GDPR FAQ.
 */
export const selfHostedEnterprise = {
  copilotModelEndpoint: 'configured-by-customer',
  copilotModelChoices: ['fulcro-contracted-eu-provider', 'customer-own-provider'],
  pushCredentials: 'customer-own-apns-and-fcm',
  fulcroReceivesPushCredentials: false,
} as const;
