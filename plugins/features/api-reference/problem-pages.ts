/**
 * One page per problem type (issue 41), at the exact path of its `type` URI:
 * `/docs/api/problems/{name}` and `/it/docs/api/problems/{name}`, plus the
 * index `/docs/api/problems`. Written by `docusaurus gen-api-problems`
 * (`npm run gen-api`) into the `api` docs instance, English under
 * `api-reference/problems/`, Italian under
 * `i18n/it/docusaurus-plugin-content-docs-api/current/problems/` (both
 * generated, not committed), so the pages get the API sidebar, search, their
 * Markdown copies and their lines in llms.txt like the other API docs.
 *
 * The words of each type (when it happens, how to fix it) come from
 * src/data/problem-types.ts; what the API does comes from the specs: the
 * `title` member, the example body and the operations that return the type,
 * read from every response of openapi/{area}.yaml whose example carries it.
 *
 * Pure functions over parsed specs, so the unit test and the command share them.
 */
import {readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiAreaLabelsIt, apiAreas, operationPageId, type ApiAreaId} from '../../../src/data/api-areas';
import {
  problemText,
  problemTypeName,
  problemTypes,
  problemTypesByStatus,
  reasonPhrases,
  type ProblemBody,
  type ProblemType,
  type ProblemTypeLocale,
} from '../../../src/data/problem-types';
import {frontMatter} from './markdown';
import {operationsOf} from './personal-data';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One response of one operation that returns a problem type. */
export type ProblemUse = {
  area: ApiAreaId;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The response's status code, as the spec keys it. */
  status: string;
  /** The example body that carries the type. */
  example: ProblemBody;
  /** The schema the example follows: `area#/json/pointer`. */
  schema: string;
};

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows local `$ref`s (`#/components/...`), with the JSON pointer where it ends. */
function deref(spec: Json, node: unknown, at: string, seen = new Set<string>()): {node: unknown; at: string} {
  if (!isObject(node) || typeof node.$ref !== 'string' || seen.has(node.$ref)) return {node, at};
  seen.add(node.$ref);
  let target: unknown = spec;
  for (const raw of node.$ref.replace(/^#\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return deref(spec, target, node.$ref, seen);
}

/**
 * Every example value of a response, whatever its media type (`example`, or
 * `examples` with `value`), with the JSON pointer of the schema it follows.
 */
function responseExamples(spec: Json, response: unknown, at: string): {value: unknown; schema: string}[] {
  const resolved = deref(spec, response, at);
  if (!isObject(resolved.node) || !isObject(resolved.node.content)) return [];
  return Object.entries(resolved.node.content).flatMap(([mediaType, media]) => {
    if (!isObject(media)) return [];
    const schema = `${resolved.at}/content/${escapePointer(mediaType)}/schema`;
    const named = isObject(media.examples)
      ? Object.values(media.examples).map((example) => {
          const value = deref(spec, example, '').node;
          return isObject(value) ? value.value : undefined;
        })
      : [];
    return [media.example, ...named].filter((value) => value !== undefined).map((value) => ({value, schema}));
  });
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

const isProblem = (value: unknown): value is ProblemBody => isObject(value) && typeof value.type === 'string' && problemTypeName(value.type) !== undefined;

/**
 * Every operation response that returns a problem type, by type name: from
 * the specs' examples first (areas in the order given, operations in their
 * spec's order).
 */
export function problemUses(specs: Partial<Record<ApiAreaId, unknown>>): Map<string, ProblemUse[]> {
  const uses = new Map<string, ProblemUse[]>();
  const add = (name: string, use: ProblemUse) => uses.set(name, [...(uses.get(name) ?? []), use]);
  for (const {id: area} of apiAreas) {
    const spec = specs[area];
    if (!isObject(spec)) continue;
    for (const {method, path: apiPath, operation} of operationsOf(spec)) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        const seen = new Set<string>();
        const at = `#/paths/${escapePointer(apiPath)}/${method}/responses/${status}`;
        for (const {value: example, schema} of responseExamples(spec, response, at)) {
          if (!isProblem(example) || seen.has(example.type)) continue;
          seen.add(example.type);
          add(problemTypeName(example.type)!, {
            area,
            operationId: stringOf(operation.operationId),
            method,
            path: apiPath,
            summary: stringOf(operation.summary),
            status,
            example,
            schema: `${area}${schema}`,
          });
        }
      }
    }
  }
  return uses;
}

/** How many operations each area has, for "every operation of the area". */
export function operationCounts(specs: Partial<Record<ApiAreaId, unknown>>): Map<ApiAreaId, number> {
  return new Map(apiAreas.map(({id}) => [id, isObject(specs[id]) ? operationsOf(specs[id]).length : 0]));
}

const words = {
  en: {
    indexTitle: 'Problem types',
    indexDescription: 'Every problem type the Fulcro APIs answer with, by HTTP status: what it means, when it happens and how to fix it.',
    indexIntro: [
      'When a Fulcro API refuses a request, it answers with RFC 9457 problem details, media type `application/problem+json`. The `type` member is a URI that names the problem, and that URI is the address of the problem\'s page on this site: open it to learn when the problem happens and how to fix it.',
      'In code, compare `type`, never `title` or `detail`: those are for people and may be worded differently. A client that meets a type it does not know falls back on the HTTP status. Show `detail` to the person using your app, walk `errors` to mark each faulty field, and quote `requestId` when you write to support.',
    ],
    uri: 'Type URI',
    httpStatus: 'HTTP status',
    titleMember: '`title` member',
    lead: (title: string, status: string) => `Fulcro answers \`${status}\` with this problem type when ${title}`,
    whenHeading: 'When it happens',
    fixHeading: 'How to fix it',
    exampleHeading: 'Example',
    exampleIntro: (status: string) => `A \`${status}\` response as the API sends it, with the \`application/problem+json\` media type:`,
    operationsHeading: 'Returned by',
    operationsIntro: (count: number) =>
      count === 1 ? 'One operation returns this type; its page shows the response.' : `${count} operations return this type; each one's page shows the response.`,
    everyOperation: (label: string, count: number) => `every operation of the ${label} API (${count})`,
    allTypes: 'All problem types',
  },
  it: {
    indexTitle: 'Tipi di problema',
    indexDescription: "Tutti i tipi di problema con cui rispondono le API di Fulcro, per stato HTTP: che cosa significano, quando capitano e come risolverli.",
    indexIntro: [
      "Quando un'API di Fulcro rifiuta una richiesta, risponde con i problem details della RFC 9457, tipo di media `application/problem+json`. Il membro `type` è un URI che dà il nome al problema, e quell'URI è l'indirizzo della pagina del problema su questo sito: aprila per sapere quando capita e come risolverlo.",
      "Nel codice confronta `type`, mai `title` o `detail`: quelli sono scritti per le persone e possono cambiare formulazione. Un client che incontra un tipo che non conosce si regola sullo stato HTTP. Mostra `detail` a chi usa la tua app, scorri `errors` per segnalare ogni campo sbagliato e cita `requestId` quando scrivi al supporto.",
    ],
    uri: 'URI del tipo',
    httpStatus: 'Stato HTTP',
    titleMember: 'Membro `title`',
    lead: (title: string, status: string) => `Fulcro risponde \`${status}\` con questo tipo di problema quando ${title}`,
    whenHeading: 'Quando capita',
    fixHeading: 'Come risolverlo',
    exampleHeading: 'Esempio',
    exampleIntro: (status: string) => `Una risposta \`${status}\` così come la invia l'API, con il tipo di media \`application/problem+json\`:`,
    operationsHeading: 'Restituito da',
    operationsIntro: (count: number) =>
      count === 1
        ? "Un'operazione restituisce questo tipo; la sua pagina mostra la risposta."
        : `${count} operazioni restituiscono questo tipo; la pagina di ciascuna mostra la risposta.`,
    everyOperation: (label: string, count: number) => `tutte le operazioni dell'API ${label} (${count})`,
    allTypes: 'Tutti i tipi di problema',
  },
} as const;

const areaLabel = (area: ApiAreaId, locale: ProblemTypeLocale) =>
  locale === 'it' ? apiAreaLabelsIt[area] : apiAreas.find(({id}) => id === area)!.label;

/** `401 Unauthorized`. */
export const statusLine = (status: number) => `${status} ${reasonPhrases[status] ?? ''}`.trim();

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The "Returned by" list: one line per area, or its operations when only some return the type. */
function operationsSection(uses: readonly ProblemUse[], counts: Map<ApiAreaId, number>, locale: ProblemTypeLocale): string[] {
  const w = words[locale];
  const distinct = [...new Map(uses.map((use) => [`${use.area} ${use.operationId}`, use])).values()];
  const lines: string[] = [w.operationsIntro(distinct.length), ''];
  for (const {id: area} of apiAreas) {
    const ofArea = distinct.filter((use) => use.area === area);
    if (ofArea.length === 0) continue;
    const label = areaLabel(area, locale);
    if (ofArea.length === counts.get(area)) {
      lines.push(`- **${label}**: [${w.everyOperation(label, ofArea.length)}](/docs/api/${area})`);
      continue;
    }
    lines.push(`- **${label}**`);
    for (const use of ofArea) {
      lines.push(`  - [${use.summary}](/docs/api/${area}/${operationPageId(use.operationId)}): \`${use.method.toUpperCase()} ${use.path}\``);
    }
  }
  return lines;
}

/** The example a page shows: the first one the specs give. */
const exampleOf = (uses: readonly ProblemUse[]) => uses[0]?.example;

/** The page of one problem type, in English or Italian. */
export function problemPage(
  type: ProblemType,
  uses: readonly ProblemUse[],
  counts: Map<ApiAreaId, number>,
  locale: ProblemTypeLocale,
): string {
  const w = words[locale];
  const text = (value: string) => problemText(value, locale);
  const example = exampleOf(uses);
  if (!example) throw new Error(`Problem type ${type.name}: no operation of the specs returns it`);
  const status = statusLine(type.status);
  return [
    frontMatter({
      id: type.name,
      title: type.title[locale],
      description: text(type.summary[locale]),
      sidebar_label: type.name,
      slug: `/problems/${type.name}`,
      custom_edit_url: null,
    }),
    w.lead(lowerFirst(text(type.summary[locale])), status),
    '',
    `- ${w.uri}: \`${example.type}\``,
    `- ${w.httpStatus}: \`${status}\``,
    `- ${w.titleMember}: \`${example.title}\``,
    '',
    `## ${w.whenHeading} {/* #when */}`,
    '',
    ...type.when[locale].flatMap((paragraph) => [text(paragraph), '']),
    `## ${w.fixHeading} {/* #fix */}`,
    '',
    ...type.fix[locale].flatMap((paragraph) => [text(paragraph), '']),
    `## ${w.exampleHeading} {/* #example */}`,
    '',
    w.exampleIntro(status),
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
    '',
    `## ${w.operationsHeading} {/* #operations */}`,
    '',
    ...operationsSection(uses, counts, locale),
    '',
    `[${w.allTypes}](/docs/api/problems)`,
    '',
  ].join('\n');
}

/** The index of the problem types, in English or Italian. */
export function problemIndexPage(locale: ProblemTypeLocale): string {
  const w = words[locale];
  // Grouped by status, one line per type: a table of four columns would squeeze the summaries on a phone.
  const types = problemTypesByStatus();
  const statuses = [...new Set(types.map((type) => type.status))];
  const sections = statuses.flatMap((status) => [
    `## ${statusLine(status)} {/* #status-${status} */}`,
    '',
    ...types
      .filter((type) => type.status === status)
      .map((type) => `- [\`${type.name}\`](/docs/api/problems/${type.name}): **${type.title[locale]}**. ${problemText(type.summary[locale], locale)}`),
    '',
  ]);
  return [
    frontMatter({id: 'index', title: w.indexTitle, description: w.indexDescription, slug: '/problems', custom_edit_url: null}),
    ...w.indexIntro.flatMap((paragraph) => [paragraph, '']),
    ...sections,
  ].join('\n');
}

/**
 * Writes the index and every type's page in both languages. `dirs` are the
 * `problems/` folders of the `api` docs instance, English and Italian; they
 * are emptied first.
 */
export async function writeProblemPages(specs: Partial<Record<ApiAreaId, unknown>>, dirs: Record<ProblemTypeLocale, string>): Promise<number> {
  const uses = problemUses(specs);
  const counts = operationCounts(specs);
  for (const locale of ['en', 'it'] as const) {
    await rm(dirs[locale], {recursive: true, force: true});
    await mkdir(dirs[locale], {recursive: true});
    await writeFile(path.join(dirs[locale], 'index.mdx'), problemIndexPage(locale), 'utf8');
    for (const type of problemTypes) {
      await writeFile(path.join(dirs[locale], `${type.name}.mdx`), problemPage(type, uses.get(type.name) ?? [], counts, locale), 'utf8');
    }
  }
  return problemTypes.length;
}

type Cli = Parameters<NonNullable<Plugin['extendCli']>>[0];

/**
 * `docusaurus gen-api-problems`: the problem-type pages of both languages,
 * from the specs of every API area (run by `npm run gen-api`).
 */
export function registerProblemPagesCommand(
  cli: Cli,
  context: LoadContext,
  options: {areas: Record<string, {specPath: string}>; docsPluginId: string; docsPath: string},
): void {
  cli
    .command('gen-api-problems')
    .description('Writes one page per problem type of the specs, and their index, in every language (/docs/api/problems).')
    .action(async () => {
      const {siteDir} = context;
      const specs = Object.fromEntries(
        Object.entries(options.areas).map(([area, {specPath}]) => [area, load(readFileSync(path.resolve(siteDir, specPath), 'utf8'))]),
      );
      const count = await writeProblemPages(specs, {
        en: path.join(siteDir, options.docsPath, 'problems'),
        it: path.join(siteDir, 'i18n', 'it', `docusaurus-plugin-content-docs-${options.docsPluginId}`, 'current', 'problems'),
      });
      console.log(`[api-reference] ${count} problem-type pages written, and their index, in English and Italian`);
    });
}
