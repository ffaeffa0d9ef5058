import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {load} from 'js-yaml';
import type {z} from 'zod';
import {lookupFact} from '../../../src/data/facts';
import {
  editDistance,
  formatFinding,
  nearestNames,
  unknownFact,
  type EditorFinding,
} from '../../../plugins/remark/facts/editor-message';
import type {Finding} from './docs-contract';
import {partialPath, type ParsedPage} from './mdx-pages';

/**
 * Content errors written for the editor who made them: each check returns
 * findings `{file, line, problem, fix}`, and `formatFinding` turns one into the
 * line `npm test` prints (`src/pages/x.mdx:27: <Sectoin> is not a kit component.
 * Did you mean <Section>? …`): the file, the line where there is one, what is
 * wrong and what to write instead. The content tests (pages-content,
 * docs-content, docs-contract) report through these functions, and the build's
 * `<Fact>` error (plugins/remark/facts) uses the same words.
 */

export {formatFinding, nearestNames, type EditorFinding};

/** The sections of the editors' guide a message sends its reader to. */
export const guides = {
  italianCopy: 'CONTRIBUTING.md#add-an-italian-copy',
  pageKit: 'CONTRIBUTING.md#the-page-kit',
  drawings: 'CONTRIBUTING.md#add-a-drawing-or-a-diagram',
} as const;

/** A suggestion is only offered when it is this close to what was typed: a typo, not another name. */
function isTypo(typed: string, candidate: string): boolean {
  return editDistance(typed.toLowerCase(), candidate.toLowerCase()) <= Math.max(2, Math.floor(typed.length / 3));
}

/* ------------------------------------------------------------------ missing Italian copy */

/** English files (relative to `englishDir`) that have no file at the same path under `italianDir`. */
export function missingItalianCopies(
  englishDir: string,
  italianDir: string,
  files: readonly string[],
): EditorFinding[] {
  return files
    .filter((file) => !existsSync(join(italianDir, file)))
    .map((file) => ({
      file: join(englishDir, file),
      problem: `has no Italian copy: ${join(italianDir, file)} does not exist.`,
      fix: `Copy this file there and translate it (${guides.italianCopy}).`,
    }));
}

/* ------------------------------------------------------------------ front matter */

/**
 * The front matter's YAML, its data, and the 1-based line of its opening `---` (0 when there is none).
 * Read here rather than with gray-matter (as everywhere else): the messages name the line of a key, which needs the YAML's text.
 */
function readFrontMatter(source: string): {yaml: string; data: Record<string, unknown>; firstLine: number} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) return {yaml: '', data: {}, firstLine: 0};
  return {yaml: match[1], data: (load(match[1]) ?? {}) as Record<string, unknown>, firstLine: 1};
}

