/**
 * The API changelog (issue 31): one entry per release of an area's OpenAPI
 * spec, shown at /docs/api/changelog (src/components/ApiChangelog) and sent as
 * RSS and Atom feeds (plugins/features/api-changelog), in both languages.
 *
 * An entry's summary is written here by an editor, in English and Italian (one
 * or two sentences: what changed and what a client has to do about it). Its
 * classified list of changes is not: `npm run api:changelog` computes it from
 * the diff between the working spec (openapi/{area}.yaml) and the released
 * snapshot (openapi/released/{area}.yaml) and writes it into
 * ./api-changelog.generated.json, and adds an entry for a new `info.version` with empty summaries
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
import {apiAreas, type ApiAreaId} from './api-areas';
import {releases} from './platform';
import generated from './api-changelog.generated.json';

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
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`. The summaries of four account recovery and email verification operations are corrected ("an account", "an email").',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`. Corretti i riepiloghi in inglese di quattro operazioni di recupero dell'account e di verifica dell'email.",
    },
  },
  {
    area: 'exporter',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'iam',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'manufacturing',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'notifications',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'pay',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'resources',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'rules-engine',
    version: '4.2.2',
    date: '2026-12-07',
    summary: {
      en: 'The `401` and `403` responses now name both problem types they can carry, with an example each: `token-expired` for an expired access token and `unauthorized` otherwise; `permission-denied` when a deny policy matches and `forbidden` when no role or policy allows the operation. The API already answered this way; every problem type now has its page under `/docs/api/problems`.',
      it: "Le risposte `401` e `403` indicano ora i due tipi di problema che possono contenere, con un esempio ciascuno: `token-expired` per un token di accesso scaduto e `unauthorized` negli altri casi; `permission-denied` quando si applica una policy di divieto e `forbidden` quando nessun ruolo o policy consente l'operazione. L'API rispondeva già così; ogni tipo di problema ha ora la sua pagina sotto `/docs/api/problems`.",
    },
  },
  {
    area: 'auth',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'core',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change. The two SenML CBOR media types now have an example each, as a file.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare. I due tipi di media SenML CBOR hanno ora un esempio ciascuno, come file.",
    },
  },
  {
    area: 'devices-ownerships',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'exporter',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'iam',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'manufacturing',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'notifications',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'pay',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'resources',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
      it: "L'header `Retry-After` delle risposte `429` ha ora un limite massimo, e la panoramica spiega che i limiti di frequenza dipendono dal piano, con un link alla pagina dei limiti. Le proprietà e i parametri che possono contenere dati personali hanno il contrassegno `x-personal-data`; nessun client deve cambiare.",
    },
  },
  {
    area: 'rules-engine',
    version: '4.2.1',
    date: '2026-11-27',
    summary: {
      en: 'The `Retry-After` header of `429` responses now has an upper bound, and the overview says that rate limits depend on the plan, with a link to the limits page. Properties and parameters that can hold personal data carry an `x-personal-data` mark; no client needs to change.',
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

/** The classified changes of each entry, by `area@version`: written by `npm run api:changelog`, never by hand. */
const generatedChanges = generated as unknown as Readonly<Record<string, readonly ApiChange[]>>;

/** The classified lists as the script wrote them, by `area@version` (for the guard's test). */
export const apiChangelogGenerated = generatedChanges;

const areaLabels = new Map<string, string>(apiAreas.map((area) => [area.id, area.label]));

/** An area's name as the API reference's sidebar shows it (the same in both languages). */
export const apiAreaLabel = (area: string): string => areaLabels.get(area) ?? area;

/** Every entry with its classified list, newest first (then by area). */
export const apiChangelogEntries: readonly ApiChangelogEntry[] = sources
  .map((source) => ({...source, changes: generatedChanges[`${source.area}@${source.version}`] ?? []}))
  .sort((a, b) =>
    a.date === b.date ? apiAreaLabel(a.area).localeCompare(apiAreaLabel(b.area), 'en') : a.date < b.date ? 1 : -1,
  );

/** The anchor of an entry on the page: `#core-4.2.1`. */
export const apiChangelogAnchor = (entry: Pick<ApiChangelogEntry, 'area' | 'version'>): string =>
  `${entry.area}-${entry.version}`;

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
    feedDescription:
      'New versions of the OpenAPI specifications of Fulcro’s REST APIs, each with its classified changes.',
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
    feedDescription:
      'Le nuove versioni delle specifiche OpenAPI delle API REST di Fulcro, ognuna con le sue modifiche classificate.',
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
export function apiChangelogEntryTitle(
  entry: Pick<ApiChangelogEntry, 'area' | 'version'>,
  locale: ApiChangelogLocale,
): string {
  return apiChangelogLabels[locale].entryTitle
    .replace('{area}', apiAreaLabel(entry.area))
    .replace('{version}', entry.version);
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
  const list = (items: readonly string[]) =>
    items.flatMap((item, i): ApiChangeSegment[] => (i === 0 ? [{code: item}] : [{text: ', '}, {code: item}]));
  if (change.at === '') {
    // The operation (or path item) itself was added, removed or changed.
    return operations.length > apiChangeOperationsInline
      ? [...segments, {text: words.operationCount.replace('{count}', String(operations.length))}]
      : [...segments, ...list(operations)];
  }
  segments.push({code: change.at});
  if (
    (change.action === 'replace' || change.action === 'rename') &&
    change.before !== undefined &&
    change.after !== undefined
  ) {
    segments.push(
      {text: ` ${words.from} `},
      {code: valueText(change.before)},
      {text: ` ${words.to} `},
      {code: valueText(change.after)},
    );
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
