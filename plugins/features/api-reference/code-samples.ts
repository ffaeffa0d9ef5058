/**
 * Request samples of every operation in six languages, written at generation
 * time into the operation's page (front matter `api.samples`), so the browser
 * ships no code generator. The requests are the area's Postman collection
 * (./postman.ts: values from the spec's examples) and the code comes from
 * postman-code-generators, the generators Postman's own app uses. This module
 * only prepares each request (server URL, credentials, files to upload) and
 * turns the credentials into environment variables, as the docs write them.
 */
import codegen from 'postman-code-generators';
import {Collection, Request, type CollectionDefinition, type Item, type RequestDefinition} from 'postman-collection';
import {sampleLanguages, type SampleLanguage} from '../../../src/shared/api-page';

/** Generator and variant of postman-code-generators for each language of the pages. */
const generators: Record<SampleLanguage, [language: string, variant: string]> = {
  curl: ['curl', 'cURL'],
  python: ['python', 'Requests'],
  javascript: ['javascript', 'Fetch'],
  go: ['go', 'Native'],
  java: ['java', 'OkHttp'],
  csharp: ['csharp', 'HttpClient'],
};

export type CodeSamples = Record<SampleLanguage, string>;

type SecurityScheme = {type: string; scheme?: string; in?: string; name?: string};
type Schema = {format?: string; contentMediaType?: string; properties?: Record<string, Schema>};
type MediaType = {schema?: Schema; encoding?: Record<string, {contentType?: string}>};
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: {content?: Record<string, MediaType>};
};
/** The parts of a spec the samples read. */
export type SampleSpec = {
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, Operation>>;
  components?: {securitySchemes?: Record<string, SecurityScheme>};
};

/** Environment variables that hold the credentials; the docs use the same names. */
const credentialVariables = {
  bearer: 'FULCRO_TOKEN',
  cookie: 'FULCRO_SESSION',
  header: 'FULCRO_SESSION_TOKEN',
} as const;

/** What stands for a variable in the generated code until it is rewritten per language. */
const marker = (variable: string) => `__ENV_${variable}__`;
const markerPattern = /__ENV_([A-Z_]+?)__/g;

/** The credential headers of one security requirement; undefined if a sample cannot send it. */
function requirementHeaders(spec: SampleSpec, requirement: Record<string, string[]>): {key: string; value: string}[] | undefined {
  const headers: {key: string; value: string}[] = [];
  for (const name of Object.keys(requirement)) {
    const scheme = spec.components?.securitySchemes?.[name];
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
      headers.push({key: 'Authorization', value: `Bearer ${marker(credentialVariables.bearer)}`});
    } else if (scheme?.type === 'apiKey' && scheme.in === 'cookie' && scheme.name) {
      headers.push({key: 'Cookie', value: `${scheme.name}=${marker(credentialVariables.cookie)}`});
    } else if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      headers.push({key: scheme.name, value: marker(credentialVariables.header)});
    } else {
      return undefined;
    }
  }
  return headers;
}

/**
 * The credentials a sample sends: those of the operation's first security
 * requirement that headers can carry. A client certificate (mutual TLS) is
 * set up on the HTTP client, differently in each language, so an operation
 * that also accepts an access token shows that call (an operator's), with
 * the optional query parameters such a call may need; `fallback` says so.
 */
function credentials(spec: SampleSpec, operation: Operation): {headers: {key: string; value: string}[]; fallback: boolean} {
  const requirements = operation.security ?? spec.security ?? [];
  if (requirements.length === 0) return {headers: [], fallback: false};
  for (const [index, requirement] of requirements.entries()) {
    const headers = requirementHeaders(spec, requirement);
    if (headers) return {headers, fallback: index > 0};
  }
  throw new Error(`code-samples: no security requirement of ${JSON.stringify(requirements)} can be sent as headers`);
}

/** Optional query parameters (disabled in the collection) sent too. */
function withOptionalQuery(request: RequestDefinition): RequestDefinition {
  const url = request.url as {query?: {disabled?: boolean}[]} | undefined;
  if (!url?.query) return request;
  return {...request, url: {...url, query: url.query.map((parameter) => ({...parameter, disabled: false}))}};
}

