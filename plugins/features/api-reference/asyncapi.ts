/**
 * The AsyncAPI document of Core's MQTT broker and live-data WebSocket
 * (asyncapi/core.yaml, issue 41) as `npm run gen-api` publishes it:
 *
 * - the downloads, `/openapi/core.asyncapi.yaml` and `.json`, next to the
 *   OpenAPI files: the document made self-contained, the payload schemas it
 *   references in openapi/core.yaml copied into its `components.schemas`
 *   (the source references them, so that there is one truth);
 * - the contract that pages and tests read (src/shared/mqtt-contract.ts),
 *   `api-reference/_generated/mqtt-contract.json`: the channels with their
 *   topic patterns, who publishes and subscribes with which QoS and retain,
 *   the messages and their examples, the REST operations they relate to, and
 *   the payload schemas as one JSON Schema that Ajv compiles;
 * - the sizes of the downloads, for the downloads tables.
 *
 * The reference pages are written from the contract by ./mqtt-pages.ts.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dump, load} from 'js-yaml';
import {connectableIdRule, tenantIdRule} from '../../../src/data/platform';
import {operationPageId} from '../../../src/data/api-areas';
import type {MqttActor, MqttChannel, MqttContract, MqttMessage, MqttOperation, MqttScope, RestOperation} from '../../../src/shared/mqtt-contract';
import {downloadsDir, downloadsUrl, generatedDir} from './api-files';
import {mqttValidatorsModule, validatorsFile} from './mqtt-validators';

type Json = Record<string, unknown>;

/** The API area whose overview lists the document's downloads (its schemas are that area's). */
export const asyncApiArea = 'core';
/** The source document, relative to the site. */
export const asyncApiSource = 'asyncapi/core.yaml';
/** The spec whose schemas the document references (`../openapi/core.yaml#/components/schemas/…`). */
const schemaSource = 'openapi/core.yaml';
const externalSchemaRef = /^\.\.\/openapi\/core\.yaml#\/components\/schemas\/([^/]+)$/;

export const asyncApiFormats = ['yaml', 'json'] as const;
export type AsyncApiFormat = (typeof asyncApiFormats)[number];
/** File name of a download (served at `/openapi/{file}`). */
export const asyncApiFile = (format: AsyncApiFormat) => `core.asyncapi.${format}`;
export const asyncApiUrl = (format: AsyncApiFormat) => `${downloadsUrl}/${asyncApiFile(format)}`;
export type AsyncApiSizes = Record<AsyncApiFormat, number>;

/** The `$id` of the contract's schema document. */
export const contractSchemasId = 'https://www.fulcro.io/openapi/core.asyncapi.schemas.json';
/** The slug of the MQTT reference (`/docs/api/mqtt`). */
export const mqttReferenceSlug = 'mqtt';

const contractFile = (siteDir: string) => path.join(siteDir, generatedDir, 'mqtt-contract.json');
const sizesFile = (siteDir: string) => path.join(siteDir, generatedDir, 'asyncapi-sizes.json');

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A value of the document that must be text (numbers, such as a version, are written as they are). */
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The node a local reference (`#/a/b`) points to. */
function at(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`${asyncApiSource}: only local references resolve here, not ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
}

/** A node with its local references followed. */
function deref(doc: Json, node: unknown): Json {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`${asyncApiSource}: reference loop at ${String(current.$ref)}`);
    current = at(doc, current.$ref);
  }
  if (!isObject(current)) throw new Error(`${asyncApiSource}: a reference leads nowhere`);
  return current;
}

/** Rewrites every `$ref` of a tree (a copy). */
function mapRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite));
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? rewrite(value) : mapRefs(value, rewrite)]));
}

/** Every `$ref` string of a tree. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** Reads the source document and the spec it references. */
export function loadAsyncApi(siteDir: string): {doc: Json; core: Json} {
  return {
    doc: load(readFileSync(path.join(siteDir, asyncApiSource), 'utf8')) as Json,
    core: load(readFileSync(path.join(siteDir, schemaSource), 'utf8')) as Json,
  };
}

/**
 * The document made self-contained: each schema it references in
 * openapi/core.yaml, and every schema those reference in turn, copied into
 * `components.schemas` under its own name, and the references rewritten to
 * point there.
 */
export function bundleAsyncApi(doc: Json, core: Json): Json {
  const coreSchemas = ((core.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const names = new Set<string>();
  const collect = (name: string) => {
    if (names.has(name)) return;
    if (!(name in coreSchemas)) throw new Error(`${asyncApiSource} references ${schemaSource}#/components/schemas/${name}, which does not exist`);
    names.add(name);
    for (const ref of refsIn(coreSchemas[name])) {
      const inner = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
      if (!inner) throw new Error(`${schemaSource}#/components/schemas/${name} holds a reference the bundle cannot follow: ${ref}`);
      collect(inner[1]);
    }
  };
  const bundled = mapRefs(doc, (ref) => {
    const external = externalSchemaRef.exec(ref);
    if (!external) {
      if (!ref.startsWith('#/')) throw new Error(`${asyncApiSource}: unexpected reference ${ref} (payloads reference ../openapi/core.yaml#/components/schemas/…)`);
      return ref;
    }
    collect(external[1]);
    return `#/components/schemas/${external[1]}`;
  }) as Json;
  const components = (bundled.components ?? {}) as Json;
  const schemas = Object.fromEntries([...names].sort().map((name) => [name, structuredClone(coreSchemas[name])]));
  bundled.components = {...components, schemas: {...((components.schemas as Json | undefined) ?? {}), ...schemas}};
  return bundled;
}

