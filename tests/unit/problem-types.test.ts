import matter from '@11ty/gray-matter';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {compile} from '@mdx-js/mdx';
import {apiAreas, operationPageId, type ApiAreaId} from '@site/src/data/api-areas';
import {problemTypeBase} from '@site/src/data/platform';
import {
  problemText,
  problemType,
  problemTypes,
  problemTypeName,
  reasonPhrases,
  type ProblemType,
} from '@site/src/data/problem-types';
import {
  operationCounts,
  problemIndexPage,
  problemPage,
  problemUses,
  type ProblemUse,
} from '@site/plugins/features/api-reference/problem-pages';
import {DocsContract, splitMarkdown} from './lib/docs-contract';
import {frontMatterOf} from './lib/generated-pages';

/**
 * One page per problem type (issue 41). Every `type` URI that a spec or a
 * doc shows, in either language, has an entry in src/data/problem-types.ts,
 * and so a page at that URI; an entry's status is the status of every
 * response and every example that carries it; each entry is returned by at
 * least one operation; the pages compile, in both languages, and
 * `npm run gen-api` wrote them. Each check is a function that returns
 * findings, proved on a broken fixture at the end.
 */

type Json = Record<string, unknown>;

const areas = apiAreas.map(({id}) => id);
const specs = Object.fromEntries(
  areas.map((area) => [area, load(readFileSync(`openapi/${area}.yaml`, 'utf8'))]),
) as Record<ApiAreaId, Json>;

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listFiles(path, pattern);
      return pattern.test(name) ? [path] : [];
    });
}

/** Every text a reader or a client meets a problem type in: the specs, the docs and hand-written API pages in both languages, the marketing pages. */
const sources = [
  ...listFiles('openapi', /\.yaml$/).filter((path) => !path.includes('/released/')),
  ...listFiles('docs', /\.mdx?$/),
  ...listFiles('i18n/it/docusaurus-plugin-content-docs/current', /\.mdx?$/),
  ...readdirSync('api-reference')
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join('api-reference', name)),
  ...listFiles('i18n/it/docusaurus-plugin-content-docs-api/current', /\.mdx?$/).filter(
    (path) => !/current\/[^/]+\//.test(path),
  ),
  ...listFiles('i18n/it/openapi', /\.md$/),
  ...listFiles('src/pages', /\.mdx$/),
  ...listFiles('i18n/it/docusaurus-plugin-content-pages', /\.mdx$/),
];

const typeUri = new RegExp(`${problemTypeBase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([\\w-]*)`, 'g');

/** `file:line: …` for every problem type URI of a text without an entry. */
export function typesWithoutPage(file: string, text: string, types: readonly ProblemType[] = problemTypes): string[] {
  return [...text.matchAll(typeUri)]
    .filter((m) => !types.some((t) => t.name === m[1]))
    .map((m) => {
      const line = text.slice(0, m.index).split('\n').length;
      return `${file}:${line}: the problem type "${m[1]}" has no page: add it to src/data/problem-types.ts (its status, when it happens, how to fix it)`;
    });
}

/** Disagreements between the entries and the responses of the specs that carry their types. */
export function statusFindings(
  uses: Map<string, ProblemUse[]>,
  types: readonly ProblemType[] = problemTypes,
): string[] {
  const findings: string[] = [];
  for (const [name, list] of uses) {
    const type = types.find((t) => t.name === name);
    if (!type) continue; // reported by typesWithoutPage
    for (const use of list) {
      const where = `${use.area} ${use.method.toUpperCase()} ${use.path} (response ${use.status})`;
      if (use.status !== String(type.status))
        findings.push(
          `${where} carries ${name} with status ${use.status}; src/data/problem-types.ts says ${type.status}`,
        );
      if (use.example.status !== type.status)
        findings.push(
          `${where}: the example of ${name} says "status": ${use.example.status}; src/data/problem-types.ts says ${type.status}`,
        );
    }
    const titles = [...new Set(list.map((use) => use.example.title))];
    if (titles.length > 1)
      findings.push(`${name} has several titles in the specs: ${titles.join(' / ')}; a type keeps one title`);
  }
  for (const type of types) {
    if ((uses.get(type.name) ?? []).length === 0)
      findings.push(`${type.name}: no operation of the specs returns it; its page would list none`);
  }
  return findings;
}

