/**
 * The problem types of the Fulcro APIs (issue 41): every `type` URI an error
 * response carries, `https://www.fulcro.io/docs/api/problems/{name}` (RFC 9457
 * problem details), with its HTTP status and the words of its page, in English
 * and Italian. `npm run gen-api` writes one page per type at that exact path,
 * `/docs/api/problems/{name}` and `/it/docs/api/problems/{name}`, plus the
 * index `/docs/api/problems` (plugins/features/api-reference/problem-pages.ts).
 *
 * The specs stay the contract. What a page shows about the API comes from
 * them: the `title` member, the example body and the operations that return
 * the type are read from the responses of openapi/{area}.yaml. This module
 * holds what the specs cannot say: when a type happens and how to fix it.
 * tests/unit/problem-types.test.ts fails when a `type` URI of a spec or a doc
 * (both languages) has no entry here, when an entry's `status` differs from a
 * response that carries it, and when an entry is returned by no operation.
 *
 * `{dotted.name}` in a text is a figure of ./facts.ts (the page shows it in
 * its language); texts are Markdown, with links as site paths (`/docs/…`).
 *
 * Plain data in both languages, no `translate()`: the build reads it.
 */
import {defaultFormat, formatFact, lookupFact} from './facts';
import {problemTypeBase} from './platform';

export type ProblemTypeLocale = 'en' | 'it';
type Localized<T = string> = Record<ProblemTypeLocale, T>;

/** A problem body as the API sends it (openapi/common.yaml `Problem`). */
export type ProblemBody = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  requestId: string;
  errors?: {pointer?: string; parameter?: string; detail: string}[];
};

/**
 * An operation that returns a type its spec does not name yet: the response
 * with the type's status exists, but its example shows a broader type. The
 * test fails once the spec names the type there, so the entry goes.
 */
export type ProblemType = {
  /** The last segment of the type URI. */
  readonly name: string;
  /** The HTTP status of every response that carries it. */
  readonly status: number;
  /** The page's title (in English, the `title` member the API sends). */
  readonly title: Localized;
  /** One sentence: the index's line and the page's description. */
  readonly summary: Localized;
  /** When it happens: one Markdown paragraph or list item each. */
  readonly when: Localized<readonly string[]>;
  /** How to fix it, in order. */
  readonly fix: Localized<readonly string[]>;
};

/** The `type` URI of a problem type. */
export const problemTypeUri = (name: string): string => `${problemTypeBase}${name}`;

/** The name of a problem type from its URI, or undefined for any other URI. */
export const problemTypeName = (uri: string): string | undefined =>
  uri.startsWith(problemTypeBase) ? uri.slice(problemTypeBase.length) : undefined;

