/**
 * The docs' contract with the API reference and the platform facts: a small
 * checker that reads Markdown and reports what a reader who copies an example
 * would trip over. Used by tests/unit/docs-contract.test.ts over every doc in
 * both languages, and by its unit tests over small in-memory pages.
 *
 * Checks:
 *   payloads  JSON code blocks name a schema (`schema="core#/components/schemas/Thing"`)
 *             and validate against it; `not-api` marks JSON that is no API payload;
 *             inline `curl -d '{…}'` bodies validate against the operation's request body.
 *   calls     every HTTP call (curl, fetch, Python, `GET /api/...` in prose, API URLs)
 *             names a method and path that exist in the spec of that service.
 *   cli       every `fulcroctl` invocation uses a command and flags of src/data/cli.ts.
 *   topics    every MQTT topic matches a topic pattern of src/data/platform.ts.
 *   facts     figures of src/data/platform.ts and plans.ts quoted in prose equal the data.
 *   syntax    bash blocks pass `bash -n`, YAML and JSON blocks parse, curl URLs with [ ] use -g.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {load, loadAll} from 'js-yaml';
import {cliCommands, cliGlobalFlags} from '../../../src/data/cli';
import {ingestion, distribution} from '../../../src/data/platform';
import {factRules, type FactRule} from './fact-rules';
import {nearestNames} from '../../../plugins/remark/facts/editor-message';
import {closeObjectSchemas, describeSchemaError} from '../../../src/shared/payload-schema';

export type Check = 'payloads' | 'calls' | 'cli' | 'topics' | 'facts' | 'syntax';
/** `fix`, when there is one, says what to write instead (tests/unit/lib/editor-errors.ts prints it after the message). */
export type Finding = {file: string; line: number; check: Check; message: string; fix?: string};
type Add = (check: Check, line: number, message: string, fix?: string) => void;

/** Where the rules for the docs' examples are explained. */
export const jsonExamplesGuide = 'contributing/content.md#docs-checked-against-the-api';

export type Fence = {
  lang: string;
  meta: Record<string, string | true>;
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
};

const httpMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/* ------------------------------------------------------------------ Markdown */

/** Parses the info string of a fence: language, then `key="value"`, `key=value` or bare flags. */
export function parseInfo(info: string): {lang: string; meta: Record<string, string | true>} {
  const trimmed = info.trim();
  const lang = (/^[^\s{]+/.exec(trimmed)?.[0] ?? '').toLowerCase();
  const meta: Record<string, string | true> = {};
  for (const m of trimmed.slice(lang.length).matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    meta[m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return {lang, meta};
}

/** The fenced code blocks of a Markdown text, and the text outside them (fence lines blanked, so line numbers hold). */
export function splitMarkdown(markdown: string): {fences: Fence[]; prose: string} {
  const lines = markdown.split('\n');
  const fences: Fence[] = [];
  const prose: string[] = [];
  let open: {
    indent: number;
    marker: string;
    lang: string;
    meta: Record<string, string | true>;
    line: number;
    body: string[];
  } | null = null;
  lines.forEach((line, index) => {
    if (!open) {
      const m = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
      if (m && !(m[2][0] === '`' && m[3].includes('`'))) {
        const {lang, meta} = parseInfo(m[3]);
        open = {indent: m[1].length, marker: m[2], lang, meta, line: index + 1, body: []};
        prose.push('');
      } else {
        prose.push(line);
      }
      return;
    }
    const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(line);
    if (close && close[2][0] === open.marker[0] && close[2].length >= open.marker.length) {
      fences.push({lang: open.lang, meta: open.meta, body: open.body.join('\n'), line: open.line});
      open = null;
    } else {
      const strip = Math.min(open.indent, /^\s*/.exec(line)![0].length);
      open.body.push(line.slice(strip));
    }
    prose.push('');
  });
  return {fences, prose: prose.join('\n')};
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/* ------------------------------------------------------------------ specs */

type Json = Record<string, unknown>;
type Spec = {servers?: {url: string}[]; paths?: Record<string, Record<string, Json>>; components?: Json};
export type Operation = {area: string; method: string; template: string; operation: Json};

/** Loads openapi/*.yaml (except common.yaml, which only collects shared components). */
export function loadSpecs(dir = 'openapi'): Map<string, Spec> {
  const specs = new Map<string, Spec>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml') && n !== 'common.yaml')
    .sort()) {
    specs.set(name.replace(/\.yaml$/, ''), load(readFileSync(join(dir, name), 'utf8')) as Spec);
  }
  return specs;
}

/** Base path of a service: `/api/core/v1`, `/api/auth` (flows under /self-service, sessions under /v1). */
function basePath(spec: Spec): string {
  return new URL((spec.servers?.[0]?.url ?? '').replace('{tenant}', 'tenant')).pathname.replace(/\/$/, '');
}

/**
 * Closes object schemas for doc examples: a property the spec does not define
 * is an error. Schemas that are branches of a composition with sibling
 * properties (and components used that way) stay open; the composite closes them.
 */
function closeSchemas(spec: Spec): Spec {
  const copy = structuredClone<Spec>(spec);
  const schemas = (copy.components?.schemas ?? {}) as Record<string, Json>;
  closeObjectSchemas(copy.components, schemas, (ref) => /#\/components\/schemas\/(.+)$/.exec(ref)?.[1]);
  const visit = (node: unknown, fn: (n: Json) => void) => {
    if (Array.isArray(node)) node.forEach((n) => visit(n, fn));
    else if (node && typeof node === 'object') {
      fn(node as Json);
      Object.values(node as Json).forEach((n) => visit(n, fn));
    }
  };
  visit(copy.paths, (n) => {
    const schema = n.schema as Json | undefined;
    if (schema && typeof schema === 'object' && schema.properties && !('additionalProperties' in schema)) {
      schema.unevaluatedProperties = false;
    }
  });
  return copy;
}

/* ------------------------------------------------------------------ checker */

export type ContractOptions = {specs?: Map<string, Spec>};

/** The Fulcro Edge configuration schema, published with the site. */
export const edgeConfigSchemaPath = 'static/schemas/fulcro-edge-config.schema.json';

/** Schemas a fence can name besides `{area}#/json/pointer`. */
const schemaAliases: Record<string, string> = {
  senml: 'core#/components/schemas/SenmlPack',
};

function withoutRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequired);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Json)
      .filter(([k]) => k !== 'required')
      .map(([k, v]) => [k, withoutRequired(v)]),
  );
}