/** The problem bodies of a Markdown text's code blocks (a whole JSON block, or a JSON line of an output), with their lines. */
function problemBodies(text: string): {line: number; body: Json}[] {
  const found: {line: number; body: Json}[] = [];
  const visit = (value: unknown, line: number) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, line));
    if (typeof value !== 'object' || value === null) return;
    const body = value as Json;
    if (typeof body.type === 'string' && problemTypeName(body.type) !== undefined) found.push({line, body});
    Object.values(body).forEach((item) => visit(item, line));
  };
  for (const fence of splitMarkdown(text).fences) {
    const parse = (source: string) => {
      try {
        return JSON.parse(source) as unknown;
      } catch {
        return undefined;
      }
    };
    const whole = parse(fence.body);
    if (whole !== undefined) {
      visit(whole, fence.line);
      continue;
    }
    fence.body.split('\n').forEach((row, i) => {
      if (row.trim().startsWith('{')) visit(parse(row.trim()), fence.line + 1 + i);
    });
  }
  return found;
}

/** Doc examples whose status or title disagrees with the type's entry and the specs. */
export function docExampleFindings(file: string, text: string, uses: Map<string, ProblemUse[]>): string[] {
  return problemBodies(text).flatMap(({line, body}) => {
    const name = problemTypeName(String(body.type))!;
    const type = problemType(name);
    if (!type) return [];
    const out: string[] = [];
    if (body.status !== type.status)
      out.push(
        `${file}:${line}: ${name} with "status": ${String(body.status)}; its page and the specs say ${type.status}`,
      );
    const title = uses.get(name)?.[0]?.example.title;
    if (title && body.title !== title)
      out.push(`${file}:${line}: ${name} with "title": "${String(body.title)}"; the specs say "${title}"`);
    return out;
  });
}

const uses = problemUses(specs);