/** File a sample uploads for a media type. */
function sampleFile(mediaType: string | undefined): string {
  const known: Record<string, string> = {
    'application/octet-stream': 'firmware.bin',
    'text/csv': 'batch.csv',
    'application/x-pem-file': 'request.csr.pem',
    'application/yaml': 'config.yaml',
  };
  return known[mediaType ?? ''] ?? 'payload.bin';
}

/** Multipart fields that the spec declares as files become file uploads. */
function withFiles(request: RequestDefinition, operation: Operation): RequestDefinition {
  const body = request.body;
  const media = operation.requestBody?.content?.['multipart/form-data'];
  if (body?.mode !== 'formdata' || !media) return request;
  const formdata = (body.formdata ?? []).map((field) => {
    const schema = media.schema?.properties?.[field.key];
    const fileType = media.encoding?.[field.key]?.contentType ?? schema?.contentMediaType;
    if (schema?.format !== 'binary' && fileType === undefined) return field;
    return {key: field.key, type: 'file', src: sampleFile(fileType)};
  });
  // Each generator writes the multipart Content-Type with its boundary; a fixed one would lack it.
  const header = (request.header ?? []) as {key: string}[];
  return {
    ...request,
    header: header.filter(({key}) => key.toLowerCase() !== 'content-type'),
    body: {...body, formdata},
  };
}

/** `{{name}}` variables of the collection replaced by their values (nested ones too). */
function resolveVariables(text: string, variables: Record<string, string>): string {
  let resolved = text;
  for (let depth = 0; depth < 5 && /\{\{[^{}]+\}\}/.test(resolved); depth += 1) {
    resolved = resolved.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
  }
  return resolved;
}

/** How each language reads an environment variable inside a string. */
type StringRewrite = {
  /** Matches one string literal of the language. */
  literal: RegExp;
  rewrite: (parts: string[], variables: string[]) => string;
};

/** Pieces of a literal's content around its markers: text, variable, text, … */
function splitMarkers(content: string): {texts: string[]; variables: string[]} {
  const texts: string[] = [];
  const variables: string[] = [];
  let last = 0;
  for (const match of content.matchAll(markerPattern)) {
    texts.push(content.slice(last, match.index));
    variables.push(match[1]);
    last = match.index + match[0].length;
  }
  texts.push(content.slice(last));
  return {texts, variables};
}

/** `"a" + f("X") + "b"`, leaving out empty strings. */
const concatenation = (read: (variable: string) => string) => (texts: string[], variables: string[]) =>
  texts
    .flatMap((text, i) => [text === '' ? [] : [`"${text}"`], i < variables.length ? [read(variables[i])] : []].flat())
    .join(' + ');

const doubleQuoted = /"(?:[^"\\\n]|\\.)*"/g;

const rewrites: Record<SampleLanguage, StringRewrite> = {
  // A single-quoted shell word becomes double-quoted, where `$NAME` expands.
  curl: {
    literal: /'[^'\n]*'/g,
    rewrite: (texts, variables) => `"${texts.map((t, i) => t.replace(/["\\$`]/g, '\\$&') + (i < variables.length ? `$${variables[i]}` : '')).join('')}"`,
  },
  python: {
    literal: /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g,
    rewrite: (texts, variables) =>
      `f'${texts.map((t, i) => t.replace(/[{}]/g, '$&$&') + (i < variables.length ? `{os.environ["${variables[i]}"]}` : '')).join('')}'`,
  },
  javascript: {
    literal: doubleQuoted,
    rewrite: (texts, variables) => `\`${texts.map((t, i) => t.replace(/[`$]/g, '\\$&') + (i < variables.length ? `\${process.env.${variables[i]}}` : '')).join('')}\``,
  },
  go: {literal: doubleQuoted, rewrite: concatenation((v) => `os.Getenv("${v}")`)},
  java: {literal: doubleQuoted, rewrite: concatenation((v) => `System.getenv("${v}")`)},
  csharp: {literal: doubleQuoted, rewrite: concatenation((v) => `Environment.GetEnvironmentVariable("${v}")`)},
};

