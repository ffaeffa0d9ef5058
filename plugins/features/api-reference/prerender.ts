/**
 * Renders the Markdown of the generated API pages' props (the JSON files that
 * docusaurus-plugin-openapi-docs writes next to each page for its parameter,
 * request-body and response components) to HTML at generation time, so the
 * browser needs no Markdown parser: every `description` of a parameter,
 * schema, request body, response or header, and every `summary` and
 * `description` of a named example. Example payloads, defaults, enums and
 * constants are data, shown as written, and left alone.
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {marked} from 'marked';
import {PRERENDERED_MARK, isPrerendered} from '../../../src/shared/inline-markdown';

/** Keys whose values are data (shown as JSON), never prose. */
const dataKeys = new Set(['example', 'default', 'enum', 'const', 'x-codeSamples']);

export function renderMarkdown(text: string): string {
  return PRERENDERED_MARK + marked.parse(text, {async: false, gfm: true});
}

const prose = (value: unknown) => (typeof value === 'string' && !isPrerendered(value) ? renderMarkdown(value) : value);

/** OpenAPI `examples` (a map of Example Objects) or JSON Schema `examples` (an array of values). */
function renderExamples(examples: unknown): unknown {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return examples;
  return Object.fromEntries(
    Object.entries(examples as Record<string, unknown>).map(([name, example]) => {
      if (!example || typeof example !== 'object' || Array.isArray(example)) return [name, example];
      const {summary, description, ...rest} = example as Record<string, unknown>;
      return [name, {...rest, ...(summary === undefined ? {} : {summary: prose(summary)}), ...(description === undefined ? {} : {description: prose(description)})}];
    }),
  );
}

/**
 * Keys the pages' components never read, left out of the props the browser
 * downloads: the personal-data marks (the page shows them in its own block,
 * written from the spec at generation time).
 */
const unreadKeys = new Set(['x-personal-data']);

/** A copy of the props with their prose rendered to HTML. */
export function prerenderProps(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prerenderProps);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .filter(([key]) => !unreadKeys.has(key))
      .map(([key, value]) => {
      if (dataKeys.has(key)) return [key, value];
      if (key === 'examples') return [key, renderExamples(value)];
      if (key === 'description' && typeof value === 'string') return [key, prose(value)];
      return [key, prerenderProps(value)];
      }),
  );
}

/** Rewrites every props file (`*.json`) under the folder; returns how many. */
export async function prerenderFolder(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.json') || entry.parentPath.split(path.sep).includes('_generated')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const props = JSON.parse(await readFile(file, 'utf8')) as unknown;
    await writeFile(file, JSON.stringify(prerenderProps(props)), 'utf8');
    count += 1;
  }
  return count;
}