/** `fulcro/{tenant}/{connectable}/cmd` as an anchored regular expression with named groups. */
export function topicPattern(address: string): string {
  const body = (pattern: string) => pattern.replace(/^\^/, '').replace(/\$$/, '');
  const escaped = address.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return `^${escaped.replace('{tenant}', `(?<tenant>${body(tenantIdRule.pattern)})`).replace('{connectable}', `(?<connectable>${body(connectableIdRule.pattern)})`)}$`;
}

const actors: readonly MqttActor[] = ['device', 'edge', 'core', 'app'];
const scopes: readonly MqttScope[] = ['self', 'self-or-child', 'any', 'readable'];

/** Page slug of a channel id: `commandReplies` → `command-replies`. */
export const channelSlug = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

type Spec = {paths?: Record<string, Record<string, {operationId?: string; summary?: string}>>};

/** A REST operation named `area/operationId`, found in openapi/{area}.yaml. */
function restOperation(name: string, specs: Record<string, Spec>): RestOperation {
  const [area, operationId] = name.split('/');
  const spec = specs[area];
  if (!spec || !operationId) throw new Error(`${asyncApiSource}: x-fulcro-rest-operations names ${name}; write {area}/{operationId}`);
  for (const [apiPath, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId === operationId) {
        return {area, operationId, method, path: apiPath, summary: operation.summary ?? operationId, page: `/docs/api/${area}/${operationPageId(operationId)}`};
      }
    }
  }
  throw new Error(`${asyncApiSource}: x-fulcro-rest-operations names ${name}, which openapi/${area}.yaml does not have`);
}

/**
 * The contract of src/shared/mqtt-contract.ts, from the bundled document and
 * the OpenAPI specs its channels link to (by area).
 */
