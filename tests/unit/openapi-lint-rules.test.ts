import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {dump} from 'js-yaml';

/**
 * The specs' own lint rules (redocly.yaml, run on the ten specs by the
 * `Lint OpenAPI specs` stage of npm test) fail where an integrator would miss
 * something: each broken fixture below breaks one rule, and only that one.
 */

type Json = Record<string, unknown>;

const problem = {
  description: 'Problem',
  content: {
    'application/problem+json': {
      schema: {type: 'object', properties: {title: {type: 'string'}}},
      example: {title: 'Not found'},
    },
  },
};
const tooMany = {...problem, headers: {'Retry-After': {schema: {type: 'integer', minimum: 1}, example: 30}}};

/** A spec that passes every rule: one operation with a body, a 2xx, a 4xx and a 429. */
function validSpec(): Json {
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: {title: 'Fixture', version: '1.0.0', description: 'Fixture.'},
      servers: [{url: 'https://acme.fulcro.cloud/api/fixture/v1'}],
      security: [],
      tags: [{name: 'things', description: 'Things.'}],
      paths: {
        '/things': {
          post: {
            operationId: 'createThing',
            summary: 'Create a thing',
            description: 'Creates a thing.',
            tags: ['things'],
            requestBody: {
              content: {
                'application/json': {
                  schema: {type: 'object', properties: {id: {type: 'string'}}},
                  example: {id: 'boiler-0042'},
                },
              },
            },
            responses: {
              '201': {
                description: 'Created',
                content: {
                  'application/json': {
                    schema: {type: 'object', properties: {id: {type: 'string'}}},
                    example: {id: 'boiler-0042'},
                  },
                },
              },
              '404': problem,
              '429': tooMany,
            },
          },
        },
      },
    }),
  ) as Json;
}

type Operation = {requestBody: {content: Record<string, Json>}; responses: Record<string, Json>};
const operationOf = (spec: Json) => (spec.paths as Record<string, Record<string, Operation>>)['/things'].post;

const fixtures: Record<string, (spec: Json) => void> = {
  valid: () => undefined,
  'request-body-example': (spec) => delete operationOf(spec).requestBody.content['application/json'].example,
  'success-response-example': (spec) =>
    delete (operationOf(spec).responses['201'].content as Record<string, Json>)['application/json'].example,
  'client-error-problem': (spec) => {
    operationOf(spec).responses['404'] = {
      description: 'Not found',
      content: {'application/json': {schema: {type: 'object'}, example: {}}},
    };
  },
  'client-error-example': (spec) =>
    delete (operationOf(spec).responses['404'].content as Record<string, Json>)['application/problem+json'].example,
  'rate-limited': (spec) => delete operationOf(spec).responses['429'],
  'retry-after': (spec) => {
    operationOf(spec).responses['429'] = structuredClone(problem);
  },
  'retry-after-header': (spec) => {
    operationOf(spec).responses['429'] = {
      ...structuredClone(problem),
      headers: {'X-Request-Id': {schema: {type: 'string'}, example: 'req_1'}},
    };
  },
};

describe('lint rules of the specs (redocly.yaml)', () => {
  it('each broken fixture fails its own rule and no other; the valid one passes', {timeout: 120_000}, () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    const files = Object.entries(fixtures).map(([name, breakIt]) => {
      const spec = validSpec();
      breakIt(spec);
      const file = join(dir, `${name}.yaml`);
      writeFileSync(file, dump(spec), 'utf8');
      return file;
    });
    let output: string;
    try {
      output = execFileSync(
        'npx',
        ['redocly', 'lint', '--format=json', '--config', resolve('redocly.yaml'), ...files],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
        },
      );
    } catch (error) {
      output = String((error as {stdout?: string}).stdout ?? '');
    }
    const reports = output
      .slice(output.indexOf('{'))
      .replace(/\}\s*\{\s*"totals"/g, '}\u0000{"totals"')
      .split('\u0000')
      .map(
        (text) =>
          JSON.parse(text) as {problems: {ruleId: string; severity: string; location: {source: {ref: string}}[]}[]},
      );
    const errors = Object.fromEntries(Object.keys(fixtures).map((name) => [name, [] as string[]]));
    for (const p of reports.flatMap((report) => report.problems)) {
      if (p.severity !== 'error') continue;
      const name = /([^/]+)\.yaml$/.exec(p.location[0].source.ref)![1];
      errors[name].push(p.ruleId.replace(/^rule\//, ''));
    }
    expect(errors).toEqual(
      Object.fromEntries(Object.keys(fixtures).map((name) => [name, name === 'valid' ? [] : [name]])),
    );
  });
});
