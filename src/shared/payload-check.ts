/**
 * The validation core of the payload checker (/docs/core/payload-checker,
 * issue 42): what Fulcro Core would do with one MQTT message, in five checks
 * (topic, encoding, schema, records, message policy). Pure functions over the
 * MQTT contract (src/shared/mqtt-contract.ts) and src/data: the checker page
 * runs it in the browser, tests/unit/payload-check.test.ts on the docs' own
 * examples, and the docs' contract checker (tests/unit/lib/docs-contract.ts)
 * shares its schema closing and its wording of schema errors.
 *
 * No Ajv instance here: schema validation takes compiled validators, the
 * standalone ones `npm run gen-api` writes (the site's Content-Security-Policy
 * forbids `eval`, which Ajv's compiler needs) or, in Node, compiled ones.
 * Lines carry codes and parameters, never sentences: the page words them in
 * its language.
 */
import {decode as decodeCbor} from 'cborg';
import type {SchemaError, Validator} from './payload-schema';
import {
  channelForTopic,
  type MqttActor,
  type MqttChannel,
  type MqttContract,
  type MqttOperation,
} from './mqtt-contract';

type Json = Record<string, unknown>;

/* ------------------------------------------------------------------ schemas */

export {
  closeObjectSchemas,
  describeSchemaError,
  errorPointer,
  errorFix,
  type SchemaError,
  type Validator,
} from './payload-schema';

/* ------------------------------------------------------------------ SenML */

/** SenML's JSON labels by their CBOR integer label (RFC 8428, section 6, table 4). */
export const senmlCborLabels: Record<number, string> = {
  [-1]: 'bver',
  [-2]: 'bn',
  [-3]: 'bt',
  [-4]: 'bu',
  [-5]: 'bv',
  [-6]: 'bs',
  0: 'n',
  1: 'u',
  2: 'v',
  3: 'vs',
  4: 'vb',
  5: 's',
  6: 't',
  7: 'ut',
  8: 'vd',
};

/**
 * Units of the SenML units registry that RFC 8428 (section 12.1) marks as
 * NOT RECOMMENDED for new producers (an asterisk in the IANA registry: g, l, l/s,
 * Bspl, %, 1/min, beat/min, beats), with the registered unit closer to SI that
 * a producer uses instead.
 */
export const notRecommendedUnits: Record<string, string> = {
  g: 'kg',
  l: 'm3',
  'l/s': 'm3/s',
  '%': '/',
  '1/min': '1/s',
  'beat/min': '1/s',
  beats: 'count',
  Bspl: 'dB',
};

/** A resolved time below this is relative to the moment Core receives the pack (RFC 8428, section 4.5.3). */
export const relativeTimeLimit = 2 ** 28;

/** Names may contain letters, digits and `-`, `:`, `.`, `/`, `_`, and start with a letter or a digit (RFC 8428, section 4.5.1). */
const senmlName = /^[A-Za-z0-9][A-Za-z0-9\-:./_]*$/;

export type ResolvedRecord = {
  index: number;
  name: string;
  /** The series Core stores it as: the name without the thing's URN. */
  series: string;
  /** Seconds since the epoch, or, when `relative`, seconds from the moment of reception. */
  time: number;
  relative: boolean;
  /** The value as stored: a number, text, boolean or base64url data; `sum` beside it. */
  value?: number | string | boolean;
  sum?: number;
  unit?: string;
  /** The unit RFC 8428 recommends instead, when `unit` is one it does not. */
  recommendedUnit?: string;
  /** Why Core would refuse the record: `empty-name`, `bad-name`, `no-value`, `many-values`. */
  problem?: string;
};

