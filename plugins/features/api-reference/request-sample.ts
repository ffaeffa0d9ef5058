/**
 * A curl command for one operation, written at generation time so that API
 * pages show a request sample without shipping a code generator to the
 * browser. The values come from the spec: the first server (its variables at
 * their defaults), parameter and body examples, the first security
 * requirement. Credentials are environment variables, as in the docs.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, Schema>;
};

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: Schema;
};

type MediaType = {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  encoding?: Record<string, {contentType?: string}>;
};

type SecurityScheme = {type: string; scheme?: string; in?: string; name?: string};

type Server = {url: string; variables?: Record<string, {default: string}>};

/** The part of the plugin's `item.api` that a request sample needs. */
export type SampleOperation = {
  method: string;
  path: string;
  servers?: Server[];
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, MediaType>};
  responses?: Record<string, {content?: Record<string, MediaType>}>;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, SecurityScheme>;
  jsonRequestBodyExample?: unknown;
};

/** Credentials as environment variables, the way the docs write them. */
const credentialFlags: Record<string, (scheme: SecurityScheme) => string | undefined> = {
  http: (s) => (s.scheme?.toLowerCase() === 'bearer' ? '-H "Authorization: Bearer $FULCRO_TOKEN"' : undefined),
  apiKey: (s) => {
    if (s.in === 'cookie') return `--cookie "${s.name}=$FULCRO_SESSION"`;
    if (s.in === 'header') return `-H "${s.name}: $FULCRO_SESSION_TOKEN"`;
    return undefined;
  },
  mutualTLS: () => '--cert connectable.pem --key connectable.key',
};

/** Single-quotes a shell word. */
function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function exampleOf(holder: {example?: unknown; examples?: Record<string, {value?: unknown}>; schema?: Schema}): unknown {
  if (holder.example !== undefined) return holder.example;
  const named = holder.examples ? Object.values(holder.examples)[0]?.value : undefined;
  if (named !== undefined) return named;
  const schema = holder.schema;
  return schema?.example ?? schema?.examples?.[0] ?? schema?.default;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function serverUrl(server: Server | undefined): string {
  if (!server) return '';
  return server.url
    .replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
    .replace(/\/$/, '');
}

function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json$/.test(mediaType.split(';')[0].trim());
}

/** A multipart field that carries a file rather than a value. */
function isFile(schema: Schema | undefined): boolean {
  return schema?.format === 'binary' || schema?.contentMediaType !== undefined;
}

/** File name a sample uploads for a binary media type. */
function sampleFile(mediaType: string): string {
  const known: Record<string, string> = {
    'application/senml+cbor': 'records.cbor',
    'application/x-pem-file': 'request.csr.pem',
    'application/yaml': 'config.yaml',
    'text/csv': 'batch.csv',
    'application/octet-stream': 'firmware.bin',
  };
  return known[mediaType] ?? 'payload.bin';
}

function bodyFlags(operation: SampleOperation): string[] {
  const content = operation.requestBody?.content;
  if (!content) return [];
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !media) return [];
  const example = exampleOf(media) ?? (isJson(mediaType) ? operation.jsonRequestBodyExample : undefined);
  if (mediaType === 'multipart/form-data') {
    const fields = Object.entries((example ?? {}) as Record<string, unknown>);
    return fields.map(([name, value]) => {
      const schema = media.schema?.properties?.[name];
      const fileType = media.encoding?.[name]?.contentType ?? schema?.contentMediaType;
      return isFile(schema) || fileType !== undefined
        ? `-F ${quote(`${name}=@${sampleFile(fileType ?? '')}`)}`
        : `-F ${quote(`${name}=${asText(value)}`)}`;
    });
  }
  const contentType = `-H ${quote(`Content-Type: ${mediaType}`)}`;
  if (mediaType === 'application/x-www-form-urlencoded') {
    const fields = Object.entries((example ?? {}) as Record<string, unknown>);
    return [contentType, ...fields.map(([name, value]) => `--data-urlencode ${quote(`${name}=${asText(value)}`)}`)];
  }
  if (isJson(mediaType)) {
    return example === undefined ? [contentType] : [contentType, `--data ${quote(JSON.stringify(example, null, 2))}`];
  }
  return [contentType, `--data-binary @${sampleFile(mediaType)}`];
}

function acceptFlag(operation: SampleOperation): string[] {
  const success = Object.entries(operation.responses ?? {}).find(([code]) => /^2/.test(code));
  const mediaType = Object.keys(success?.[1].content ?? {})[0];
  return mediaType ? [`-H ${quote(`Accept: ${mediaType}`)}`] : [];
}

function securityFlags(operation: SampleOperation): string[] {
  const requirement = operation.security?.[0] ?? {};
  return Object.keys(requirement)
    .map((name) => {
      const scheme = operation.securitySchemes?.[name];
      return scheme ? credentialFlags[scheme.type]?.(scheme) : undefined;
    })
    .filter((flag): flag is string => flag !== undefined);
}

/**
 * The command's parts: `curl` and the URL, then one option per part. Shown
 * joined by line continuations (src/shared/api-page.ts `joinCurlParts`).
 */
export function curlSample(operation: SampleOperation): string[] {
  const parameters = operation.parameters ?? [];
  const valueOf = (p: Parameter) => exampleOf(p);
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = parameters.find((p) => p.in === 'path' && p.name === name);
    const value = param ? valueOf(param) : undefined;
    return value === undefined ? whole : encodeURIComponent(asText(value));
  });
  const query = parameters
    .filter((p) => p.in === 'query' && p.required && valueOf(p) !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(asText(valueOf(p)))}`);
  const url = `${serverUrl(operation.servers?.[0])}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const headers = parameters
    .filter((p) => p.in === 'header' && p.required && valueOf(p) !== undefined)
    .map((p) => `-H ${quote(`${p.name}: ${asText(valueOf(p))}`)}`);
  const method = operation.method.toUpperCase();
  const first = method === 'GET' ? `curl ${quote(url)}` : `curl -X ${method} ${quote(url)}`;
  const flags = [...securityFlags(operation), ...headers, ...acceptFlag(operation), ...bodyFlags(operation)];
  return [first, ...flags];
}