/** Imports a language needs once it reads the environment. */
function addImports(language: SampleLanguage, code: string): string {
  if (language === 'python' && !/^import os$/m.test(code)) return code.replace(/^import requests$/m, 'import os\nimport requests');
  if (language === 'go' && !/^ {2}"os"$/m.test(code)) return code.replace(/^import \(\n/m, 'import (\n  "os"\n');
  return code;
}

/**
 * The Fetch generator uploads a file from a browser's `<input type="file">`;
 * the samples run in Node.js (they read the environment), so read it from disk.
 */
function nodeFileUploads(language: SampleLanguage, code: string): string {
  if (language !== 'javascript' || !code.includes('fileInput.files[0]')) return code;
  return `import fs from "node:fs";\n\n${code.replace(/fileInput\.files\[0\], ("[^"]+")/g, 'await fs.openAsBlob($1), $1')}`;
}

/** The generated code with its credential markers turned into environment variables. */
export function withEnvironmentVariables(language: SampleLanguage, code: string): string {
  if (!code.includes('__ENV_')) return code;
  const {literal, rewrite} = rewrites[language];
  const rewritten = code.replace(literal, (quoted) => {
    if (!quoted.includes('__ENV_')) return quoted;
    const {texts, variables} = splitMarkers(quoted.slice(1, -1));
    return rewrite(texts, variables);
  });
  if (rewritten.includes('__ENV_')) throw new Error(`code-samples: a credential is left as a marker in the ${language} sample:\n${rewritten}`);
  return addImports(language, rewritten);
}

function generate(language: SampleLanguage, request: Request): Promise<string> {
  const [lang, variant] = generators[language];
  const options = {indentCount: 2, indentType: 'Space', trimRequestBody: true, followRedirect: true, multiLine: true, longFormat: true};
  return new Promise((resolve, reject) => {
    codegen.convert(lang, variant, request, options, (error, snippet) => {
      if (error || typeof snippet !== 'string') return reject(error instanceof Error ? error : new Error(`no ${language} sample: ${String(error)}`));
      resolve(nodeFileUploads(language, withEnvironmentVariables(language, snippet.trim())));
    });
  });
}

/** `GET /things/{thingId}`: how samples are keyed (method in capitals, the spec's path). */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The samples of every operation of one area, by operationKey. Fails if an
 * operation of the spec has no request in the collection.
 */
export async function codeSamples(collection: CollectionDefinition, spec: SampleSpec): Promise<Map<string, CodeSamples>> {
  const variables = Object.fromEntries((collection.variable ?? []).map((v) => [String(v.key), typeof v.value === 'string' ? v.value : JSON.stringify(v.value ?? '')]));
  const items: Item[] = [];
  new Collection(collection).forEachItem((item) => items.push(item));
  const samples = new Map<string, CodeSamples>();
  for (const item of items) {
    const definition = item.request.toJSON();
    const method = String(definition.method ?? 'GET').toLowerCase();
    const segments = item.request.url.path ?? [];
    const path = `/${segments.map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment)).join('/')}`;
    const operation = spec.paths?.[path]?.[method];
    if (!operation) throw new Error(`code-samples: the collection's request ${operationKey(method, path)} is no operation of the spec`);
    const {headers, fallback} = credentials(spec, operation);
    const prepared = withFiles({...(fallback ? withOptionalQuery(definition) : definition), auth: undefined}, operation);
    const resolved = JSON.parse(resolveVariables(JSON.stringify(prepared), variables)) as RequestDefinition;
    const request = new Request(resolved);
    for (const header of headers) request.headers.add(header);
    const code = await Promise.all(sampleLanguages.map(({id}) => generate(id, request)));
    samples.set(operationKey(method, path), Object.fromEntries(sampleLanguages.map(({id}, i) => [id, code[i]])) as CodeSamples);
  }
  const expected = Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map((method) => operationKey(method, path)),
  );
  const missing = expected.filter((key) => !samples.has(key));
  if (missing.length > 0) throw new Error(`code-samples: no request in the collection for ${missing.join(', ')}`);
  return samples;
}