/** The records of a SenML pack as Core stores them (RFC 8428, section 4.6), for the thing `connectable`. */
export function resolveSenml(pack: readonly Json[], connectable: string): ResolvedRecord[] {
  const urn = `urn:dev:id:${connectable}:`;
  let bn = '';
  let bt = 0;
  let bu: string | undefined;
  let bv = 0;
  let bs = 0;
  return pack.map((record, index) => {
    if (typeof record.bn === 'string') bn = record.bn;
    if (typeof record.bt === 'number') bt = record.bt;
    if (typeof record.bu === 'string') bu = record.bu;
    if (typeof record.bv === 'number') bv = record.bv;
    if (typeof record.bs === 'number') bs = record.bs;
    const name = bn + (typeof record.n === 'string' ? record.n : '');
    const time = bt + (typeof record.t === 'number' ? record.t : 0);
    const unit = typeof record.u === 'string' ? record.u : bu;
    const values = (['v', 'vs', 'vb', 'vd'] as const).filter((k) => k in record);
    const hasSum = 's' in record;
    const resolved: ResolvedRecord = {
      index,
      name,
      series: name.startsWith(urn) ? name.slice(urn.length) : name,
      time,
      relative: Math.abs(time) < relativeTimeLimit,
    };
    if (values[0] === 'v') resolved.value = bv + (record.v as number);
    else if (values[0]) resolved.value = record[values[0]] as string | boolean;
    if (typeof record.s === 'number') resolved.sum = bs + record.s;
    if (unit !== undefined) resolved.unit = unit;
    if (unit !== undefined && unit in notRecommendedUnits) resolved.recommendedUnit = notRecommendedUnits[unit];
    if (name === '') resolved.problem = 'empty-name';
    else if (!senmlName.test(name)) resolved.problem = 'bad-name';
    else if (values.length === 0 && !hasSum) resolved.problem = 'no-value';
    else if (values.length > 1) resolved.problem = 'many-values';
    return resolved;
  });
}

/** An ISO 8601 date of an absolute SenML time. */
export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/* ------------------------------------------------------------------ input */

export type Credential = {kind: Exclude<MqttActor, 'core'>; tenant: string; id: string};
export const payloadEncodings = ['json', 'cbor-hex', 'cbor-base64'] as const;
export type PayloadEncoding = (typeof payloadEncodings)[number];

/** What a user checks: everything the permalink holds. */
export type CheckInput = {
  credential: Credential;
  topic: string;
  encoding: PayloadEncoding;
  payload: string;
  plan: string;
};

export type MessagePolicy = {messagesPerSecond: number; burst: number; maxPayloadKiB: number};

export type Verdict = 'pass' | 'warn' | 'fail' | 'skip';
export const checkIds = ['topic', 'encoding', 'schema', 'records', 'policy'] as const;
export type CheckId = (typeof checkIds)[number];

/** One line of the result: a verdict and a code with parameters that the page words. */
export type CheckLine = {check: CheckId; verdict: Verdict; code: string; params: Record<string, string | number>};

export type CheckResult = {
  lines: CheckLine[];
  channel?: MqttChannel;
  /** The operation the credential performs on the channel, when it may publish there. */
  operation?: MqttOperation;
  /** The connectable the topic names (whose bucket and URN apply). */
  connectable?: string;
  tenant?: string;
  /** The decoded payload, for the schema and the records. */
  value?: unknown;
  /** Payload bytes as sent. */
  bytes?: Uint8Array;
  contentType?: string;
  schemaErrors: SchemaError[];
  records: ResolvedRecord[];
};

export type CheckContext = {
  contract: Pick<MqttContract, 'channels' | 'parameters'>;
  /** Validators by schema name (`SenmlPack`), of the messages a connectable publishes. */
  validators: Record<string, Validator>;
  /** The message policy of each plan (src/data/platform.ts, messagePolicyDefaults). */
  policies: Record<string, MessagePolicy>;
};

/* ------------------------------------------------------------------ checks */

