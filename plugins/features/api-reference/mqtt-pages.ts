/**
 * The MQTT and WebSocket reference, `/docs/api/mqtt/…`: an overview and one
 * page per channel of the AsyncAPI document, written by `npm run gen-api` as
 * plain Markdown (`.md`, no components: a channel page ships no script of its
 * own) from the contract of ./asyncapi.ts, in English and with Italian chrome.
 * The channels' and payloads' texts are the document's English in both
 * languages, as the operation pages' are.
 *
 * Addresses and ports shown come from src/data/platform.ts
 * (tests/unit/asyncapi.test.ts checks the document against the same data).
 */
import {ingestion} from '../../../src/data/platform';
import {product} from '../../../src/data/product';
import type {MqttActor, MqttChannel, MqttContract, MqttMessage, MqttOperation, MqttScope} from '../../../src/shared/mqtt-contract';
import {asyncApiFile, asyncApiFormats, asyncApiUrl, type AsyncApiSizes} from './asyncapi';
import {frontMatter, kilobytes, type OverviewLocale} from './markdown';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A schema keyword's value as text: strings as they are, anything else as JSON. */
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

const words = {
  en: {
    title: 'MQTT and WebSocket',
    description:
      'The MQTT topics of every Fulcro connectable and the live-data WebSocket of Core: addresses, who publishes and subscribes, QoS, retain and payloads.',
    version: (v: string) => `AsyncAPI 3.0 document, version ${v}.`,
    englishNote: '',
    servers: 'Servers',
    server: 'Server',
    address: 'Address',
    channels: 'Channels',
    channel: 'Channel',
    direction: 'Direction',
    directions: {up: 'Connectable to Core', down: 'Core to connectable', both: 'Both ways'},
    qos: 'QoS',
    retain: 'Retain',
    yes: 'yes',
    no: 'no',
    access: 'Who publishes and who subscribes',
    accessIntro:
      'The broker checks every publication and subscription against the certificate of the connection; anything else is refused.',
    who: 'Who',
    does: 'Does',
    topicsOf: 'Topics of',
    publishes: 'publishes',
    subscribes: 'subscribes',
    sends: 'sends',
    receives: 'receives',
    publishesOrSends: 'Publishes or sends',
    subscribesOrReceives: 'Subscribes or receives',
    protocolAndCredentials: 'Protocol and credentials',
    actors: {device: 'A device', edge: 'An edge', core: 'Core', app: 'An app'} satisfies Record<MqttActor, string>,
    scopes: {
      self: 'itself',
      'self-or-child': 'itself and the devices registered with it as parent',
      any: 'any connectable',
      readable: 'the things its token may read',
    } satisfies Record<MqttScope, string>,
    parameters: 'Parameters',
    example: 'Example',
    message: 'Message',
    contentType: 'Content type',
    schema: 'Schema',
    schemaNote: (name: string) => `\`${name}\`, the same schema as in the Core API`,
    mqtt5: 'MQTT 5 properties',
    responseTopic: 'Response Topic',
    correlationData: 'Correlation Data',
    expiry: 'Message Expiry Interval',
    payload: 'Payload',
    type: 'Type',
    requiredField: 'required',
    optionalField: 'optional',
    oneOf: 'One of these shapes:',
    variant: (n: number) => `Shape ${n}`,
    examples: 'Examples',
    rest: 'REST operations',
    operation: 'Operation',
    call: 'Call',
    downloads: 'Downloads',
    downloadsIntro:
      'The whole document as one file, with the payload schemas it shares with the Core API. AsyncAPI tools (AsyncAPI Studio, code generators) read it as it is; the address stays the same from one release to the next.',
    file: 'File',
    format: 'Format',
    size: 'Size',
    formats: {yaml: 'AsyncAPI 3.0, YAML', json: 'AsyncAPI 3.0, JSON'},
    readNext: 'Read next',
    readNextLinks: [
      ['Communication protocols', '/docs/core/communication-protocols'],
      ['Send commands and configuration', '/docs/core/commands-and-configuration'],
      ['Manually send MQTT messages', '/docs/core/manually-send-mqtt-messages'],
    ],
    types: {orNull: 'or null', arrayOf: 'array of', oneOf: 'one of', object: 'object', anyMembers: 'object, members of your choice', characters: 'characters', pattern: 'pattern', default: 'default'},
    servers_: {
      mqtts: "MQTT 5 and 3.1.1 over TLS; the connectable's certificate (mutual TLS)",
      mqttWebSocket: "MQTT over a WebSocket (TLS); the connectable's certificate",
      edgeLocal: 'MQTT, loopback only, no TLS or credentials',
      liveData: 'WebSocket (TLS); an access token or the session cookie',
    } as Record<string, string>,
  },
  it: {
    title: 'MQTT e WebSocket',
    description:
      'I topic MQTT di ogni connectable Fulcro e il WebSocket dei dati in tempo reale di Core: indirizzi, chi pubblica e chi si iscrive, QoS, retain e payload.',
    version: (v: string) => `Documento AsyncAPI 3.0, versione ${v}.`,
    englishNote: 'Le descrizioni dei canali e dei payload sono in inglese, come i testi delle operazioni.',
    servers: 'Server',
    server: 'Server',
    address: 'Indirizzo',
    channels: 'Canali',
    channel: 'Canale',
    direction: 'Direzione',
    directions: {up: 'Dal connectable a Core', down: 'Da Core al connectable', both: 'In entrambe le direzioni'},
    qos: 'QoS',
    retain: 'Retain',
    yes: 'sì',
    no: 'no',
    access: 'Chi pubblica e chi si iscrive',
    accessIntro:
      'Il broker confronta ogni pubblicazione e ogni iscrizione con il certificato della connessione e rifiuta tutto il resto.',
    who: 'Chi',
    does: 'Che cosa fa',
    topicsOf: 'Topic di',
    publishes: 'pubblica',
    subscribes: 'si iscrive',
    sends: 'invia',
    receives: 'riceve',
    publishesOrSends: 'Pubblica o invia',
    subscribesOrReceives: 'Si iscrive o riceve',
    protocolAndCredentials: 'Protocollo e credenziali',
    actors: {device: 'Un dispositivo', edge: 'Un edge', core: 'Core', app: "Un'app"} satisfies Record<MqttActor, string>,
    scopes: {
      self: 'sé stesso',
      'self-or-child': 'sé stesso e dei dispositivi registrati con lui come parent',
      any: 'qualsiasi connectable',
      readable: 'dei thing che il suo token può leggere',
    } satisfies Record<MqttScope, string>,
    parameters: 'Parametri',
    example: 'Esempio',
    message: 'Messaggio',
    contentType: 'Content type',
    schema: 'Schema',
    schemaNote: (name: string) => `\`${name}\`, lo stesso schema dell'API Core`,
    mqtt5: 'Proprietà MQTT 5',
    responseTopic: 'Response Topic',
    correlationData: 'Correlation Data',
    expiry: 'Message Expiry Interval',
    payload: 'Payload',
    type: 'Tipo',
    requiredField: 'obbligatorio',
    optionalField: 'facoltativo',
    oneOf: 'Una di queste forme:',
    variant: (n: number) => `Forma ${n}`,
    examples: 'Esempi',
    rest: 'Operazioni REST',
    operation: 'Operazione',
    call: 'Chiamata',
    downloads: 'Download',
    downloadsIntro:
      "L'intero documento in un solo file, con gli schemi dei payload che condivide con l'API Core. Gli strumenti AsyncAPI (AsyncAPI Studio, i generatori di codice) lo leggono così com'è; l'indirizzo resta lo stesso da un rilascio all'altro.",
    file: 'File',
    format: 'Formato',
    size: 'Dimensione',
    formats: {yaml: 'AsyncAPI 3.0, YAML', json: 'AsyncAPI 3.0, JSON'},
    readNext: 'Da leggere dopo',
    readNextLinks: [
      ['Protocolli di comunicazione', '/docs/core/communication-protocols'],
      ['Inviare comandi e configurazione', '/docs/core/commands-and-configuration'],
      ['Inviare messaggi MQTT a mano', '/docs/core/manually-send-mqtt-messages'],
    ],
    types: {orNull: 'o null', arrayOf: 'array di', oneOf: 'uno tra', object: 'oggetto', anyMembers: 'oggetto, membri a tua scelta', characters: 'caratteri', pattern: 'pattern', default: 'predefinito'},
    servers_: {
      mqtts: 'MQTT 5 e 3.1.1 su TLS; il certificato del connectable (TLS reciproco)',
      mqttWebSocket: 'MQTT su WebSocket (TLS); il certificato del connectable',
      edgeLocal: 'MQTT, solo loopback, senza TLS né credenziali',
      liveData: 'WebSocket (TLS); un token di accesso o il cookie di sessione',
    } as Record<string, string>,
  },
} as const;

