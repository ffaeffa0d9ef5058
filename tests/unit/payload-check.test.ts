/**
 * The payload checker's validation core (src/shared/payload-check.ts, issue 42), with the validators the page
 * ships (api-reference/_generated/mqtt-validators.mjs, written by npm run gen-api): the docs' own examples and
 * the contract's pass it, each ready-made example gives its verdicts, and the permalink round-trips.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {decode} from 'cborg';
import * as validators from '../../api-reference/_generated/mqtt-validators.mjs';
import {messagePolicyDefaults, ingestion} from '../../src/data/platform';
import type {MqttContract} from '../../src/shared/mqtt-contract';
import {
  checkMessage,
  resolveSenml,
  sendCommands,
  stateFromFragment,
  stateToFragment,
  type CheckContext,
  type CheckInput,
} from '../../src/shared/payload-check';
import {examplePackCborHex, exampleIds, exampleVerdicts, payloadExamples} from '../../src/shared/payload-examples';
import {splitMarkdown} from './lib/docs-contract';

const contract = JSON.parse(readFileSync('api-reference/_generated/mqtt-contract.json', 'utf8')) as MqttContract;
const ctx: CheckContext = {contract, validators, policies: messagePolicyDefaults};
const examples = payloadExamples(contract, messagePolicyDefaults.standard.maxPayloadKiB);
const verdicts = (input: CheckInput) =>
  Object.fromEntries(checkMessage(ctx, input).lines.map((l) => [l.check, l.verdict]));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the ready-made examples', () => {
  it.each(exampleIds)('%s shows its verdict on each line', (id) => {
    expect(verdicts(examples[id])).toEqual(exampleVerdicts[id]);
  });

  it('the CBOR example is the contract telemetry example with RFC 8428 integer labels', () => {
    const pack = contract.channels.find((c) => c.id === 'data')!.messages[0].examples[0].payload;
    const result = checkMessage(ctx, examples.cbor);
    expect(result.value).toEqual(pack);
    const raw = decode(Buffer.from(examplePackCborHex, 'hex'), {useMaps: true}) as Map<number, unknown>[];
    expect([...raw[0].keys()].every((k) => typeof k === 'number')).toBe(true);
  });

  it('the oversize example is just over the plan maximum, and fits the next plan', () => {
    const bytes = new TextEncoder().encode(examples.oversize.payload).length;
    expect(bytes).toBeGreaterThan(messagePolicyDefaults.standard.maxPayloadKiB * 1024);
    expect(bytes).toBeLessThan(messagePolicyDefaults.standard.maxPayloadKiB * 1024 + 100);
    expect(verdicts({...examples.oversize, plan: 'pro'}).policy).toBe('pass');
  });
});

describe('the docs’ own examples pass', () => {
  const telemetry = `fulcro/acme/boiler-0042/data`;
  const fences = ['docs', 'i18n/it/docusaurus-plugin-content-docs/current'].flatMap((dir) =>
    markdownFiles(dir).flatMap((file) =>
      splitMarkdown(readFileSync(file, 'utf8'))
        .fences.filter(
          (f) =>
            f.lang === 'json' && (f.meta.schema === 'senml' || f.meta.schema === 'core#/components/schemas/SenmlPack'),
        )
        .map((f) => ({where: `${file}:${f.line}`, payload: f.body})),
    ),
  );

  it('finds the SenML examples of the docs in both languages', () => {
    expect(fences.length).toBeGreaterThanOrEqual(10);
  });

  // A warning is advice, not a refusal: three docs send `%` (RFC 8428 prefers `/`), which Core stores as it is.
  it('every SenML pack of the docs passes every check, at most with advice on its units', () => {
    const failing = fences.flatMap(({where, payload}) => {
      const lines = checkMessage(ctx, {
        credential: {kind: 'device', tenant: 'acme', id: 'boiler-0042'},
        topic: telemetry,
        encoding: 'json',
        payload,
        plan: 'standard',
      }).lines;
      return lines
        .filter((l) => l.verdict !== 'pass' && !(l.verdict === 'warn' && l.code === 'units'))
        .map((l) => `${where}: ${l.check} ${l.verdict} ${l.code}`);
    });
    expect(failing).toEqual([]);
  });

  it('every example of a message a device publishes passes every check on its channel', () => {
    const failing = contract.channels
      .filter((c) => c.operations.some((o) => o.actor === 'device' && o.action === 'send'))
      .flatMap((channel) =>
        channel.messages.flatMap((m) =>
          m.examples.flatMap((example) => {
            const topic = channel.address.replace('{tenant}', 'acme').replace('{connectable}', 'boiler-0042');
            const lines = checkMessage(ctx, {
              credential: {kind: 'device', tenant: 'acme', id: 'boiler-0042'},
              topic,
              encoding: 'json',
              payload: JSON.stringify(example.payload),
              plan: 'standard',
            }).lines;
            return lines
              .filter((l) => l.verdict !== 'pass' && l.verdict !== 'skip')
              .map((l) => `${channel.id}/${m.id}/${example.name}: ${l.check} ${l.code}`);
          }),
        ),
      );
    expect(failing).toEqual([]);
  });
});

describe('the checks', () => {
  const base = examples.valid;

  it('a device may publish only on its own channels, an edge for its devices too, and an app not over MQTT', () => {
    const other = {...base, topic: 'fulcro/acme/boiler-0043/data'};
    expect(checkMessage(ctx, other).lines[0]).toMatchObject({verdict: 'fail', code: 'other-connectable'});
    expect(
      checkMessage(ctx, {...other, credential: {kind: 'edge', tenant: 'acme', id: 'edge-plant-01'}}).lines[0],
    ).toMatchObject({verdict: 'pass', code: 'child'});
    expect(checkMessage(ctx, {...base, credential: {...base.credential, kind: 'app'}}).lines[0]).toMatchObject({
      verdict: 'fail',
      code: 'app-not-broker',
    });
    expect(checkMessage(ctx, {...base, topic: 'fulcro/acme/boiler-0042/cmd'}).lines[0]).toMatchObject({
      verdict: 'fail',
      code: 'subscribe-only',
    });
    expect(checkMessage(ctx, {...base, topic: 'fulcro/acme/boiler-0042/telemetry'}).lines[0]).toMatchObject({
      verdict: 'fail',
      code: 'no-channel',
    });
  });

  it('schema errors name their JSON pointer; a field the schema does not define is one', () => {
    const result = checkMessage(ctx, {...base, payload: '[{"n":"flow_temp","val":61.5}]'});
    expect(result.lines[2]).toMatchObject({verdict: 'fail', code: 'invalid'});
    expect(result.schemaErrors).toEqual([
      expect.objectContaining({instancePath: '/0', keyword: 'unevaluatedProperties'}),
    ]);
    expect(checkMessage(ctx, {...base, payload: '{"temp": 61.5}'}).lines.map((l) => l.verdict)).toEqual([
      'pass',
      'pass',
      'fail',
      'skip',
      'pass',
    ]);
  });

  it('resolves base values as RFC 8428 does and flags the units it does not recommend', () => {
    const records = resolveSenml(
      [
        {bn: 'urn:dev:id:boiler-0042:', bt: 1767225600, bu: 'l', n: 'water', v: 3},
        {n: 'water', t: 60, v: 4, u: 'm3'},
        {n: 'x', t: -5},
      ],
      'boiler-0042',
    );
    expect(records[0]).toMatchObject({
      name: 'urn:dev:id:boiler-0042:water',
      series: 'water',
      time: 1767225600,
      relative: false,
      unit: 'l',
      recommendedUnit: 'm3',
    });
    expect(records[1]).toMatchObject({time: 1767225660, unit: 'm3'});
    expect(records[1].recommendedUnit).toBeUndefined();
    expect(records[2]).toMatchObject({problem: 'no-value'});
    expect(
      checkMessage(ctx, {...base, payload: '[{"bn":"urn:dev:id:boiler-0042:","n":"w","u":"l","v":1}]'}).lines[3],
    ).toMatchObject({verdict: 'warn', code: 'units', params: {unit: 'l', recommended: 'm3'}});
  });

  it('undecodable payloads fail the encoding and skip what needs them', () => {
    expect(verdicts({...base, payload: '[{"n":'})).toEqual({
      topic: 'pass',
      encoding: 'fail',
      schema: 'skip',
      records: 'skip',
      policy: 'pass',
    });
    expect(verdicts({...base, encoding: 'cbor-hex', payload: 'zz'}).encoding).toBe('fail');
    expect(
      verdicts({...base, encoding: 'cbor-base64', payload: Buffer.from(examplePackCborHex, 'hex').toString('base64')}),
    ).toEqual(exampleVerdicts.cbor);
  });

  it('the commands use the broker port of src/data, the QoS of the contract and the ingest path of the Core API', () => {
    const result = checkMessage(ctx, base);
    const commands = sendCommands(base, result, {
      host: '{tenant}.fulcro.cloud',
      port: ingestion.mqttTlsPort,
      apiBase: '/api/core/v1',
    })!;
    expect(commands.mqtt).toContain(`-p ${ingestion.mqttTlsPort}`);
    expect(commands.mqtt).toContain('-t fulcro/acme/boiler-0042/data');
    expect(commands.mqtt).toContain(`-q 1 -m '${base.payload}'`);
    expect(commands.http).toContain('https://acme.fulcro.cloud/api/core/v1/http/things/boiler-0042/data');
    const cbor = sendCommands(examples.cbor, checkMessage(ctx, examples.cbor), {
      host: '{tenant}.fulcro.cloud',
      port: ingestion.mqttTlsPort,
      apiBase: '/api/core/v1',
    })!;
    expect(cbor.mqtt).toContain('-D publish content-type application/senml+cbor');
    expect(cbor.http).toContain('Content-Type: application/senml+cbor');
  });
});

describe('the permalink', () => {
  it.each(exampleIds)('round-trips the state of %s', (id) => {
    expect(stateFromFragment(`#${stateToFragment(examples[id])}`)).toEqual(examples[id]);
  });

  it('round-trips text beyond ASCII and ignores a broken fragment', () => {
    const input = {...examples.valid, payload: '[{"n":"temperatura_°C","vs":"è così"}]'};
    expect(stateFromFragment(stateToFragment(input))).toEqual(input);
    expect(stateFromFragment('#s=bm90IGpzb24')).toBeUndefined();
    expect(stateFromFragment('#example=valid')).toBeUndefined();
  });
});
