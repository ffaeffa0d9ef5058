/**
 * Personal data in the API (issue 31): the categories that the
 * `x-personal-data` markings of openapi/*.yaml name, with their labels and
 * descriptions in English and Italian, and the retention that applies to each
 * category on hosted instances.
 *
 * A property or parameter that can hold personal data carries
 * `x-personal-data: {category: <id>, note: <optional English note>}`; one that
 * only looks personal (the `displayName` of a role, the `name` of a template)
 * carries `x-personal-data: false`. Parameters are marked on the parameter
 * object, never on its schema. tests/unit/personal-data.test.ts fails on a
 * personal-looking name without a marking, and on a category not listed here.
 *
 * Retention is written as rules, never as retyped numbers: `{dotted.name}`
 * in a rule stands for a figure of ./facts.ts (retention defaults, session
 * lifetimes, the order model's export window), resolved by
 * {@link retentionText}. Where no figure exists, the rule is decided here:
 * data lives as long as the record that holds it.
 *
 * Plain data in both languages, no `translate()`: the build (operation pages,
 * the summary page) reads it as well as the browser.
 */
import {defaultFormat, formatFact, lookupFact} from './facts';

export type Localized = {en: string; it: string};
export type PersonalDataLocale = keyof Localized;

export const personalDataCategoryIds = ['contact', 'identifier', 'location', 'usage', 'content', 'credential'] as const;
export type PersonalDataCategoryId = (typeof personalDataCategoryIds)[number];

/** One rule of a category's retention; `{dotted.name}` is a figure of ./facts.ts. */
export type RetentionClause = {
  /** The part of the category the rule is about; absent when it covers the whole category. */
  about?: Localized;
  rule: Localized;
};

export type PersonalDataCategory = {
  id: PersonalDataCategoryId;
  label: Localized;
  description: Localized;
  /** Retention on hosted instances, most specific rule first; {@link afterErasure} follows every category. */
  retention: readonly RetentionClause[];
};

/**
 * Decided rule for data that has no retention figure of its own: it lives as
 * long as the record that holds it, and goes with that record, with the
 * person's identity when it is erased on request (Auth deletes the identity's
 * credentials, addresses and sessions), or with the tenant.
 */
export const recordBound: RetentionClause = {
  rule: {
    en: "Kept as long as the record that holds it exists; deleted with that record, when the person's identity is erased on request, or with the tenant.",
    it: "Conservati finché esiste il record che li contiene; cancellati con quel record, quando l'identità della persona viene cancellata su sua richiesta, oppure con il tenant.",
  },
};

/** What outlives a deletion for a while, whatever the category: backups, exports, an evaluation that ends without a contract. */
export const afterErasure: RetentionClause = {
  about: {en: 'After deletion', it: 'Dopo la cancellazione'},
  rule: {
    en: 'Copies in backups expire within {retentionDefaults.backupsKeptDays} days; exports are deleted after {retentionDefaults.exportsKeptDays} days. The data of an evaluation instance that ends without a contract stays exportable for {order.exportDaysAfterSuspension} days after suspension, then the instance is deleted.',
    it: "Le copie nei backup scadono entro {retentionDefaults.backupsKeptDays} giorni; le esportazioni vengono cancellate dopo {retentionDefaults.exportsKeptDays} giorni. I dati di un'istanza di valutazione che termina senza contratto restano esportabili per {order.exportDaysAfterSuspension} giorni dopo la sospensione, poi l'istanza viene cancellata.",
  },
};