/** The line of a key path in the front matter (`['story', 'connectables']`), or of the front matter itself. */
function frontMatterLine(yaml: string, firstLine: number, path: readonly PropertyKey[]): number {
  const lines = yaml.split(/\r?\n/);
  let found = -1;
  for (const key of path) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`^\\s*(- )?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
    const next = lines.findIndex((line, index) => index > found && pattern.test(line));
    if (next < 0) break;
    found = next;
  }
  return found < 0 ? firstLine : firstLine + 1 + found;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

/** `(search results cut it)` at the end of a schema's own message: the reason behind a limit. */
function reasonOf(message: string): string {
  const reason = /\(([^()]+)\)\s*$/.exec(message)?.[1];
  return reason ? ` (${reason})` : '';
}

const typeName = (value: unknown) =>
  value === null ? 'empty' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'text' : `a ${typeof value}`;

/** A schema's expected type in an editor's words. */
const expectedText: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a block of keys',
};

/** `1 character`, `212 characters`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How to add a missing key: `Under "story:", add "plan:" with one of: …`. */
function addKey(path: readonly PropertyKey[], what: string): string {
  const names = path.map(String);
  const key = names[names.length - 1];
  return names.length > 1
    ? `Under "${names.slice(0, -1).join('.')}:", add "${key}:" with ${what}`
    : `Add "${key}:" with ${what} to the front matter`;
}

/** What is wrong with one front-matter value, and what to write instead, from a schema issue. */
function describeIssue(
  issue: z.core.$ZodIssue,
  data: unknown,
  allowedKeys: string[],
  rules: string,
): {problem: string; fix: string}[] {
  const name = issue.path.map(String).join('.');
  const value = valueAt(data, issue.path);
  const reason = reasonOf(issue.message);
  switch (issue.code) {
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const limit = Number(big ? issue.maximum : issue.minimum);
      const bound = big ? `the limit is ${limit}` : `the minimum is ${limit}`;
      if (typeof value === 'string') {
        const verb = big ? `Shorten it to at most ${limit}` : `Lengthen it to at least ${limit}`;
        return [
          {problem: `${name} is ${count(value.length, 'character')}; ${bound}${reason}.`, fix: `${verb} characters.`},
        ];
      }
      if (Array.isArray(value)) {
        return [
          {
            problem: `${name} has ${count(value.length, 'entry', 'entries')}; ${bound}${reason}.`,
            fix: `Give it ${big ? 'at most' : 'at least'} ${limit}.`,
          },
        ];
      }
      return [
        {
          problem: `${name} is ${String(value)}; ${bound}${reason}.`,
          fix: `Write ${big ? 'at most' : 'at least'} ${limit}.`,
        },
      ];
    }
    case 'invalid_type': {
      const expected = expectedText[issue.expected] ?? issue.expected;
      if (value === undefined)
        return [{problem: `${name} is missing.`, fix: `${addKey(issue.path, expected)} (${rules}).`}];
      return [
        {problem: `${name} is ${typeName(value)}; it must be ${expected}.`, fix: `Write ${expected} there (${rules}).`},
      ];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        problem: `${[...issue.path.map(String), key].join('.')} is not a front-matter key of this page.`,
        fix:
          issue.path.length === 0
            ? `Remove it, or write one of: ${allowedKeys.join(', ')} (${rules}).`
            : `Remove it (${rules}).`,
      }));
    case 'invalid_value': {
      const allowed = `one of: ${issue.values.map(String).join(', ')}`;
      if (value === undefined) return [{problem: `${name} is missing.`, fix: `${addKey(issue.path, allowed)}.`}];
      return [{problem: `${name} is ${JSON.stringify(value)}.`, fix: `Write ${allowed}.`}];
    }
    default: {
      // The schema's own message, without a repeated `name:` prefix or a final full stop.
      const message = issue.message.startsWith(`${name}:`)
        ? issue.message.slice(name.length + 1).trim()
        : issue.message;
      return [{problem: `${name}: ${message.replace(/\.$/, '')}.`, fix: `The rules: ${rules}.`}];
    }
  }
}

/** Front-matter values outside what `schema` admits, each at the line of its key. */
export function frontMatterFindings(file: string, source: string, schema: z.ZodType, rules: string): EditorFinding[] {
  const {yaml, data, firstLine} = readFrontMatter(source);
  if (firstLine === 0)
    return [
      {
        file,
        line: 1,
        problem: 'has no front matter.',
        fix: `Start the file with a --- block holding title and description (${rules}).`,
      },
    ];
  const result = schema.safeParse(data);
  if (result.success) return [];
  const allowedKeys = 'shape' in schema ? Object.keys((schema as unknown as {shape: object}).shape) : [];
  return result.error.issues.flatMap((issue) =>
    describeIssue(issue, data, allowedKeys, rules).map(({problem, fix}) => ({
      file,
      // An unknown key points at that key's own line.
      line: frontMatterLine(
        yaml,
        firstLine,
        issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path,
      ),
      problem,
      fix,
    })),
  );
}

/* ------------------------------------------------------------------ kit components */

/** The kit's component names, read from its index (what `src/theme/MDXPage` gives every MDX page), and `<Fact>`, which plugins/remark/facts writes in as text. */
export function pageKitNames(indexFile = 'src/components/PageKit/index.ts'): string[] {
  const exported = [...readFileSync(indexFile, 'utf8').matchAll(/export \{([^}]+)\}/g)].flatMap((m) =>
    m[1].split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  return [...exported, 'Fact', 'Source'];
}

/** Capitalised JSX elements that are neither kit components nor imported by the file: MDX would fail in the browser. */
export function unknownComponents(file: string, page: ParsedPage, kitNames: readonly string[]): EditorFinding[] {
  return page.components
    .filter((c) => !kitNames.includes(c.name) && !(c.name in page.imports))
    .map((c) => {
      const [nearest] = nearestNames(c.name, kitNames, 1);
      const guess = nearest && isTypo(c.name, nearest) ? `Did you mean <${nearest}>? ` : '';
      return {
        file,
        line: c.line,
        problem: `<${c.name}> is not a kit component.`,
        fix: `${guess}The kit: ${kitNames.join(', ')} (${guides.pageKit}); any other component needs an import line with an @site/… path.`,
      };
    });
}

/* ------------------------------------------------------------------ facts */

/** `<Fact of="…">` names that src/data/facts.ts does not hold, in the words the build uses. */
export function unknownFacts(file: string, page: ParsedPage): EditorFinding[] {
  return page.components
    .filter((c) => c.name === 'Fact')
    .map((c) => ({c, of: c.attributes.find((a) => a.name === 'of')?.value ?? ''}))
    .filter(({of}) => lookupFact(of) === undefined)
    .map(({c, of}) => ({file, line: c.line, ...unknownFact(of)}));
}

/* ------------------------------------------------------------------ drawings and other imports */

const moduleExtensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Entries of a folder as an import would name them (`edge-gateway` for `edge-gateway.tsx`), or none. */
function importableNames(folder: string, stripExtension: boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .map((name) => (stripExtension ? name.replace(/\.(tsx?|mdx?)$/, '') : name))
    .sort();
}

/**
 * Imports that resolve to no file: a drawing name that does not exist
 * (`@site/src/drawings/edge-gatway`), another `@site/…` module, or a partial
 * beside the page. `dir` is the pages folder, `file` the page inside it.
 */
export function unresolvedImports(dir: string, file: string, page: ParsedPage): EditorFinding[] {
  const findings: EditorFinding[] = [];
  for (const [name, path] of Object.entries(page.imports)) {
    const site = path.startsWith('@site/');
    const target = site ? path.slice('@site/'.length) : join(dir, partialPath(file, path));
    if (site ? moduleExtensions.some((ext) => existsSync(target + ext)) : existsSync(target)) continue;
    // The folder as the import writes it (`@site/src/drawings`, `.`), and where it is on disk.
    const written = dirname(path);
    const folder = dirname(target);
    // A relative import names a partial (`_name.mdx`) beside the page.
    const candidates = importableNames(folder, site).filter((entry) => site || entry.startsWith('_'));
    const nearest = nearestNames(basename(target), candidates).map((entry) => `'${written}/${entry}'`);
    const drawing = site && folder === 'src/drawings';
    const guide = drawing ? guides.drawings : guides.pageKit;
    const what = drawing
      ? `there is no drawing ${target}.tsx`
      : site
        ? `there is no module ${target} (.tsx, .ts or an index)`
        : `there is no file ${target}`;
    const fix =
      nearest.length > 0
        ? `Write one of: ${nearest.join(', ')} (the nearest names in ${folder}/; ${guide}).`
        : `Check the path: ${existsSync(folder) ? `${folder}/ holds nothing to import there` : `there is no folder ${folder}`} (${guide}).`;
    findings.push({
      file: join(dir, file),
      line: page.importLines[name],
      problem: `import ${name} from '${path}': ${what}.`,
      fix,
    });
  }
  return findings;
}

/** `drawing={Name}` given a name the page does not import: MDX would fail with "Name is not defined". */
export function unimportedDrawings(file: string, page: ParsedPage): EditorFinding[] {
  const imported = Object.keys(page.imports);
  return page.components.flatMap((c) =>
    c.attributes
      .filter(
        (a) =>
          a.name === 'drawing' && a.value !== null && /^[A-Za-z_$][\w$]*$/.test(a.value) && !imported.includes(a.value),
      )
      .map((a) => {
        const [nearest] = nearestNames(a.value!, imported, 1);
        return {
          file,
          line: c.line,
          problem: `<${c.name} drawing={${a.value}}>: the page imports no ${a.value}.`,
          fix:
            nearest && isTypo(a.value!, nearest)
              ? `Did you mean drawing={${nearest}}, which the page imports?`
              : `Import it at the top of the page: import ${a.value} from '@site/src/drawings/{name}'; (${guides.drawings}).`,
        };
      }),
  );
}

/* ------------------------------------------------------------------ docs' contract (JSON examples and the rest) */

/** A finding of tests/unit/lib/docs-contract.ts (a JSON example that fails its schema, an unknown call…) as an editor finding. */
export function contractFinding(finding: Finding): EditorFinding {
  return {file: finding.file, line: finding.line, problem: finding.message, fix: finding.fix ?? ''};
}