type Words = (typeof words)[OverviewLocale];

/** The reference's name, as the API index's downloads table and the sidebar write it. */
export const mqttReferenceLabel: Record<OverviewLocale, string> = {en: words.en.title, it: words.it.title};

/**
 * Where each server of the document is, for the example tenant: written from
 * src/data/platform.ts, never from the document (which the unit test checks
 * against the same data).
 */
export function serverAddresses(tenant: string): Record<string, string> {
  const host = `${tenant}.${product.cloudDomain}`;
  return {
    mqtts: `${host}:${ingestion.mqttTlsPort}`,
    mqttWebSocket: `wss://${host}:${ingestion.mqttWebSocketPort}${ingestion.mqttWebSocketPath}`,
    edgeLocal: `${ingestion.edgeLocalBroker.host}:${ingestion.edgeLocalBroker.port}`,
    liveData: `wss://${host}/api/core/v1`,
  };
}

/** Markdown text in a table cell: one line, pipes escaped. */
function cell(text: string): string {
  return inline(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

/** CommonMark text with `<` outside code spans written as an entity, so that `<token>` is not read as HTML. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');
}

const code = (text: string) => `\`${text}\``;
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The address a reader uses: the topic pattern, or the WebSocket's URL for the example tenant. */
function shownAddress(channel: MqttChannel, tenant: string): string {
  return channel.kind === 'ws' ? `${serverAddresses(tenant).liveData}${channel.address}` : channel.address;
}

/* ------------------------------------------------------------------ schemas as tables */

type Row = {field: string; type: string; required: boolean; description: string};

/** One schema, its references resolved against the contract's `$defs`. */
function resolve(schema: unknown, defs: Record<string, unknown>): Json {
  let node = schema;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
    const name = /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
    if (!name || hops > 20 || !(name in defs)) throw new Error(`mqtt pages: cannot resolve ${node.$ref}`);
    const {$ref: _ref, ...siblings} = node;
    node = {...(defs[name] as Json), ...siblings};
  }
  return isObject(node) ? node : {};
}

/** A schema that is `X or null` (`oneOf: [X, {type: null}]`), as X and a flag. */
function unwrapNull(schema: Json, defs: Record<string, unknown>): {schema: Json; nullable: boolean} {
  const oneOf = schema.oneOf;
  if (Array.isArray(oneOf) && oneOf.length === 2) {
    const other: unknown = (oneOf as unknown[]).find((branch) => !(isObject(branch) && branch.type === 'null'));
    if (other && oneOf.some((branch) => isObject(branch) && branch.type === 'null')) {
      const description = schema.description === undefined ? {} : {description: schema.description};
      return {schema: {...resolve(other, defs), ...description}, nullable: true};
    }
  }
  return {schema, nullable: false};
}

function typeText(schema: Json, nullable: boolean, w: Words, locale: OverviewLocale): string {
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t): t is string => typeof t === 'string');
  const orNull = nullable || types.includes('null');
  const base = types.filter((t) => t !== 'null');
  let shown: string;
  if (schema.const !== undefined) shown = code(JSON.stringify(schema.const));
  else if (Array.isArray(schema.enum)) shown = `${w.types.oneOf} ${schema.enum.filter((v) => v !== null).map((v) => code(text(v))).join(', ')}`;
  else if (base[0] === 'array') shown = `${w.types.arrayOf} ${isObject(schema.items) && schema.items.type === 'object' ? w.types.object : code(isObject(schema.items) ? text(schema.items.type) || 'any' : 'any')}`;
  else if (base[0] === 'object' && !schema.properties) shown = w.types.anyMembers;
  else shown = base.length > 0 ? base.map(code).join(' / ') : w.types.object;
  const facets: string[] = [];
  if (typeof schema.format === 'string') facets.push(code(schema.format));
  if (typeof schema.contentMediaType === 'string') facets.push(code(schema.contentMediaType));
  if (typeof schema.minLength === 'number' && typeof schema.maxLength === 'number') facets.push(`${count(schema.minLength)}–${count(schema.maxLength)} ${w.types.characters}`);
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') facets.push(`${count(schema.minimum)}–${count(schema.maximum)}`);
  else if (typeof schema.minimum === 'number') facets.push(`≥ ${count(schema.minimum)}`);
  if (typeof schema.minItems === 'number') facets.push(`≥ ${count(schema.minItems)}`);
  if (typeof schema.pattern === 'string') facets.push(`${w.types.pattern} ${code(schema.pattern)}`);
  if (schema.default !== undefined) facets.push(`${w.types.default} ${code(JSON.stringify(schema.default))}`);
  return [shown, ...facets].join(', ') + (orNull ? ` ${w.types.orNull}` : '');
}

