/**
 * The API changelog (issue 31): one entry per release of an area's OpenAPI
 * spec, shown at /docs/api/changelog (src/components/ApiChangelog) and sent as
 * RSS and Atom feeds (plugins/features/api-changelog), in both languages.
 *
 * An entry's summary is written here by an editor, in English and Italian (one
 * or two sentences: what changed and what a client has to do about it). Its
 * classified list of changes is not: `npm run api:changelog` computes it from
 * the diff between the working spec (openapi/{area}.yaml) and the released
 * snapshot (openapi/released/{area}.yaml) and writes it into the generated
 * block below, and adds an entry for a new `info.version` with empty summaries
 * for you to write. tests/unit/api-changelog.test.ts fails while a spec
 * changed without an entry, while an entry's list is not the specs' diff, while
 * a breaking change comes without a major version, or while a summary is
 * missing. `npm run api:changelog -- --release` then makes the working specs
 * the new snapshot. How the changes are classified: the comment of
 * plugins/features/api-changelog/guard.mjs.
 *
 * The entries of 4.2.0 are the baseline: the specs as published with Fulcro
 * 4.2, the first version the changelog compares with, so they list no change.
 *
 * Plain data in both languages, no `translate()`: the build (feeds) reads it
 * as well as the page.
 */
import {apiAreas, type ApiAreaId} from '../config/api-areas';
import {releases} from './platform';

export type ApiChangelogLocale = 'en' | 'it';
type Localized = Record<ApiChangelogLocale, string>;

/** Change types, most severe first (the order of an entry's list). */
export const apiChangeTypes = ['breaking', 'unclassified', 'deprecated', 'non-breaking', 'annotation'] as const;
export type ApiChangeType = (typeof apiChangeTypes)[number];
export type ApiChangeAction = 'add' | 'remove' | 'replace' | 'rename';

/**
 * One row of an entry's list, as the guard computes it. `at` is a JSON pointer
 * into the spec (`#/components/headers/RetryAfter/schema/maximum`) or, without
 * `#`, a place inside each listed operation (`/responses/200/…`; empty for the
 * operation itself). `before` and `after` are kept when they are short.
 */
export type ApiChange = {
  readonly type: ApiChangeType;
  readonly action: ApiChangeAction;
  readonly at: string;
  readonly before?: unknown;
  readonly after?: unknown;
  /** `GET /things`, or a path item (`/things`) for a change of the path item itself. */
  readonly operations?: readonly string[];
};

type ApiChangelogSource = {area: ApiAreaId; version: string; date: string; summary: Localized};
export type ApiChangelogEntry = ApiChangelogSource & {changes: readonly ApiChange[]};

/** The date a platform release shipped (src/data/platform.ts), for the entries that came with it. */
function releaseDate(version: (typeof releases)[number]['version']): string {
  return releases.find((release) => release.version === version)!.date;
}

