/**
 * The sub-processors of hosted instances (Art. 28(2) and (4) GDPR) and the
 * website's own analytics processor, in English and Italian. Kept apart from
 * ./hosting.ts, whose figures many pages quote, so that only the pages that
 * show the list (/legal/sub-processors, the privacy policy) ship its words.
 * Change `subProcessorsLastChanged` in ./hosting.ts with the list.
 */
import {company} from './company';
import {frankfurt, milan} from './hosting';

/** The analytics service of this website: the site's processor, not the platform's (privacy policy §4). */
export const siteAnalytics = {
  name: 'Plausible Insights OÜ',
  service: 'Plausible Analytics',
  country: 'Estonia',
  /** Plausible's own statement: servers in the EU (Germany). */
  dataLocation: 'EU',
} as const;

type Localized = {en: string; it: string};

const inMilan = `AWS ${milan.name}`;
const inFrankfurt = `AWS ${frankfurt.name}`;

export type SubProcessor = {
  id: string;
  /** Legal entity, as in its data-processing terms. */
  name: string;
  /** The service of that entity Fulcro uses. */
  service: string;
  purpose: Localized;
  location: Localized;
  /** When it processes a tenant's data at all. */
  appliesWhen: Localized;
};

/**
 * Where the push services process data, and on which basis it leaves the EEA.
 * The site does not state which provider is certified under the EU–US Data
 * Privacy Framework: each transfer relies on it where the provider is
 * certified, and on standard contractual clauses otherwise.
 */
const pushTransfer: Localized = {
  en: 'United States, under the EU–US Data Privacy Framework where the provider is certified, otherwise under standard contractual clauses',
  it: 'Stati Uniti, nel quadro del Data Privacy Framework UE–USA se il fornitore è certificato, altrimenti con clausole contrattuali tipo',
};

/** The sub-processors of hosted instances, in the order /legal/sub-processors shows them. */
export const subProcessors: readonly SubProcessor[] = [
  {
    id: 'aws-hosting',
    name: 'Amazon Web Services EMEA SARL (Luxembourg)',
    service: 'Amazon Web Services: compute, storage, backups',
    purpose: {
      en: 'Runs every hosted instance and stores its data and its backups.',
      it: 'Esegue ogni istanza ospitata e ne conserva i dati e i backup.',
    },
    location: {
      en: `EU: ${inMilan} for instances; ${inFrankfurt} for backups`,
      it: `UE: ${inMilan} per le istanze; ${inFrankfurt} per i backup`,
    },
    appliesWhen: {en: 'Always, for every hosted instance', it: 'Sempre, per ogni istanza ospitata'},
  },
  {
    id: 'aws-ses',
    name: 'Amazon Web Services EMEA SARL (Luxembourg)',
    service: 'Amazon Simple Email Service (SES)',
    purpose: {
      en: "Delivers the e-mails an instance sends: sign-in and recovery messages, the tenant's notifications, Fulcro's messages to the customer's administrators, and the replies of Fulcro's support helpdesk.",
      it: "Recapita le email che un'istanza invia: i messaggi di accesso e di recupero, le notifiche del tenant, i messaggi di Fulcro agli amministratori del cliente e le risposte dell'helpdesk di assistenza di Fulcro.",
    },
    location: {en: `EU: ${inFrankfurt}`, it: `UE: ${inFrankfurt}`},
    appliesWhen: {en: 'Always, for every hosted instance', it: 'Sempre, per ogni istanza ospitata'},
  },
  {
    id: 'support-helpdesk',
    name: 'Amazon Web Services EMEA SARL (Luxembourg)',
    service: 'Zammad helpdesk, run by Fulcro in its own AWS account',
    purpose: {
      en: `Holds the support requests customers send to ${company.contacts.support} and the personal data in them, where Fulcro's support staff read them. Fulcro runs the helpdesk itself, so no company other than AWS processes these requests.`,
      it: `Conserva le richieste di assistenza che i clienti inviano a ${company.contacts.support} e i dati personali che contengono, dove il personale di assistenza di Fulcro le legge. Fulcro gestisce direttamente l'helpdesk, quindi nessuna società oltre ad AWS tratta queste richieste.`,
    },
    location: {en: `EU: ${inMilan}`, it: `UE: ${inMilan}`},
    appliesWhen: {
      en: 'When a customer writes to support',
      it: "Quando un cliente scrive all'assistenza",
    },
  },
  {
    id: 'aws-sms',
    name: 'Amazon Web Services EMEA SARL (Luxembourg)',
    service: 'AWS End User Messaging SMS',
    purpose: {
      en: 'Sends the SMS messages a tenant sends through Notifications.',
      it: 'Invia gli SMS che un tenant spedisce con Notifications.',
    },
    location: {
      en: `EU: ${inFrankfurt}; the message then reaches the recipient through the mobile networks of the recipient's country`,
      it: `UE: ${inFrankfurt}; il messaggio raggiunge poi il destinatario attraverso le reti mobili del suo paese`,
    },
    appliesWhen: {en: 'Only when a tenant sends SMS', it: 'Solo quando un tenant invia SMS'},
  },
  {
    id: 'apns',
    name: 'Apple Inc. (United States)',
    service: 'Apple Push Notification service',
    purpose: {
      en: "Delivers push notifications to the tenant's apps on Apple devices.",
      it: 'Recapita le notifiche push alle app del tenant sui dispositivi Apple.',
    },
    location: pushTransfer,
    appliesWhen: {
      en: 'Only when a tenant sends push notifications to apps on Apple devices',
      it: 'Solo quando un tenant invia notifiche push ad app su dispositivi Apple',
    },
  },
  {
    id: 'fcm',
    name: 'Google LLC (United States)',
    service: 'Firebase Cloud Messaging',
    purpose: {
      en: "Delivers push notifications to the tenant's Android apps.",
      it: 'Recapita le notifiche push alle app Android del tenant.',
    },
    location: pushTransfer,
    appliesWhen: {
      en: 'Only when a tenant sends push notifications to Android apps',
      it: 'Solo quando un tenant invia notifiche push ad app Android',
    },
  },
  {
    id: 'copilot-model',
    name: 'Amazon Web Services EMEA SARL (Luxembourg)',
    service: 'Amazon Bedrock',
    purpose: {
      en: "Runs the language model that writes Fulcro Copilot's answers. Prompts and answers are not used to train any model.",
      it: 'Esegue il modello linguistico che scrive le risposte di Fulcro Copilot. Domande e risposte non servono ad addestrare alcun modello.',
    },
    location: {en: `EU: ${inFrankfurt}`, it: `UE: ${inFrankfurt}`},
    appliesWhen: {
      en: 'When a user of the tenant asks Fulcro Copilot a question',
      it: 'Quando un utente del tenant fa una domanda a Fulcro Copilot',
    },
  },
];
