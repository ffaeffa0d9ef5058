import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {DocsContract, factFindings, specExampleFindings, splitMarkdown, type Finding} from './lib/docs-contract';
import {factRules} from './lib/fact-rules';
import {contractFinding, formatFinding} from './lib/editor-errors';
import {cliCommands, cliGlobalFlags} from '../../src/data/cli';
import {connectableIdRule, connectableStates, manufacturingCsvColumns, problemTypeBase} from '../../src/data/platform';

/**
 * One contract: the guides, the API reference and the platform facts say the
 * same thing. Every doc, in English and in Italian, is read by the checker in
 * tests/unit/lib/docs-contract.ts (payloads, calls, cli, topics, facts, syntax);
 * the unit tests at the end prove that each check fails on a broken example.
 */

const itDocs = 'i18n/it/docusaurus-plugin-content-docs/current';

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listMarkdown(path);
      return /\.mdx?$/.test(name) ? [path] : [];
    });
}

const pages = [
  ...listMarkdown('docs'),
  'api-reference/index.mdx',
  ...listMarkdown(itDocs),
  ...listMarkdown('i18n/it/openapi'),
];

const contract = new DocsContract();
/** One line an editor reads: `docs/x.md:88: the JSON example (schema …) fails: … Fix the example or name the right schema.` */
const format = (f: Finding) => formatFinding(contractFinding(f));

describe('docs keep the contract (payloads, calls, cli, topics, facts, syntax)', () => {
  it('reads both languages', () => {
    expect(pages.filter((p) => p.startsWith('docs/')).length).toBeGreaterThan(50);
    expect(pages.filter((p) => p.startsWith(itDocs)).length).toBeGreaterThan(50);
  });

  it.each(pages)('%s', (page) => {
    expect(contract.check(page, readFileSync(page, 'utf8')).map(format)).toEqual([]);
  });

  it.each([...contract.specs.keys()])('the descriptions of openapi/%s.yaml keep the contract', (area) => {
    type Described = {description?: string; summary?: string};
    const spec = load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as {
      info: Described;
      paths: Record<string, Record<string, Described>>;
    };
    const texts: [string, string][] = [['info.description', spec.info.description ?? '']];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation && typeof operation === 'object' && typeof operation.description === 'string') {
          texts.push([`${method.toUpperCase()} ${path}`, operation.description]);
        }
      }
    }
    const found = texts.flatMap(([where, text]) => contract.check(`openapi/${area}.yaml (${where})`, text).map(format));
    expect(found).toEqual([]);
  });
});