/** The rows of a schema's fields, nested fields as dotted paths (`mqtt.topics.data`), array items as `[]`. */
function rows(schema: Json, defs: Record<string, unknown>, prefix: string, w: Words, locale: OverviewLocale, depth = 0): Row[] {
  if (depth > 8) return [];
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = resolve(schema.items, defs);
    return rows(items, defs, `${prefix}[]`, w, locale, depth + 1);
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    const {schema: property, nullable} = unwrapNull(resolve(raw, defs), defs);
    const field = prefix ? `${prefix}.${name}` : name;
    const row: Row = {field, type: typeText(property, nullable, w, locale), required: required.has(name), description: text(property.description)};
    const nested = (property.type === 'object' || (Array.isArray(property.type) && property.type.includes('object'))) && isObject(property.properties);
    const arrayOfObjects = property.type === 'array' && isObject(property.items) && isObject(resolve(property.items, defs).properties);
    return [row, ...(nested || arrayOfObjects ? rows(property, defs, field, w, locale, depth + 1) : [])];
  });
}

/** The fields as a list (it reads on a phone, where a four-column table would scroll): name, type, whether required, meaning. */
function fieldList(list: Row[], w: Words): string {
  return list
    .map((r) => `- **${code(r.field)}** (${inline(r.type.replace(/\s+/g, ' '))}; ${r.required ? w.requiredField : w.optionalField})${r.description ? `: ${inline(r.description.replace(/\s+/g, ' ').trim())}` : ''}`)
    .join('\n');
}