/** The categories, in the order pages list them. */
export const personalDataCategories: readonly PersonalDataCategory[] = [
  {
    id: 'contact',
    label: {en: 'Contact details', it: 'Dati di contatto'},
    description: {
      en: 'Names of people and the addresses that reach them: email addresses, phone numbers, the profile an identity keeps.',
      it: "Nomi di persone e i recapiti per raggiungerle: indirizzi email, numeri di telefono, il profilo che un'identità conserva.",
    },
    retention: [recordBound],
  },
  {
    id: 'identifier',
    label: {en: 'Identifiers', it: 'Identificativi'},
    description: {
      en: 'Values that single out a person without naming them: identity and session ids, policy subjects, IP addresses.',
      it: 'Valori che individuano una persona senza nominarla: id di identità e di sessione, soggetti delle policy, indirizzi IP.',
    },
    retention: [recordBound],
  },
  {
    id: 'location',
    label: {en: 'Location', it: 'Posizione'},
    description: {
      en: 'Where a person lives or where their device stands: the postal address of a site, coordinates.',
      it: "Dove vive una persona o dove si trova un suo dispositivo: l'indirizzo postale di un sito, le coordinate.",
    },
    retention: [recordBound],
  },
  {
    id: 'usage',
    label: {en: 'Usage', it: 'Utilizzo'},
    description: {
      en: 'How a person uses the platform and their devices: sign-ins and sessions, the browser they use, the readings of a device in their home.',
      it: 'Come una persona usa la piattaforma e i suoi dispositivi: accessi e sessioni, il browser che usa, le letture di un dispositivo di casa sua.',
    },
    retention: [
      {
        about: {en: 'Readings', it: 'Letture'},
        rule: {
          en: "The tenant's retention applies: raw data {retentionDefaults.rawDataDays} days, minute aggregates {retentionDefaults.minuteAggregatesDays} days, hourly aggregates {retentionDefaults.hourlyAggregatesYears} years by default. Hosted Standard and Pro can only shorten it.",
          it: 'Vale la retention del tenant: dati grezzi {retentionDefaults.rawDataDays} giorni, aggregati al minuto {retentionDefaults.minuteAggregatesDays} giorni, aggregati orari {retentionDefaults.hourlyAggregatesYears} anni, se non la cambi. Sulle istanze Standard e Pro ospitate da Fulcro puoi solo accorciarla.',
        },
      },
      {
        about: {en: 'Sessions', it: 'Sessioni'},
        rule: {
          en: "A session lasts {authLifetimes.sessionHours} hours. Ended sessions, with their times, IP address and browser, stay in the identity's list of sessions until the identity is deleted.",
          it: "Una sessione dura {authLifetimes.sessionHours} ore. Le sessioni concluse, con orari, indirizzo IP e browser, restano nell'elenco delle sessioni dell'identità finché l'identità non viene cancellata.",
        },
      },
    ],
  },
  {
    id: 'content',
    label: {en: 'Content', it: 'Contenuti'},
    description: {
      en: 'Free text and values that an app or a person puts in a message, which may say anything about someone.',
      it: "Testo libero e valori che un'app o una persona mette in un messaggio, e che possono dire qualsiasi cosa di qualcuno.",
    },
    retention: [recordBound],
  },
  {
    id: 'credential',
    label: {en: 'Credentials', it: 'Credenziali'},
    description: {
      en: 'Secrets that prove who a person is: passwords, one-time codes, session tokens and access tokens.',
      it: 'Segreti che provano chi è una persona: password, codici monouso, token di sessione e token di accesso.',
    },
    retention: [
      {
        about: {en: 'Passwords', it: 'Password'},
        rule: {
          en: 'Stored only as a salted hash, until the person changes the password or the identity is deleted.',
          it: "Conservate solo come hash con salt, finché la persona non cambia password o l'identità non viene cancellata.",
        },
      },
      {
        about: {en: 'One-time codes', it: 'Codici monouso'},
        rule: {
          en: 'Valid only inside their flow, which expires after {authLifetimes.selfServiceFlowMinutes} minutes.',
          it: 'Valgono solo dentro il loro flusso, che scade dopo {authLifetimes.selfServiceFlowMinutes} minuti.',
        },
      },
      {
        about: {en: 'Tokens', it: 'Token'},
        rule: {
          en: 'A session token stops working when its session ends, after {authLifetimes.sessionHours} hours at most; an access token after {authLifetimes.accessTokenMinutes} minutes.',
          it: 'Un token di sessione smette di funzionare quando finisce la sua sessione, al massimo dopo {authLifetimes.sessionHours} ore; un token di accesso dopo {authLifetimes.accessTokenMinutes} minuti.',
        },
      },
    ],
  },
];

export function isPersonalDataCategory(value: unknown): value is PersonalDataCategoryId {
  return typeof value === 'string' && (personalDataCategoryIds as readonly string[]).includes(value);
}

/** The category with this id; throws on an id that is not a category, naming the ones that are. */
export function personalDataCategory(id: string): PersonalDataCategory {
  const category = personalDataCategories.find((c) => c.id === id);
  if (!category)
    throw new Error(
      `"${id}" is not a personal-data category: use one of ${personalDataCategoryIds.join(', ')} (src/data/personal-data.ts).`,
    );
  return category;
}

const factToken = /\{([\w.]+)\}/g;

/** The facts a rule quotes, by dotted name. */
export function retentionFacts(text: string): string[] {
  return [...text.matchAll(factToken)].map((m) => m[1]);
}

/** A retention rule in the reader's language, its `{dotted.name}` figures written out (Italian: 1.000); throws on an unknown fact. */
export function retentionText(rule: Localized, locale: PersonalDataLocale): string {
  return rule[locale].replace(factToken, (_, name: string) => {
    const value = lookupFact(name);
    if (value === undefined) throw new Error(`Retention rule names {${name}}, which src/data/facts.ts does not hold.`);
    return formatFact(value, locale, defaultFormat(name));
  });
}

/** Everything that applies to a category on hosted instances, written out: its own rules, then {@link afterErasure}. */
export function categoryRetention(
  id: PersonalDataCategoryId,
  locale: PersonalDataLocale,
): {about?: string; rule: string}[] {
  return [...personalDataCategory(id).retention, afterErasure].map((clause) => ({
    ...(clause.about ? {about: clause.about[locale]} : {}),
    rule: retentionText(clause.rule, locale),
  }));
}
