/**
 * Where the docs quote a figure of src/data/platform.ts or src/data/plans.ts,
 * and which figure it must be. Each pattern finds the figure by the words
 * around it, in English and in Italian; its first group is the number.
 * A figure found with another value is a finding of the `facts` check.
 */
import {
  authLifetimes,
  certificates,
  commandLimits,
  configurationLimits,
  connectableIdRule,
  ingestion,
  manufacturingBatchLimits,
  messagePolicyDefaults,
  ownershipLimits,
  remoteInitKeys,
  retentionDefaults,
} from '../../../src/data/platform';
import {cloudPlans} from '../../../src/data/plans';

export type FactRule = {fact: string; source: string; value: number; pattern: RegExp};

/** Up to `n` characters of the same sentence (a dot counts only when a space follows it). */
const w = (n: number) => `(?:[^.|\\n]|\\.(?=\\S)){0,${n}}?`;
/** The same, across table cells. */
const wp = (n: number) => `(?:[^.\\n]|\\.(?=\\S)){0,${n}}?`;
const num = '(\\d{1,3}(?:[.,]\\d{3})+|\\d+)';
const rx = (source: string) => new RegExp(source, 'gi');

const plan = (id: 'standard' | 'pro') => cloudPlans.find((p) => p.id === id)!;
const devices = (id: 'standard' | 'pro') => plan(id).devices as number;
const users = (id: 'standard' | 'pro') => plan(id).users as number;

const P = 'src/data/platform.ts';
const PL = 'src/data/plans.ts';