const sources: readonly ApiChangelogSource[] = [
  // npm run api:changelog adds new entries here, newest first.
  {
    area: 'core',
    version: '4.3.0',
    date: '2026-12-07',
    summary: {
      en: "Commands and configuration: send a command to a connectable (`POST /things/{thingId}/commands`, delivered on its MQTT `cmd` topic) and follow it to the device's reply (`GET /commands`, `GET /commands/{commandId}`); read and change its desired configuration (`GET /things/{thingId}/configuration`, `PATCH /things/{thingId}/configuration/desired`). The configuration document names one more topic, `config/reported`; existing clients need no change. The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. Three operations name the problem type specific to them: `thing-has-children` in the `409` of `DELETE /things/{thingId}`, `message-rate-exceeded` beside `rate-limited` in the `429` of `POST /http/things/{thingId}/data`, `key-expired` beside `unauthorized` in the `401` of `POST /remote-init/init`. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Comandi e configurazione: invia un comando a un connectable (`POST /things/{thingId}/commands`, consegnato sul suo topic MQTT `cmd`) e seguilo fino alla risposta del dispositivo (`GET /commands`, `GET /commands/{commandId}`); leggi e cambia la sua configurazione desiderata (`GET /things/{thingId}/configuration`, `PATCH /things/{thingId}/configuration/desired`). Il documento di configurazione indica un topic in più, `config/reported`; i client esistenti non devono cambiare nulla. Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. Tre operazioni indicano il tipo di problema che è solo loro: `thing-has-children` nella risposta `409` di `DELETE /things/{thingId}`, `message-rate-exceeded` accanto a `rate-limited` nella `429` di `POST /http/things/{thingId}/data`, `key-expired` accanto a `unauthorized` nella `401` di `POST /remote-init/init`. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'devices-ownerships',
    version: '4.3.0',
    date: '2026-12-07',
    summary: {
      en: "The descriptions say what an ownership allows in the Core API's new commands and configuration: any ownership reads a device's configuration, and the owner and `control` shares also send it commands and change its desired configuration. The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`. Sharing a device with an address that no identity of the realm has yet now documents its `202` answer, the invitation it emails (`ShareInvitation`, valid 7 days), and the limit of 10 guests: a client that handled only `201` should accept `202` too.",
      it: "Le descrizioni dicono che cosa permette un'associazione nei nuovi comandi e nella configurazione dell'API Core: ogni associazione legge la configurazione di un dispositivo, e il proprietario e le condivisioni `control` gli inviano anche comandi e ne cambiano la configurazione desiderata. Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`. La condivisione di un dispositivo con un indirizzo che nessuna identità del realm ha ancora documenta ora la risposta `202`, l'invito che invia per email (`ShareInvitation`, valido 7 giorni) e il limite di 10 ospiti: un client che gestiva solo `201` deve accettare anche `202`.",
    },
  },
  {
    area: 'auth',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`. The summaries of four account recovery and email verification operations are corrected (\"an account\", \"an email\").",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`. Corretti i riepiloghi in inglese di quattro operazioni di recupero dell'account e di verifica dell'email.",
    },
  },
  {
    area: 'exporter',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'iam',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'manufacturing',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'notifications',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'pay',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'resources',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'rules-engine',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: "The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.",
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'auth',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'core',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change. The two SenML CBOR media types now have an example each, as a file.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare. I due tipi di media SenML CBOR hanno ora un esempio ciascuno, come file.",
    },
  },
  {
    area: 'devices-ownerships',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'exporter',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'iam',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'manufacturing',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'notifications',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'pay',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'resources',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'rules-engine',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: "The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.",
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'auth',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers identities, the login, registration, recovery, verification and settings flows in browser and native variants, and sessions with their exchange for access tokens.',
      it: 'Pubblicata con Fulcro 4.2. Copre le identità, i flussi di login, registrazione, recupero, verifica e impostazioni nelle varianti browser e native, e le sessioni con lo scambio per token di accesso.',
    },
  },
  {
    area: 'core',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers the things registry, HTTP ingestion, the SenML and JSON readers, live data over WebSocket, firmwares, provisioning certificates and remote init.',
      it: 'Pubblicata con Fulcro 4.2. Copre il registro dei thing, l’acquisizione via HTTP, i lettori SenML e JSON, i dati in tempo reale via WebSocket, i firmware, i certificati di provisioning e il remote init.',
    },
  },
  {
    area: 'devices-ownerships',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. End users claim their devices, share them with others and transfer them to a new owner.',
      it: 'Pubblicata con Fulcro 4.2. Gli utenti finali associano i propri dispositivi, li condividono con altri e li trasferiscono a un nuovo proprietario.',
    },
  },
  {
    area: 'exporter',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers export items, one-off and recurring jobs, reports and download requests, in CSV, XLSX, PDF or JSON.',
      it: 'Pubblicata con Fulcro 4.2. Copre gli item esportabili, i job singoli e ricorrenti, i report e le richieste di download, in CSV, XLSX, PDF o JSON.',
    },
  },
  {
    area: 'iam',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers tenants and realms, teams, roles, policies and token introspection.',
      it: 'Pubblicata con Fulcro 4.2. Copre tenant e realm, team, ruoli, policy e introspezione dei token.',
    },
  },
  {
    area: 'manufacturing',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It registers connectables in bulk from CSV batches and holds their default configuration.',
      it: 'Pubblicata con Fulcro 4.2. Registra i connectable in blocco da lotti CSV e ne conserva la configurazione predefinita.',
    },
  },
  {
    area: 'notifications',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It sends email, push, SMS and webhook messages, with templates, layouts and branding.',
      it: 'Pubblicata con Fulcro 4.2. Invia messaggi email, push, SMS e webhook, con modelli, layout e branding.',
    },
  },
  {
    area: 'pay',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers the products, plans and prices you sell to your end users through Stripe, checkout sessions, subscriptions and metadata.',
      it: 'Pubblicata con Fulcro 4.2. Copre i prodotti, i piani e i prezzi che vendi ai tuoi utenti finali tramite Stripe, le sessioni di checkout, gli abbonamenti e i metadati.',
    },
  },
  {
    area: 'resources',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It serves JSON:API endpoints generated from your resource types, shown with a pool controller and a waste bin.',
      it: 'Pubblicata con Fulcro 4.2. Espone gli endpoint JSON:API generati dai tuoi tipi di risorsa, mostrati con un controller per piscine e un cassonetto.',
    },
  },
  {
    area: 'rules-engine',
    version: '4.2.0',
    date: releaseDate('4.2'),
    summary: {
      en: 'Published with Fulcro 4.2. It covers rules made of conditions and actions, the events that trigger them and event snapshots.',
      it: 'Pubblicata con Fulcro 4.2. Copre le regole fatte di condizioni e azioni, gli eventi che le attivano e gli snapshot degli eventi.',
    },
  },
];