/** A message's payload as tables: one, or one per shape of a `oneOf`. */
function payloadTables(message: MqttMessage, contract: MqttContract, w: Words, locale: OverviewLocale): string {
  const defs = contract.schemas.$defs;
  const schema = resolve({$ref: message.schema}, defs);
  const intro = schema.description ? `${inline(text(schema.description).trim())}\n\n` : '';
  if (Array.isArray(schema.oneOf)) {
    const shapes = schema.oneOf.map((branch, i) => {
      const shape = resolve(branch, defs);
      const typeProperty = isObject(shape.properties) ? resolve(shape.properties.type, defs) : {};
      const name = typeProperty.const !== undefined ? code(text(typeProperty.const)) : Array.isArray(typeProperty.enum) ? typeProperty.enum.map((v) => code(text(v))).join(', ') : w.variant(i + 1);
      return `**${name}**: ${inline(text(shape.description))}\n\n${fieldList(rows(shape, defs, '', w, locale), w)}`;
    });
    return `${intro}${w.oneOf}\n\n${shapes.join('\n\n')}`;
  }
  if (schema.type === 'string') return `${intro}${w.type}: ${typeText(schema, false, w, locale)}.`;
  return `${intro}${fieldList(rows(schema, defs, '', w, locale), w)}`;
}

/* ------------------------------------------------------------------ pages */

function accessRows(operations: MqttOperation[], channel: MqttChannel, w: Words): string {
  const verb = (operation: MqttOperation) =>
    channel.kind === 'ws' ? (operation.action === 'send' ? w.sends : w.receives) : operation.action === 'send' ? w.publishes : w.subscribes;
  const dash = '—';
  return [
    `| ${w.who} | ${w.does} | ${w.topicsOf} | ${w.qos} | ${w.retain} |`,
    '| --- | --- | --- | --- | --- |',
    ...operations.map(
      (op) =>
        `| ${w.actors[op.actor]} | ${verb(op)} | ${w.scopes[op.connectable]} | ${op.qos ?? dash} | ${op.action === 'send' && op.retain !== undefined ? (op.retain ? w.yes : w.no) : dash} |`,
    ),
  ].join('\n');
}