describe('the API reference keeps its own contract', () => {
  it.each([...contract.specs.keys()])('every example of openapi/%s.yaml validates against its schema', (area) => {
    expect(specExampleFindings(contract, area)).toEqual([]);
  });

  it('the edge configuration that remote init serves validates against the edge config schema', () => {
    const core = contract.specs.get('core') as {
      paths: Record<string, {get: {responses: Record<string, {content: Record<string, {example: string}>}>}}>;
    };
    const example = core.paths['/remote-init/configuration'].get.responses['200'].content['application/yaml'].example;
    expect(contract.validate('edge-config', load(example))).toEqual([]);
  });

  it('problem types use the base of src/data/platform.ts', () => {
    for (const area of ['common', ...contract.specs.keys()]) {
      const text = readFileSync(`openapi/${area}.yaml`, 'utf8');
      const types = [...text.matchAll(/https?:\/\/[^\s'"]*\/problems\/[\w-]*/g)].map((m) => m[0]);
      expect(
        types.filter((t) => !t.startsWith(problemTypeBase)),
        area,
      ).toEqual([]);
    }
  });

  it('the Thing schema follows the connectable facts', () => {
    const thing = (
      contract.specs.get('core') as {
        components: {schemas: Record<string, {properties: Record<string, Record<string, unknown>>}>};
      }
    ).components.schemas.Thing;
    expect(thing.properties.id.minLength).toBe(connectableIdRule.minLength);
    expect(thing.properties.id.maxLength).toBe(connectableIdRule.maxLength);
    expect(thing.properties.id.pattern).toBe(connectableIdRule.pattern);
    expect(thing.properties.state.enum).toEqual([...connectableStates]);
  });

  it('the batch CSV columns follow src/data/platform.ts', () => {
    const text = readFileSync('openapi/manufacturing.yaml', 'utf8');
    expect(text).toContain(manufacturingCsvColumns.join(','));
  });
});

describe('the CLI reference page lists src/data/cli.ts', () => {
  /** Rows of the reference table: `| \`fulcroctl things create\` | \`--id\`, … |`. */
  function referenceRows(path: string): {command: string; flags: string[]}[] {
    return [...readFileSync(path, 'utf8').matchAll(/^\| `fulcroctl ([^`]+)` \| ([^|]*) \|/gm)].map((m) => ({
      command: m[1].replace(/ <[^>]+>/g, ''),
      flags: [...m[2].matchAll(/`(--[\w-]+)`/g)].map((f) => f[1]),
    }));
  }

  it.each(['docs', itDocs])('%s/cloud/command-line-interface.md has one row per command, with its flags', (root) => {
    const rows = referenceRows(join(root, 'cloud/command-line-interface.md'));
    expect(rows).toEqual(cliCommands.map((c) => ({command: c.command, flags: [...c.flags]})));
  });

  it('global flags are documented', () => {
    const text = readFileSync('docs/cloud/command-line-interface.md', 'utf8');
    for (const flag of cliGlobalFlags) expect(text).toContain(`\`${flag}\``);
  });
});

describe('fact rules', () => {
  // The specs' descriptions are checked with the same rules (above): a figure only the specs type, such as a command's
  // expiry (the docs quote it with <Fact>), keeps its rule.
  const specTexts = [...contract.specs.keys()].map((area) => `openapi/${area}.yaml`);
  const all = [...pages, ...specTexts].map((p) => readFileSync(p, 'utf8')).join('\n');
  it.each(factRules.map((r, i) => [i, r.fact] as const))(
    'rule %i (%s) finds its figure in the docs or the specs',
    (index) => {
      const rule = factRules[index];
      expect([...all.matchAll(new RegExp(rule.pattern.source, 'gi'))].length, rule.pattern.source).toBeGreaterThan(0);
    },
  );
});

/* ------------------------------------------------------------------ each check fails on a broken example */

const findings = (markdown: string) => contract.check('example.md', markdown);
const checksOf = (markdown: string) => findings(markdown).map((f) => f.check);
const fence = (info: string, body: string) => `\`\`\`${info}\n${body}\n\`\`\`\n`;

describe('the checker catches a broken example', () => {
  const thing = {
    id: 'boiler-0042',
    kind: 'device',
    parent: 'edge-plant-01',
    displayName: 'Boiler 42, plant 1',
    model: 'boiler-controller-v2',
    labels: {site: 'plant-01'},
    state: 'active',
    messagePolicy: {messagesPerSecond: 10, burst: 50, maxPayloadKiB: 64},
    firmwareVersion: '2.4.1',
    status: {connected: true, lastSeenAt: '2026-01-01T08:00:00Z'},
    certificate: {serialNumber: '4f:2a:91:0c:7e:b3:55:d8', notAfter: '2027-12-31T08:00:00Z'},
    createdAt: '2026-01-01T08:00:00Z',
    updatedAt: '2026-01-01T08:00:00Z',
  };
  const schema = 'schema="core#/components/schemas/Thing"';

  it('payloads: a valid Thing passes, a renamed field fails', () => {
    expect(findings(fence(`json title="Response" ${schema}`, JSON.stringify(thing)))).toEqual([]);
    const renamed = {...thing, name: thing.displayName} as Record<string, unknown>;
    delete renamed.displayName;
    const messages = findings(fence(`json ${schema}`, JSON.stringify(renamed))).map((f) => f.message);
    expect(messages.join('\n')).toMatch(/required property 'displayName'/);
    expect(messages.join('\n')).toMatch(/\/name is not a field the schema defines/);
  });

  it('payloads: a JSON block without schema= fails unless marked not-api', () => {
    expect(checksOf(fence('json title="Response"', '{"id": "boiler-0042"}'))).toEqual(['payloads']);
    expect(checksOf(fence('json title="config.json" not-api', '{"id": "boiler-0042"}'))).toEqual([]);
  });

  it('payloads: an unknown schema fails', () => {
    expect(checksOf(fence('json schema="core#/components/schemas/Widget"', '{}'))).toEqual(['payloads']);
  });

  it('payloads: a curl request body is validated against the operation', () => {
    const curl = (body: string) =>
      fence(
        'bash',
        `curl -X POST https://acme.fulcro.cloud/api/core/v1/things \\\n  -H "Content-Type: application/json" \\\n  -d '${body}'`,
      );
    expect(findings(curl('{"id": "boiler-0042", "kind": "device", "displayName": "Boiler 42"}'))).toEqual([]);
    expect(checksOf(curl('{"id": "boiler-0042", "kind": "device", "name": "Boiler 42"}'))).toContain('payloads');
  });

  it('calls: a method or path the spec does not have fails, in code and in prose', () => {
    expect(findings('Read it with `GET /api/core/v1/things/{thingId}`.\n')).toEqual([]);
    expect(checksOf('Read it with `GET /api/core/v1/widgets/{id}`.\n')).toEqual(['calls']);
    expect(checksOf('Send `POST /api/core/v1/json-reader/things/boiler-0042/data`.\n')).toEqual(['calls']);
    expect(
      checksOf(fence('bash', 'curl -s https://acme.fulcro.cloud/api/iam/v1/users -H "Authorization: Bearer $T"')),
    ).toEqual(['calls']);
    expect(checksOf(fence('python', 'requests.delete(f"{BASE}/api/core/v1/firmwares")'))).toEqual(['calls']);
    expect(checksOf(fence('typescript', "await fetch(`${base}/api/core/v1/things`, {method: 'PUT'});"))).toEqual([
      'calls',
    ]);
  });

  it('calls: curl query parameters must be declared by the operation', () => {
    const read = (query: string) =>
      fence(
        'bash',
        `curl -sG https://acme.fulcro.cloud/api/core/v1/json-reader/things/boiler-0042/data \\\n  --data-urlencode "${query}"`,
      );
    expect(findings(read('aggregation=1h'))).toEqual([]);
    expect(checksOf(read('window=1h'))).toEqual(['calls']);
    expect(
      checksOf(fence('bash', 'curl -sg "https://acme.fulcro.cloud/api/core/v1/things?page[size]=50&colour=red"')),
    ).toEqual(['calls']);
  });

  it('cli: an unknown command or flag fails', () => {
    expect(
      findings(fence('bash', 'fulcroctl things create --id boiler-0042 --kind device --display-name "Boiler 42"')),
    ).toEqual([]);
    expect(checksOf(fence('bash', 'fulcroctl things create --id boiler-0042 --name "Boiler 42"'))).toEqual(['cli']);
    expect(checksOf('Run `fulcroctl devices list`.\n')).toEqual(['cli']);
  });

  it('topics: a topic outside the patterns of src/data/platform.ts fails', () => {
    expect(findings('Publish on `fulcro/acme/boiler-0042/data`, subscribe to `fulcro/acme/+/cmd`.\n')).toEqual([]);
    expect(checksOf('Publish on `fulcro/acme/boiler-0042/telemetry`.\n')).toEqual(['topics']);
  });

  it('facts: a retyped figure that differs from the data fails, in both languages', () => {
    expect(findings('An access token lasts 15 minutes.\n')).toEqual([]);
    expect(checksOf('An access token lasts 30 minutes.\n')).toEqual(['facts']);
    expect(checksOf('Il token di accesso dura 30 minuti.\n')).toEqual(['facts']);
    expect(checksOf('- 3 to 64 characters: lowercase letters, digits and hyphens;\n')).toEqual(['facts']);
    expect(factFindings('Raw data is kept 90 days.', factRules)).toEqual([]);
  });

  it('syntax: bash, YAML and JSON that do not parse fail, and so does curl with [ ] but no -g', () => {
    expect(checksOf(fence('bash', 'if [ -f x ]; then echo'))).toEqual(['syntax']);
    expect(checksOf(fence('yaml', 'a: [1, 2'))).toEqual(['syntax']);
    expect(checksOf(fence('json not-api', '{"a": 1,}'))).toEqual(['syntax']);
    expect(checksOf(fence('bash', 'curl -s "https://acme.fulcro.cloud/api/core/v1/things?page[size]=50"'))).toEqual([
      'syntax',
    ]);
    expect(findings(fence('bash', 'curl -sg "https://acme.fulcro.cloud/api/core/v1/things?page[size]=50"'))).toEqual(
      [],
    );
  });

  it('spec examples: an example that does not match its schema fails', () => {
    const spec = {
      openapi: '3.1.0',
      servers: [{url: 'https://{tenant}.fulcro.cloud/api/demo/v1'}],
      paths: {},
      components: {
        schemas: {
          Item: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}, example: {id: 7}},
        },
      },
    };
    const demo = new DocsContract({specs: new Map([['demo', spec]])});
    expect(specExampleFindings(demo, 'demo').join('\n')).toMatch(/\/id must be string/);
  });

  it('payloads: the Fulcro Edge config.yaml is validated against its own JSON Schema, and SenML against RFC 8428', () => {
    const config = 'tenant: acme\nconnectable_id: edge-plant-01\ncloud:\n  mqtt:\n    transport: tls\n';
    const title = 'yaml title="/etc/fulcro-edge/config.yaml"';
    expect(findings(fence(`${title} schema="edge-config"`, config))).toEqual([]);
    expect(checksOf(fence(`${title} schema="edge-config"`, config.replace('tls', 'mqtts')))).toEqual(['payloads']);
    expect(checksOf(fence(`${title} schema="edge-config"`, `${config}colour: blue\n`))).toEqual(['payloads']);
    expect(checksOf(fence(title, config))).toEqual(['payloads']);
    const excerpt = 'yaml title="/etc/fulcro-edge/config.yaml (excerpt)" schema="edge-config"';
    expect(findings(fence(excerpt, 'log:\n  level: debug\n'))).toEqual([]);
    expect(
      findings(fence('json schema="senml"', '[{"bn": "urn:dev:id:boiler-0042:", "n": "flow_temp", "v": 61.5}]')),
    ).toEqual([]);
    expect(checksOf(fence('json schema="senml"', '[{"n": "flow_temp", "value": 61.5}]'))).toEqual(['payloads']);
  });

  it('fences are read with their meta', () => {
    const {fences} = splitMarkdown(fence('json title="Response (200)" schema="core#/components/schemas/Thing"', '{}'));
    expect(fences[0]).toMatchObject({
      lang: 'json',
      meta: {title: 'Response (200)', schema: 'core#/components/schemas/Thing'},
    });
  });
});