// BEGIN generated by `npm run api:changelog`: the classified changes of each entry, by `area@version`. Do not edit.
const generatedChanges: Readonly<Record<string, readonly ApiChange[]>> = {
  "auth@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /self-service/login/browser","GET /self-service/login/api","GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/browser","GET /self-service/verification/api","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /self-service/logout/browser","GET /self-service/logout","DELETE /self-service/logout/api","GET /v1/sessions","GET /v1/sessions/whoami","POST /v1/sessions/token-exchange","GET /v1/sessions/{sessionId}","DELETE /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/parameters/SessionId/x-personal-data","after":{"category":"identifier","note":"Id of one of the caller's sessions."},"operations":["GET /v1/sessions/{sessionId}","DELETE /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/AccessToken/properties/accessToken/x-personal-data","after":{"category":"credential"},"operations":["POST /v1/sessions/token-exchange"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/FlowUi/properties/messages/x-personal-data","after":false,"operations":["GET /self-service/login/browser","GET /self-service/login/api","GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/browser","GET /self-service/verification/api","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Identity/properties/credentials/properties/password/properties/identifiers/x-personal-data","after":{"category":"contact","note":"The email addresses the password signs in with."},"operations":["POST /self-service/login","POST /self-service/registration","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Identity/properties/id/x-personal-data","after":{"category":"identifier"},"operations":["POST /self-service/login","POST /self-service/registration","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Identity/properties/recoveryAddresses/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/login","POST /self-service/registration","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Identity/properties/verifiableAddresses/x-personal-data","after":{"category":"contact","note":"Email addresses, with their verification state."},"operations":["POST /self-service/login","POST /self-service/registration","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginResult/properties/sessionToken/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginSubmission/oneOf/0/properties/identifier/x-personal-data","after":{"category":"contact","note":"Email address the person signs in with."},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginSubmission/oneOf/0/properties/password/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginSubmission/oneOf/1/properties/code/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginSubmission/oneOf/1/properties/identifier/x-personal-data","after":{"category":"contact","note":"Email address the person signs in with."},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LoginSubmission/oneOf/2/properties/totpCode/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/login"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LogoutFlow/properties/logoutToken/x-personal-data","after":{"category":"credential","note":"One-use token that ends the session."},"operations":["GET /self-service/logout/browser"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/NativeLogoutRequest/properties/sessionToken/x-personal-data","after":{"category":"credential"},"operations":["DELETE /self-service/logout/api"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RecoveryFlow/properties/sessionToken/x-personal-data","after":{"category":"credential"},"operations":["GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RecoverySubmission/properties/code/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/recovery"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RecoverySubmission/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/recovery"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RegistrationResult/properties/sessionToken/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/registration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RegistrationSubmission/properties/password/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/registration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RegistrationSubmission/properties/traits/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/registration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RegistrationSubmission/properties/traits/properties/name/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/registration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RegistrationSubmission/properties/traits/x-personal-data","operations":["POST /self-service/registration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Session/properties/authenticatedAt/x-personal-data","after":{"category":"usage","note":"When the person signed in."},"operations":["POST /self-service/login","POST /self-service/registration","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Session/properties/authenticationMethods/x-personal-data","after":{"category":"usage","note":"How and when the person proved who they are."},"operations":["POST /self-service/login","POST /self-service/registration","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Session/properties/device/properties/ipAddress/x-personal-data","after":{"category":"identifier"},"operations":["POST /self-service/login","POST /self-service/registration","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Session/properties/device/properties/userAgent/x-personal-data","operations":["POST /self-service/login","POST /self-service/registration","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Session/properties/id/x-personal-data","after":{"category":"identifier"},"operations":["POST /self-service/login","POST /self-service/registration","GET /v1/sessions","GET /v1/sessions/whoami","GET /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SettingsSubmission/properties/password/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SettingsSubmission/properties/traits/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SettingsSubmission/properties/traits/properties/name/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SettingsSubmission/properties/traits/x-personal-data","operations":["POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/UiNode/properties/messages/x-personal-data","after":false,"operations":["GET /self-service/login/browser","GET /self-service/login/api","GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/browser","GET /self-service/verification/api","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/UiNode/properties/name/x-personal-data","after":false,"operations":["GET /self-service/login/browser","GET /self-service/login/api","GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/browser","GET /self-service/verification/api","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/UiNode/properties/value/x-personal-data","operations":["GET /self-service/login/browser","GET /self-service/login/api","GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/browser","GET /self-service/recovery/api","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/browser","GET /self-service/verification/api","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/VerificationSubmission/properties/code/x-personal-data","after":{"category":"credential"},"operations":["POST /self-service/verification"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/VerificationSubmission/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /self-service/verification"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/token/x-personal-data","after":{"category":"credential","note":"One-use token that ends the session."},"operations":["GET /self-service/logout"]}
  ],
  "auth@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/flows","POST /self-service/settings","POST /v1/sessions/token-exchange"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/flows","POST /self-service/settings","POST /v1/sessions/token-exchange"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /self-service/login/flows","POST /self-service/login","GET /self-service/registration/browser","GET /self-service/registration/api","GET /self-service/registration/flows","POST /self-service/registration","GET /self-service/recovery/flows","POST /self-service/recovery","GET /self-service/verification/flows","POST /self-service/verification","GET /self-service/settings/flows","POST /self-service/settings","POST /v1/sessions/token-exchange"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /self-service/logout/browser","GET /self-service/logout","DELETE /self-service/logout/api","GET /v1/sessions","GET /v1/sessions/whoami","POST /v1/sessions/token-exchange","GET /v1/sessions/{sessionId}","DELETE /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /self-service/logout/browser","GET /self-service/logout","DELETE /self-service/logout/api","GET /v1/sessions","GET /v1/sessions/whoami","POST /v1/sessions/token-exchange","GET /v1/sessions/{sessionId}","DELETE /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /self-service/settings/browser","GET /self-service/settings/api","GET /self-service/settings/flows","POST /self-service/settings","GET /self-service/logout/browser","GET /self-service/logout","DELETE /self-service/logout/api","GET /v1/sessions","GET /v1/sessions/whoami","POST /v1/sessions/token-exchange","GET /v1/sessions/{sessionId}","DELETE /v1/sessions/{sessionId}"]},
    {"type":"annotation","action":"replace","at":"/summary","before":"Get a account recovery flow","after":"Get an account recovery flow","operations":["GET /self-service/recovery/flows"]},
    {"type":"annotation","action":"replace","at":"/summary","before":"Submit a account recovery flow","after":"Submit an account recovery flow","operations":["POST /self-service/recovery"]},
    {"type":"annotation","action":"replace","at":"/summary","before":"Get a email verification flow","after":"Get an email verification flow","operations":["GET /self-service/verification/flows"]},
    {"type":"annotation","action":"replace","at":"/summary","before":"Submit a email verification flow","after":"Submit an email verification flow","operations":["POST /self-service/verification"]}
  ],
  "core@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","POST /remote-init/init","GET /remote-init/configuration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Firmware/properties/fileName/x-personal-data","after":false,"operations":["GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Firmware/properties/releaseNotes/x-personal-data","after":false,"operations":["GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/FirmwareUpload/properties/releaseNotes/x-personal-data","after":false,"operations":["POST /firmwares"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SenmlRecord/properties/s/x-personal-data","operations":["POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SenmlRecord/properties/v/x-personal-data","operations":["POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SenmlRecord/properties/vb/x-personal-data","operations":["POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SenmlRecord/properties/vd/x-personal-data","operations":["POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/SenmlRecord/properties/vs/x-personal-data","operations":["POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Thing/properties/displayName/x-personal-data","after":false,"operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ThingCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /things"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ThingUpdate/properties/displayName/x-personal-data","after":false,"operations":["PATCH /things/{thingId}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/names/x-personal-data","after":false,"operations":["GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"/parameters/to/x-personal-data","after":false,"operations":["GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"/requestBody/content/application~1senml+cbor/examples","operations":["POST /http/things/{thingId}/data"]},
    {"type":"annotation","action":"add","at":"/responses/200/content/application~1senml+cbor/examples","operations":["GET /senml-reader/things/{thingId}/data"]}
  ],
  "core@4.3.0": [
    {"type":"non-breaking","action":"add","at":"","operations":["POST /things/{thingId}/commands","GET /commands","GET /commands/{commandId}","GET /things/{thingId}/configuration","PATCH /things/{thingId}/configuration/desired"]},
    {"type":"non-breaking","action":"add","at":"#/components/schemas/DeviceConfiguration/properties/mqtt/properties/topics/properties/configReported","operations":["GET /remote-init/configuration"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Conflict/content/application~1problem+json/example","operations":["DELETE /things/{thingId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Conflict/description","operations":["DELETE /things/{thingId}"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","GET /remote-init/configuration"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","GET /remote-init/configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","GET /remote-init/configuration"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/TooManyRequests/content/application~1problem+json/example","operations":["POST /http/things/{thingId}/data"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/TooManyRequests/description","before":"A rate limit was exceeded. Wait for `Retry-After` seconds before retrying.","operations":["POST /http/things/{thingId}/data"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","POST /remote-init/init","GET /remote-init/configuration"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","GET /remote-init/configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /things","POST /things","GET /things/{thingId}","PATCH /things/{thingId}","DELETE /things/{thingId}","POST /http/things/{thingId}/data","GET /senml-reader/things/{thingId}/data","GET /json-reader/things/{thingId}/data","GET /websocket","GET /firmwares","POST /firmwares","GET /firmwares/{firmwareId}","DELETE /firmwares/{firmwareId}","POST /provision/certificates","GET /provision/ca","POST /remote-init/initialization-keys","POST /remote-init/provisioning-keys","POST /remote-init/migration-keys","POST /remote-init/init","GET /remote-init/configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/schemas/DeviceConfiguration/properties/mqtt/properties/topics/description","before":"The five topics of the connectable.","after":"The topics of the connectable.","operations":["GET /remote-init/configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/schemas/SenmlPackCbor/description","before":"The same SenML pack encoded as CBOR (RFC 8428, section 6).","operations":["POST /http/things/{thingId}/data"]},
    {"type":"annotation","action":"replace","at":"#/components/schemas/SenmlPackCbor/description","before":"The same pack encoded as CBOR.","operations":["GET /senml-reader/things/{thingId}/data"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"#/tags/8"},
    {"type":"annotation","action":"add","at":"#/tags/9"},
    {"type":"annotation","action":"add","at":"/responses/401/content/application~1problem+json/examples","operations":["POST /remote-init/init"]},
    {"type":"annotation","action":"add","at":"/responses/409/content/application~1problem+json/examples","operations":["DELETE /things/{thingId}"]},
    {"type":"annotation","action":"add","at":"/responses/429/content/application~1problem+json/examples","operations":["POST /http/things/{thingId}/data"]}
  ],
  "devices-ownerships@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PendingTransfer/properties/recipientEmail/x-personal-data","after":{"category":"contact"},"operations":["POST /ownerships/{ownershipId}/transfer"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ShareRequest/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TransferRequest/oneOf/0/properties/recipientEmail/x-personal-data","after":{"category":"contact"},"operations":["POST /ownerships/{ownershipId}/transfer"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TransferRequest/oneOf/1/properties/recipientEmail/x-personal-data","after":{"category":"contact"},"operations":["POST /ownerships/{ownershipId}/transfer"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/User/properties/email/x-personal-data","after":{"category":"contact"},"operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/User/properties/id/x-personal-data","after":{"category":"identifier"},"operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/ownerId/x-personal-data","after":{"category":"identifier"},"operations":["GET /ownerships"]}
  ],
  "devices-ownerships@4.3.0": [
    {"type":"non-breaking","action":"add","at":"/responses/202","operations":["POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["POST /claims","GET /ownerships","GET /ownerships/{ownershipId}","DELETE /ownerships/{ownershipId}","POST /ownerships/{ownershipId}/transfer","GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares","DELETE /ownerships/{ownershipId}/shares/{shareId}"]},
    {"type":"annotation","action":"replace","at":"#/components/schemas/SharePermission/description","before":"`view`: read data and state. `control`: also send commands.","operations":["GET /ownerships/{ownershipId}/shares","POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"replace","at":"#/components/schemas/ShareRequest/properties/email/description","before":"Email address of an identity of the realm.","operations":["POST /ownerships/{ownershipId}/shares"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"replace","at":"/description","operations":["POST /ownerships/{ownershipId}/shares"]}
  ],
  "exporter@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ExportItem/properties/filters/items/properties/name/x-personal-data","after":false,"operations":["GET /items","GET /items/{itemId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ExportItem/properties/name/x-personal-data","after":false,"operations":["GET /items","GET /items/{itemId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ExportReport/properties/fileName/x-personal-data","after":false,"operations":["GET /reports","GET /reports/{reportId}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"}
  ],
  "exporter@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /items","GET /items/{itemId}","GET /jobs","POST /jobs","GET /jobs/{jobId}","POST /jobs/{jobId}/cancel","GET /reports","GET /reports/{reportId}","DELETE /reports/{reportId}","POST /requests","GET /requests/{requestId}"]}
  ],
  "iam@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/IntrospectionRequest/properties/token/x-personal-data","after":{"category":"credential"},"operations":["POST /introspect"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/IntrospectionResult/properties/session_id/x-personal-data","after":{"category":"identifier"},"operations":["POST /introspect"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/IntrospectionResult/properties/sub/x-personal-data","after":{"category":"identifier"},"operations":["POST /introspect"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Policy/properties/displayName/x-personal-data","after":false,"operations":["GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Policy/properties/subjects/x-personal-data","operations":["GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PolicyWrite/properties/displayName/x-personal-data","after":false,"operations":["POST /policies","PUT /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PolicyWrite/properties/subjects/x-personal-data","operations":["POST /policies","PUT /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Realm/properties/displayName/x-personal-data","after":false,"operations":["GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RealmCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /tenants/{tenantId}/realms"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Role/properties/displayName/x-personal-data","after":false,"operations":["GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RoleCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /roles"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RoleReplace/properties/displayName/x-personal-data","after":false,"operations":["PUT /roles/{roleId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Team/properties/displayName/x-personal-data","after":false,"operations":["GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Team/properties/memberIds/x-personal-data","after":{"category":"identifier"},"operations":["GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TeamCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /teams"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TeamCreate/properties/memberIds/x-personal-data","after":{"category":"identifier"},"operations":["POST /teams"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TeamUpdate/properties/displayName/x-personal-data","after":false,"operations":["PATCH /teams/{teamId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TeamUpdate/properties/memberIds/x-personal-data","after":{"category":"identifier"},"operations":["PATCH /teams/{teamId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Tenant/properties/displayName/x-personal-data","after":false,"operations":["GET /tenants","GET /tenants/{tenantId}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/memberId/x-personal-data","after":{"category":"identifier"},"operations":["GET /teams"]},
    {"type":"annotation","action":"add","at":"/parameters/subject/x-personal-data","after":{"category":"identifier","note":"Names an identity when it is `identity:<id>`."},"operations":["GET /policies"]}
  ],
  "iam@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["POST /introspect","GET /tenants","GET /tenants/{tenantId}","GET /tenants/{tenantId}/realms","POST /tenants/{tenantId}/realms","GET /tenants/{tenantId}/realms/{realmId}","GET /teams","POST /teams","GET /teams/{teamId}","PATCH /teams/{teamId}","DELETE /teams/{teamId}","GET /roles","POST /roles","GET /roles/{roleId}","PUT /roles/{roleId}","DELETE /roles/{roleId}","GET /policies","POST /policies","GET /policies/{policyId}","PUT /policies/{policyId}","DELETE /policies/{policyId}"]}
  ],
  "manufacturing@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Batch/properties/fileName/x-personal-data","after":false,"operations":["POST /batches","GET /batches","GET /batches/{batchId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Batch/properties/name/x-personal-data","after":false,"operations":["POST /batches","GET /batches","GET /batches/{batchId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/BatchUpload/properties/name/x-personal-data","after":false,"operations":["POST /batches"]},
    {"type":"annotation","action":"replace","at":"#/info/description"}
  ],
  "manufacturing@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["POST /batches","GET /batches","GET /batches/{batchId}","GET /batches/{batchId}/errors","GET /default-configuration","PUT /default-configuration"]}
  ],
  "notifications@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Branding/properties/productName/x-personal-data","after":false,"operations":["GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Branding/properties/replyTo/x-personal-data","after":false,"operations":["GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Branding/properties/senderEmail/x-personal-data","after":false,"operations":["GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Branding/properties/senderName/x-personal-data","after":false,"operations":["GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/BrandingWrite/properties/productName/x-personal-data","after":false,"operations":["PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/BrandingWrite/properties/replyTo/x-personal-data","after":false,"operations":["PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/BrandingWrite/properties/senderEmail/x-personal-data","after":false,"operations":["PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/BrandingWrite/properties/senderName/x-personal-data","after":false,"operations":["PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/EmailSend/properties/data/x-personal-data","operations":["POST /messages"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/EmailSend/properties/to/x-personal-data","after":{"category":"contact"},"operations":["POST /messages"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Layout/properties/displayName/x-personal-data","after":false,"operations":["GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LayoutCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /layouts"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/LayoutReplace/properties/displayName/x-personal-data","after":false,"operations":["PUT /layouts/{layoutId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Message/properties/recipients/x-personal-data","operations":["POST /messages","GET /messages/{messageId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Template/properties/displayName/x-personal-data","after":false,"operations":["GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TemplateCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /templates"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TemplateReplace/properties/displayName/x-personal-data","after":false,"operations":["PUT /templates/{templateId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/TemplateText/properties/subject/x-personal-data","after":false,"operations":["GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"}
  ],
  "notifications@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["POST /messages","GET /messages/{messageId}","GET /templates","POST /templates","GET /templates/{templateId}","PUT /templates/{templateId}","DELETE /templates/{templateId}","GET /layouts","POST /layouts","GET /layouts/{layoutId}","PUT /layouts/{layoutId}","DELETE /layouts/{layoutId}","GET /branding","PUT /branding"]}
  ],
  "pay@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/CheckoutSession/properties/identityId/x-personal-data","after":{"category":"identifier"},"operations":["POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/CheckoutSessionCreate/properties/identityId/x-personal-data","after":{"category":"identifier"},"operations":["POST /checkout-sessions"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Plan/properties/displayName/x-personal-data","after":false,"operations":["GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PlanCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /plans"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PlanUpdate/properties/displayName/x-personal-data","after":false,"operations":["PATCH /plans/{planId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Product/properties/displayName/x-personal-data","after":false,"operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ProductCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /products"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/ProductUpdate/properties/displayName/x-personal-data","after":false,"operations":["PATCH /products/{productId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Subscription/properties/identityId/x-personal-data","after":{"category":"identifier"},"operations":["GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/identityId/x-personal-data","after":{"category":"identifier"},"operations":["GET /subscriptions"]}
  ],
  "pay@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /products","POST /products","GET /products/{productId}","PATCH /products/{productId}","GET /plans","POST /plans","GET /plans/{planId}","PATCH /plans/{planId}","GET /prices","POST /prices","GET /prices/{priceId}","PATCH /prices/{priceId}","POST /checkout-sessions","GET /checkout-sessions/{checkoutSessionId}","GET /subscriptions","GET /subscriptions/{subscriptionId}","POST /subscriptions/{subscriptionId}/cancel","GET /metadata/{objectType}/{objectId}","PUT /metadata/{objectType}/{objectId}"]}
  ],
  "resources@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/CollectionRoute/properties/attributes/properties/name/x-personal-data","after":false,"operations":["GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerAttributes/properties/chlorine/x-personal-data","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerAttributes/properties/name/x-personal-data","after":false,"operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerAttributes/properties/ph/x-personal-data","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerAttributes/properties/pumpState/x-personal-data","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerAttributes/properties/waterTemperature/x-personal-data","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerCreateDocument/properties/data/properties/attributes/properties/name/x-personal-data","after":false,"operations":["POST /pool-controllers"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/PoolControllerUpdateDocument/properties/data/properties/attributes/properties/name/x-personal-data","after":false,"operations":["PATCH /pool-controllers/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Site/properties/attributes/properties/address/x-personal-data","after":{"category":"location","note":"For a private pool, the owner's home."},"operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","GET /pool-controllers/{id}/site"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Site/properties/attributes/properties/name/x-personal-data","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","GET /pool-controllers/{id}/site"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinAttributes/properties/name/x-personal-data","after":false,"operations":["GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinCreateDocument/properties/data/properties/attributes/properties/location/properties/latitude/x-personal-data","after":false,"operations":["POST /waste-bins"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinCreateDocument/properties/data/properties/attributes/properties/location/properties/longitude/x-personal-data","after":false,"operations":["POST /waste-bins"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinCreateDocument/properties/data/properties/attributes/properties/location/x-personal-data","after":false,"operations":["POST /waste-bins"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinCreateDocument/properties/data/properties/attributes/properties/name/x-personal-data","after":false,"operations":["POST /waste-bins"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinUpdateDocument/properties/data/properties/attributes/properties/location/properties/latitude/x-personal-data","after":false,"operations":["PATCH /waste-bins/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinUpdateDocument/properties/data/properties/attributes/properties/location/properties/longitude/x-personal-data","after":false,"operations":["PATCH /waste-bins/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinUpdateDocument/properties/data/properties/attributes/properties/location/x-personal-data","after":false,"operations":["PATCH /waste-bins/{id}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/WasteBinUpdateDocument/properties/data/properties/attributes/properties/name/x-personal-data","after":false,"operations":["PATCH /waste-bins/{id}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"}
  ],
  "resources@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /pool-controllers","POST /pool-controllers","GET /pool-controllers/{id}","PATCH /pool-controllers/{id}","DELETE /pool-controllers/{id}","GET /pool-controllers/{id}/relationships/site","PATCH /pool-controllers/{id}/relationships/site","GET /pool-controllers/{id}/site","GET /waste-bins","POST /waste-bins","GET /waste-bins/{id}","PATCH /waste-bins/{id}","DELETE /waste-bins/{id}","GET /waste-bins/{id}/relationships/collectionRoute","PATCH /waste-bins/{id}/relationships/collectionRoute","GET /waste-bins/{id}/collectionRoute"]}
  ],
  "rules-engine@4.2.1": [
    {"type":"non-breaking","action":"add","at":"#/components/headers/RetryAfter/schema/maximum","after":60,"operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/Rule/properties/displayName/x-personal-data","after":false,"operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RuleCreate/properties/displayName/x-personal-data","after":false,"operations":["POST /rules"]},
    {"type":"annotation","action":"add","at":"#/components/schemas/RuleReplace/properties/displayName/x-personal-data","after":false,"operations":["PUT /rules/{ruleId}"]},
    {"type":"annotation","action":"replace","at":"#/info/description"},
    {"type":"annotation","action":"add","at":"/parameters/to/x-personal-data","after":false,"operations":["GET /events"]},
    {"type":"annotation","action":"add","at":"/requestBody/content/application~1json/schema/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["POST /rules/{ruleId}/actions"]},
    {"type":"annotation","action":"add","at":"/requestBody/content/application~1json/schema/properties/actions/items/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["POST /rules","PUT /rules/{ruleId}"]},
    {"type":"annotation","action":"add","at":"/responses/200/content/application~1json/schema/properties/actions/items/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["GET /rules/{ruleId}","PUT /rules/{ruleId}"]},
    {"type":"annotation","action":"add","at":"/responses/200/content/application~1json/schema/properties/data/items/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["GET /rules/{ruleId}/actions"]},
    {"type":"annotation","action":"add","at":"/responses/200/content/application~1json/schema/properties/data/items/properties/actions/items/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["GET /rules"]},
    {"type":"annotation","action":"add","at":"/responses/201/content/application~1json/schema/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["POST /rules/{ruleId}/actions"]},
    {"type":"annotation","action":"add","at":"/responses/201/content/application~1json/schema/properties/actions/items/oneOf/0/allOf/0/properties/to/x-personal-data","operations":["POST /rules"]}
  ],
  "rules-engine@4.2.2": [
    {"type":"annotation","action":"remove","at":"#/components/responses/Forbidden/content/application~1problem+json/example","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Forbidden/content/application~1problem+json/examples","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Forbidden/description","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"remove","at":"#/components/responses/Unauthorized/content/application~1problem+json/example","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"add","at":"#/components/responses/Unauthorized/content/application~1problem+json/examples","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]},
    {"type":"annotation","action":"replace","at":"#/components/responses/Unauthorized/description","operations":["GET /rules","POST /rules","GET /rules/{ruleId}","PUT /rules/{ruleId}","DELETE /rules/{ruleId}","GET /rules/{ruleId}/conditions","POST /rules/{ruleId}/conditions","DELETE /rules/{ruleId}/conditions/{conditionId}","GET /rules/{ruleId}/actions","POST /rules/{ruleId}/actions","DELETE /rules/{ruleId}/actions/{actionId}","GET /events","GET /events/{eventId}","GET /events/{eventId}/snapshot"]}
  ]
};
// END generated

/** The classified lists as the script wrote them, by `area@version` (for the guard's test). */
export const apiChangelogGenerated = generatedChanges;

const areaLabels = new Map<string, string>(apiAreas.map((area) => [area.id, area.label]));

/** An area's name as the API reference's sidebar shows it (the same in both languages). */
export const apiAreaLabel = (area: string): string => areaLabels.get(area) ?? area;

/** Every entry with its classified list, newest first (then by area). */
export const apiChangelogEntries: readonly ApiChangelogEntry[] = sources
  .map((source) => ({...source, changes: generatedChanges[`${source.area}@${source.version}`] ?? []}))
  .sort((a, b) => (a.date === b.date ? apiAreaLabel(a.area).localeCompare(apiAreaLabel(b.area), 'en') : a.date < b.date ? 1 : -1));

/** The anchor of an entry on the page: `#core-4.2.1`. */
export const apiChangelogAnchor = (entry: Pick<ApiChangelogEntry, 'area' | 'version'>): string => `${entry.area}-${entry.version}`;

/** Where the page and its feeds live, under the locale's base URL. */
export const apiChangelogPaths = {
  page: 'docs/api/changelog',
  rss: 'docs/api/changelog/rss.xml',
  atom: 'docs/api/changelog/atom.xml',
} as const;

/** The words of the page and the feeds; an entry's list is built from these and the changes' paths. */
export const apiChangelogLabels = {
  en: {
    feedTitle: 'Fulcro API changelog',
    feedDescription: 'New versions of the OpenAPI specifications of Fulcro’s REST APIs, each with its classified changes.',
    /** `{area}` and `{version}` are filled in. */
    entryTitle: '{area} API {version}',
    baseline: 'The version this changelog starts from: no earlier version to compare with.',
    types: {
      breaking: 'Breaking',
      unclassified: 'Unclassified',
      deprecated: 'Deprecation',
      'non-breaking': 'Non-breaking',
      annotation: 'Annotation',
    },
    actions: {add: 'Added', remove: 'Removed', replace: 'Changed', rename: 'Renamed'},
    /** Between the old and the new value of a changed or renamed item. */
    from: 'from',
    to: 'to',
    in: 'in',
    /** `{count}` is filled in. */
    operationCount: '{count} operations',
    operationsList: 'The operations',
    /** The fold around an entry's annotations; `{count}` is filled in. */
    annotations: '{count} annotations (descriptions, examples, extensions such as x-personal-data)',
    changesHeading: 'Changes',
    feeds: 'Feeds of this page:',
  },
  it: {
    feedTitle: 'Registro delle modifiche delle API di Fulcro',
    feedDescription: 'Le nuove versioni delle specifiche OpenAPI delle API REST di Fulcro, ognuna con le sue modifiche classificate.',
    entryTitle: 'API {area} {version}',
    baseline: 'La versione da cui parte questo registro: non c’è una versione precedente con cui confrontarla.',
    types: {
      breaking: 'Incompatibile',
      unclassified: 'Da classificare',
      deprecated: 'Deprecazione',
      'non-breaking': 'Compatibile',
      annotation: 'Annotazione',
    },
    actions: {add: 'Aggiunto', remove: 'Rimosso', replace: 'Modificato', rename: 'Rinominato'},
    from: 'da',
    to: 'a',
    in: 'in',
    operationCount: '{count} operazioni',
    operationsList: 'Le operazioni',
    annotations: '{count} annotazioni (descrizioni, esempi, estensioni come x-personal-data)',
    changesHeading: 'Modifiche',
    feeds: 'Feed di questa pagina:',
  },
} as const satisfies Record<ApiChangelogLocale, unknown>;

/** `Core API 4.2.1` / `API Core 4.2.1`. */
export function apiChangelogEntryTitle(entry: Pick<ApiChangelogEntry, 'area' | 'version'>, locale: ApiChangelogLocale): string {
  return apiChangelogLabels[locale].entryTitle.replace('{area}', apiAreaLabel(entry.area)).replace('{version}', entry.version);
}

/** A piece of a change's line: words, or code (a pointer, a value, an operation). */
export type ApiChangeSegment = {text: string} | {code: string};

const valueText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** How many operations a line names one by one before it gives their count instead. */
export const apiChangeOperationsInline = 3;

/**
 * One change as words and code, in a locale: “Added `#/components/…/maximum`
 * (`60`) in 20 operations”, “Changed `#/info/description`”, “Removed
 * `GET /things`”. Past {@link apiChangeOperationsInline} operations the line
 * gives their count (the page lists them in a fold).
 */
export function apiChangeSegments(change: ApiChange, locale: ApiChangelogLocale): ApiChangeSegment[] {
  const words = apiChangelogLabels[locale];
  const operations = change.operations ?? [];
  const segments: ApiChangeSegment[] = [{text: `${words.actions[change.action]} `}];
  const list = (items: readonly string[]) => items.flatMap((item, i): ApiChangeSegment[] => (i === 0 ? [{code: item}] : [{text: ', '}, {code: item}]));
  if (change.at === '') {
    // The operation (or path item) itself was added, removed or changed.
    return operations.length > apiChangeOperationsInline
      ? [...segments, {text: words.operationCount.replace('{count}', String(operations.length))}]
      : [...segments, ...list(operations)];
  }
  segments.push({code: change.at});
  if ((change.action === 'replace' || change.action === 'rename') && change.before !== undefined && change.after !== undefined) {
    segments.push({text: ` ${words.from} `}, {code: valueText(change.before)}, {text: ` ${words.to} `}, {code: valueText(change.after)});
  } else {
    const value = change.action === 'remove' ? change.before : change.after;
    if (value !== undefined) segments.push({text: ' ('}, {code: valueText(value)}, {text: ')'});
  }
  if (operations.length > apiChangeOperationsInline) {
    segments.push({text: ` ${words.in} ${words.operationCount.replace('{count}', String(operations.length))}`});
  } else if (operations.length > 0) {
    segments.push({text: ` ${words.in} `}, ...list(operations));
  }
  return segments;
}
