import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {apiAreas} from '@site/src/data/api-areas';
import {lookupFact} from '@site/src/data/facts';
import {
  afterErasure,
  categoryRetention,
  personalDataCategories,
  personalDataCategoryIds,
  retentionFacts,
  retentionText,
  type Localized,
} from '@site/src/data/personal-data';
import {
  personalDataFields,
  personalDataSummary,
  readMark,
  type PersonalDataField,
} from '@site/plugins/features/api-reference/personal-data';

/**
 * Personal data in the specs (issue 31): every property or parameter whose
 * name looks personal says whether it is (`x-personal-data: {category, note?}`)
 * or is not (`x-personal-data: false`); every marking names a category of
 * src/data/personal-data.ts; the shared components of common.yaml stay
 * identical in every spec; and the functions that feed the operation pages'
 * "Personal data" block and the summary page read the markings right.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const areas = apiAreas.map(({id}) => id);
const specs: Record<string, Json> = Object.fromEntries(
  [...areas, 'common'].map((area) => [area, load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as Json]),
);

/* ------------------------------------------------------------------ which names look personal */

/** Words that make a name look personal wherever they stand in it (`recipientEmail`, `ipAddress`, `displayName`). */
const personalWords = new Set([
  'email',
  'emails',
  'mail',
  'phone',
  'phones',
  'mobile',
  'msisdn',
  'name',
  'names',
  'username',
  'usernames',
  'address',
  'addresses',
  'ip',
  'location',
  'locations',
  'coordinates',
  'coords',
  'geo',
  'geolocation',
  'lat',
  'lon',
  'lng',
  'latitude',
  'longitude',
  'traits',
  'identifier',
  'identifiers',
  'sub',
  'recipient',
  'recipients',
  'birthday',
  'birthdate',
  'gender',
  'street',
  'city',
  'postcode',
  'zip',
]);
/** Words that look personal only as the last word of a name: `comment`, `releaseNotes`, but not `messagePolicy`. */
const personalHeadWords = new Set([
  'message',
  'messages',
  'comment',
  'comments',
  'note',
  'notes',
  'subject',
  'subjects',
]);
/** Whole names that point at people. */
const personalNames = /^(to|cc|bcc|ownerId|identityId|memberIds?|userIds?|sessionId|session_id)$/i;

/** The words of a name: camelCase, snake_case, kebab-case and brackets split, lower case. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a property or parameter name suggests personal data (email, phone, name, address, ip, location, user agent…). */
function looksPersonal(name: string): boolean {
  const words = nameWords(name);
  if (personalNames.test(name)) return true;
  if (words.some((word) => personalWords.has(word))) return true;
  if (words.length > 0 && personalHeadWords.has(words[words.length - 1])) return true;
  return words.some((word, i) => word === 'user' && words[i + 1] === 'agent');
}

/* ------------------------------------------------------------------ walking a spec */

type Found = {kind: 'property' | 'parameter'; name: string; pointer: string; node: Json; covered: boolean};

/** Values that are data, not schema: names inside them are not property names. */
const dataKeys = new Set(['example', 'examples', 'default', 'const', 'enum']);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every property schema and parameter object of a spec, with its JSON
 * pointer; `covered` when a property around it (in the same schema) carries a
 * category, which then covers it too.
 */