/** Reason phrases of the statuses the types use (RFC 9110), written the same in every language. */
export const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const problemTypes: readonly ProblemType[] = [
  {
    name: 'bad-request',
    status: 400,
    title: {en: 'Bad request', it: 'Richiesta non valida'},
    summary: {
      en: 'The request cannot be read: a body that does not parse, or a parameter that is unknown or badly formatted.',
      it: 'La richiesta non si può leggere: un corpo che non si analizza, oppure un parametro sconosciuto o scritto male.',
    },
    when: {
      en: [
        'The body is not valid in its media type, for example JSON with a trailing comma or a quote left open.',
        'A query, path or header parameter is unknown or out of range: `page[size]` above {pagination.maxPageSize}, a filter the resource does not offer, a date that is not RFC 3339.',
      ],
      it: [
        'Il corpo non è valido nel suo tipo di media, per esempio un JSON con una virgola finale o delle virgolette non chiuse.',
        'Un parametro di query, di percorso o di header è sconosciuto o fuori intervallo: `page[size]` oltre {pagination.maxPageSize}, un filtro che la risorsa non offre, una data che non è in formato RFC 3339.',
      ],
    },
    fix: {
      en: [
        '`errors` names each faulty parameter (`parameter`) or body member (`pointer`) with what is wrong. Correct them and send the request again; unchanged, it fails the same way.',
        'With curl, quote the body in single quotes and pass `-g` when a URL holds square brackets, so that `page[size]` reaches the API as written.',
      ],
      it: [
        '`errors` indica ogni parametro (`parameter`) o membro del corpo (`pointer`) sbagliato e che cosa non va. Correggili e invia di nuovo la richiesta: se la invii uguale, fallisce allo stesso modo.',
        "Con curl, racchiudi il corpo tra apici singoli e usa `-g` quando un indirizzo contiene parentesi quadre, così `page[size]` arriva all'API così come l'hai scritto.",
      ],
    },
  },
  {
    name: 'unauthorized',
    status: 401,
    title: {en: 'Unauthorized', it: 'Non autenticato'},
    summary: {
      en: 'The request carries no valid credentials: no token, a malformed or revoked one, or no valid session.',
      it: 'La richiesta non porta credenziali valide: nessun token, un token malformato o revocato, oppure nessuna sessione valida.',
    },
    when: {
      en: [
        'No `Authorization: Bearer` header, session cookie or `X-Session-Token` was sent, or the value is malformed.',
        'The access token was revoked (its session ended), or belongs to another tenant: a token works only on the instance that issued it.',
        'Who-am-I or the token exchange found no valid session: the session ended, or is older than {authLifetimes.sessionHours} hours.',
        'A connectable called remote init with a key that is unknown, revoked or already used.',
      ],
      it: [
        'Non è stato inviato nessun header `Authorization: Bearer`, cookie di sessione o `X-Session-Token`, oppure il valore è malformato.',
        "Il token di accesso è stato revocato (la sua sessione è terminata) o appartiene a un altro tenant: un token vale solo sull'istanza che l'ha emesso.",
        'Chi sono o lo scambio di token non hanno trovato una sessione valida: la sessione è terminata o ha più di {authLifetimes.sessionHours} ore.',
        'Un connectable ha chiamato il remote init con una chiave sconosciuta, revocata o già usata.',
      ],
    },
    fix: {
      en: [
        'Send an access token: `fulcroctl auth token` prints one, and a program exchanges its session for one with `POST /api/auth/v1/sessions/token-exchange` ([token authentication](/docs/quickstart/token-authentication)).',
        'When the session itself is gone, the person or the service account signs in again through a [login flow](/docs/auth/authentication-flows). For remote init, create a new key.',
        'An access token that merely expired gets [`token-expired`](/docs/api/problems/token-expired) instead: that one only needs a new token.',
      ],
      it: [
        'Invia un token di accesso: `fulcroctl auth token` ne stampa uno, e un programma scambia la propria sessione con un token tramite `POST /api/auth/v1/sessions/token-exchange` ([autenticazione con token](/docs/quickstart/token-authentication)).',
        'Se è la sessione stessa a mancare, la persona o il service account accede di nuovo con un [flusso di login](/docs/auth/authentication-flows). Per il remote init, crea una nuova chiave.',
        'Un token di accesso semplicemente scaduto riceve invece [`token-expired`](/docs/api/problems/token-expired): in quel caso basta un nuovo token.',
      ],
    },
  },
  {
    name: 'token-expired',
    status: 401,
    title: {en: 'Token expired', it: 'Token scaduto'},
    summary: {
      en: 'The access token has expired: get a new one and send the request again.',
      it: 'Il token di accesso è scaduto: ottienine uno nuovo e invia di nuovo la richiesta.',
    },
    when: {
      en: [
        'An access token lasts {authLifetimes.accessTokenMinutes} minutes from the moment it was issued. After that, every call made with it answers this type, with the header `WWW-Authenticate: Bearer error="invalid_token"`.',
      ],
      it: [
        'Un token di accesso dura {authLifetimes.accessTokenMinutes} minuti da quando è stato emesso. Poi ogni chiamata fatta con quel token riceve questo tipo, con un header `WWW-Authenticate` che indica `invalid_token`.',
      ],
    },
    fix: {
      en: [
        'Get a new access token (`fulcroctl auth token`, or `POST /api/auth/v1/sessions/token-exchange` with the session) and send the request again. It was refused, not carried out, so sending it again is safe.',
        'Better, never let it happen: cache the token and renew it a minute before it expires, as the client of the [token authentication](/docs/quickstart/token-authentication#step-5-call-the-api-from-typescript) quickstart does.',
        'If the exchange itself answers [`unauthorized`](/docs/api/problems/unauthorized), the session behind the token has ended as well: sign in again.',
      ],
      it: [
        'Ottieni un nuovo token di accesso (`fulcroctl auth token`, oppure `POST /api/auth/v1/sessions/token-exchange` con la sessione) e invia di nuovo la richiesta. La richiesta è stata rifiutata, non eseguita, quindi puoi ripeterla senza rischi.',
        'Meglio ancora, evita che succeda: tieni il token in memoria e rinnovalo un minuto prima della scadenza, come fa il client della guida rapida [autenticazione con token](/docs/quickstart/token-authentication#step-5-call-the-api-from-typescript).',
        'Se anche lo scambio risponde [`unauthorized`](/docs/api/problems/unauthorized), è terminata pure la sessione dietro al token: accedi di nuovo.',
      ],
    },
  },
  {
    name: 'key-expired',
    status: 401,
    title: {en: 'Key expired', it: 'Chiave scaduta'},
    summary: {
      en: 'A connectable called remote init with a key whose validity has run out.',
      it: 'Un connectable ha chiamato il remote init con una chiave la cui validità è terminata.',
    },
    when: {
      en: [
        'The key sent to `POST /api/core/v1/remote-init/init` is older than its validity: {remoteInitKeys.initializationKeyValidityHours} hours for an [initialization key](/docs/remote-init/initialization-key), {remoteInitKeys.migrationKeyValidityHours} hours for a [migration key](/docs/remote-init/migration-key), {remoteInitKeys.provisioningKeyValidityDays} days for a [provisioning key](/docs/remote-init/provisioning-key). `detail` gives the key and the moment it expired.',
      ],
      it: [
        'La chiave inviata a `POST /api/core/v1/remote-init/init` ha superato la sua validità: {remoteInitKeys.initializationKeyValidityHours} ore per una [chiave di inizializzazione](/docs/remote-init/initialization-key), {remoteInitKeys.migrationKeyValidityHours} ore per una [chiave di migrazione](/docs/remote-init/migration-key), {remoteInitKeys.provisioningKeyValidityDays} giorni per una [chiave di provisioning](/docs/remote-init/provisioning-key). `detail` indica la chiave e il momento in cui è scaduta.',
      ],
    },
    fix: {
      en: [
        'The key cannot be renewed: create a new one for the same connectable and give it to the technician or the device. A retry with the old key fails the same way, and counts among the failed attempts that lead to [`rate-limited`](/docs/api/problems/rate-limited).',
      ],
      it: [
        'La chiave non si può rinnovare: creane una nuova per lo stesso connectable e consegnala al tecnico o al dispositivo. Un nuovo tentativo con la vecchia chiave fallisce allo stesso modo, e conta tra i tentativi falliti che portano a [`rate-limited`](/docs/api/problems/rate-limited).',
      ],
    },
  },
  {
    name: 'forbidden',
    status: 403,
    title: {en: 'Forbidden', it: 'Operazione non consentita'},
    summary: {
      en: 'The caller is known, but nothing allows this operation: no role or policy covers it, or the flow does not permit it yet.',
      it: 'Chi chiama è noto, ma niente consente questa operazione: nessun ruolo o policy la copre, oppure il flusso non la permette ancora.',
    },
    when: {
      en: [
        'No role and no `allow` policy of the identity covers the action on this resource. Nothing is allowed by default ([IAM](/docs/iam/intro)).',
        'In the Auth self-service flows: a browser flow without its CSRF cookie or token, a settings flow without a recent login, or who-am-I while a second factor is still due.',
        'A suspended connectable: HTTP ingestion and the configuration download refuse it until an operator resumes it.',
      ],
      it: [
        "Nessun ruolo e nessuna policy `allow` dell'identità copre l'azione su questa risorsa. Per impostazione predefinita non è consentito nulla ([IAM](/docs/iam/intro)).",
        'Nei flussi self-service di Auth: un flusso da browser senza il suo cookie o token CSRF, un flusso di impostazioni senza un accesso recente, oppure chi sono mentre manca ancora il secondo fattore.',
        "Un connectable sospeso: l'acquisizione HTTP e il download della configurazione lo rifiutano finché un operatore non lo riattiva.",
      ],
    },
    fix: {
      en: [
        'Sending the request again does not help. Ask an administrator for a role or an `allow` policy that covers the action (for example `core:things:delete`), or check that the identity is in the team that holds it: `fulcroctl iam teams get --id <team>`.',
        'In a flow, start a new one, or sign in again before changing settings. A suspended connectable needs an operator to set it `active` again.',
        'When a deny policy is the reason, the type is [`permission-denied`](/docs/api/problems/permission-denied) instead.',
      ],
      it: [
        "Inviare di nuovo la richiesta non serve. Chiedi a un amministratore un ruolo o una policy `allow` che copra l'azione (per esempio `core:things:delete`), oppure verifica che l'identità sia nel team che la possiede: `fulcroctl iam teams get --id <team>`.",
        'In un flusso, avviane uno nuovo, oppure accedi di nuovo prima di cambiare le impostazioni. Un connectable sospeso richiede che un operatore lo riporti `active`.',
        'Quando il motivo è una policy di divieto, il tipo è invece [`permission-denied`](/docs/api/problems/permission-denied).',
      ],
    },
  },
  {
    name: 'permission-denied',
    status: 403,
    title: {en: 'Permission denied', it: 'Permesso negato'},
    summary: {
      en: 'A deny policy matches the action on this resource, whatever roles the caller holds.',
      it: "Una policy di divieto corrisponde all'azione su questa risorsa, qualunque ruolo abbia chi chiama.",
    },
    when: {
      en: [
        'A policy with `"effect": "deny"` covers the identity, the action and the resource. A matching deny beats any role or `allow` policy ([policies](/docs/iam/users-and-teams#policies)). `detail` names the action, the resource and the policy, as in the [permissions setup](/docs/quickstart/permissions-setup) quickstart.',
      ],
      it: [
        "Una policy con effetto `deny` copre l'identità, l'azione e la risorsa. Un divieto che corrisponde prevale su qualunque ruolo o policy `allow` ([policy](/docs/iam/users-and-teams#policies)). `detail` indica l'azione, la risorsa e la policy, come nella guida rapida [configurazione dei permessi](/docs/quickstart/permissions-setup).",
      ],
    },
    fix: {
      en: [
        'The denial is usually intended: a deny carves an exception out of a role. If it is not, an administrator narrows or removes the policy that `detail` names; adding a role does not help. Sending the request again does not either.',
      ],
      it: [
        "Di solito il divieto è voluto: un deny ritaglia un'eccezione in un ruolo. Se non lo è, un amministratore restringe o elimina la policy indicata in `detail`; aggiungere un ruolo non serve, e nemmeno inviare di nuovo la richiesta.",
      ],
    },
  },
  {
    name: 'not-found',
    status: 404,
    title: {en: 'Resource not found', it: 'Risorsa non trovata'},
    summary: {
      en: 'The resource does not exist in this tenant, or the caller may not know that it exists.',
      it: 'La risorsa non esiste in questo tenant, oppure chi chiama non può sapere che esiste.',
    },
    when: {
      en: [
        'No resource with that id exists in the tenant of the instance you called: a typo in the id, another tenant in the host name, or a resource that was deleted.',
        'It existed and has expired: an export report after its retention, a download request after its validity.',
        'Where knowing that a resource exists would already be a leak, the answer is the same as for a resource that does not exist.',
      ],
      it: [
        "Nel tenant dell'istanza che hai chiamato non c'è nessuna risorsa con quell'id: un errore di battitura nell'id, un altro tenant nel nome host, oppure una risorsa eliminata.",
        'Esisteva ed è scaduta: un report di esportazione oltre la sua conservazione, una richiesta di download oltre la sua validità.',
        'Dove sapere che una risorsa esiste sarebbe già una fuga di informazioni, la risposta è la stessa di una risorsa che non esiste.',
      ],
    },
    fix: {
      en: [
        'Check the id and the host name (`https://{tenant}.fulcro.cloud`), then list the collection to find the resource. An expired export does not come back: run its job again.',
      ],
      it: [
        "Controlla l'id e il nome host (`https://{tenant}.fulcro.cloud`), poi elenca la collezione per trovare la risorsa. Un'esportazione scaduta non torna: esegui di nuovo il suo job.",
      ],
    },
  },
  {
    name: 'conflict',
    status: 409,
    title: {en: 'Conflict', it: 'Conflitto'},
    summary: {
      en: 'The request conflicts with the current state of a resource: a duplicate id, or a change the resource cannot take now.',
      it: 'La richiesta è in conflitto con lo stato attuale di una risorsa: un id duplicato, oppure una modifica che la risorsa ora non può accettare.',
    },
    when: {
      en: [
        'Creating a resource with an id that already exists: a thing, a role, a template, a product, a firmware version of the same model.',
        'Deleting something still in use: a template a rule uses, a layout a template uses, a role still assigned, a realm that holds identities.',
        "An action the resource's state does not allow: cancelling a job that has finished, a download request for a report that is not ready, claiming a device that already has an owner.",
      ],
      it: [
        'La creazione di una risorsa con un id che esiste già: un thing, un ruolo, un template, un prodotto, una versione firmware dello stesso modello.',
        "L'eliminazione di qualcosa ancora in uso: un template usato da una regola, un layout usato da un template, un ruolo ancora assegnato, un realm che contiene identità.",
        "Un'azione che lo stato della risorsa non consente: annullare un job già terminato, chiedere il download di un report non ancora pronto, associare un dispositivo che ha già un proprietario.",
      ],
    },
    fix: {
      en: [
        '`detail` says which resource is in the way. Read its current state, resolve the conflict (another id, detach what still uses it, wait for the job) and only then send the request again.',
      ],
      it: [
        "`detail` indica quale risorsa è d'intralcio. Leggi il suo stato attuale, risolvi il conflitto (un altro id, stacca ciò che la usa ancora, aspetta il job) e solo allora invia di nuovo la richiesta.",
      ],
    },
  },
  {
    name: 'thing-has-children',
    status: 409,
    title: {en: 'Thing has children', it: 'Il thing ha dei figli'},
    summary: {
      en: 'An edge cannot be deleted while devices still name it as their parent.',
      it: 'Un edge non si può eliminare finché dei dispositivi lo indicano ancora come parent.',
    },
    when: {
      en: [
        '`DELETE /api/core/v1/things/{thingId}` names an edge that is the `parent` of one or more devices. `detail` says how many.',
      ],
      it: [
        '`DELETE /api/core/v1/things/{thingId}` indica un edge che è il `parent` di uno o più dispositivi. `detail` dice quanti.',
      ],
    },
    fix: {
      en: [
        'Move the devices to another edge (`PATCH` each with `{"parent": "edge-plant-02"}`) or delete them, then delete the edge ([working with connectables](/docs/core/working-with-connectables#update)). List them with `GET /api/core/v1/things?parent=<edge id>`.',
      ],
      it: [
        "Sposta i dispositivi su un altro edge (`PATCH` su ciascuno con un nuovo `parent`, per esempio `edge-plant-02`) oppure eliminali, poi elimina l'edge ([lavorare con i connectable](/docs/core/working-with-connectables#update)). Elencali con `GET /api/core/v1/things?parent=<id dell'edge>`.",
      ],
    },
  },
  {
    name: 'flow-expired',
    status: 410,
    title: {en: 'Flow expired', it: 'Flusso scaduto'},
    summary: {
      en: 'A self-service flow of Auth is over: it ran out of time or was ended after too many attempts.',
      it: 'Un flusso self-service di Auth è terminato: è scaduto il tempo, oppure è stato chiuso dopo troppi tentativi.',
    },
    when: {
      en: [
        'A login, registration, recovery, verification or settings flow lasts {authLifetimes.selfServiceFlowMinutes} minutes from its creation. Submitting to it, or reading it, after that answers this type; so does a flow ended after too many failed attempts.',
      ],
      it: [
        'Un flusso di login, registrazione, recupero, verifica o impostazioni dura {authLifetimes.selfServiceFlowMinutes} minuti dalla sua creazione. Inviarlo, o leggerlo, dopo quel momento riceve questo tipo; lo stesso vale per un flusso chiuso dopo troppi tentativi falliti.',
      ],
    },
    fix: {
      en: [
        'Create a new flow of the same kind and ask the user to submit the form again; keep what they typed, except secrets, so they do not start from scratch ([authentication flows](/docs/auth/authentication-flows)).',
      ],
      it: [
        "Crea un nuovo flusso dello stesso tipo e chiedi all'utente di inviare di nuovo il modulo; conserva ciò che ha scritto, tranne i segreti, così non riparte da zero ([flussi di autenticazione](/docs/auth/authentication-flows)).",
      ],
    },
  },
  {
    name: 'payload-too-large',
    status: 413,
    title: {en: 'Payload too large', it: 'Payload troppo grande'},
    summary: {
      en: "The body is larger than the operation accepts; for ingestion, larger than the thing's message policy allows.",
      it: "Il corpo è più grande di quanto l'operazione accetti; per l'acquisizione, più grande di quanto consenta la message policy del thing.",
    },
    when: {
      en: [
        "HTTP ingestion received a pack above the `maxPayloadKiB` of the thing's [message policy](/docs/core/message-policy): by default {messagePolicyDefaults.standard.maxPayloadKiB} KiB on Standard and {messagePolicyDefaults.pro.maxPayloadKiB} KiB on Pro.",
        'A firmware upload is larger than the upload accepts.',
      ],
      it: [
        "L'acquisizione HTTP ha ricevuto un pack oltre il `maxPayloadKiB` della [message policy](/docs/core/message-policy) del thing: per impostazione predefinita {messagePolicyDefaults.standard.maxPayloadKiB} KiB su Standard e {messagePolicyDefaults.pro.maxPayloadKiB} KiB su Pro.",
        'Il caricamento di un firmware è più grande di quanto il caricamento accetti.',
      ],
    },
    fix: {
      en: [
        'Split the readings into smaller packs and send them one after the other. When a connectable legitimately sends more, raise its limit ([override the limits](/docs/core/message-policy#override)).',
      ],
      it: [
        "Dividi le letture in pack più piccoli e inviali uno dopo l'altro. Quando un connectable invia legittimamente di più, alza il suo limite ([modificare i limiti](/docs/core/message-policy#override)).",
      ],
    },
  },
  {
    name: 'unsupported-media-type',
    status: 415,
    title: {en: 'Unsupported media type', it: 'Tipo di media non supportato'},
    summary: {
      en: 'The `Content-Type` of the body is not one the operation accepts.',
      it: "Il `Content-Type` del corpo non è tra quelli che l'operazione accetta.",
    },
    when: {
      en: [
        'The request has no `Content-Type`, or one the operation does not list: HTTP ingestion takes `application/senml+json` and `application/senml+cbor`; certificate issuing takes the CSR as a PEM file.',
      ],
      it: [
        "La richiesta non ha un `Content-Type`, oppure ne ha uno che l'operazione non elenca: l'acquisizione HTTP accetta `application/senml+json` e `application/senml+cbor`; l'emissione di certificati accetta la CSR come file PEM.",
      ],
    },
    fix: {
      en: [
        "Set `Content-Type` to one of the media types of the operation's request body, listed on its page, and send the body in that format.",
      ],
      it: [
        "Imposta `Content-Type` su uno dei tipi di media del corpo della richiesta dell'operazione, elencati nella sua pagina, e invia il corpo in quel formato.",
      ],
    },
  },
  {
    name: 'validation-error',
    status: 422,
    title: {en: 'Validation error', it: 'Errore di validazione'},
    summary: {
      en: 'The request is well formed but breaks a validation rule; `errors` lists every offending field.',
      it: 'La richiesta è ben formata ma viola una regola di validazione; `errors` elenca ogni campo in errore.',
    },
    when: {
      en: [
        'A field breaks a rule of the resource: a connectable id with capital letters, an unknown `kind`, a `parent` that is not an edge, a policy with an unknown action, a sender domain not verified for the tenant.',
        'Fields that do not fit together: a job whose format its item does not support, a recurring job without a `schedule`.',
        'A device claim with an unknown device id or a wrong claim code: both get the same answer, so that device ids cannot be probed.',
      ],
      it: [
        "Un campo viola una regola della risorsa: un id di connectable con lettere maiuscole, un `kind` sconosciuto, un `parent` che non è un edge, una policy con un'azione sconosciuta, un dominio del mittente non verificato per il tenant.",
        'Campi che non stanno insieme: un job in un formato che il suo item non supporta, un job ricorrente senza `schedule`.',
        "L'associazione di un dispositivo con un id sconosciuto o un codice di associazione sbagliato: i due casi ricevono la stessa risposta, così gli id dei dispositivi non si possono indovinare.",
      ],
    },
    fix: {
      en: [
        '`errors` lists every offending field at once, each with a JSON pointer into the body (`pointer`) and what is wrong (`detail`): fix them all, then send the request again. In a user interface, show each message next to its field.',
      ],
      it: [
        "`errors` elenca tutti i campi in errore in una volta, ciascuno con un JSON Pointer nel corpo (`pointer`) e che cosa non va (`detail`): correggili tutti, poi invia di nuovo la richiesta. In un'interfaccia utente, mostra ogni messaggio accanto al suo campo.",
      ],
    },
  },
  {
    name: 'flow-validation-error',
    status: 422,
    title: {en: 'Flow validation error', it: 'Errore di validazione del flusso'},
    summary: {
      en: 'A self-service flow of Auth refused what was submitted; the answer carries the flow again, ready to render.',
      it: 'Un flusso self-service di Auth ha rifiutato ciò che è stato inviato; la risposta riporta il flusso, pronto da mostrare.',
    },
    when: {
      en: [
        'A submission to a login, registration, recovery, verification or settings flow misses a field, has wrong credentials, or proposes a password that is too weak or appears in a known data breach.',
        'Wrong credentials always get the same message, `credentials.invalid`, whether or not the account exists.',
      ],
      it: [
        'Un invio a un flusso di login, registrazione, recupero, verifica o impostazioni non ha un campo, ha credenziali sbagliate, oppure propone una password troppo debole o presente in una violazione di dati nota.',
        "Le credenziali sbagliate ricevono sempre lo stesso messaggio, `credentials.invalid`, che l'account esista o no.",
      ],
    },
    fix: {
      en: [
        'Render the `flow` of the answer: its nodes carry the messages next to the fields. The user corrects them and submits to the same flow, until it expires ([authentication flows](/docs/auth/authentication-flows#errors)).',
      ],
      it: [
        "Mostra il `flow` della risposta: i suoi nodi portano i messaggi accanto ai campi. L'utente li corregge e invia di nuovo allo stesso flusso, finché non scade ([flussi di autenticazione](/docs/auth/authentication-flows#errors)).",
      ],
    },
  },
  {
    name: 'upgrade-required',
    status: 426,
    title: {en: 'Upgrade required', it: 'Upgrade richiesto'},
    summary: {
      en: 'The live-data endpoint speaks WebSocket only, and the request was a plain HTTP request.',
      it: "L'endpoint dei dati in tempo reale parla solo WebSocket, e la richiesta era una normale richiesta HTTP.",
    },
    when: {
      en: [
        '`GET /api/core/v1/websocket` arrived without the WebSocket handshake (`Upgrade: websocket`), for example from curl or a plain `fetch`.',
      ],
      it: [
        "`GET /api/core/v1/websocket` è arrivata senza l'handshake WebSocket (`Upgrade: websocket`), per esempio da curl o da una normale `fetch`.",
      ],
    },
    fix: {
      en: [
        "Open the endpoint with a WebSocket client, at `wss://{tenant}.fulcro.cloud/api/core/v1/websocket`, with an access token; the operation's page shows the messages to send.",
      ],
      it: [
        "Apri l'endpoint con un client WebSocket, all'indirizzo `wss://{tenant}.fulcro.cloud/api/core/v1/websocket`, con un token di accesso; la pagina dell'operazione mostra i messaggi da inviare.",
      ],
    },
  },
  {
    name: 'rate-limited',
    status: 429,
    title: {en: 'Too many requests', it: 'Troppe richieste'},
    summary: {
      en: 'The tenant sent requests faster than its plan allows, or repeated a failing attempt too often: wait for `Retry-After`.',
      it: 'Il tenant ha inviato richieste più in fretta di quanto consenta il suo piano, oppure ha ripetuto troppe volte un tentativo fallito: aspetta `Retry-After`.',
    },
    when: {
      en: [
        "The tenant's requests went over its rate limit, shared by every REST API of the instance, at a rate and burst that depend on the plan ([limits](/docs/core/limits#rest-api)).",
        'Repeated failures on operations that guess-proof themselves: failed remote-init attempts for one connectable, failed claims of one device.',
      ],
      it: [
        "Le richieste del tenant hanno superato il suo limite di frequenza, condiviso da tutte le API REST dell'istanza, con una frequenza e un burst che dipendono dal piano ([limiti](/docs/core/limits#rest-api)).",
        'Fallimenti ripetuti su operazioni che si proteggono dai tentativi a caso: tentativi di remote init falliti per uno stesso connectable, associazioni fallite di uno stesso dispositivo.',
      ],
    },
    fix: {
      en: [
        "Wait at least the `Retry-After` header's seconds (from {apiLimits.retryAfterSeconds.min} to {apiLimits.retryAfterSeconds.max}). The request was refused, not carried out, so sending it again is safe.",
        "On another `429`, double the wait each time, add a random jitter and cap it; give background jobs a slower pace than dashboards, since all of a tenant's clients share the limit ([when the API answers 429](/docs/core/limits#too-many-requests)).",
      ],
      it: [
        "Aspetta almeno i secondi dell'header `Retry-After` (da {apiLimits.retryAfterSeconds.min} a {apiLimits.retryAfterSeconds.max}). La richiesta è stata rifiutata, non eseguita, quindi puoi ripeterla senza rischi.",
        "A un altro `429`, raddoppia l'attesa ogni volta, aggiungi una variazione casuale e fissa un massimo; dai ai job in background un ritmo più lento di quello delle dashboard, perché tutti i client di un tenant condividono il limite ([quando l'API risponde 429](/docs/core/limits#too-many-requests)).",
      ],
    },
  },
  {
    name: 'message-rate-exceeded',
    status: 429,
    title: {en: 'Message rate exceeded', it: 'Frequenza dei messaggi superata'},
    summary: {
      en: 'A connectable sent readings over HTTP faster than its message policy allows.',
      it: 'Un connectable ha inviato letture via HTTP più in fretta di quanto consenta la sua message policy.',
    },
    when: {
      en: [
        'HTTP ingestion for one thing went over the messages per second and burst of its [message policy](/docs/core/message-policy): by default {messagePolicyDefaults.standard.messagesPerSecond} a second with a burst of {messagePolicyDefaults.standard.burst} on Standard. The message was discarded. Over MQTT the same limit gives reason codes instead.',
      ],
      it: [
        "L'acquisizione HTTP di un thing ha superato i messaggi al secondo e il burst della sua [message policy](/docs/core/message-policy): per impostazione predefinita {messagePolicyDefaults.standard.messagesPerSecond} al secondo con un burst di {messagePolicyDefaults.standard.burst} su Standard. Il messaggio è stato scartato. Via MQTT lo stesso limite produce invece dei reason code.",
      ],
    },
    fix: {
      en: [
        'Wait for `Retry-After` and send again with an increasing delay. Batch readings: sample often, publish several records in one pack ([staying within the limits](/docs/core/message-policy#good-practice)).',
        'When the connectable legitimately needs more, raise its policy ([override the limits](/docs/core/message-policy#override)).',
      ],
      it: [
        'Aspetta `Retry-After` e invia di nuovo con un ritardo crescente. Raggruppa le letture: campiona spesso, pubblica più record in un solo pack ([restare entro i limiti](/docs/core/message-policy#good-practice)).',
        'Quando il connectable ha legittimamente bisogno di più, alza la sua policy ([modificare i limiti](/docs/core/message-policy#override)).',
      ],
    },
  },
  {
    name: 'internal-error',
    status: 500,
    title: {en: 'Internal server error', it: 'Errore interno del server'},
    summary: {
      en: "Something failed on Fulcro's side; it has been logged with the request id.",
      it: "Qualcosa non ha funzionato dal lato di Fulcro; è stato registrato con l'id della richiesta.",
    },
    when: {
      en: ['An unexpected error inside the service. Nothing in the request is known to be wrong.'],
      it: ["Un errore inatteso all'interno del servizio. Nella richiesta non risulta nulla di sbagliato."],
    },
    fix: {
      en: [
        'Retry with exponential backoff. A `POST` may have taken effect before the error, and the APIs take no idempotency key: read or list the resource before sending it again.',
        "If it persists, write to support with the `requestId` of the answer: it finds the request in Fulcro's logs.",
      ],
      it: [
        "Riprova con un backoff esponenziale. Una `POST` potrebbe aver avuto effetto prima dell'errore, e le API non accettano chiavi di idempotenza: leggi o elenca la risorsa prima di inviarla di nuovo.",
        'Se il problema persiste, scrivi al supporto indicando il `requestId` della risposta: permette di ritrovare la richiesta nei log di Fulcro.',
      ],
    },
  },
];

/** The types in the order of the index and the sidebar: by status, then by name. */
export const problemTypesByStatus = (): ProblemType[] =>
  [...problemTypes].sort((a, b) => a.status - b.status || a.name.localeCompare(b.name));

/** The entry of a problem type by name. */
export function problemType(name: string): ProblemType | undefined {
  return problemTypes.find((t) => t.name === name);
}

const factToken = /\{([a-z][\w]*(?:\.[\w]+)+)\}/g;

/** A text of this module in `locale`, with its `{dotted.name}` figures written out. */
export function problemText(text: string, locale: ProblemTypeLocale): string {
  return text.replace(factToken, (_, name: string) => {
    const value = lookupFact(name);
    if (value === undefined)
      throw new Error(`src/data/problem-types.ts names {${name}}, which src/data/facts.ts does not hold.`);
    return formatFact(value, locale, defaultFormat(name));
  });
}
