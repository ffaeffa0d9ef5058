import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dump, load} from 'js-yaml';
import {Parser, fromFile, type Diagnostic} from '@asyncapi/parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {commandLimits, connectableIdRule, ingestion, tenantIdRule} from '@site/src/data/platform';
import {product} from '@site/src/data/product';
import {tenantError} from '@site/src/forms/schemas';
import {channelForTopic, type MqttContract} from '@site/src/shared/mqtt-contract';
import {
  asyncApiSource,
  bundleAsyncApi,
  loadAsyncApi,
  mqttContract,
} from '@site/plugins/features/api-reference/asyncapi';
import {serverAddresses} from '@site/plugins/features/api-reference/mqtt-pages';
import {DocsContract, splitMarkdown} from './lib/docs-contract';

/**
 * The AsyncAPI document of Core's MQTT broker and live-data WebSocket
 * (asyncapi/core.yaml, issue 41): valid AsyncAPI 3.0 for the AsyncAPI
 * parser, as written and as downloaded; its payloads the Core API's schemas,
 * referenced and never copied; its topics, ports, QoS and retain the same as
 * src/data/platform.ts and the docs' topic tables; its examples valid against
 * the schemas as the docs' contract checker reads them. The contract that pages
 * import (src/shared/mqtt-contract.ts) finds a topic's channel.
 */

type Json = Record<string, unknown>;
const {doc, core} = loadAsyncApi('.');
const bundled = bundleAsyncApi(doc, core);
const specs = Object.fromEntries(
  ['core', 'rules-engine'].map((area) => [area, load(readFileSync(`openapi/${area}.yaml`, 'utf8'))]),
) as Record<string, Json>;
const contract: MqttContract = mqttContract(bundled, specs);
const mqttChannels = contract.channels.filter((channel) => channel.kind === 'mqtt');

/** A document with three faults: two the parser finds, one (an example its schema refuses) the examples' test finds. */
const brokenFixture = 'tests/unit/fixtures/asyncapi/broken.yaml';

const problems = (diagnostics: Diagnostic[]) =>
  diagnostics.filter((d) => Number(d.severity) <= 1).map((d) => `${d.code} at ${d.path.join('/')}: ${d.message}`);