export class DocsContract {
  readonly specs: Map<string, Spec>;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly bases: {area: string; base: string}[];
  private readonly closed = new Map<string, Spec>();
  private readonly nodeValidators = new Map<string, ValidateFunction>();

  constructor(options: ContractOptions = {}) {
    this.specs = options.specs ?? loadSpecs();
    this.ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, discriminator: false});
    addFormats(this.ajv);
    for (const [area, spec] of this.specs) {
      const closed = closeSchemas(spec);
      this.closed.set(area, closed);
      this.ajv.addSchema(closed, area);
    }
    const {$id: _published, ...edgeConfig} = JSON.parse(readFileSync(edgeConfigSchemaPath, 'utf8')) as Json;
    void _published;
    this.ajv.addSchema(edgeConfig, 'edge-config');
    this.ajv.addSchema(withoutRequired(edgeConfig) as Json, 'edge-config-excerpt');
    this.bases = [...this.specs]
      .map(([area, spec]) => ({area, base: basePath(spec)}))
      .sort((a, b) => b.base.length - a.base.length);
  }

  /** A validator for `area#/json/pointer`, or an error message. */
  validator(name: string): ValidateFunction | string {
    const ref = schemaAliases[name] ?? name;
    const cached = this.validators.get(ref);
    if (cached) return cached;
    if (ref === 'edge-config' || ref === 'edge-config-excerpt') {
      const validate = this.ajv.getSchema(ref)!;
      this.validators.set(ref, validate);
      return validate;
    }
    const [area, pointer = ''] = ref.split('#');
    if (!this.specs.has(area)) return `schema "${ref}": no spec openapi/${area}.yaml`;
    const target = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined),
        this.specs.get(area),
      );
    if (!target || typeof target !== 'object') return `schema "${ref}": nothing at that pointer`;
    try {
      const validate = this.ajv.compile({$ref: ref});
      this.validators.set(ref, validate);
      return validate;
    } catch (error) {
      return `schema "${ref}": ${(error as Error).message}`;
    }
  }

  /**
   * Validation errors of a value against `area#/pointer`. A schema without references is
   * compiled once per distinct shape (descriptions and examples left out), which keeps the
   * thousand field examples of the specs fast to check.
   */
  validate(ref: string, value: unknown): string[] {
    const validate = this.standaloneValidator(ref) ?? this.validator(ref);
    if (typeof validate === 'string') return [validate];
    if (validate(value)) return [];
    return (validate.errors ?? []).map(describeSchemaError);
  }

  private standaloneValidator(ref: string): ValidateFunction | undefined {
    const [area, pointer] = ref.split('#');
    const spec = this.closed.get(area);
    if (!spec || !pointer) return undefined;
    const node = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Json)[key] : undefined), spec);
    if (!node || typeof node !== 'object') return undefined;
    const shape = JSON.stringify(node, (key, v: unknown) =>
      key === 'example' || key === 'examples' || key === 'description' ? undefined : v,
    );
    if (shape.includes('"$ref"')) return undefined;
    let validate = this.nodeValidators.get(shape);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(shape) as object);
      this.nodeValidators.set(shape, validate);
    }
    return validate;
  }

  /** The operation a method and path call, or why there is none. */
  findOperation(method: string, rawPath: string): Operation | string {
    const path = rawPath.replace(/[?#].*$/, '');
    const match = this.bases.find(({base}) => path === base || path.startsWith(`${base}/`));
    if (!match) return `${path}: no API service has this base (expected /api/{service}/v1, or /api/auth/...)`;
    const rest = path.slice(match.base.length) || '/';
    const spec = this.specs.get(match.area)!;
    if (method === '*' && rest === '/') return {area: match.area, method, template: '/', operation: {}};
    const prefixOnly = /(\.\.\.|…)$/.test(rest) || method === '*';
    const segments = rest
      .replace(/\/?(\.\.\.|…)$/, '')
      .split('/')
      .slice(1);
    const candidates = Object.entries(spec.paths ?? {}).filter(([template]) => {
      const parts = template.split('/').slice(1);
      if (prefixOnly ? parts.length < segments.length : parts.length !== segments.length) return false;
      return segments.every((segment, i) => segmentMatches(segment, parts[i]));
    });
    if (candidates.length === 0) return `${path}: no such path in openapi/${match.area}.yaml`;
    if (method === '*') {
      const [template, item] = candidates[0];
      return {area: match.area, method: '*', template, operation: item};
    }
    for (const [template, item] of candidates) {
      const operation = item[method.toLowerCase()];
      if (operation) return {area: match.area, method: method.toUpperCase(), template, operation};
    }
    const allowed = candidates.flatMap(([, item]) =>
      Object.keys(item).filter((k) => (httpMethods as readonly string[]).includes(k)),
    );
    return `${method.toUpperCase()} ${path}: openapi/${match.area}.yaml has only ${allowed.map((m) => m.toUpperCase()).join(', ')} on ${candidates[0][0]}`;
  }

  /** Every schema a fence can name: `{area}#/components/schemas/{Name}` and the aliases. */
  schemaNames(): string[] {
    const components = [...this.specs].flatMap(([area, spec]) =>
      Object.keys((spec.components?.schemas ?? {}) as Json).map((name) => `${area}#/components/schemas/${name}`),
    );
    return [...components, ...Object.keys(schemaAliases), 'edge-config'];
  }

  /** Every finding for one Markdown file. */
  check(file: string, markdown: string): Finding[] {
    const {fences, prose} = splitMarkdown(markdown);
    const findings: Finding[] = [];
    const add: Add = (check, line, message, fix) => findings.push({file, line, check, message, ...(fix ? {fix} : {})});
    this.checkFences(fences, add);
    this.checkProse(prose, add);
    this.checkFacts(markdown, file, add);
    return findings;
  }

  private checkFences(fences: Fence[], add: Add) {
    for (const fence of fences) {
      const {lang, meta, line} = fence;
      // A Mermaid label breaks its line with <br>: a path or topic split there reads whole (`/a/<br>b` is `/a/b`).
      const body = lang === 'mermaid' ? joinLabelBreaks(fence.body) : fence.body;
      if (typeof meta.title === 'string') this.checkCallsIn(meta.title, line, add, false);
      if (lang === 'json') this.checkJsonFence(fence, add);
      else if (lang === 'yaml' || lang === 'yml') {
        try {
          loadAll(body);
        } catch (error) {
          add('syntax', line, `YAML does not parse: ${(error as Error).message.split('\n')[0]}`);
        }
        const title = typeof meta.title === 'string' ? meta.title : '';
        const edgeConfig = /^\/etc\/fulcro-edge\/config\.yaml/.test(title);
        if (edgeConfig && meta.schema !== 'edge-config') {
          add(
            'payloads',
            line,
            'a Fulcro Edge config.yaml block needs schema="edge-config" (static/schemas/fulcro-edge-config.schema.json)',
          );
        }
        if (typeof meta.schema === 'string') {
          const excerpt =
            meta.schema === 'edge-config' && (meta.excerpt === true || /\((excerpt|estratto)\)/.test(title));
          this.checkSchemaMeta(
            'YAML',
            excerpt ? 'edge-config-excerpt' : meta.schema,
            () => loadAll(body)[0],
            line,
            add,
          );
        }
      } else if (lang === 'bash' || lang === 'sh' || lang === 'shell') {
        const error = bashSyntaxError(body);
        if (error) add('syntax', line, `bash -n: ${error}`);
        this.checkShell(body, line, add);
      } else if (lang === 'python' || lang === 'py') {
        this.checkPython(body, line, add);
      } else if (['typescript', 'ts', 'javascript', 'js', 'tsx', 'jsx'].includes(lang)) {
        this.checkFetch(body, line, add);
      }
      if (lang !== 'bash' && lang !== 'sh' && lang !== 'shell') this.checkCallsIn(body, line, add, false);
      this.checkTopicsIn(body, line, add);
    }
  }

  /** One finding per example: every way it fails its schema, or the schema it names that does not exist. */
  private checkSchemaMeta(language: 'JSON' | 'YAML', ref: string, value: () => unknown, line: number, add: Add) {
    let parsed: unknown;
    try {
      parsed = value();
    } catch {
      return; // reported as a syntax error
    }
    const errors = this.validate(ref, parsed);
    if (errors.length === 0) return;
    // An excerpt is checked against the edge config schema without `required`; the fence names edge-config.
    const named = ref === 'edge-config-excerpt' ? 'edge-config' : ref;
    const unknown = `schema "${ref}": `;
    if (errors.length === 1 && errors[0].startsWith(unknown)) {
      const why = errors[0].slice(unknown.length);
      const nearest = nearestNames(named, this.schemaNames()).join(', ');
      add(
        'payloads',
        line,
        `the ${language} example names schema "${named}", which does not exist (${why}).`,
        `Write one of: ${nearest} (${jsonExamplesGuide}).`,
      );
      return;
    }
    add(
      'payloads',
      line,
      `the ${language} example (schema ${named}) fails: ${errors.join('; ')}.`,
      'Fix the example or name the right schema.',
    );
  }

  private checkJsonFence(fence: Fence, add: Add) {
    const {meta, body, line} = fence;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      add('syntax', line, `JSON does not parse: ${(error as Error).message}`);
      return;
    }
    const schema = meta.schema;
    if (typeof schema === 'string') {
      this.checkSchemaMeta('JSON', schema, () => parsed, line, add);
    } else if (meta['not-api'] !== true) {
      add(
        'payloads',
        line,
        'the JSON example names no schema.',
        'Add schema="{area}#/components/schemas/{Name}" to its fence, or not-api when it is no API payload (a config file, the output of a tool).',
      );
    }
  }

  /* ----- calls */

  private reportCall(
    method: string,
    path: string,
    line: number,
    add: (check: Check, line: number, message: string) => void,
  ): Operation | null {
    for (const variant of expandAlternatives(path)) {
      const result = this.findOperation(method, variant);
      if (typeof result === 'string') {
        add('calls', line, result);
        return null;
      }
      if (variant === path) return result;
    }
    return null;
  }

  /** `GET /api/...` and bare API paths or URLs in any text. */
  private checkCallsIn(
    text: string,
    firstLine: number,
    add: (check: Check, line: number, message: string) => void,
    isProse: boolean,
  ) {
    const seen = new Set<number>();
    for (const m of text.matchAll(
      /\b(GET|POST|PUT|PATCH|DELETE)\s+(?:https?:\/\/[^\s/`"']+)?(\/api\/[^\s`"'<>)\]\\,;]*)/g,
    )) {
      const start = m.index + m[0].length - m[2].length;
      seen.add(start);
      this.reportCall(m[1], cleanPath(m[2]), firstLine + lineAt(text, m.index) - 1, add);
    }
    for (const m of text.matchAll(/(?<![\w-])\/api\/[^\s`"'<>)\]\\,;]*/g)) {
      if (seen.has(m.index)) continue;
      const path = cleanPath(m[0]);
      if (/^\/api\/(\{[^}]*\}|forms)\b/.test(path) || path === '/api/' || path === '/api') continue;
      // A URL of another host (not a Fulcro instance) is not an API call.
      const before = text.slice(Math.max(0, m.index - 80), m.index);
      const host = /(https?:\/\/[^\s/`"'(]+|\$\{?\w+\}?)$/.exec(before)?.[1];
      if (host && host.startsWith('http') && !/fulcro\.cloud$/.test(host)) continue;
      this.reportCall('*', path, firstLine + lineAt(text, m.index) - 1, add);
    }
    void isProse;
  }

  private checkShell(body: string, firstLine: number, add: (check: Check, line: number, message: string) => void) {
    const logical = joinContinuations(body);
    for (const {text, line} of logical) {
      for (const command of splitCommands(text)) {
        const words = shellWords(command);
        if (words[0] === 'curl') this.checkCurl(words, firstLine + line, add);
        if (words[0] === 'fulcroctl') this.checkCli(words, firstLine + line, add, true);
      }
    }
  }

  private checkCurl(words: string[], line: number, add: (check: Check, line: number, message: string) => void) {
    let method: string | undefined;
    let hasBody = false;
    let globoff = false;
    let forceGet = false;
    const urls: string[] = [];
    const bodies: string[] = [];
    const queryWords: string[] = [];
    for (let i = 1; i < words.length; i++) {
      const w = words[i];
      if (w === '-X' || w === '--request') method = words[++i];
      else if (/^-X[A-Z]+$/.test(w)) method = w.slice(2);
      else if (['-d', '--data', '--data-raw', '--data-binary', '--json'].includes(w)) {
        hasBody = true;
        bodies.push(words[++i] ?? '');
      } else if (w === '--data-urlencode') {
        hasBody = true;
        queryWords.push(words[++i] ?? '');
      } else if (['-F', '--form', '-T', '--upload-file'].includes(w)) {
        hasBody = true;
        i++;
      } else if (w === '-g' || w === '--globoff' || (/^-[a-zA-Z]+$/.test(w) && w.includes('g'))) globoff = true;
      else if (w === '-G' || w === '--get' || (/^-[a-zA-Z]+$/.test(w) && w.includes('G'))) forceGet = true;
      else if (
        [
          '-H',
          '--header',
          '-o',
          '--output',
          '-w',
          '--write-out',
          '-u',
          '--user',
          '--cookie',
          '-b',
          '-c',
          '--cacert',
          '--cert',
          '--key',
          '-e',
          '--connect-timeout',
          '--max-time',
          '-m',
          '--retry',
        ].includes(w)
      )
        i++;
      else if (!w.startsWith('-') && /\/api\/|^https?:\/\//.test(w)) urls.push(w);
    }
    for (const url of urls) {
      if (/[[\]]/.test(url) && !globoff)
        add('syntax', line, `curl URL with [ ] needs -g (--globoff), or curl exits with code 3: ${url}`);
      const at = url.indexOf('/api/');
      if (at < 0 || !/fulcro\.cloud|^\$|^"\$/.test(url)) continue;
      const operation = this.reportCall(
        method ?? (forceGet ? 'GET' : hasBody ? 'POST' : 'GET'),
        cleanPath(url.slice(at)),
        line,
        add,
      );
      if (!operation) continue;
      const query = [...(/\?([^#]*)/.exec(url)?.[1] ?? '').split('&'), ...(forceGet ? queryWords : [])]
        .filter(Boolean)
        .map((pair) => decodeURIComponent(pair.split('=')[0]));
      const known = this.queryParameters(operation);
      for (const name of query) {
        if (!known.includes(name)) {
          add(
            'calls',
            line,
            `${operation.method} ${operation.template} has no query parameter ${name} in openapi/${operation.area}.yaml (it has ${known.join(', ') || 'none'})`,
          );
        }
      }
      for (const body of forceGet ? [] : bodies) {
        if (!/^\s*[{[]/.test(body)) continue;
        let value: unknown;
        try {
          value = JSON.parse(body.replace(/\$\{?\w+\}?/g, 'x'));
        } catch (error) {
          add('syntax', line, `curl body is not JSON: ${(error as Error).message}`);
          continue;
        }
        const ref = requestSchemaRef(operation);
        if (!ref) {
          add(
            'payloads',
            line,
            `${operation.method} ${operation.template} takes no JSON request body in openapi/${operation.area}.yaml`,
          );
          continue;
        }
        for (const error of this.validate(ref, value))
          add(
            'payloads',
            line,
            `curl body does not match the request of ${operation.method} ${operation.template}: ${error}`,
          );
      }
    }
  }

  /** Names of the query parameters an operation declares (its own and its path's, references resolved). */
  private queryParameters(op: Operation): string[] {
    const spec = this.specs.get(op.area) as Json;
    const item = (spec.paths as Record<string, Json>)[op.template] ?? {};
    const list = [...((item.parameters as Json[]) ?? []), ...((op.operation.parameters as Json[]) ?? [])];
    return list
      .map((p) => {
        if (typeof p.$ref !== 'string') return p;
        const name = p.$ref.split('/').pop()!;
        return (((spec.components as Json).parameters as Record<string, Json>) ?? {})[name] ?? {};
      })
      .filter((p) => p.in === 'query')
      .map((p) => String(p.name));
  }

  private checkPython(body: string, firstLine: number, add: (check: Check, line: number, message: string) => void) {
    for (const m of body.matchAll(/\.(get|post|put|patch|delete)\(\s*f?["']([^"']*\/api\/[^"']*)["']/g)) {
      const url = m[2];
      this.reportCall(m[1], cleanPath(url.slice(url.indexOf('/api/'))), firstLine + lineAt(body, m.index), add);
    }
  }

  private checkFetch(body: string, firstLine: number, add: (check: Check, line: number, message: string) => void) {
    for (const m of body.matchAll(/fetch\(\s*[`'"]([^`'"]*\/api\/[^`'"]*)[`'"]\s*(?:,\s*\{([^}]*)\})?/g)) {
      const method = /method:\s*['"](\w+)['"]/.exec(m[2] ?? '')?.[1] ?? 'GET';
      const url = m[1];
      this.reportCall(method, cleanPath(url.slice(url.indexOf('/api/'))), firstLine + lineAt(body, m.index), add);
    }
  }

  /* ----- cli */

  private checkCliIn(
    text: string,
    firstLine: number,
    add: (check: Check, line: number, message: string) => void,
    strict: boolean,
  ) {
    for (const m of text.matchAll(/(?:^|[`$(]\s*|\n)(fulcroctl(?: [^\n`|;)]*)?)/g)) {
      const words = shellWords(m[1]);
      this.checkCli(words, firstLine + lineAt(text, m.index + m[0].length - m[1].length) - 1, add, strict);
    }
  }

  private checkCli(
    words: string[],
    line: number,
    add: (check: Check, line: number, message: string) => void,
    strict: boolean,
  ) {
    const rest = words.slice(1).filter((w) => w !== '...' && w !== '…');
    if (rest.length === 0) return;
    const positional = rest.filter((w) => !w.startsWith('-'));
    let best: (typeof cliCommands)[number] | undefined;
    for (const command of cliCommands) {
      const parts = command.command.split(' ');
      if (parts.every((p, i) => positional[i] === p) && (!best || parts.length > best.command.split(' ').length))
        best = command;
    }
    const shown = `fulcroctl ${rest.join(' ')}`;
    if (!best) {
      const group = cliCommands.some((c) => c.command.startsWith(`${positional.join(' ')} `));
      if (group && !strict && positional.length === rest.length) return; // a group named in prose: `fulcroctl iam teams`
      if (group && !strict && /\||\{/.test(rest.join(' '))) return;
      add('cli', line, `${shown}: no such command in src/data/cli.ts`);
      return;
    }
    const depth = best.command.split(' ').length;
    const extraArgs = positional.length - depth;
    // Arguments of flags are positional words too: count only words not after a flag expecting a value.
    const flags = rest.filter((w) => w.startsWith('--')).map((w) => w.split('=')[0]);
    const allowed = new Set<string>([...best.flags, ...cliGlobalFlags]);
    for (const flag of flags)
      if (!allowed.has(flag)) add('cli', line, `${shown}: ${best.command} has no flag ${flag} (src/data/cli.ts)`);
    const valueWords = rest.filter(
      (w, i) => i > 0 && rest[i - 1].startsWith('--') && !rest[i - 1].includes('=') && !w.startsWith('-'),
    ).length;
    const booleanFlags = rest.filter(
      (w, i) => w.startsWith('--') && (i === rest.length - 1 || rest[i + 1].startsWith('-')),
    ).length;
    void booleanFlags;
    if (strict && extraArgs - valueWords > (best.args?.length ?? 0))
      add('cli', line, `${shown}: too many arguments for ${best.command}`);
  }

  /* ----- topics */

  private checkTopicsIn(text: string, firstLine: number, add: (check: Check, line: number, message: string) => void) {
    for (const m of text.matchAll(/(?<![\w./@-])fulcro\/[^\s"'`)\],;*]+/g)) {
      const topic = m[0].replace(/(?<!\.)[.:]$/, '');
      if (topic === distribution.helmChart || topic.startsWith(`${distribution.helmChart}`)) continue;
      if (!topicMatches(topic)) {
        add(
          'topics',
          firstLine + lineAt(text, m.index) - 1,
          `MQTT topic ${topic} matches no pattern of ingestion.topics (src/data/platform.ts)`,
        );
      }
    }
  }

  /* ----- prose */

  private checkProse(prose: string, add: (check: Check, line: number, message: string) => void) {
    this.checkCallsIn(prose, 1, add, true);
    this.checkTopicsIn(prose, 1, add);
    for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
      if (/^fulcroctl\b/.test(m[1]) && !/[|{]/.test(m[1]))
        this.checkCli(shellWords(m[1]), lineAt(prose, m.index), add, false);
    }
  }

  /* ----- facts */

  private checkFacts(prose: string, file: string, add: (check: Check, line: number, message: string) => void) {
    for (const finding of factFindings(prose, factRules)) add('facts', finding.line, finding.message);
    void file;
  }
}

/* ------------------------------------------------------------------ helpers */

const bashResults = new Map<string, string | null>();

/** The first error `bash -n` reports for a script, or null; identical scripts (English and Italian) run once. */
function bashSyntaxError(script: string): string | null {
  if (!bashResults.has(script)) {
    const result = spawnSync('bash', ['-n'], {input: script, encoding: 'utf8'});
    bashResults.set(script, result.status === 0 ? null : result.stderr.trim().split('\n')[0]);
  }
  return bashResults.get(script)!;
}

function segmentMatches(segment: string, template: string): boolean {
  if (segment === template) return true;
  if (/^\{[^}]+\}$/.test(segment)) return true;
  if (/^\{[^}]+\}$/.test(template)) return segment.length > 0;
  return false;
}

/** `/remote-init/{initialization|provisioning}-keys` → one path per alternative. */
function expandAlternatives(path: string): string[] {
  const m = /\{([^{}]*\|[^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]
    .split('|')
    .flatMap((alt) => expandAlternatives(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

/** Normalises a path found in text: variables become placeholders; query, trailing punctuation and quotes go. */
function cleanPath(raw: string): string {
  return raw
    .replace(/^["']|["']$/g, '')
    .replace(/[?#].*$/, '')
    .replace(/\$\{?\w+\}?|\$\([^)]*\)|<[^>]+>|:[a-zA-Z]\w*(?=\/|$)/g, '{var}')
    .replace(/[.:]+$/, (tail) => (tail.endsWith('...') ? tail : ''))
    .replace(/\/$/, '');
}

function requestSchemaRef(op: Operation): string | undefined {
  const content = ((op.operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  const type = Object.keys(content).find((t) => /json/.test(t));
  if (!type) return undefined;
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return `${op.area}#/paths/${escape(op.template)}/${op.method.toLowerCase()}/requestBody/content/${escape(type)}/schema`;
}

const topicPatterns = Object.values(ingestion.topics).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          /^\{\w+\}$/.test(part)
            ? '(?:\\{\\w+\\}|\\+|[a-z0-9][a-z0-9-]*|\\$\\{?\\w+\\}?|<[\\w-]+>)'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

/** Whether a topic (or filter with + and #) fits one of the topic patterns. */
export function topicMatches(topic: string): boolean {
  if (topicPatterns.some((re) => re.test(topic))) return true;
  const prefixMatch = /\/(#|\.{2,3}|…)?$/.exec(topic);
  if (prefixMatch) {
    const prefix = topic.slice(0, prefixMatch.index).split('/');
    return Object.values(ingestion.topics).some((pattern) => {
      const parts = pattern.split('/');
      return (
        prefix.length <= parts.length &&
        prefix.every((p, i) => p === parts[i] || /^\{\w+\}$/.test(parts[i]) || p === '+')
      );
    });
  }
  return false;
}

/** Lines with `\` continuations joined; `line` is the 1-based offset of the first physical line. */
function joinContinuations(body: string): {text: string; line: number}[] {
  const out: {text: string; line: number}[] = [];
  let current: {text: string; line: number} | null = null;
  body.split('\n').forEach((raw, i) => {
    const text = current && openQuote(current.text) ? raw : raw.replace(/^\s*#.*$/, '');
    if (current) current.text += `${openQuote(current.text) ? '\n' : ' '}${text.replace(/\\$/, '')}`;
    else current = {text: text.replace(/\\$/, ''), line: i + 1};
    if (!/\\$/.test(text) && !openQuote(current.text)) {
      out.push(current);
      current = null;
    }
  });
  if (current) out.push(current);
  return out;
}

/** The quote left open at the end of a shell text, if any. */
function openQuote(text: string): string | null {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '\\') i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) break;
  }
  return quote;
}

/** Splits a command line at |, ;, &&, || and $( ), outside quotes. */
function splitCommands(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') {
        current += c + (text[++i] ?? '');
        continue;
      }
      if (c === quote) quote = null;
      current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      current += c;
    } else if (c === '|' || c === ';' || c === '&' || c === '(' || c === ')' || c === '`') {
      if (c === '(' && current.endsWith('$')) current = current.slice(0, -1);
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim().replace(/^(?:\w+=\S*\s+)*(?:sudo\s+(?:-\S+\s+)*)?(?:exec\s+)?/, '')).filter(Boolean);
}

/** Shell-like words: quotes removed, backslash escapes in double quotes resolved. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let current = '';
  let started = false;
  let quote: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < command.length && '"\\$`'.includes(command[i + 1]))
        current += command[++i];
      else current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (/\s/.test(c)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else if (c === '>' || c === '<') {
      break;
    } else {
      current += c;
      started = true;
    }
  }
  if (started) words.push(current);
  return words;
}

/* ------------------------------------------------------------------ facts */

export function factFindings(text: string, rules: readonly FactRule[]): {line: number; message: string}[] {
  const findings: {line: number; message: string}[] = [];
  for (const rule of rules) {
    for (const m of text.matchAll(
      new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`),
    )) {
      const figure = m.slice(1).find((g) => g !== undefined) ?? '';
      if (parseNumber(figure) !== rule.value) {
        findings.push({
          line: lineAt(text, m.index),
          message: `${rule.fact}: "${m[0].trim()}" says ${figure}, ${rule.source} says ${rule.value}`,
        });
      }
    }
  }
  return findings;
}

/** 2,000 (English), 2.000 (Italian), 2 000 → 2000. */
export function parseNumber(text: string): number {
  return Number(text.replace(/[.,\s\u00a0\u202f](?=\d{3}\b)/g, '').replace(',', '.'));
}

export type {FactRule};

/* ------------------------------------------------------------------ spec examples */

const schemaKeywords = ['type', '$ref', 'properties', 'enum', 'oneOf', 'anyOf', 'allOf', 'format', 'items', 'const'];
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every example of a spec that does not validate against its schema. */
export function specExampleFindings(contract: DocsContract, area: string): string[] {
  const spec = contract.specs.get(area) as Json;
  const findings: string[] = [];
  const check = (ref: string, value: unknown, where: string) => {
    for (const error of contract.validate(ref, value)) findings.push(`${where}: ${error}`);
  };
  const resolveExample = (example: Json): unknown => {
    if (typeof example.$ref === 'string') {
      const name = example.$ref.split('/').pop()!;
      return ((spec.components as Json).examples as Record<string, Json>)[name]?.value;
    }
    return example.value;
  };
  const walk = (node: unknown, path: string[], parentKey: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, [...path, String(i)], ''));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Json;
    const pointer = `${area}#/${path.map(escapePointer).join('/')}`;
    const where = `openapi/${area}.yaml ${path.join('.')}`;
    if (n.schema && typeof n.schema === 'object' && parentKey !== 'properties') {
      if ('example' in n) check(`${pointer}/schema`, n.example, `${where}.example`);
      if (n.examples && typeof n.examples === 'object' && !Array.isArray(n.examples)) {
        for (const [name, example] of Object.entries(n.examples as Record<string, Json>)) {
          // A binary example is a file the site serves (static/openapi/examples/): it must exist.
          if (typeof example.externalValue === 'string') {
            const file = example.externalValue.replace(/^https:\/\/www\.fulcro\.io\//, 'static/');
            if (file === example.externalValue || !existsSync(file))
              findings.push(
                `${where}.examples.${name}: externalValue ${example.externalValue} is not a file of static/`,
              );
            continue;
          }
          check(`${pointer}/schema`, resolveExample(example), `${where}.examples.${name}`);
        }
      }
    } else if ('example' in n && parentKey !== 'properties' && schemaKeywords.some((k) => k in n)) {
      check(pointer, n.example, `${where}.example`);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'example' || key === 'examples') continue;
      walk(child, [...path, key], key);
    }
  };
  walk(spec.paths, ['paths'], '');
  walk(spec.components, ['components'], '');
  return findings;
}

/** A Mermaid source with its labels' line breaks taken out: none inside a path or topic, a space elsewhere. */
export function joinLabelBreaks(source: string): string {
  return source.replace(/(\/)?<br\s*\/?>(\/)?/g, (_, before?: string, after?: string) => (before || after ? '/' : ' '));
}