export function mqttContract(bundled: Json, specs: Record<string, Spec>): MqttContract {
  const info = bundled.info as Json;
  const components = bundled.components as Json;
  const serverIds = (refs: unknown) => ((refs as Json[] | undefined) ?? []).map((ref) => String(ref.$ref).replace('#/servers/', ''));
  const servers = Object.entries(bundled.servers as Record<string, Json>).map(([id, server]) => ({
    id,
    title: text(server.title),
    protocol: text(server.protocol),
    host: text(server.host),
    ...(server.pathname ? {pathname: text(server.pathname)} : {}),
  }));
  const parameter = (name: 'tenant' | 'connectable', rule: {minLength: number; maxLength: number; pattern: string}) => {
    const source = deref(bundled, (components.parameters as Json)[name]);
    return {name, description: text(source.description), ...rule, example: text((source.examples as string[])[0])};
  };
  const operations = Object.entries(bundled.operations as Record<string, Json>);
  const channels: MqttChannel[] = Object.entries(bundled.channels as Record<string, Json>).map(([id, channel]) => {
    const address = text(channel.address);
    const kind = address.startsWith('fulcro/') ? 'mqtt' : 'ws';
    const messages: MqttMessage[] = Object.entries((channel.messages ?? {}) as Record<string, unknown>).map(([messageId, ref]) => {
      const message = deref(bundled, ref);
      const mqtt = ((message.bindings as Json | undefined)?.mqtt ?? {}) as Json;
      const payloadRef = text((message.payload as Json).$ref);
      const schemaName = /^#\/components\/schemas\/([^/]+)$/.exec(payloadRef)?.[1];
      if (!schemaName) throw new Error(`${asyncApiSource}: message ${messageId} of channel ${id} must reference a schema of ${schemaSource}`);
      return {
        id: messageId,
        title: text(message.title),
        summary: text(message.summary),
        ...(message.description ? {description: text(message.description)} : {}),
        contentType: text(message.contentType ?? bundled.defaultContentType),
        schema: `#/$defs/${schemaName}`,
        schemaName,
        examples: ((message.examples ?? []) as Json[]).map((example) => ({name: text(example.name), summary: text(example.summary), payload: example.payload})),
        ...(typeof mqtt.responseTopic === 'string' ? {responseTopic: mqtt.responseTopic} : {}),
        ...(isObject(mqtt.correlationData) && typeof mqtt.correlationData.description === 'string' ? {correlationData: mqtt.correlationData.description} : {}),
      };
    });
    const own: MqttOperation[] = operations
      .filter(([, operation]) => (operation.channel as Json).$ref === `#/channels/${id}`)
      .map(([operationId, operation]) => {
        const acl = operation['x-fulcro-acl'] as {actor?: MqttActor; connectable?: MqttScope} | undefined;
        if (!acl?.actor || !actors.includes(acl.actor) || !acl.connectable || !scopes.includes(acl.connectable)) {
          throw new Error(`${asyncApiSource}: operation ${operationId} needs x-fulcro-acl with an actor (${actors.join(', ')}) and a connectable scope (${scopes.join(', ')})`);
        }
        const mqtt = ((operation.bindings as Json | undefined)?.mqtt ?? {}) as {qos?: 0 | 1 | 2; retain?: boolean; messageExpiryInterval?: unknown};
        return {
          id: operationId,
          action: operation.action as 'send' | 'receive',
          actor: acl.actor,
          connectable: acl.connectable,
          title: text(operation.title),
          ...(mqtt.qos !== undefined ? {qos: mqtt.qos} : {}),
          ...(mqtt.retain !== undefined ? {retain: mqtt.retain} : {}),
          ...(isObject(mqtt.messageExpiryInterval) && typeof mqtt.messageExpiryInterval.description === 'string' ? {messageExpiry: mqtt.messageExpiryInterval.description} : {}),
        };
      });
    const senders = own.filter((operation) => operation.action === 'send').map((operation) => operation.actor);
    const direction = kind === 'ws' ? 'both' : senders.some((actor) => actor === 'device' || actor === 'edge') ? 'up' : 'down';
    return {
      id,
      slug: channelSlug(id),
      title: text(channel.title),
      summary: text(channel.summary),
      // The Italian page's title and summary (the rest of a channel's text stays in English, as the page says).
      it: {title: text((channel['x-fulcro-it'] as Json | undefined)?.title), summary: text((channel['x-fulcro-it'] as Json | undefined)?.summary)},
      description: text(channel.description).trim(),
      address,
      kind,
      ...(kind === 'mqtt' ? {topicPattern: topicPattern(address)} : {}),
      direction,
      servers: serverIds(channel.servers),
      operations: own,
      messages,
      rest: ((channel['x-fulcro-rest-operations'] ?? []) as string[]).map((name) => restOperation(name, specs)),
    };
  });
  const schemas = mapRefs(components.schemas, (ref) => ref.replace(/^#\/components\/schemas\//, '#/$defs/')) as Record<string, unknown>;
  return {
    version: text(info.version),
    description: text(info.description).trim(),
    servers,
    parameters: {tenant: parameter('tenant', tenantIdRule), connectable: parameter('connectable', connectableIdRule)},
    channels,
    schemas: {$schema: 'https://json-schema.org/draft/2020-12/schema', $id: contractSchemasId, $defs: schemas},
  };
}

/** Every OpenAPI spec the channels may link to, by area. */
function loadSpecs(siteDir: string, areas: readonly string[]): Record<string, Spec> {
  return Object.fromEntries(areas.map((area) => [area, load(readFileSync(path.join(siteDir, 'openapi', `${area}.yaml`), 'utf8')) as Spec]));
}

/** Writes the downloads and the contract; returns the contract and the downloads' sizes. */
export async function writeAsyncApiFiles(siteDir: string, areas: readonly string[]): Promise<{contract: MqttContract; sizes: AsyncApiSizes}> {
  const {doc, core} = loadAsyncApi(siteDir);
  const bundled = bundleAsyncApi(doc, core);
  const contract = mqttContract(bundled, loadSpecs(siteDir, areas));
  const files: Record<AsyncApiFormat, string> = {
    yaml: dump(bundled, {noRefs: true, lineWidth: 100}),
    json: `${JSON.stringify(bundled, null, 2)}\n`,
  };
  await mkdir(path.join(siteDir, downloadsDir), {recursive: true});
  await mkdir(path.join(siteDir, generatedDir), {recursive: true});
  const sizes = {} as AsyncApiSizes;
  for (const format of asyncApiFormats) {
    await writeFile(path.join(siteDir, downloadsDir, asyncApiFile(format)), files[format], 'utf8');
    sizes[format] = Buffer.byteLength(files[format]);
  }
  await writeFile(contractFile(siteDir), `${JSON.stringify(contract)}\n`, 'utf8');
  // The payload checker's validators (issue 42), compiled from the contract's schemas.
  const validators = mqttValidatorsModule(contract);
  await writeFile(path.join(siteDir, generatedDir, validatorsFile), validators.code, 'utf8');
  await writeFile(path.join(siteDir, generatedDir, validatorsFile.replace(/\.mjs$/, '.d.mts')), validators.types, 'utf8');
  await writeFile(sizesFile(siteDir), JSON.stringify(sizes), 'utf8');
  return {contract, sizes};
}

const read = (file: string, what: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    throw new Error(`${what} missing (${file}): run npm run gen-api`);
  }
};

/** The contract written by writeAsyncApiFiles. */
export function readMqttContract(siteDir: string): MqttContract {
  return read(contractFile(siteDir), 'The MQTT contract') as MqttContract;
}

/** The sizes of the AsyncAPI downloads, written by writeAsyncApiFiles. */
export function readAsyncApiSizes(siteDir: string): AsyncApiSizes {
  return read(sizesFile(siteDir), 'Sizes of the AsyncAPI downloads') as AsyncApiSizes;
}