describe('the AsyncAPI document, for the AsyncAPI parser', () => {
  const parser = new Parser();

  it(`${asyncApiSource} is valid AsyncAPI 3.0, with every reference into openapi/core.yaml resolved`, async () => {
    const {document, diagnostics} = await fromFile(parser, asyncApiSource).parse();
    expect(problems(diagnostics)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    expect(
      document
        ?.channels()
        .all()
        .map((c) => c.id()),
    ).toEqual(contract.channels.map((c) => c.id));
  }, 60_000);

  it('the download (/openapi/core.asyncapi.yaml), self-contained, is valid too', async () => {
    const {document, diagnostics} = await parser.parse(dump(bundled, {noRefs: true}));
    expect(problems(diagnostics)).toEqual([]);
    expect(JSON.stringify(bundled)).not.toContain('openapi/core.yaml');
    expect(document?.components().schemas().all().length).toBeGreaterThan(5);
  }, 60_000);

  it('refuses a broken document: a QoS MQTT does not have, a schema openapi/core.yaml does not have', async () => {
    const {document, diagnostics} = await fromFile(parser, brokenFixture).parse();
    expect(document).toBeUndefined();
    const found = problems(diagnostics).join('\n');
    expect(found).toMatch(/operations\/sendCommand\/bindings\/mqtt\/qos/);
    expect(found).toMatch(/NoSuchSchema/);
  }, 60_000);
});

describe("one truth: the Core API's schemas, src/data/platform.ts and the docs", () => {
  it('every payload references a schema of openapi/core.yaml, none is written inline', () => {
    const messages = (doc.components as {messages: Record<string, {payload: Json}>}).messages;
    for (const [id, message] of Object.entries(messages)) {
      expect(Object.keys(message.payload), id).toEqual(['$ref']);
      expect(String(message.payload.$ref), id).toMatch(/^\.\.\/openapi\/core\.yaml#\/components\/schemas\/\w+$/);
    }
  });

  it('the components Redocly is told to leave unused are the ones this document uses', () => {
    const ignored = load(readFileSync('.redocly.lint-ignore.yaml', 'utf8')) as Record<string, Record<string, string[]>>;
    const unused = ignored['openapi/core.yaml']['no-unused-components'].map((pointer) =>
      pointer.replace('#/components/schemas/', ''),
    );
    const used = new Set(contract.channels.flatMap((channel) => channel.messages.map((message) => message.schemaName)));
    for (const name of unused)
      expect(used.has(name), `${name} is listed in .redocly.lint-ignore.yaml but not used by ${asyncApiSource}`).toBe(
        true,
      );
  });

  it('has the topics of src/data/platform.ts, and the configuration document names each of them', () => {
    expect(Object.fromEntries(mqttChannels.map((channel) => [channel.id, channel.address]))).toEqual(ingestion.topics);
    const topics = (
      ((core.components as Json).schemas as Json).DeviceConfiguration as {
        properties: {mqtt: {properties: {topics: {properties: Json}}}};
      }
    ).properties.mqtt.properties.topics.properties;
    expect(Object.keys(topics).sort()).toEqual(Object.keys(ingestion.topics).sort());
  });

  it('has the ports, paths and hosts of src/data/platform.ts and of the Core API', () => {
    const servers = Object.fromEntries(contract.servers.map((server) => [server.id, server]));
    const host = `{tenant}.${product.cloudDomain}`;
    expect(servers.mqtts.host).toBe(`${host}:${ingestion.mqttTlsPort}`);
    expect(servers.mqttWebSocket.host).toBe(`${host}:${ingestion.mqttWebSocketPort}`);
    expect(servers.mqttWebSocket.pathname).toBe(ingestion.mqttWebSocketPath);
    expect(servers.edgeLocal.host).toBe(`${ingestion.edgeLocalBroker.host}:${ingestion.edgeLocalBroker.port}`);
    const coreServer = new URL(String((core.servers as {url: string}[])[0].url).replace('{tenant}', 'acme'));
    expect(`wss://${servers.liveData.host.replace('{tenant}', 'acme')}${servers.liveData.pathname}`).toBe(
      `wss://${coreServer.host}${coreServer.pathname}`,
    );
    expect(serverAddresses('acme').liveData).toBe(`wss://${coreServer.host}${coreServer.pathname}`);
    expect(Object.keys(serverAddresses('acme')).sort()).toEqual(Object.keys(servers).sort());
    // The WebSocket channel is the Core API's operation.
    expect(
      Object.keys((core.paths as Json)[contract.channels.find((c) => c.kind === 'ws')!.address] as Json),
    ).toContain('get');
  });

  it("says the same as the Core API of a command's expiry", () => {
    const request = (
      ((core.components as Json).schemas as Json).CommandRequest as {properties: {expiresInSeconds: Json}}
    ).properties.expiresInSeconds;
    expect(request).toMatchObject({
      minimum: commandLimits.minExpirySeconds,
      maximum: commandLimits.maxExpirySeconds,
      default: commandLimits.defaultExpirySeconds,
    });
    const binding = ((doc.operations as Json).coreSendsCommands as {bindings: {mqtt: {messageExpiryInterval: Json}}})
      .bindings.mqtt.messageExpiryInterval;
    expect(binding.maximum).toBe(commandLimits.maxExpirySeconds);
  });

  it("every example is valid against its schema, as the docs' contract checker reads it (objects closed)", () => {
    const checker = new DocsContract();
    const examples = contract.channels.flatMap((channel) =>
      channel.messages.flatMap((message) => message.examples.map((example) => ({message, example}))),
    );
    expect(examples.length).toBeGreaterThan(10);
    for (const {message, example} of examples) {
      expect(
        checker.validate(`core#/components/schemas/${message.schemaName}`, example.payload),
        `${message.id}: ${example.name}`,
      ).toEqual([]);
    }
    // The AsyncAPI parser does not check examples against payloads (its 3.0 rules have no such rule): this test does.
    const broken = load(readFileSync(brokenFixture, 'utf8')) as {
      channels: {commandReplies: {messages: {reply: {examples: {payload: unknown}[]}}}};
    };
    expect(
      checker.validate(
        'core#/components/schemas/CommandReply',
        broken.channels.commandReplies.messages.reply.examples[0].payload,
      ),
    ).toEqual(['/status must be one of ok, rejected, error']);
  });

  /** Topic, direction, QoS and retain of every row of a topic table. */
  function topicRows(file: string) {
    const {prose} = splitMarkdown(readFileSync(file, 'utf8'));
    const lines = prose.split('\n');
    const start = lines.findIndex((line) => /^\| Topic \|/.test(line));
    expect(start, `${file}: a table whose first column is Topic`).toBeGreaterThanOrEqual(0);
    const header = lines[start]
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const rows: Record<string, string>[] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith('|')) break;
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      rows.push(Object.fromEntries(header.map((name, i) => [name, cells[i]])));
    }
    return rows;
  }

  const directions: Record<string, 'up' | 'down'> = {
    'connectable to cloud': 'up',
    'cloud to connectable': 'down',
    'dal connectable al cloud': 'up',
    'dal cloud al connectable': 'down',
    'service → cloud': 'up',
    'cloud → service': 'down',
    'servizio → cloud': 'up',
    'cloud → servizio': 'down',
  };
  const yes = new Set(['yes', 'sì']);

  it.each([
    'docs/core/communication-protocols.md',
    'i18n/it/docusaurus-plugin-content-docs/current/core/communication-protocols.md',
    'docs/edge/services.md',
    'i18n/it/docusaurus-plugin-content-docs/current/edge/services.md',
  ])("the topic table of %s lists every topic, with the document's direction, QoS and retain", (file) => {
    const rows = topicRows(file);
    const seen = new Set<string>();
    for (const row of rows) {
      const topic = row.Topic.replace(/`/g, '');
      const found = channelForTopic(contract, topic);
      expect(found, `${file}: ${topic} is no channel of ${asyncApiSource}`).toBeDefined();
      const {channel} = found!;
      seen.add(channel.id);
      const direction = row.Direction ?? row.Direzione;
      expect(directions[direction], `${file}: ${topic}: direction "${direction}"`).toBe(channel.direction);
      const sends = channel.operations.filter((op) => op.action === 'send');
      if (row.QoS !== undefined)
        expect(
          sends.map((op) => String(op.qos)),
          `${file}: ${topic}: QoS`,
        ).toContain(row.QoS);
      const retained = row.Retained;
      if (retained !== undefined)
        expect(
          sends.every((op) => op.retain === yes.has(retained)),
          `${file}: ${topic}: retained "${retained}"`,
        ).toBe(true);
      // A table without a Retained column says it in words, for the one retained topic.
      const content = row.Content ?? row.Contenuto;
      if (retained === undefined)
        expect(/retained/.test(content), `${file}: ${topic}: "${content}"`).toBe(sends.some((op) => op.retain));
    }
    expect([...seen].sort()).toEqual(mqttChannels.map((channel) => channel.id).sort());
  });
});

describe('the contract pages import (src/shared/mqtt-contract.ts)', () => {
  it('finds the channel, tenant and connectable of a topic, and nothing for a topic the broker refuses', () => {
    expect(channelForTopic(contract, 'fulcro/acme/boiler-0042/cmd/reply')).toMatchObject({
      channel: {id: 'commandReplies'},
      tenant: 'acme',
      connectable: 'boiler-0042',
    });
    expect(channelForTopic(contract, 'fulcro/acme/boiler-0042/config/reported')?.channel.id).toBe('configReported');
    expect(channelForTopic(contract, 'fulcro/acme/boiler-0042/cmd')?.channel.id).toBe('commands');
    for (const topic of [
      'fulcro/acme/boiler-0042/telemetry',
      'fulcro/Acme/boiler-0042/data',
      'fulcro/acme/boiler-/data',
      'acme/boiler-0042/data',
      'fulcro/acme/boiler-0042/data/extra',
    ]) {
      expect(channelForTopic(contract, topic), topic).toBeUndefined();
    }
  });

  it("has the id rules of src/data/platform.ts, the checkout's rule for tenants", () => {
    expect(contract.parameters.connectable).toMatchObject(connectableIdRule);
    expect(contract.parameters.tenant).toMatchObject(tenantIdRule);
    const matches = (value: string) =>
      new RegExp(tenantIdRule.pattern).test(value) &&
      value.length >= tenantIdRule.minLength &&
      value.length <= tenantIdRule.maxLength;
    for (const value of ['acme', 'a1-b', 'Acme', '1acme', 'acme-', 'ab', 'a'.repeat(64)]) {
      expect(matches(value), value).toBe(tenantError(value) === undefined || tenantError(value) === 'tenant_reserved');
    }
  });

  it('gives Ajv one schema for every message, resolvable without the specs', () => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    ajv.addSchema(contract.schemas);
    for (const channel of contract.channels) {
      for (const message of channel.messages) {
        const validate = ajv.compile({$ref: `${contract.schemas.$id}${message.schema}`});
        for (const example of message.examples)
          expect(validate(example.payload), `${channel.id}/${message.id}: ${example.name}`).toBe(true);
      }
    }
    const reply = ajv.compile({$ref: `${contract.schemas.$id}#/$defs/CommandReply`});
    expect(reply({id: 'cmd_1', status: 'done'})).toBe(false);
    expect(reply.errors?.[0]?.instancePath).toBe('/status');
  });

  it('says who may publish and subscribe, with QoS and retain', () => {
    const byId = Object.fromEntries(contract.channels.map((channel) => [channel.id, channel]));
    expect(byId.config.operations.find((op) => op.actor === 'core' && op.action === 'send')).toMatchObject({
      qos: 1,
      retain: true,
    });
    expect(byId.commands.operations.filter((op) => op.action === 'send').map((op) => op.actor)).toEqual(['core']);
    expect(byId.data.operations.find((op) => op.actor === 'edge' && op.action === 'send')).toMatchObject({
      connectable: 'self-or-child',
      qos: 1,
      retain: false,
    });
    expect(byId.commands.messages[0]).toMatchObject({responseTopic: ingestion.topics.commandReplies});
    expect(byId.data.rest.map((op) => op.page)).toContain('/docs/api/core/ingest-thing-data');
  });
});

/** The contract file that gen-api wrote is the one the source makes (a stale generation would mislead the pages). */
describe('npm run gen-api', () => {
  it('wrote the contract the document makes now', () => {
    const written = JSON.parse(
      readFileSync(join('api-reference', '_generated', 'mqtt-contract.json'), 'utf8'),
    ) as MqttContract;
    expect(written).toEqual(JSON.parse(JSON.stringify(contract)));
  });
});