/** The QoS and retain a channel's publications use, for the overview's table. */
function publication(channel: MqttChannel, w: Words): {qos: string; retain: string} {
  const sends = channel.operations.filter((op) => op.action === 'send' && op.qos !== undefined);
  if (sends.length === 0) return {qos: '—', retain: '—'};
  const qos = [...new Set(sends.map((op) => op.qos))].join(', ');
  const retain = [...new Set(sends.map((op) => (op.retain ? w.yes : w.no)))].join(', ');
  return {qos, retain};
}

function messageSection(message: MqttMessage, channel: MqttChannel, contract: MqttContract, w: Words, locale: OverviewLocale): string {
  const id = kebab(message.id);
  const facts = [
    `- **${w.contentType}:** ${code(message.contentType)}`,
    `- **${w.schema}:** ${w.schemaNote(message.schemaName)}`,
  ];
  const expiry = channel.operations.find((op) => op.action === 'send' && op.messageExpiry)?.messageExpiry;
  const properties = [
    message.responseTopic ? `${w.responseTopic} ${code(message.responseTopic)}` : '',
    message.correlationData ? `${w.correlationData}: ${inline(message.correlationData.replace(/\.$/, ''))}` : '',
    expiry ? `${w.expiry}: ${inline(expiry.replace(/\.$/, ''))}` : '',
  ].filter(Boolean);
  if (properties.length > 0) facts.push(`- **${w.mqtt5}:** ${properties.join('; ')}`);
  const examples = message.examples.map((example) => {
    const json = JSON.stringify(example.payload, null, 2);
    return `\`\`\`json title="${example.summary.replace(/"/g, "'")}" schema="core#/components/schemas/${message.schemaName}"\n${json}\n\`\`\``;
  });
  return [
    `## ${w.message}: ${message.title} {#${id}}`,
    '',
    inline([message.summary, message.description].filter(Boolean).join(' ')),
    '',
    ...facts,
    '',
    `### ${w.payload} {#${id}-payload}`,
    '',
    payloadTables(message, contract, w, locale),
    '',
    ...(examples.length > 0 ? [`### ${w.examples} {#${id}-examples}`, '', examples.join('\n\n'), ''] : []),
  ].join('\n');
}

export type MqttPage = {
  /** Path relative to the docs folder (`mqtt/index.md`). */
  file: string;
  markdown: string;
};

/** A channel's title in the page's language. */
const titleOf = (channel: MqttChannel, locale: OverviewLocale) => (locale === 'it' && channel.it.title ? channel.it.title : channel.title);

function channelPage(contract: MqttContract, channel: MqttChannel, locale: OverviewLocale): MqttPage {
  const w = words[locale];
  const shown = locale === 'it' && channel.it.title ? channel.it : {title: channel.title, summary: channel.summary};
  const tenant = contract.parameters.tenant.example;
  const addresses = serverAddresses(tenant);
  const servers = channel.servers.map((id) => {
    const server = contract.servers.find((s) => s.id === id);
    return `${code(id === 'liveData' ? `${addresses.liveData}${channel.address}` : addresses[id])} (${server?.title ?? id})`;
  });
  const parameters =
    channel.kind === 'mqtt'
      ? [
          `## ${w.parameters} {#parameters}`,
          '',
          ...(['tenant', 'connectable'] as const).map((name) => {
            const p = contract.parameters[name];
            return `- **${code(p.name)}** (${w.example.toLowerCase()} ${code(p.example)}): ${inline(p.description)}`;
          }),
          '',
        ]
      : [];
  const rest = [
    `## ${w.rest} {#rest}`,
    '',
    `| ${w.operation} | ${w.call} |`,
    '| --- | --- |',
    ...channel.rest.map((op) => `| [${cell(op.summary)}](${op.page}) | ${code(`${op.method.toUpperCase()} ${op.path}`)} |`),
    '',
  ];
  const markdown = [
    frontMatter({
      title: shown.title,
      description: shown.summary,
      sidebar_label: shown.title,
      custom_edit_url: null,
    }),
    inline(shown.summary),
    '',
    ...(w.englishNote ? [`*${w.englishNote}*`, ''] : []),
    `- **${w.address}:** ${code(shownAddress(channel, tenant))}`,
    `- **${w.direction}:** ${w.directions[channel.direction]}`,
    `- **${w.servers}:** ${servers.join(', ')}`,
    '',
    inline(channel.description),
    '',
    ...parameters,
    `## ${w.access} {#access}`,
    '',
    accessRows(channel.operations, channel, w),
    '',
    ...channel.messages.map((message) => messageSection(message, channel, contract, w, locale)),
    ...(channel.rest.length > 0 ? rest : []),
  ].join('\n');
  return {file: `mqtt/${channel.slug}.md`, markdown: `${markdown.trimEnd()}\n`};
}

