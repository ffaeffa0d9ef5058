/**
 * Generator hooks of docusaurus-plugin-openapi-docs (`markdownGenerators`).
 * The plugin's templates are reduced to `{{{markdown}}}` (see ./templates),
 * so these functions write whole pages, front matter included:
 *
 * - operation pages keep the plugin's body (method, path, parameters, body,
 *   responses) and carry a small `api` front matter (method, path, media
 *   types and the request samples written by ./api-files.ts) instead of the
 *   compressed operation that the stock explorer decompresses in the browser;
 * - overview pages get a fixed slug (`/docs/api/{area}`), the version, the
 *   spec's description, its security schemes and its downloads, in English
 *   or Italian.
 */
import {createApiPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {clean} from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import type {ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {encodeSample, type ApiFrontMatter} from '../../../src/shared/api-page';
import {operationPageId} from '../../../src/data/api-areas';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {downloadFile, downloadFormats, downloadsUrl, readSamples, type DownloadFormat, type DownloadSizes} from './api-files';
import {operationKey} from './code-samples';
import {personalDataFields, personalDataSummary} from './personal-data';
import {afterErasure, personalDataCategories, personalDataCategory, retentionText, type PersonalDataLocale} from '../../../src/data/personal-data';
import type {PersonalDataBlock} from '../../../src/shared/api-page';

export type OverviewLocale = 'en' | 'it';

/** What the light API item reads from an operation page's front matter. */

/** A string as a YAML scalar (JSON strings are valid YAML). */
const yaml = (value: unknown) => JSON.stringify(value);

/**
 * The front matter of a generated page. Docusaurus' MDX loader writes front
 * matter into the page's script with stringify-object, which does not escape
 * backslashes: one would be lost, or break the build. A value must not hold
 * any (request samples travel encoded, src/shared/api-page.ts `encodeSample`).
 */
export function frontMatter(fields: Record<string, unknown>): string {
  const backslash = Object.entries(fields).find(([, value]) => typeof value === 'string' ? value.includes('\\') : JSON.stringify(value ?? null).includes('\\\\'));
  if (backslash) throw new Error(`Front matter "${backslash[0]}" of a generated API page holds a backslash, which the MDX loader would drop: encode it`);
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

const specs = new Map<string, Record<string, unknown>>();

/** The spec of an area, parsed once per generation. */
function specOf(siteDir: string, area: string): Record<string, unknown> {
  if (!specs.has(area)) specs.set(area, load(readFileSync(path.join(siteDir, 'openapi', `${area}.yaml`), 'utf8')) as Record<string, unknown>);
  return specs.get(area)!;
}

/** The personal-data block of an operation: its marked fields, and the words of their categories in both languages. */
export function personalDataBlock(spec: Record<string, unknown>, method: string, apiPath: string): PersonalDataBlock {
  const fields = personalDataFields(spec, method, apiPath);
  const categories = [...new Set(fields.map((f) => f.category))];
  const words = (locale: PersonalDataLocale) => ({
    categories: Object.fromEntries(
      categories.map((id) => {
        const category = personalDataCategory(id);
        const retention = category.retention.map((clause) => ({...(clause.about ? {about: clause.about[locale]} : {}), rule: retentionText(clause.rule, locale)}));
        return [id, {label: category.label[locale], retention}];
      }),
    ),
    afterErasure: retentionText(afterErasure.rule, locale),
  });
  return {
    fields: fields.map(({where, field, in: location, category}) => ({where, field, ...(location ? {in: location} : {}), category})),
    en: words('en'),
    it: words('it'),
  };
}

export function apiPageMarkdown(item: ApiPageMetadata, area: string, siteDir: string): string {
  const {api} = item;
  const samples = readSamples(siteDir, area)[operationKey(api.method, api.path)];
  if (!samples) throw new Error(`No request samples for ${operationKey(api.method, api.path)} of the ${area} API: run npm run gen-api`);
  const successCode = Object.keys(api.responses ?? {}).find((code) => /^2/.test(code));
  const success = successCode ? (api.responses?.[successCode] as {content?: object} | undefined) : undefined;
  const body = api.requestBody as {content?: object} | undefined;
  const apiFrontMatter: ApiFrontMatter = {
    method: api.method,
    path: api.path,
    accept: Object.keys(success?.content ?? {}),
    contentTypes: Object.keys(body?.content ?? {}),
    samples: Object.fromEntries(Object.entries(samples).map(([language, code]) => [language, encodeSample(code)])) as ApiFrontMatter['samples'],
    personalData: personalDataBlock(specOf(siteDir, area), api.method, api.path),
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
  // The operation's layout, exported for the light item of the `api` instance (src/theme/ApiItem/index.tsx):
  // only operation pages load it and the API theme.
  return `${head}\n${operationLayoutExport}\n\n${operationLayout(createApiPageMD(item), item.id)}\n`;
}

/** The module of the request samples, which an operation page imports (src/theme/ApiItem/RequestSamples.tsx). */
export const requestSamplesModule = '@site/src/theme/ApiItem/RequestSamples';

/**
 * An operation page's body arranged for its layout (src/theme/ApiItem, src/css/api-reference.scss): the title and
 * the method and path first, then the request samples, then the rest of the operation in one block. A narrow column
 * shows them in that order, the samples under the endpoint; a wide one puts the block and the samples side by side.
 */
export function operationLayout(page: string, id: string): string {
  const endpointEnd = '</MethodEndpoint>';
  const at = page.indexOf(endpointEnd);
  if (at < 0 || page.indexOf(endpointEnd, at + 1) >= 0) {
    throw new Error(`API page ${id}: expected one <MethodEndpoint> in the openapi plugin's page, to place the request samples under it`);
  }
  const split = at + endpointEnd.length;
  return [
    `import RequestSamples from "${requestSamplesModule}";`,
    page.slice(0, split),
    '<RequestSamples />',
    '<div className="api-operation__body">',
    page.slice(split).trim(),
    '</div>',
  ].join('\n\n');
}

/** The line by which an operation page hands its layout to the `api` instance's item (src/theme/ApiItem/index.tsx). */
export const operationLayoutExport = "export {default as ApiOperation} from '@theme/ApiItem/Operation';";

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
    downloads: 'Downloads',
    downloadsIntro:
      'The whole specification of this area as one file, and a Postman collection with a request for every operation. Import the collection into Postman, then set your tenant and your credentials in its variables.',
    file: 'File',
    format: 'Format',
    size: 'Size',
    area: 'Area',
    files: 'Files',
    formats: {yaml: 'OpenAPI 3.1, YAML', json: 'OpenAPI 3.1, JSON', postman: 'Postman collection v2.1'},
    formatNames: {yaml: 'YAML', json: 'JSON', postman: 'Postman'},
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
    downloads: 'Download',
    downloadsIntro:
      'La specifica completa di quest’area in un solo file e una collection Postman con una richiesta per ogni operazione. Importa la collection in Postman, poi imposta il tuo tenant e le tue credenziali nelle sue variabili.',
    file: 'File',
    format: 'Formato',
    size: 'Dimensione',
    area: 'Area',
    files: 'File',
    formats: {yaml: 'OpenAPI 3.1, YAML', json: 'OpenAPI 3.1, JSON', postman: 'Collection Postman v2.1'},
    formatNames: {yaml: 'YAML', json: 'JSON', postman: 'Postman'},
  },
} as const;

/** Text for a Markdown table's cell: one line, pipes escaped. */
export function cell(text: string): string {
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

/** A size in kilobytes, with one decimal, as the locale writes numbers. */
export function kilobytes(bytes: number, locale: OverviewLocale): string {
  const figure = new Intl.NumberFormat(locale, {minimumFractionDigits: 1, maximumFractionDigits: 1}).format(bytes / 1024);
  return `${figure}\u00a0KB`;
}

/**
 * A link to a download. `pathname://` keeps the URL as written: the files
 * are not pages, and one copy serves both languages.
 */
const downloadLink = (area: string, format: DownloadFormat) => `[${downloadFile(area, format)}](pathname://${downloadsUrl}/${downloadFile(area, format)})`;

/** The downloads of one area, for its overview page; `extraRows` are table rows of other files the area publishes (Core's AsyncAPI document). */
export function downloadsSection(area: string, sizes: DownloadSizes, locale: OverviewLocale, extraRows: readonly string[] = []): string {
  const w = words[locale];
  const areaSizes = sizes[area];
  if (!areaSizes) throw new Error(`No downloads of the ${area} API: run npm run gen-api`);
  return [
    `## ${w.downloads} {/* #downloads */}`,
    '',
    w.downloadsIntro,
    '',
    `| ${w.file} | ${w.format} | ${w.size} |`,
    '| --- | --- | --- |',
    ...downloadFormats.map((format) => `| ${downloadLink(area, format)} | ${w.formats[format]} | ${kilobytes(areaSizes[format], locale)} |`),
    ...extraRows,
    '',
  ].join('\n');
}

/** A document the index's downloads list after the areas' specs: its label, its page and its files. */
export type ExtraDownload = {label: string; page: string; files: readonly {name: string; href: string; bytes: number}[]};

/** Every area's downloads, for the API reference's index page (a partial it imports), then the other documents (Core's AsyncAPI document). */
export function downloadsTable(areas: readonly {id: string; label: string}[], sizes: DownloadSizes, locale: OverviewLocale, extra: readonly ExtraDownload[] = []): string {
  const w = words[locale];
  const link = (area: string, format: DownloadFormat) =>
    `[${w.formatNames[format]}](pathname://${downloadsUrl}/${downloadFile(area, format)}) ${kilobytes(sizes[area][format], locale)}`;
  return [
    `| ${w.area} | ${w.files} |`,
    '| --- | --- |',
    ...areas.map(({id, label}) => `| [${label}](/docs/api/${id}#downloads) | ${downloadFormats.map((format) => link(id, format)).join(' · ')} |`),
    ...extra.map(({label, page, files}) => `| [${label}](${page}) | ${files.map((file) => `[${file.name}](pathname://${file.href}) ${kilobytes(file.bytes, locale)}`).join(' · ')} |`),
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
export function overviewMarkdown(
  item: InfoPageMetadata,
  area: string,
  locale: OverviewLocale,
  sizes: DownloadSizes,
  text?: OverviewText,
  extraDownloadRows: readonly string[] = [],
): string {
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
    downloadsSection(area, sizes, locale, extraDownloadRows),
  ].join('\n');
}

const summaryWords = {
  en: {
    title: 'Personal data in the API',
    description: 'Every operation of the Fulcro APIs that takes or returns personal data, by category, with the fields and the retention that applies.',
    intro: [
      'Every property and parameter of the API specifications that can hold personal data carries a category; this page lists, for each category, the operations that take or return such data and the fields that do. Use it as the basis of the records of processing (GDPR Article 30) for what your product does through the APIs: the purposes, the people concerned and the recipients are yours to add.',
      'Each operation page shows the same information in its Personal data block. The retention is that of hosted instances.',
    ],
    retention: 'Retention',
    afterErasureTitle: 'After deletion',
    afterErasure: 'Whatever the category:',
    operation: 'Operation',
    fields: 'Fields',
    none: 'No operation holds data of this category.',
  },
  it: {
    title: "Dati personali nell'API",
    description: "Ogni operazione delle API di Fulcro che riceve o restituisce dati personali, per categoria, con i campi e la conservazione che si applica.",
    intro: [
      "Ogni proprietà e ogni parametro delle specifiche API che può contenere dati personali ha una categoria; questa pagina elenca, per ogni categoria, le operazioni che ricevono o restituiscono quei dati e i campi che li contengono. Usala come base del registro dei trattamenti (articolo 30 del GDPR) per ciò che il tuo prodotto fa tramite le API: finalità, interessati e destinatari li aggiungi tu.",
      "La pagina di ogni operazione mostra le stesse informazioni nel riquadro Dati personali. La conservazione è quella delle istanze ospitate da Fulcro.",
    ],
    retention: 'Conservazione',
    afterErasureTitle: 'Dopo la cancellazione',
    afterErasure: 'Qualunque sia la categoria:',
    operation: 'Operazione',
    fields: 'Campi',
    none: 'Nessuna operazione contiene dati di questa categoria.',
  },
} as const;


/**
 * The API-wide list of personal data (`/docs/api/personal-data`), in English
 * or Italian: for each category its description, its retention and the
 * operations that process it. Written by `gen-api-files` from the specs.
 */
export function personalDataPage(specs: Record<string, unknown>, locale: OverviewLocale): string {
  const w = summaryWords[locale];
  const summary = personalDataSummary(specs);
  const sections = personalDataCategories.map((category) => {
    const operations = summary[category.id];
    const rows = operations.map(
      (op) =>
        `| [${cell(op.summary)}](/docs/api/${op.area}/${operationPageId(op.operationId)}) <br /> \`${op.method.toUpperCase()} ${op.path}\` | ${op.fields.map((f) => `\`${f.field}\``).join(', ')} |`,
    );
    return [
      `## ${category.label[locale]} {/* #${category.id} */}`,
      '',
      category.description[locale],
      '',
      `**${w.retention}.** ${category.retention.map((clause) => `${clause.about ? `${clause.about[locale]}: ` : ''}${retentionText(clause.rule, locale)}`).join(' ')}`,
      '',
      ...(rows.length === 0 ? [w.none] : [`| ${w.operation} | ${w.fields} |`, '| --- | --- |', ...rows]),
      '',
    ].join('\n');
  });
  return [
    frontMatter({title: w.title, description: w.description, slug: '/personal-data', custom_edit_url: null}),
    ...w.intro.flatMap((paragraph) => [paragraph, '']),
    ...sections,
    `## ${w.afterErasureTitle} {/* #after-deletion */}`,
    '',
    `${w.afterErasure} ${retentionText(afterErasure.rule, locale)}`,
    '',
  ].join('\n');
}
