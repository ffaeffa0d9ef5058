import matter from '@11ty/gray-matter';
import {readFileSync, existsSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {formatFinding, frontMatterFindings, missingItalianCopies} from './lib/editor-errors';
import {docFrontMatterRules, docFrontMatterSchema} from './lib/front-matter-rules';

const docsDir = 'docs';
const itDir = 'i18n/it/docusaurus-plugin-content-docs/current';

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listMarkdown(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

const englishDocs = listMarkdown(docsDir).map((path) => relative(docsDir, path));

/** Splits a Markdown file into its YAML front matter and its body. */
function frontMatter(path: string): {data: Record<string, unknown>; content: string} {
  const {data, content} = matter(readFileSync(path, 'utf8'));
  return {data, content};
}

describe('documentation pages', () => {
  it('exist', () => {
    expect(englishDocs.length).toBeGreaterThan(0);
  });

  it.each(englishDocs)('%s has a title, a description and a sidebar position', (doc) => {
    const path = join(docsDir, doc);
    expect(
      frontMatterFindings(path, readFileSync(path, 'utf8'), docFrontMatterSchema, docFrontMatterRules).map(
        formatFinding,
      ),
    ).toEqual([]);
  });

  it.each(englishDocs)('%s has an Italian translation with the same structure', (doc) => {
    const itPath = join(itDir, doc);
    expect(missingItalianCopies(docsDir, itDir, [doc]).map(formatFinding)).toEqual([]);
    const en = frontMatter(join(docsDir, doc));
    const it = frontMatter(itPath);
    expect(it.data.sidebar_position).toBe(en.data.sidebar_position);
    expect(typeof it.data.title === 'string' ? it.data.title : '').not.toBe('');
    expect(it.data.description).not.toBe(en.data.description);
    const headingIds = (text: string) => [...text.matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
    expect(headingIds(it.content)).toEqual(headingIds(en.content));
  });

  it.each(englishDocs)('%s has no placeholder text and every code block has a language', (doc) => {
    for (const path of [join(docsDir, doc), join(itDir, doc)]) {
      if (!existsSync(path)) continue;
      const text = readFileSync(path, 'utf8');
      expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|prossimamente/i);
      const opening = [...text.matchAll(/^ {0,3}(`{3,})(.*)$/gm)].filter((_, i) => i % 2 === 0);
      for (const fence of opening) {
        expect(fence[2].trim(), `${path}: a code block without a language`).not.toBe('');
      }
    }
  });
});