/** The downloads of the document, as the overview page and the Core overview list them. */
export function asyncApiDownloadRows(sizes: AsyncApiSizes, locale: OverviewLocale): string[] {
  const w = words[locale];
  return asyncApiFormats.map((format) => `| [${asyncApiFile(format)}](pathname://${asyncApiUrl(format)}) | ${w.formats[format]} | ${kilobytes(sizes[format], locale)} |`);
}

function overviewPage(contract: MqttContract, locale: OverviewLocale, sizes: AsyncApiSizes): MqttPage {
  const w = words[locale];
  const tenant = contract.parameters.tenant.example;
  const addresses = serverAddresses(tenant);
  const byActor = (['device', 'edge', 'core', 'app'] as const).map((actor) => {
    const list = (action: 'send' | 'receive') =>
      contract.channels
        .filter((channel) => channel.operations.some((op) => op.actor === actor && op.action === action))
        .map((channel) => `[${titleOf(channel, locale)}](./${channel.slug}.md)`)
        .join(', ') || '—';
    const scope = contract.channels.flatMap((channel) => channel.operations).find((op) => op.actor === actor)?.connectable ?? 'any';
    return `| ${w.actors[actor]} | ${w.scopes[scope]} | ${list('send')} | ${list('receive')} |`;
  });
  const markdown = [
    frontMatter({title: w.title, description: w.description, sidebar_label: w.title, slug: '/mqtt', custom_edit_url: null}),
    `**${w.version(contract.version)}**${w.englishNote ? ` *${w.englishNote}*` : ''}`,
    '',
    inline(contract.description),
    '',
    `## ${w.servers} {#servers}`,
    '',
    `| ${w.server} | ${w.address} | ${w.protocolAndCredentials} |`,
    '| --- | --- | --- |',
    ...contract.servers.map((server) => `| ${cell(server.title)} | ${code(addresses[server.id] ?? server.host)} | ${cell(w.servers_[server.id] ?? server.protocol)} |`),
    '',
    `## ${w.channels} {#channels}`,
    '',
    `| ${w.channel} | ${w.address} | ${w.direction} | ${w.qos} | ${w.retain} |`,
    '| --- | --- | --- | --- | --- |',
    ...contract.channels.map((channel) => {
      const {qos, retain} = publication(channel, w);
      return `| [${titleOf(channel, locale)}](./${channel.slug}.md) | ${code(shownAddress(channel, tenant))} | ${w.directions[channel.direction]} | ${qos} | ${retain} |`;
    }),
    '',
    `## ${w.access} {#access}`,
    '',
    w.accessIntro,
    '',
    `| ${w.who} | ${w.topicsOf} | ${w.publishesOrSends} | ${w.subscribesOrReceives} |`,
    '| --- | --- | --- | --- |',
    ...byActor,
    '',
    `## ${w.downloads} {#downloads}`,
    '',
    w.downloadsIntro,
    '',
    `| ${w.file} | ${w.format} | ${w.size} |`,
    '| --- | --- | --- |',
    ...asyncApiDownloadRows(sizes, locale),
    '',
    `## ${w.readNext} {#read-next}`,
    '',
    ...w.readNextLinks.map(([label, href]) => `- [${label}](${href})`),
    '',
  ].join('\n');
  return {file: 'mqtt/index.md', markdown};
}

/** The overview and the channel pages of one language. */
export function mqttPages(contract: MqttContract, locale: OverviewLocale, sizes: AsyncApiSizes): MqttPage[] {
  return [overviewPage(contract, locale, sizes), ...contract.channels.map((channel) => channelPage(contract, channel, locale))];
}
