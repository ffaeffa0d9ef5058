/**
 * The MQTT and live-data contract as a page or a test reads it: the channels
 * of the AsyncAPI document (asyncapi/core.yaml) with their address patterns,
 * who may publish and subscribe, QoS and retain, and the JSON Schemas of
 * their messages. `npm run gen-api` writes it to
 * `api-reference/_generated/mqtt-contract.json`
 * (plugins/features/api-reference/asyncapi.ts); a page imports that file and
 * types it with {@link MqttContract}.
 *
 * `schemas` is one JSON Schema (draft 2020-12) whose `$defs` are the payload
 * schemas of openapi/core.yaml, their own references rewritten to `#/$defs/…`:
 * give it to Ajv (`ajv/dist/2020`, with `strict: false` for the OpenAPI
 * keywords `example` and `x-personal-data`) and compile
 * `{$ref: `${schemas.$id}${message.schema}`}` for a message.
 *
 * Shared by Node (the generator, tests) and the browser: no Node imports.
 */

/** Who performs an operation: a device with its own certificate, Fulcro Edge for itself and its devices, Core itself, an app on the WebSocket. */
export type MqttActor = 'device' | 'edge' | 'core' | 'app';

/**
 * Whose topics an actor may use: only its own (`self`), its own and those of
 * the devices registered with it as parent (`self-or-child`), any
 * connectable's (`any`, Core), or the things its token may read (`readable`,
 * an app on the live-data WebSocket).
 */
export type MqttScope = 'self' | 'self-or-child' | 'any' | 'readable';

export type MqttOperation = {
  id: string;
  /** `send`: publishes (or, on the WebSocket, sends frames); `receive`: subscribes. */
  action: 'send' | 'receive';
  actor: MqttActor;
  connectable: MqttScope;
  title: string;
  /** MQTT QoS: of the publication for `send`, of the subscription for `receive`. */
  qos?: 0 | 1 | 2;
  /** Whether a `send` is retained by the broker. */
  retain?: boolean;
  /** What the MQTT 5 *Message Expiry Interval* of a `send` holds, when it sets one. */
  messageExpiry?: string;
};

export type MqttMessageExample = {name: string; summary: string; payload: unknown};

export type MqttMessage = {
  id: string;
  title: string;
  summary: string;
  description?: string;
  contentType: string;
  /** Pointer into {@link MqttContract.schemas}, such as `#/$defs/SenmlPack`. */
  schema: string;
  /** Name of the schema in openapi/core.yaml (`SenmlPack`), for `core#/components/schemas/…`. */
  schemaName: string;
  examples: MqttMessageExample[];
  /** The MQTT 5 *Response Topic* the message carries, if any. */
  responseTopic?: string;
  /** What the MQTT 5 *Correlation Data* of the message holds, if it carries any. */
  correlationData?: string;
};

export type MqttParameter = {
  name: string;
  description: string;
  /** Regular expression the value matches (anchored). */
  pattern: string;
  minLength: number;
  maxLength: number;
  example: string;
};

export type MqttServer = {
  id: string;
  title: string;
  protocol: string;
  /** As the AsyncAPI document writes it, with `{tenant}`. */
  host: string;
  pathname?: string;
};

export type RestOperation = {
  area: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  page: string;
};

export type MqttChannel = {
  id: string;
  /** Last segment of its reference page, `/docs/api/mqtt/{slug}`. */
  slug: string;
  title: string;
  summary: string;
  /** The Italian page's title and summary (`x-fulcro-it` in the document). */
  it: {title: string; summary: string};
  description: string;
  /** `fulcro/{tenant}/{connectable}/cmd`, or `/websocket` for the live-data channel. */
  address: string;
  /** `mqtt` for topics, `ws` for the live-data WebSocket. */
  kind: 'mqtt' | 'ws';
  /** Regular expression of a concrete topic, with named groups `tenant` and `connectable`; absent for the WebSocket. */
  topicPattern?: string;
  /** Towards Core (`up`), from Core (`down`), or both ways (the WebSocket). */
  direction: 'up' | 'down' | 'both';
  servers: string[];
  operations: MqttOperation[];
  messages: MqttMessage[];
  rest: RestOperation[];
};

export type MqttContract = {
  version: string;
  /** The document's description (Markdown). */
  description: string;
  servers: MqttServer[];
  parameters: Record<'tenant' | 'connectable', MqttParameter>;
  channels: MqttChannel[];
  schemas: {$schema: string; $id: string; $defs: Record<string, unknown>};
};

/** The MQTT channel a concrete topic belongs to, with its tenant and connectable, or undefined. */
export function channelForTopic(
  contract: Pick<MqttContract, 'channels'>,
  topic: string,
): {channel: MqttChannel; tenant: string; connectable: string} | undefined {
  for (const channel of contract.channels) {
    if (!channel.topicPattern) continue;
    const match = new RegExp(channel.topicPattern).exec(topic);
    if (match?.groups) return {channel, tenant: match.groups.tenant, connectable: match.groups.connectable};
  }
  return undefined;
}