function walkSpec(spec: Json): Found[] {
  const found: Found[] = [];
  const walk = (node: unknown, pointer: string, covered: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`, covered));
      return;
    }
    if (!isObject(node)) return;
    if (/\/parameters(\/[^/]+)$/.test(pointer) && typeof node.name === 'string' && typeof node.in === 'string') {
      found.push({kind: 'parameter', name: node.name, pointer, node, covered});
    }
    for (const [key, value] of Object.entries(node)) {
      if (dataKeys.has(key)) continue;
      if (key === 'properties' && isObject(value)) {
        for (const [name, property] of Object.entries(value)) {
          const at = `${pointer}/properties/${escape(name)}`;
          if (isObject(property)) found.push({kind: 'property', name, pointer: at, node: property, covered});
          const marked = isObject(property) && isObject(property['x-personal-data']);
          walk(property, at, covered || marked);
        }
      } else {
        walk(value, `${pointer}/${escape(key)}`, covered);
      }
    }
  };
  walk(spec, '#', false);
  return found;
}

/** Every `x-personal-data` of a spec, with the pointer of the object that carries it. */
function markingsOf(spec: Json): {pointer: string; value: unknown}[] {
  const out: {pointer: string; value: unknown}[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    if (!isObject(node)) return;
    if ('x-personal-data' in node) out.push({pointer, value: node['x-personal-data']});
    for (const [key, value] of Object.entries(node)) if (!dataKeys.has(key)) walk(value, `${pointer}/${escape(key)}`);
  };
  walk(spec, '#');
  return out;
}

const categoryChoice = `{category: ${personalDataCategoryIds.join(' | ')}, note: <short English note>}`;

describe('personal-looking names', () => {
  it('cover the words the issue names, and leave ordinary ones alone', () => {
    for (const name of [
      'email',
      'recipientEmail',
      'phone',
      'name',
      'firstName',
      'lastName',
      'displayName',
      'address',
      'ipAddress',
      'ip',
      'location',
      'coordinates',
      'lat',
      'lon',
      'latitude',
      'longitude',
      'userAgent',
      'user_agent',
      'message',
      'comment',
      'releaseNotes',
      'traits',
      'username',
      'identityId',
      'memberIds',
      'to',
    ]) {
      expect(looksPersonal(name), name).toBe(true);
    }
    for (const name of [
      'id',
      'thingId',
      'messagePolicy',
      'messagesPerSecond',
      'messageId',
      'status',
      'createdAt',
      'description',
      'tokenType',
      'total',
    ]) {
      expect(looksPersonal(name), name).toBe(false);
    }
  });
});

describe.each(Object.keys(specs))('openapi/%s.yaml', (area) => {
  const spec = specs[area];

  it('marks every property and parameter whose name looks personal', () => {
    const missing = walkSpec(spec)
      .filter((f) => looksPersonal(f.name) && !f.covered && !('x-personal-data' in f.node))
      .map((f) =>
        f.kind === 'parameter'
          ? `openapi/${area}.yaml ${f.pointer}: parameter "${f.name}" looks like personal data but has no marking. ` +
            `Add x-personal-data to the parameter object (next to name and in): ${categoryChoice} if its value can identify or describe a person, or false if it cannot.`
          : `openapi/${area}.yaml ${f.pointer}: property "${f.name}" looks like personal data but has no marking. ` +
            `Add x-personal-data: ${categoryChoice} if it can hold personal data, or x-personal-data: false if it cannot (categories: src/data/personal-data.ts).`,
      );
    expect(missing).toEqual([]);
  });

  it('has only well-formed markings, with known categories, on properties or parameter objects', () => {
    const places = new Set(walkSpec(spec).map((f) => f.pointer));
    const problems = markingsOf(spec).flatMap(({pointer, value}) => {
      const where = `openapi/${area}.yaml ${pointer}`;
      const out: string[] = [];
      try {
        readMark({'x-personal-data': value}, where);
      } catch (error) {
        out.push((error as Error).message);
      }
      if (!places.has(pointer)) {
        out.push(
          /\/parameters\/[^/]+\/schema$/.test(pointer)
            ? `${where}: mark the parameter object, not its schema (move x-personal-data up next to name and in).`
            : `${where}: x-personal-data is read only on a property schema or a parameter object; here nothing reads it.`,
        );
      }
      return out;
    });
    expect(problems).toEqual([]);
  });
});

describe('openapi/common.yaml', () => {
  it('its components are copied verbatim into every spec that carries them', () => {
    const common = specs.common.components as Record<string, Json>;
    const differ: string[] = [];
    for (const area of areas) {
      const components = (specs[area].components ?? {}) as Record<string, Json | undefined>;
      for (const [section, entries] of Object.entries(common)) {
        for (const [name, value] of Object.entries(entries)) {
          const copy = components[section]?.[name];
          if (copy !== undefined && JSON.stringify(copy) !== JSON.stringify(value)) {
            differ.push(
              `openapi/${area}.yaml components.${section}.${name} differs from openapi/common.yaml: copy the text from common.yaml`,
            );
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });
});

/* ------------------------------------------------------------------ the categories */

describe('src/data/personal-data.ts', () => {
  const localized = (text: Localized) => [text.en, text.it];

  it('has at most six categories, each labelled and described in English and Italian', () => {
    expect(personalDataCategories.length).toBeLessThanOrEqual(6);
    expect(personalDataCategories.map((c) => c.id)).toEqual([...personalDataCategoryIds]);
    for (const category of personalDataCategories) {
      for (const text of [category.label, category.description]) {
        expect(text.en.trim(), category.id).not.toBe('');
        expect(text.it.trim(), category.id).not.toBe('');
        expect(text.it, `${category.id}: the Italian text is the English one`).not.toBe(text.en);
      }
      expect(category.retention.length, category.id).toBeGreaterThan(0);
    }
    expect(new Set(personalDataCategories.map((c) => c.label.it)).size).toBe(personalDataCategories.length);
  });

  it('writes retention through facts only: every {name} is a fact, and no rule retypes a figure', () => {
    const rules = [...personalDataCategories.flatMap((c) => c.retention), afterErasure].flatMap((clause) =>
      localized(clause.rule),
    );
    for (const rule of rules) {
      for (const name of retentionFacts(rule)) expect(lookupFact(name), `{${name}} in "${rule}"`).toBeDefined();
      expect(
        rule.replace(/\{[\w.]+\}/g, ''),
        'a figure typed into a retention rule: name a fact as {dotted.name} instead',
      ).not.toMatch(/\d/);
      expect(retentionFacts(rule.replace(/\{[\w.]+\}/g, ''))).toEqual([]);
    }
  });

  it('writes out the figures in the reader’s language and fails on an unknown fact', () => {
    const fact = (name: string) => String(lookupFact(name));
    const usage = categoryRetention('usage', 'en')
      .map((c) => c.rule)
      .join(' ');
    expect(usage).toContain(`raw data ${fact('retentionDefaults.rawDataDays')} days`);
    expect(usage).toContain(`${fact('authLifetimes.sessionHours')} hours`);
    const italian = categoryRetention('credential', 'it');
    expect(italian.map((c) => c.about)).toEqual(['Password', 'Codici monouso', 'Token', 'Dopo la cancellazione']);
    expect(italian.at(-1)?.rule).toContain(`${fact('retentionDefaults.backupsKeptDays')} giorni`);
    expect(() => retentionText({en: 'kept {retentionDefaults.forever} days', it: 'x'}, 'en')).toThrow(
      /retentionDefaults\.forever/,
    );
  });
});

/* ------------------------------------------------------------------ the functions, on a small spec */

const contact = {category: 'contact'};
const fixture: Json = {
  openapi: '3.1.0',
  info: {title: 'People', version: '1'},
  paths: {
    '/people/{personId}': {
      parameters: [{$ref: '#/components/parameters/PersonId'}],
      get: {
        operationId: 'getPerson',
        summary: 'Get a person',
        parameters: [{name: 'email', in: 'query', schema: {type: 'string'}, 'x-personal-data': contact}],
        responses: {
          '200': {$ref: '#/components/responses/Person'},
          '404': {
            description: 'No such person',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Problem'}}},
          },
        },
      },
      put: {
        operationId: 'replacePerson',
        summary: 'Replace a person',
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Person'}}}},
        responses: {'204': {description: 'Replaced'}},
      },
      delete: {
        operationId: 'deletePerson',
        summary: 'Delete a person',
        parameters: [
          {name: 'personId', in: 'path', required: true, schema: {type: 'string'}, 'x-personal-data': false},
        ],
        responses: {'204': {description: 'Deleted'}},
      },
    },
    '/things': {
      get: {
        operationId: 'listThings',
        summary: 'List things',
        responses: {
          '200': {
            description: 'A page',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}},
                },
              },
            },
          },
        },
      },
    },
    '/live': {
      get: {
        operationId: 'openLive',
        summary: 'Live readings',
        responses: {'101': {description: 'Switching protocols'}},
        'x-websocket-messages': {
          client: {
            type: 'object',
            properties: {names: {type: 'array', items: {type: 'string'}, 'x-personal-data': false}},
          },
          server: {
            type: 'object',
            properties: {
              records: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {v: {type: 'number', 'x-personal-data': {category: 'usage', note: 'A reading.'}}},
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    parameters: {
      PersonId: {
        name: 'personId',
        in: 'path',
        required: true,
        schema: {type: 'string'},
        'x-personal-data': {category: 'identifier', note: 'Id of the person.'},
      },
    },
    responses: {
      Person: {description: 'A person', content: {'application/json': {schema: {$ref: '#/components/schemas/Person'}}}},
    },
    schemas: {
      Named: {
        type: 'object',
        properties: {
          name: {type: 'string', 'x-personal-data': contact},
          displayName: {type: 'string', 'x-personal-data': false},
        },
      },
      Person: {
        allOf: [
          {$ref: '#/components/schemas/Named'},
          {
            type: 'object',
            properties: {
              email: {type: 'string', 'x-personal-data': contact},
              manager: {$ref: '#/components/schemas/Person'},
              devices: {type: 'array', items: {oneOf: [{$ref: '#/components/schemas/Thing'}]}},
            },
          },
        ],
      },
      Thing: {
        type: 'object',
        properties: {
          displayName: {type: 'string', 'x-personal-data': false},
          location: {
            type: 'object',
            'x-personal-data': {category: 'location'},
            properties: {lat: {type: 'number', 'x-personal-data': {category: 'location', note: 'Latitude.'}}},
          },
        },
      },
      Problem: {type: 'object', properties: {detail: {type: 'string', 'x-personal-data': {category: 'content'}}}},
    },
  },
};

const brief = (fields: PersonalDataField[]) =>
  fields.map((f) => `${f.where} ${f.in ? `${f.in} ` : ''}${f.field} ${f.category}`);

describe('personalDataFields on a small spec', () => {
  it('lists parameters and 2xx bodies, through $ref, allOf, oneOf and items, each marked property with its nested marks', () => {
    expect(personalDataFields(fixture, 'get', '/people/{personId}')).toEqual([
      {where: 'request', field: 'personId', in: 'path', category: 'identifier', note: 'Id of the person.'},
      {where: 'request', field: 'email', in: 'query', category: 'contact'},
      {where: 'response', field: 'name', category: 'contact'},
      {where: 'response', field: 'email', category: 'contact'},
      {where: 'response', field: 'devices[].location', category: 'location'},
      {where: 'response', field: 'devices[].location.lat', category: 'location', note: 'Latitude.'},
    ]);
  });

  it('stops at a schema that contains itself, and ignores error responses and properties marked false', () => {
    const fields = brief(personalDataFields(fixture, 'get', '/people/{personId}'));
    expect(fields.filter((f) => f.includes('manager'))).toEqual([]);
    expect(fields.filter((f) => f.includes('detail') || f.includes('displayName'))).toEqual([]);
  });

  it('reads the request body, and lets an operation’s parameter override the path’s', () => {
    expect(brief(personalDataFields(fixture, 'PUT', '/people/{personId}'))).toEqual([
      'request path personId identifier',
      'request name contact',
      'request email contact',
      'request devices[].location location',
      'request devices[].location.lat location',
    ]);
    expect(personalDataFields(fixture, 'delete', '/people/{personId}')).toEqual([]);
  });

  it('reads the messages of a WebSocket operation as its request and response', () => {
    expect(brief(personalDataFields(fixture, 'get', '/live'))).toEqual(['response records[].v usage']);
  });

  it('fails with the place to fix on an unknown category or a missing operation', () => {
    const broken = structuredClone(fixture);
    const schemas = (broken.components as Json).schemas as Record<string, Json>;
    schemas.Named = {type: 'object', properties: {name: {type: 'string', 'x-personal-data': {category: 'health'}}}};
    expect(() => personalDataFields(broken, 'get', '/people/{personId}')).toThrow(/property "name".*"health"/s);
    expect(() => personalDataFields(fixture, 'post', '/people/{personId}')).toThrow(
      'No operation POST /people/{personId}',
    );
    expect(() => readMark({'x-personal-data': {category: 'contact', notes: 'typo'}}, 'here')).toThrow(/^here: /);
  });

  it('summarises by category, every category a key, each operation with the fields of that category', () => {
    const summary = personalDataSummary({people: fixture});
    expect(Object.keys(summary)).toEqual([...personalDataCategoryIds]);
    const list = (category: keyof typeof summary) =>
      summary[category].map((op) => `${op.area} ${op.operationId} ${op.method.toUpperCase()} ${op.path}`);
    expect(list('contact')).toEqual([
      'people getPerson GET /people/{personId}',
      'people replacePerson PUT /people/{personId}',
    ]);
    expect(list('location')).toEqual([
      'people getPerson GET /people/{personId}',
      'people replacePerson PUT /people/{personId}',
      'people listThings GET /things',
    ]);
    expect(list('usage')).toEqual(['people openLive GET /live']);
    expect(list('credential')).toEqual([]);
    expect(summary.identifier[0]).toMatchObject({
      summary: 'Get a person',
      fields: [{field: 'personId', category: 'identifier'}],
    });
    expect(summary.contact[0].fields.every((f) => f.category === 'contact')).toBe(true);
  });
});

/* ------------------------------------------------------------------ the functions, on the real specs */

describe('personal data of the real specs', () => {
  const auth = specs.auth;

  it('who-am-I returns the identity’s traits, email included, and the session’s IP address', () => {
    const fields = brief(personalDataFields(auth, 'get', '/v1/sessions/whoami'));
    expect(fields).toContain('response identity.traits contact');
    expect(fields).toContain('response identity.traits.email contact');
    expect(fields).toContain('response device.ipAddress identifier');
    expect(fields).toContain('response device.userAgent usage');
  });

  it('a login takes the email address and a credential; revoking a session names it in the path', () => {
    const paths = Object.entries(auth.paths as Record<string, Json>);
    const submit = paths.find(([, item]) => (item.post as Json | undefined)?.operationId === 'submitLoginFlow');
    expect(submit).toBeDefined();
    const fields = brief(personalDataFields(auth, 'post', submit![0]));
    expect(fields).toContain('request identifier contact');
    expect(fields).toContain('request password credential');
    expect(brief(personalDataFields(auth, 'delete', '/v1/sessions/{sessionId}'))).toContain(
      'request path sessionId identifier',
    );
  });

  it('things carry no personal data; their readings do', () => {
    expect(personalDataFields(specs.core, 'get', '/things')).toEqual([]);
    expect(brief(personalDataFields(specs.core, 'post', '/http/things/{thingId}/data'))).toContain(
      'request [].v usage',
    );
  });

  it('the summary lists operations under every category, each named by operationId and summary', () => {
    const summary = personalDataSummary(Object.fromEntries(areas.map((area) => [area, specs[area]])));
    for (const category of personalDataCategoryIds) {
      expect(summary[category].length, category).toBeGreaterThan(0);
      for (const op of summary[category]) {
        expect(op.operationId, `${op.area} ${op.method} ${op.path}`).not.toBe('');
        expect(op.summary, `${op.area} ${op.operationId}`).not.toBe('');
      }
    }
    const ids = (category: keyof typeof summary) => summary[category].map((op) => `${op.area}:${op.operationId}`);
    expect(ids('contact')).toEqual(
      expect.arrayContaining(['auth:submitRegistrationFlow', 'devices-ownerships:listOwnerships']),
    );
    expect(ids('location')).toEqual(expect.arrayContaining(['resources:getPoolControllerSite']));
    expect(ids('contact')).not.toContain('iam:listRoles');
  });

  it('every category’s retention reads in both languages', () => {
    for (const category of personalDataCategoryIds) {
      for (const locale of ['en', 'it'] as const) expect(categoryRetention(category, locale).length).toBeGreaterThan(1);
    }
  });
});