export const factRules: readonly FactRule[] = [
  // Auth lifetimes
  {
    fact: 'access token lifetime',
    source: P,
    value: authLifetimes.accessTokenMinutes,
    pattern: rx(`access[ -]tokens?\\b${w(50)}\\b${num}[ -]minutes?`),
  },
  {
    fact: 'access token lifetime',
    source: P,
    value: authLifetimes.accessTokenMinutes,
    pattern: rx(`token di accesso${w(50)}\\b${num} minuti`),
  },
  {
    fact: 'access token lifetime',
    source: P,
    value: authLifetimes.accessTokenMinutes,
    pattern: rx(`auth token\\)?\`?${w(30)}\\bvalid[oa]?(?: for| per)? ${num} (?:minutes|minuti)`),
  },
  {
    fact: 'access token lifetime',
    source: P,
    value: authLifetimes.accessTokenMinutes,
    pattern: rx(`accessToken, valid[oa]? ${num}`),
  },
  {
    fact: 'session lifetime',
    source: P,
    value: authLifetimes.sessionHours,
    pattern: rx(`\\bsessions?\\b${w(40)}\\b${num} hours`),
  },
  {
    fact: 'session lifetime',
    source: P,
    value: authLifetimes.sessionHours,
    pattern: rx(`session token\\*{0,2} \\(valid[oa]?(?: for)? ${num} (?:hours|ore)`),
  },
  {
    fact: 'session lifetime',
    source: P,
    value: authLifetimes.sessionHours,
    pattern: rx(`\\bsessione\\b${w(40)}\\b${num} ore`),
  },
  {
    fact: 'self-service flow lifetime',
    source: P,
    value: authLifetimes.selfServiceFlowMinutes,
    pattern: rx(
      `\\b(?:flows?|flusso)\\b(?: self-service)?(?: (?:expired|expires?|lasts?|is valid|è scaduto|scade|dura|vale))?[:|]? ?(?:\\| |sono passati )?${num} (?:minutes|minuti)`,
    ),
  },
  // Remote-init keys
  {
    fact: 'initialization key validity',
    source: P,
    value: remoteInitKeys.initializationKeyValidityHours,
    pattern: rx(`(?:initiali[sz]ation[ -]keys?|chiavi? di inizializzazione)${wp(60)}\\b${num} (?:hours|ore)`),
  },
  {
    fact: 'initialization key validity',
    source: P,
    value: remoteInitKeys.initializationKeyValidityHours,
    pattern: rx(`\`initialization\` \\(valid[oa]? ${num}`),
  },
  {
    fact: 'provisioning key validity',
    source: P,
    value: remoteInitKeys.provisioningKeyValidityDays,
    pattern: rx(`(?:provisioning[ -]keys?|chiavi? di provisioning)${wp(60)}\\b${num} (?:days|giorni)`),
  },
  {
    fact: 'migration key validity',
    source: P,
    value: remoteInitKeys.migrationKeyValidityHours,
    pattern: rx(`(?:migration[ -]keys?|chiavi? di migrazione)${wp(60)}\\b${num} (?:hours|ore)`),
  },
  // Certificates
  {
    fact: 'connectable certificate validity',
    source: P,
    value: certificates.connectableValidityDays,
    pattern: rx(`certificat\\w*${w(60)}\\b(?:valid|validi|valido|vale|valgono)(?: for| per)? ${num} (?:days|giorni)`),
  },
  {
    fact: 'certificate curve',
    source: P,
    value: Number(certificates.algorithm.replace(/\D/g, '')),
    pattern: rx(`ECDSA P-${num}`),
  },
  {
    fact: 'intermediate CA validity',
    source: P,
    value: certificates.intermediateCaValidityYears,
    pattern: rx(`(?:intermediate CA|CA intermedia)${w(60)}\\b${num} (?:years|anni)`),
  },
  {
    fact: 'certificate renewal window',
    source: P,
    value: certificates.renewBeforeExpiryDays,
    pattern: rx(`\\b${num} (?:days before|giorni prima)`),
  },
  // Retention
  {
    fact: 'raw data retention',
    source: P,
    value: retentionDefaults.rawDataDays,
    pattern: rx(`(?:raw (?:data|points)|dati grezzi|punti grezzi)${w(30)}\\b${num} (?:days|giorni)`),
  },
  {
    fact: 'minute aggregates retention',
    source: P,
    value: retentionDefaults.minuteAggregatesDays,
    pattern: rx(`(?:minute aggregates|aggregati al minuto)${w(20)}\\b${num} (?:days|giorni)`),
  },
  {
    fact: 'hourly aggregates retention',
    source: P,
    value: retentionDefaults.hourlyAggregatesYears,
    pattern: rx(`(?:hourly aggregates|aggregati orari|quelli orari)${w(20)}\\b${num} (?:years|anni)`),
  },
  {
    fact: 'backup interval',
    source: P,
    value: retentionDefaults.backupsEveryHours,
    pattern: rx(`(?:backups?${w(40)}\\bevery|Every|backup${w(40)}\\bogni|Ogni) ${num} (?:hours|ore)`),
  },
  {
    fact: 'backup retention',
    source: P,
    value: retentionDefaults.backupsKeptDays,
    pattern: rx(`backups?${w(60)}\\b(?:kept|conservat[oi])(?: for)? ${num} (?:days|giorni)`),
  },
  {
    fact: 'export retention',
    source: P,
    value: retentionDefaults.exportsKeptDays,
    pattern: rx(`(?:exports?|esportazioni)${w(40)}\\b(?:after|dopo) ${num} (?:days|giorni)`),
  },
  // Ingestion
  {
    fact: 'MQTT TLS port',
    source: P,
    value: ingestion.mqttTlsPort,
    pattern: rx(`(?:-h [\\w.-]+\\.fulcro\\.cloud -p |\`[\\w.-]+\\.fulcro\\.cloud:)${num}\`?(?!/)`),
  },
  {
    fact: 'MQTT TLS port',
    source: P,
    value: ingestion.mqttTlsPort,
    pattern: rx(`MQTT${w(30)}\\bTLS (?:on )?(?:port|porta|sulla porta) ${num}`),
  },
  {
    fact: 'MQTT over WebSocket port',
    source: P,
    value: ingestion.mqttWebSocketPort,
    pattern: rx(`wss://[^\\s:/\`]+:${num}`),
  },
  {
    fact: 'edge local broker port',
    source: P,
    value: ingestion.edgeLocalBroker.port,
    pattern: rx(`(?:broker|on|su|sulla|at|a) \`?127\\.0\\.0\\.1:${num}`),
  },
  {
    fact: 'Standard messages per second',
    source: P,
    value: messagePolicyDefaults.standard.messagesPerSecond,
    pattern: rx(
      `(?:Standard plan, |Standard allows |piano Standard, |Standard consente )${num} (?:messages per second|messaggi al secondo)`,
    ),
  },
  {
    fact: 'Pro messages per second',
    source: P,
    value: messagePolicyDefaults.pro.messagesPerSecond,
    pattern: rx(
      `(?:Pro plan, |Pro allows |Pro |piano Pro, |Pro consente )${num} (?:messages per second|messaggi al secondo)`,
    ),
  },
  {
    fact: 'Standard burst',
    source: P,
    value: messagePolicyDefaults.standard.burst,
    pattern: rx(
      `Standard (?:allows|consente) \\d+ (?:messages per second|messaggi al secondo) \\((?:bursts? of|burst di) ${num}`,
    ),
  },
  {
    fact: 'Pro burst',
    source: P,
    value: messagePolicyDefaults.pro.burst,
    pattern: rx(
      `\\bPro(?: plan raised to| sale a)? \\d+ (?:messages per second|messaggi al secondo),? \\(?(?:bursts? of|burst di|burst) ${num}`,
    ),
  },
  {
    fact: 'Standard maximum payload',
    source: P,
    value: messagePolicyDefaults.standard.maxPayloadKiB,
    pattern: rx(
      `${num} KiB (?:by default on|on|per impostazione predefinita con|con) Standard|up to ${num} KiB on the Standard plan`,
    ),
  },
  {
    fact: 'Pro maximum payload',
    source: P,
    value: messagePolicyDefaults.pro.maxPayloadKiB,
    pattern: rx(`${num} KiB (?:on|con) Pro\\b|up to ${num} KiB on the Pro plan`),
  },
  // Commands and configuration (openapi/core.yaml, docs/core/commands-and-configuration.mdx)
  {
    fact: 'default command expiry',
    source: P,
    value: commandLimits.defaultExpirySeconds,
    pattern: rx(`\\bexpiresInSeconds\\b\`?${w(10)}\\b(?:defaults to|vale di default) ${num}`),
  },
  {
    fact: 'shortest command expiry',
    source: P,
    value: commandLimits.minExpirySeconds,
    pattern: rx(`\\bexpiresInSeconds\\b${w(60)}\\b(?:goes from|va da) ${num} (?:to|a) [\\d.,]+ (?:seconds|secondi)`),
  },
  {
    fact: 'longest command expiry',
    source: P,
    value: commandLimits.maxExpirySeconds,
    pattern: rx(`\\bexpiresInSeconds\\b${w(60)}\\b(?:goes from|va da) \\d+ (?:to|a) ${num} (?:seconds|secondi)`),
  },
  {
    fact: 'queued commands per connectable',
    source: P,
    value: commandLimits.queuedPerConnectable,
    pattern: rx(
      `(?:holds at most|al massimo) ${num} (?:queued commands|comandi in coda)|already holds ${num} queued commands`,
    ),
  },
  {
    fact: 'command size',
    source: P,
    value: commandLimits.maxCommandKiB,
    pattern: rx(`(?:a command|un comando)${w(30)}\\b(?:may be at most|può essere al massimo) ${num} KiB`),
  },
  {
    fact: 'command records kept',
    source: P,
    value: commandLimits.keptDays,
    pattern: rx(`(?:command records?|commands)${w(40)}\\b(?:is|are) kept ${num} days`),
  },
  {
    fact: 'desired settings size',
    source: P,
    value: configurationLimits.maxSettingsKiB,
    pattern: rx(`(?:settings|impostazioni)${w(40)}\\b(?:may be at most|possono essere al massimo) ${num} KiB`),
  },
  // Things registry
  {
    fact: 'connectable id minimum length',
    source: P,
    value: connectableIdRule.minLength,
    pattern: rx(`\\b${num} (?:to|a) \\d+ (?:characters|caratteri): lowercase|\\bda ${num} a \\d+ caratteri: lettere`),
  },
  {
    fact: 'connectable id maximum length',
    source: P,
    value: connectableIdRule.maxLength,
    pattern: rx(`\\b\\d+ to ${num} characters: lowercase|\\bda \\d+ a ${num} caratteri: lettere`),
  },
  // Manufacturing
  {
    fact: 'batch rows',
    source: P,
    value: manufacturingBatchLimits.maxRows,
    pattern: rx(`(?:exceeds|up to|at most|Limits:|Limiti:|oltre|fino a|al massimo|supera) ${num} (?:rows|righe)`),
  },
  {
    fact: 'batch file size',
    source: P,
    value: manufacturingBatchLimits.maxFileMiB,
    pattern: rx(`(?:rows|righe) (?:and|e) ${num} MiB`),
  },
  // Ownerships
  {
    fact: 'guests per device',
    source: P,
    value: ownershipLimits.maxGuestsPerDevice,
    pattern: rx(`(?:up to|fino a) ${num} (?:guests|ospiti)`),
  },
  {
    fact: 'invitation validity',
    source: P,
    value: ownershipLimits.invitationValidityDays,
    pattern: rx(`(?:invitation|invito)${w(10)}\\bvalid[oa]? ${num} (?:days|giorni)`),
  },
  {
    fact: 'transfer code validity',
    source: P,
    value: ownershipLimits.transferCodeValidityDays,
    pattern: rx(`(?:transfer code|codice di trasferimento)${w(10)}\\bvalid[oa]? ${num} (?:days|giorni)`),
  },
  // Plans
  {
    fact: 'Standard devices',
    source: PL,
    value: devices('standard'),
    pattern: rx(`(?:up to|fino a) ${num} (?:on|con il piano|con|nel piano|sul piano) Standard`),
  },
  {
    fact: 'Standard devices',
    source: PL,
    value: devices('standard'),
    pattern: rx(`\\*\\*Standard\\*\\* \\((?:up to|fino a) ${num}`),
  },
  {
    fact: 'Standard devices',
    source: PL,
    value: devices('standard'),
    pattern: rx(`\\| Standard \\| (?:up to |fino a )${num} \\|`),
  },
  {
    fact: 'Standard users',
    source: PL,
    value: users('standard'),
    pattern: rx(`\\| Standard \\| (?:up to |fino a )[\\d.,]+ \\| ${num} \\|`),
  },
  {
    fact: 'Pro devices',
    source: PL,
    value: devices('pro'),
    pattern: rx(`(?:up to|fino a|and|e) ${num} (?:on|con il piano|con|nel piano|sul piano) Pro\\b`),
  },
  {fact: 'Pro devices', source: PL, value: devices('pro'), pattern: rx(`\\*\\*Pro\\*\\* \\((?:up to|fino a) ${num}`)},
  {fact: 'Pro devices', source: PL, value: devices('pro'), pattern: rx(`\\| Pro \\| (?:up to |fino a )${num} \\|`)},
  {
    fact: 'Pro users',
    source: PL,
    value: users('pro'),
    pattern: rx(`\\| Pro \\| (?:up to |fino a )[\\d.,]+ \\| ${num} \\|`),
  },
];
