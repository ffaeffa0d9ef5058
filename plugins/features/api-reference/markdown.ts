/**
 * Generator hooks of docusaurus-plugin-openapi-docs (`markdownGenerators`).
 * The plugin's templates are reduced to `{{{markdown}}}` (see ./templates),
 * so these functions write whole pages, front matter included:
 *
 * - operation pages keep the plugin's body (method, path, parameters, body,
 *   responses) and carry a small `api` front matter (method, path, media
 *   types and a curl sample) instead of the compressed operation that the
 *   stock explorer decompresses in the browser;
 * - overview pages get a fixed slug (`/docs/api/{area}`), the version, the
 *   spec's description and its security schemes, in English or Italian.
 */
import {createApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {clean} from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import type {ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ApiFrontMatter} from '../../../src/shared/api-page';
import {curlSample} from './request-sample';

export type OverviewLocale = 'en' | 'it';

/** What the light API item reads from an operation page's front matter. */

/** A string as a YAML scalar (JSON strings are valid YAML). */
const yaml = (value: unknown) => JSON.stringify(value);

function frontMatter(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value === null || typeof value === 'boolean' ? String(value) : yaml(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** First paragraph of a Markdown description, as plain text for `<meta name="description">`. */
function summaryOf(description: string | undefined): string {
  const first = (description ?? '').split(/\r?\n\s*\r?\n/)[0] ?? '';
  return first
    .replace(/\s+/g, ' ')
    .replace(/[*`_]/g, '')
    .trim();
}

export function apiPageMarkdown(item: ApiPageMetadata): string {
  const {api} = item;
  const successCode = Object.keys(api.responses ?? {}).find((code) => /^2/.test(code));
  const success = successCode ? (api.responses?.[successCode] as {content?: object} | undefined) : undefined;
  const body = api.requestBody as {content?: object} | undefined;
  const apiFrontMatter: ApiFrontMatter = {
    method: api.method,
    path: api.path,
    accept: Object.keys(success?.content ?? {}),
    contentTypes: Object.keys(body?.content ?? {}),
    sample: curlSample(api),
  };
  const head = frontMatter({
    id: item.id,
    title: item.title,
    description: summaryOf(api.description) || item.frontMatter.description,
    sidebar_label: item.title,
    hide_title: true,
    hide_table_of_contents: true,
    sidebar_class_name: `${api.method} api-method${api.deprecated ? ' menu__list-item--deprecated' : ''}`,
    custom_edit_url: null,
    hide_send_button: item.frontMatter.hide_send_button === true ? true : undefined,
    api: apiFrontMatter,
  });
  return `${head}\n${createApiPageMD(item)}\n`;
}

type SecurityScheme = {type: string; scheme?: string; bearerFormat?: string; in?: string; name?: string; description?: string};

const words = {
  en: {
    version: 'Version',
    security: 'Security schemes',
    securityIntro: 'Each operation page says which of these schemes it accepts.',
    scheme: 'Scheme',
    type: 'Type',
    sentAs: 'Sent as',
    description: 'Description',
    operations: 'Operations',
    header: (name: string) => `\`${name}\` header`,
    cookie: (name: string) => `\`${name}\` cookie`,
    query: (name: string) => `\`${name}\` query parameter`,
    bearer: '`Authorization: Bearer <token>` header',
    mutualTLS: 'client certificate in the TLS handshake',
    types: {http: 'HTTP', apiKey: 'API key', mutualTLS: 'Mutual TLS', oauth2: 'OAuth 2.0', openIdConnect: 'OpenID Connect'},
  },
  it: {
    version: 'Versione',
    security: 'Schemi di sicurezza',
    securityIntro: 'La pagina di ogni operazione indica quali di questi schemi accetta.',
    scheme: 'Schema',
    type: 'Tipo',
    sentAs: 'Inviato come',
    description: 'Descrizione',
    operations: 'Operazioni',
    header: (name: string) => `header \`${name}\``,
    cookie: (name: string) => `cookie \`${name}\``,
    query: (name: string) => `parametro di query \`${name}\``,
    bearer: 'header `Authorization: Bearer <token>`',
    mutualTLS: 'certificato client nell’handshake TLS',
    types: {http: 'HTTP', apiKey: 'Chiave API', mutualTLS: 'TLS reciproco', oauth2: 'OAuth 2.0', openIdConnect: 'OpenID Connect'},
  },
} as const;

function cell(text: string): string {
  return clean(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

function securityTable(
  schemes: Record<string, SecurityScheme> | undefined,
  locale: OverviewLocale,
  descriptions: Record<string, string> = {},
): string {
  const w = words[locale];
  const entries = Object.entries(schemes ?? {});
  if (entries.length === 0) return '';
  const sentAs = (s: SecurityScheme) => {
    if (s.type === 'http' && s.scheme?.toLowerCase() === 'bearer') return w.bearer;
    if (s.type === 'apiKey' && s.name) return s.in === 'cookie' ? w.cookie(s.name) : s.in === 'query' ? w.query(s.name) : w.header(s.name);
    if (s.type === 'mutualTLS') return w.mutualTLS;
    return '';
  };
  const rows = entries.map(([name, s]) => {
    const type = (w.types as Record<string, string>)[s.type] ?? s.type;
    return `| \`${name}\` | ${type} | ${cell(sentAs(s))} | ${cell(descriptions[name] ?? s.description ?? '')} |`;
  });
  return [
    `## ${w.security} {/* #security-schemes */}`,
    '',
    w.securityIntro,
    '',
    `| ${w.scheme} | ${w.type} | ${w.sentAs} | ${w.description} |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Translated parts of an overview page; English comes from the spec itself. */
export type OverviewText = {
  title: string;
  description: string;
  /** Descriptions of the security schemes, by scheme name. */
  securitySchemes?: Record<string, string>;
};

/**
 * The overview page of one area: `/docs/api/{area}`. English takes its words
 * from the spec's `info`; other locales pass the translated words.
 */
export function overviewMarkdown(item: InfoPageMetadata, area: string, locale: OverviewLocale, text?: OverviewText): string {
  const w = words[locale];
  const title = text?.title ?? item.info.title;
  const description = text?.description ?? item.info.description ?? '';
  const head = frontMatter({
    id: item.id,
    title,
    description: summaryOf(description),
    slug: `/${area}`,
    custom_edit_url: null,
  });
  return [
    head,
    `import DocCardList from '@theme/DocCardList';`,
    '',
    `<span className="badge badge--secondary">${w.version} ${clean(item.info.version)}</span>`,
    '',
    clean(description.trim()),
    '',
    securityTable(item.securitySchemes, locale, text?.securitySchemes),
    `## ${w.operations} {/* #operations */}`,
    '',
    '<DocCardList />',
    '',
  ].join('\n');
}