/** The operation by which a credential publishes on a channel, or why it may not. */
function topicLine(ctx: CheckContext, input: CheckInput, result: CheckResult): CheckLine {
  const line = (verdict: Verdict, code: string, params: Record<string, string | number> = {}): CheckLine => ({
    check: 'topic',
    verdict,
    code,
    params,
  });
  const {credential, topic} = input;
  const match = channelForTopic(ctx.contract, topic.trim());
  if (!match) {
    const id = new RegExp(ctx.contract.parameters.connectable.pattern);
    if (!id.test(credential.id) || !new RegExp(ctx.contract.parameters.tenant.pattern).test(credential.tenant))
      return line('fail', 'bad-credential');
    return line('fail', 'no-channel', {topic: topic.trim()});
  }
  const {channel, tenant, connectable} = match;
  result.channel = channel;
  result.tenant = tenant;
  result.connectable = connectable;
  const params = {
    channel: channel.address,
    title: channel.title,
    tenant,
    connectable,
    own: credential.id,
    ownTenant: credential.tenant,
  };
  if (credential.kind === 'app') return line('fail', 'app-not-broker', params);
  const operation = channel.operations.find((o) => o.action === 'send' && o.actor === credential.kind);
  if (!operation) return line('fail', 'subscribe-only', params);
  if (tenant !== credential.tenant) return line('fail', 'other-tenant', params);
  if (connectable !== credential.id) {
    if (operation.connectable === 'self') return line('fail', 'other-connectable', params);
    result.operation = operation;
    return line('pass', 'child', params);
  }
  result.operation = operation;
  return line('pass', 'own', params);
}

