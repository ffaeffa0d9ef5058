import {readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const stripDescriptions = createRequire(import.meta.url)('../../plugins/patches/doc-descriptions/loader.cjs') as (
  source: string,
) => string;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('docs descriptions (plugins/patches/doc-descriptions)', () => {
  it('leave a version’s metadata and nothing else of it', () => {
    const version = {
      version: {
        pluginId: 'default',
        docsSidebars: {docs: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
        docs: {
          a: {id: 'a', title: 'A', description: 'What A is.', sidebar: 'docs'},
          b: {id: 'b', title: 'B', description: 'What B is.'},
        },
      },
    };
    const stripped = JSON.parse(stripDescriptions(JSON.stringify(version))) as typeof version;
    expect(stripped.version.docs).toEqual({a: {id: 'a', title: 'A', sidebar: 'docs'}, b: {id: 'b', title: 'B'}});
    expect(stripped.version.docsSidebars).toEqual(version.version.docsSidebars);
  });

  it('leave other prop modules as they are (a category’s generated page keeps its description)', () => {
    const category = JSON.stringify({
      categoryGeneratedIndex: {title: 'Core', description: 'The core services.', permalink: '/docs/category/core'},
    });
    expect(stripDescriptions(category)).toBe(category);
  });

  // Only the generated category pages get the descriptions back; a card list elsewhere in the docs would show none.
  it('are shown by no card list of a doc, in either language', () => {
    const offending = ['docs', 'i18n/it/docusaurus-plugin-content-docs/current']
      .flatMap((dir) => files(dir))
      .filter((file) => /\bDocCardList\b|\buseDocById\b/.test(readFileSync(file, 'utf8')));
    expect(
      offending,
      'docs using DocCardList: link the category page (generated index) instead, or extend plugins/patches/doc-descriptions',
    ).toEqual([]);
  });
});