describe('every problem type has a page', () => {
  it('reads the specs, both languages of the docs and the pages', () => {
    expect(sources.filter((path) => path.startsWith('openapi/')).length).toBe(areas.length + 1);
    expect(sources.filter((path) => path.startsWith('i18n/it/docusaurus-plugin-content-docs/')).length).toBeGreaterThan(
      50,
    );
  });

  it('every type URI of a spec, a doc or a page is a type of src/data/problem-types.ts', () => {
    expect(sources.flatMap((path) => typesWithoutPage(path, readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('names are unique, and every status has its reason phrase', () => {
    const names = problemTypes.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const type of problemTypes) expect(reasonPhrases[type.status], type.name).toBeDefined();
  });

  it("an entry's status is the status of every response of the specs that carries its type, and every entry is returned", () => {
    expect(statusFindings(uses)).toEqual([]);
  });

  it('the examples of the docs, in both languages, give their type its status and the title of the specs', () => {
    const docs = sources.filter((path) => !path.startsWith('openapi/'));
    expect(docs.flatMap((path) => docExampleFindings(path, readFileSync(path, 'utf8'), uses))).toEqual([]);
  });

  it('every example a page shows validates against the schema of its response', () => {
    const contract = new DocsContract();
    const distinct = new Map(
      [...uses.values()].flat().map((use) => [`${use.schema} ${JSON.stringify(use.example)}`, use]),
    );
    const findings = [...distinct.values()].flatMap((use) =>
      contract.validate(use.schema, use.example).map((error) => `${use.schema}: ${error}`),
    );
    expect(findings).toEqual([]);
  }, 60_000);
});

describe('the pages', () => {
  const counts = operationCounts(specs);

  it.each(problemTypes.map((t) => t.name))(
    '%s compiles in both languages, with its status, example and operations',
    async (name) => {
      const type = problemType(name)!;
      for (const locale of ['en', 'it'] as const) {
        const page = problemPage(type, uses.get(name)!, counts, locale);
        await expect(compile(matter(page).content), `${name} (${locale})`).resolves.toBeDefined();
        expect(page).toContain(`\`${type.status} ${reasonPhrases[type.status]}\``);
        expect(page).toContain(`"type": "${problemTypeBase}${name}"`);
        expect(page).not.toMatch(/\{[a-z]+\.[\w.]+\}/); // every {fact.name} written out
        // Each operation is linked, or its whole area is ("every operation of the Core API").
        for (const use of uses.get(name)!) {
          expect(
            page.includes(`(/docs/api/${use.area}/${operationPageId(use.operationId)})`) ||
              page.includes(`(/docs/api/${use.area})`),
            `${name}: ${use.operationId}`,
          ).toBe(true);
        }
        for (const text of [...type.when[locale], ...type.fix[locale]])
          expect(page).toContain(problemText(text, locale));
      }
    },
  );

  it('the index lists every type, in both languages, and compiles', async () => {
    for (const locale of ['en', 'it'] as const) {
      const page = problemIndexPage(locale);
      await expect(compile(matter(page).content)).resolves.toBeDefined();
      for (const type of problemTypes) expect(page).toContain(`](/docs/api/problems/${type.name})`);
    }
  });

  it('npm run gen-api wrote every page at its type URI, in both languages', () => {
    const dirs = {en: 'api-reference/problems', it: 'i18n/it/docusaurus-plugin-content-docs-api/current/problems'};
    for (const [locale, dir] of Object.entries(dirs)) {
      expect(existsSync(dir), `${dir} is missing: run npm run gen-api`).toBe(true);
      expect(frontMatterOf(join(dir, 'index.mdx')).slug).toBe('/problems');
      for (const type of problemTypes) {
        const file = join(dir, `${type.name}.mdx`);
        expect(existsSync(file), `${file} is missing (${locale})`).toBe(true);
        // The slug under /docs/api makes the page's address the type URI's path.
        expect(`https://www.fulcro.io/docs/api${String(frontMatterOf(file).slug)}`).toBe(
          `${problemTypeBase}${type.name}`,
        );
      }
    }
  });
});

describe('the checks catch a broken state', () => {
  it('a type URI without an entry', () => {
    const text = 'line one\n  "type": "https://www.fulcro.io/docs/api/problems/teapot",\n';
    expect(typesWithoutPage('example.md', text)).toEqual([
      'example.md:2: the problem type "teapot" has no page: add it to src/data/problem-types.ts (its status, when it happens, how to fix it)',
    ]);
    expect(typesWithoutPage('example.md', '"https://www.fulcro.io/docs/api/problems/not-found"')).toEqual([]);
  });

  it('a status that disagrees with a response, and an entry nothing returns', () => {
    const moved = problemTypes.map((t) => (t.name === 'conflict' ? {...t, status: 400} : t));
    const findings = statusFindings(uses, [...moved, {...problemType('conflict')!, name: 'unused'}]);
    expect(findings.some((f) => /carries conflict with status 409; src\/data\/problem-types.ts says 400/.test(f))).toBe(
      true,
    );
    expect(findings).toContain('unused: no operation of the specs returns it; its page would list none');
  });

  it('a doc example with another status or title', () => {
    const doc =
      '```json title="x" schema="core#/components/schemas/Problem"\n{"type": "https://www.fulcro.io/docs/api/problems/not-found", "title": "Missing", "status": 410, "requestId": "r"}\n```\n';
    expect(docExampleFindings('example.md', doc, uses)).toEqual([
      'example.md:1: not-found with "status": 410; its page and the specs say 404',
      'example.md:1: not-found with "title": "Missing"; the specs say "Resource not found"',
    ]);
    const output =
      '```text title="Output"\nHTTP/2 401\n{"type":"https://www.fulcro.io/docs/api/problems/token-expired","title":"Token expired","status":403,"requestId":"r"}\n```\n';
    expect(docExampleFindings('example.md', output, uses)).toEqual([
      'example.md:3: token-expired with "status": 403; its page and the specs say 401',
    ]);
  });
});