/** Bytes from hex (spaces, newlines and a `0x` prefix allowed) or base64 (standard or url-safe), or undefined. */
export function bytesFrom(text: string, encoding: 'cbor-hex' | 'cbor-base64'): Uint8Array | undefined {
  if (encoding === 'cbor-hex') {
    const hex = text.replace(/^0x/i, '').replace(/\s+/g, '');
    if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return undefined;
    return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
  }
  const b64 = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (b64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return undefined;
  try {
    return Uint8Array.from(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A CBOR pack with its integer labels turned into SenML's JSON labels; other keys stay as they are. */
function senmlFromCbor(value: unknown): unknown {
  if (!Array.isArray(value)) return value instanceof Map ? Object.fromEntries(value) : value;
  return value.map((record: unknown) => {
    if (!(record instanceof Map)) return record;
    return Object.fromEntries(
      [...record].map(([key, v]: [unknown, unknown]) => [
        typeof key === 'number' ? (senmlCborLabels[key] ?? String(key)) : String(key),
        v instanceof Uint8Array ? base64url(v) : v,
      ]),
    );
  });
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function encodingLine(input: CheckInput, result: CheckResult): CheckLine {
  const line = (verdict: Verdict, code: string, params: Record<string, string | number> = {}): CheckLine => ({
    check: 'encoding',
    verdict,
    code,
    params,
  });
  const senmlChannel = result.channel?.messages.some((m) => m.contentType === 'application/senml+cbor') ?? false;
  if (input.encoding === 'json') {
    const bytes = new TextEncoder().encode(input.payload);
    result.bytes = bytes;
    try {
      result.value = JSON.parse(input.payload);
    } catch (error) {
      return line('fail', 'json-invalid', {error: (error as Error).message});
    }
    const senml = senmlChannel && Array.isArray(result.value);
    result.contentType = senml ? 'application/senml+json' : 'application/json';
    return line('pass', senml ? 'senml-json' : 'json', {bytes: bytes.length});
  }
  const bytes = bytesFrom(input.payload, input.encoding);
  if (!bytes) return line('fail', input.encoding === 'cbor-hex' ? 'hex-invalid' : 'base64-invalid');
  result.bytes = bytes;
  let decoded: unknown;
  try {
    decoded = decodeCbor(bytes, {useMaps: true});
  } catch (error) {
    return line('fail', 'cbor-invalid', {error: (error as Error).message.replace(/^CBOR decode error: /, '')});
  }
  result.value = senmlFromCbor(decoded);
  result.contentType = 'application/senml+cbor';
  if (result.channel && !senmlChannel) return line('fail', 'cbor-not-here', {channel: result.channel.address});
  return line('pass', 'senml-cbor', {bytes: bytes.length});
}

function schemaLine(ctx: CheckContext, result: CheckResult): CheckLine {
  const line = (verdict: Verdict, code: string, params: Record<string, string | number> = {}): CheckLine => ({
    check: 'schema',
    verdict,
    code,
    params,
  });
  if (!result.channel) return line('skip', 'no-channel');
  if (result.value === undefined) return line('skip', 'not-decoded');
  // SenML CBOR is checked as the pack it decodes to, against the JSON pack's schema.
  const message = result.channel.messages.find((m) => m.contentType !== 'application/senml+cbor');
  const validate = message && ctx.validators[message.schemaName];
  if (!message || !validate) return line('skip', 'no-schema', {channel: result.channel.address});
  if (validate(result.value)) return line('pass', 'valid', {schema: message.schemaName});
  result.schemaErrors = [...(validate.errors ?? [])];
  return line('fail', 'invalid', {schema: message.schemaName, count: result.schemaErrors.length});
}

function recordsLine(result: CheckResult): CheckLine {
  const line = (verdict: Verdict, code: string, params: Record<string, string | number> = {}): CheckLine => ({
    check: 'records',
    verdict,
    code,
    params,
  });
  const senml = result.contentType === 'application/senml+json' || result.contentType === 'application/senml+cbor';
  if (!senml || !Array.isArray(result.value)) return line('skip', 'not-senml');
  if (result.schemaErrors.length > 0) return line('skip', 'schema-failed');
  result.records = resolveSenml(result.value as Json[], result.connectable ?? '');
  const refused = result.records.filter((r) => r.problem);
  if (refused.length > 0)
    return line('fail', 'refused', {count: result.records.length, refused: refused.length, first: refused[0].index});
  const units = result.records.filter((r) => r.recommendedUnit);
  if (units.length > 0)
    return line('warn', 'units', {
      count: result.records.length,
      unit: units[0].unit!,
      recommended: units[0].recommendedUnit!,
    });
  return line('pass', 'stored', {
    count: result.records.length,
    series: new Set(result.records.map((r) => r.series)).size,
  });
}

function policyLine(ctx: CheckContext, input: CheckInput, result: CheckResult): CheckLine {
  const line = (verdict: Verdict, code: string, params: Record<string, string | number> = {}): CheckLine => ({
    check: 'policy',
    verdict,
    code,
    params,
  });
  const policy = ctx.policies[input.plan];
  if (!result.bytes) return line('skip', 'not-decoded');
  if (!policy) return line('skip', 'no-plan', {plan: input.plan});
  const records = Array.isArray(result.value) ? result.value.length : 1;
  const params = {
    bytes: result.bytes.length,
    max: policy.maxPayloadKiB * 1024,
    maxKiB: policy.maxPayloadKiB,
    records,
    rate: policy.messagesPerSecond,
    burst: policy.burst,
  };
  if (result.bytes.length > policy.maxPayloadKiB * 1024) return line('fail', 'too-large', params);
  return line('pass', 'within', params);
}

/** Runs the five checks in order; a later check is skipped when what it needs failed. */
export function checkMessage(ctx: CheckContext, input: CheckInput): CheckResult {
  const result: CheckResult = {lines: [], schemaErrors: [], records: []};
  result.lines.push(topicLine(ctx, input, result));
  result.lines.push(encodingLine(input, result));
  result.lines.push(schemaLine(ctx, result));
  result.lines.push(recordsLine(result));
  result.lines.push(policyLine(ctx, input, result));
  return result;
}

/* ------------------------------------------------------------------ outputs */

/** Quotes a word for a POSIX shell. */
export const shellQuote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** Payloads longer than this are written to a file rather than inlined in the command. */
export const inlinePayloadLimit = 1024;

export type Commands = {mqtt: string; http?: string};

/**
 * The commands that send this exact message: `mosquitto_pub` (MQTT 5, TLS, the
 * operation's QoS) and, where the channel has one, the HTTP ingest call.
 * `host` is the broker's host template (`{tenant}.fulcro.cloud`), `apiBase` the
 * REST API's path (`/api/core/v1`).
 */
export function sendCommands(
  input: CheckInput,
  result: CheckResult,
  where: {host: string; port: number; apiBase: string},
): Commands | undefined {
  if (!result.channel || !result.operation || !result.bytes || !result.contentType) return undefined;
  const host = where.host.replace('{tenant}', result.tenant ?? input.credential.tenant);
  const id = input.credential.id;
  const cbor = result.contentType === 'application/senml+cbor';
  const hex = cbor ? Array.from(result.bytes, (b) => b.toString(16).padStart(2, '0')).join('') : '';
  const file = cbor ? 'payload.cbor' : 'payload.json';
  const inline = !cbor && result.bytes.length <= inlinePayloadLimit;
  const prepare = cbor
    ? `echo ${hex} | xxd -r -p > ${file}\n`
    : inline
      ? ''
      : `# ${file}: the payload above, saved as it is\n`;
  const mqtt = [
    `${prepare}mosquitto_pub -d -V mqttv5 \\`,
    `  -h ${host} -p ${where.port} \\`,
    `  --cafile ca.pem --cert ${id}.pem --key ${id}.key \\`,
    `  -i ${id} \\`,
    `  -t ${result.channel.address.replace('{tenant}', result.tenant!).replace('{connectable}', result.connectable!)} \\`,
    ...(cbor ? [`  -D publish content-type application/senml+cbor \\`] : []),
    `  -q ${result.operation.qos ?? 1}${result.operation.retain ? ' -r' : ''} ${inline ? `-m ${shellQuote(input.payload)}` : `-f ${file}`}`,
  ].join('\n');
  const ingest = result.channel.rest.find((r) => r.method === 'post' && /\/http\//.test(r.path));
  if (!ingest) return {mqtt};
  const url = `https://${host}${where.apiBase}${ingest.path.replace('{thingId}', result.connectable!)}`;
  const http = [
    `${cbor ? `echo ${hex} | xxd -r -p > ${file}\n` : ''}curl -sS -X POST ${url} \\`,
    `  -H "Authorization: Bearer $FULCRO_TOKEN" \\`,
    `  -H "Content-Type: ${result.contentType}" \\`,
    `  ${inline ? `-d ${shellQuote(input.payload)}` : `--data-binary @${file}`}`,
  ].join('\n');
  return {mqtt, http};
}

/* ------------------------------------------------------------------ permalink */

/** The state as a URL fragment (`#s=…`, base64url of its JSON), so that nothing reaches a server. */
export function stateToFragment(input: CheckInput): string {
  const json = JSON.stringify([
    input.credential.kind,
    input.credential.tenant,
    input.credential.id,
    input.topic,
    input.encoding,
    input.plan,
    input.payload,
  ]);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `s=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The state a fragment holds, or undefined when it holds none (or a broken one). */
export function stateFromFragment(fragment: string): CheckInput | undefined {
  const m = /(?:^#?|&)s=([A-Za-z0-9_-]+)/.exec(fragment);
  if (!m) return undefined;
  try {
    const binary = atob(m[1].replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const [kind, tenant, id, topic, encoding, plan, payload] = JSON.parse(json) as string[];
    if (!['device', 'edge', 'app'].includes(kind) || !(payloadEncodings as readonly string[]).includes(encoding))
      return undefined;
    if (![tenant, id, topic, plan, payload].every((v) => typeof v === 'string')) return undefined;
    return {
      credential: {kind: kind as Credential['kind'], tenant, id},
      topic,
      encoding: encoding as PayloadEncoding,
      plan,
      payload,
    };
  } catch {
    return undefined;
  }
}
