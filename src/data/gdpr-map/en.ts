import {certificates, passwordBreachCheck, retentionDefaults, testedKubernetes} from '@site/src/data/platform';
import {gdprDeadlines} from '@site/src/data/gdpr';
import {hosting, processing} from '@site/src/data/hosting';
import {buildRows} from './articles';
import type {GdprRow} from './types';

/**
 * The GDPR compliance map in English. Titles are the official English titles
 * of Regulation (EU) 2016/679; figures come from the data modules.
 */

const kubernetes = new Intl.ListFormat('en', {type: 'conjunction'}).format(testedKubernetes);
const instanceRegion = `AWS ${hosting.instanceRegion.name}`;
const backupRegion = `AWS ${hosting.backupRegion.name}`;

export const rows: readonly GdprRow[] = buildRows({
  5: {
    title: 'Principles relating to processing of personal data',
    fulcro: `Retention limits set for the whole tenant, with no per-device override (by default raw data ${retentionDefaults.rawDataDays} days, hourly aggregates ${retentionDefaults.hourlyAggregatesYears} years), tenant isolation and access denied by default build storage limitation, integrity and confidentiality into the platform.`,
    fulcroLink: '/docs/core/backups-and-data-retention#change-retention',
    customer:
      'Define the purposes, collect only the readings your product needs, and shorten retention wherever telemetry is personal data.',
  },
  6: {
    title: 'Lawfulness of processing',
    fulcro:
      'The platform chooses no legal basis: it processes device and account data only as your configuration instructs.',
    customer:
      'Choose and document a legal basis for each purpose, such as the contract with the end user, consent or a legitimate interest.',
  },
  7: {
    title: 'Conditions for consent',
    fulcro:
      "A realm's identity schema can hold consent choices as traits, which end users review and change themselves in the settings flow.",
    fulcroLink: '/docs/auth/identities#traits-and-the-identity-schema',
    customer:
      'Word the consent request, decide which processing depends on it, keep proof of it and stop that processing when consent is withdrawn.',
  },
  8: {
    title: "Conditions applicable to child's consent in relation to information society services",
    fulcro:
      'Each realm sets its own registration rules (open or by invitation, verified address required), which support the checks you decide on.',
    fulcroLink: '/docs/iam/tenants-and-realms#realms',
    customer:
      'Decide whether your service addresses children, verify age where needed and obtain the consent of the holder of parental responsibility.',
  },
  9: {
    title: 'Processing of special categories of personal data',
    fulcro:
      'Identity traits are validated by a schema you write, so no sensitive field is collected unless you add it.',
    fulcroLink: '/docs/auth/identities#traits-and-the-identity-schema',
    customer:
      'Find out whether your devices reveal health or other special-category data, and rely on a condition of Article 9(2) before processing it.',
  },
  12: {
    title: 'Transparent information, communication and modalities for the exercise of the rights of the data subject',
    fulcro:
      'Self-service flows let end users verify, recover and update their own accounts from your app, and the same APIs let your support team act on a request quickly.',
    fulcroLink: '/docs/auth/authentication-flows',
    customer:
      'Run the request process: identify the person, answer within the deadline of Article 12(3) and explain in plain language what you did.',
  },
  13: {
    title: 'Information to be provided where personal data are collected from the data subject',
    fulcro:
      'The documentation states what each service stores and for how long, which you can draw on for your privacy notice.',
    fulcroLink: '/docs/core/backups-and-data-retention#defaults',
    customer:
      'Write the privacy notice and show it when data is collected, for example when an end user registers in your app.',
  },
  14: {
    title: 'Information to be provided where personal data have not been obtained from the data subject',
    fulcro:
      'The things registry records which device every reading comes from, so you can trace data that reaches you through installers or resellers.',
    fulcroLink: '/docs/core/connectables#things-registry',
    customer:
      'Inform people whose data you obtain indirectly, such as the occupants of a building where your devices are installed.',
  },
  15: {
    title: 'Right of access by the data subject',
    fulcro:
      "Who-am-I returns an identity and its traits; Exporter turns a device's history into CSV, XLSX, PDF or JSON to include in your answer.",
    fulcroLink: '/fulcro-exporter',
    customer:
      'Verify the requester, gather the data held in your other systems too, and send the copy with the information Article 15 lists.',
  },
  16: {
    title: 'Right to rectification',
    fulcro:
      'End users correct their own profile in the settings flow; administrators correct identities and thing metadata in Fulcro Control or through the API.',
    fulcroLink: '/fulcro-auth',
    customer: 'Offer the settings screen in your app and correct the same data wherever else you keep it.',
  },
  17: {
    title: 'Right to erasure (‘right to be forgotten’)',
    fulcro: `Deleting an identity ends its sessions and device ownerships; deleting a thing erases its live data at once; backup copies expire within ${retentionDefaults.backupsKeptDays} days, and the erasure hook tells your other systems.`,
    fulcroLink: '/docs/core/backups-and-data-retention#gdpr-erasure-hook',
    customer:
      'Decide whether the request applies, trigger the deletions, erase copies outside the platform and tell the person when the backups expire.',
  },
  18: {
    title: 'Right to restriction of processing',
    fulcro:
      'An inactive identity cannot sign in and a suspended connectable cannot send data, while the data already stored stays in place.',
    fulcroLink: '/docs/core/connectables#states',
    customer:
      'Decide when restriction applies, narrow who may read the stored data with IAM policies, and tell the person before lifting it.',
  },
  19: {
    title: 'Notification obligation regarding rectification or erasure of personal data or restriction of processing',
    fulcro:
      'The erasure hook sends a signed call to your systems after every erasure of a thing or an identity, so downstream copies can follow.',
    fulcroLink: '/docs/core/backups-and-data-retention#gdpr-erasure-hook',
    customer:
      'Keep the list of recipients you passed data to, forward rectifications, erasures and restrictions to them, and name them on request.',
  },
  20: {
    title: 'Right to data portability',
    fulcro: `Exporter delivers data in structured, machine-readable formats (CSV, JSON, XLSX); exports are deleted after ${retentionDefaults.exportsKeptDays} days by default.`,
    fulcroLink: '/fulcro-exporter',
    customer:
      'Select the data the person provided, hand it over in a format they can reuse, and send it to another controller where that is technically feasible.',
  },
  21: {
    title: 'Right to object',
    fulcro:
      'The platform runs only the rules, exports and notifications you configure, so stopping a processing means removing its configuration.',
    fulcroLink: '/fulcro-rules-engine',
    customer:
      'Assess each objection, stop processing based on legitimate interest or direct marketing where the person objects, and record the outcome.',
  },
  22: {
    title: 'Automated individual decision-making, including profiling',
    fulcro:
      'Each time a rule fires, the rules engine records an event and a snapshot of the thing at that moment, which helps you explain why an automated action ran.',
    fulcroLink: '/fulcro-rules-engine',
    customer:
      'Decide whether any automated decision has legal or similarly significant effects on people, and offer human review where it does.',
  },
  24: {
    title: 'Responsibility of the controller',
    fulcro:
      "This map, the documentation and the platform's security measures give you material for the accountability you must demonstrate.",
    fulcroLink: '/fulcro-gdpr/highlights',
    customer:
      'Adopt data-protection policies, choose appropriate measures and be able to demonstrate compliance; no platform can do that for you.',
  },
  25: {
    title: 'Data protection by design and by default',
    fulcro: `Access is denied unless a role or policy allows it, every connectable needs its own certificate, passwords are checked against known breaches (${passwordBreachCheck.provider}'s ${passwordBreachCheck.service}, which receives only the first ${passwordBreachCheck.hashPrefixHexChars} hexadecimal characters of the password's ${passwordBreachCheck.hash} hash) and retention limits apply from the first day.`,
    fulcroLink: '/docs/iam/intro#how-a-request-is-decided',
    customer:
      'Keep those defaults strict when you configure realms, roles and retention, and design your own apps the same way.',
  },
  28: {
    title: 'Processor',
    fulcro: `On a hosted instance Fulcro S.r.l. is your processor under the published data-processing agreement, which lists the Article 28(3) terms and tells you of a breach within ${processing.breachNotificationHours} hours at the latest; the sub-processors have a page of their own. On a self-hosted Enterprise installation the data stays in your own cluster.`,
    fulcroLink: '/legal/data-processing-agreement',
    customer:
      'Agree the processing terms in your contract, check the guarantees offered, and list Fulcro among your processors.',
  },
  30: {
    title: 'Records of processing activities',
    fulcro:
      "The things registry, IAM's users, teams and roles, and the retention settings show what the platform holds and who can reach it.",
    fulcroLink: '/docs/iam/users-and-teams',
    customer:
      'Keep the record of processing activities itself, with purposes, categories of data and people, recipients and time limits.',
  },
  32: {
    title: 'Security of processing',
    fulcro: `Mutual TLS with a per-device ${certificates.algorithm} certificate, a certificate authority per tenant, encrypted backups, tenant isolation, deny-by-default access control and breached-password checks.`,
    fulcroLink: '/docs/provisioning/intro#why-mutual-tls',
    customer:
      'Protect device keys in your hardware, limit who holds administrator roles, secure your own apps and test the measures regularly.',
  },
  33: {
    title: 'Notification of a personal data breach to the supervisory authority',
    fulcro: `Monitoring alerts on rejected messages and certificate expiries; sessions, identities and device certificates can be revoked at once to contain an incident; as processor, Fulcro tells you of a breach within ${processing.breachNotificationHours} hours at the latest.`,
    fulcroLink: '/fulcro-monitoring',
    customer: `Assess the breach, notify the supervisory authority within ${gdprDeadlines.breachNotificationHours} hours of becoming aware of it, and document every breach.`,
  },
  34: {
    title: 'Communication of a personal data breach to the data subject',
    fulcro:
      'Notifications sends email, push and SMS messages with your templates and branding, so you can reach the end users affected.',
    fulcroLink: '/fulcro-notifications',
    customer:
      'Decide whether the breach is likely to result in a high risk to people, and write the message in clear and plain language.',
  },
  35: {
    title: 'Data protection impact assessment',
    fulcro:
      "The documentation of the platform's data flows, retention and security measures is input for your assessment.",
    fulcroLink: '/docs/intro/architecture-overview',
    customer:
      'Carry out the assessment where processing is likely to result in a high risk, for example continuous monitoring inside homes.',
  },
  36: {
    title: 'Prior consultation',
    fulcro: "The same descriptions of the platform's measures can be attached when you consult the authority.",
    customer:
      'Consult the supervisory authority before processing when your assessment shows a high risk that your measures do not reduce.',
  },
  37: {
    title: 'Designation of the data protection officer',
    fulcro:
      'No platform feature: this map is written so that your data protection officer can review the platform quickly.',
    customer: 'Designate a data protection officer where the Regulation requires one, and publish the contact details.',
  },
  44: {
    title: 'General principle for transfers',
    fulcro: `Hosted instances run in ${instanceRegion} with backups in ${backupRegion}, so nothing leaves the EEA by default; the sub-processors page says which services would transfer data and when. On Enterprise you can self-host on your own Kubernetes cluster (tested on ${kubernetes}) or choose another region.`,
    fulcroLink: '/legal/sub-processors',
    customer:
      'Know where your instance and its backups are hosted, and make sure any transfer outside the EU meets the conditions of Chapter V.',
  },
  45: {
    title: 'Transfers on the basis of an adequacy decision',
    fulcro:
      "The only sub-processors outside the EEA, Apple's and Google's push services, process data only if you send push notifications. Each transfer relies on the EU–US Data Privacy Framework, which the Commission's adequacy decision of 10 July 2023 covers, where the provider is certified, and otherwise on standard contractual clauses. A self-hosted installation keeps the data in the region of the cluster you choose; its push notifications and Copilot questions go where the accounts and the model endpoint you configure send them.",
    fulcroLink: '/legal/sub-processors',
    customer: 'Check whether the destination country is covered by an adequacy decision before relying on one.',
  },
  46: {
    title: 'Transfers subject to appropriate safeguards',
    fulcro:
      'For the push services, a provider that is not certified under the EU–US Data Privacy Framework transfers under standard contractual clauses. Safeguards for any other transfer are set in the contracts between the parties.',
    customer:
      'Put standard contractual clauses or other safeguards in place for every transfer that no adequacy decision covers.',
  },
});
