import {mkdtempSync, readdirSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import {findDiagrams} from '../../plugins/features/mermaid-svg';
import remarkMermaidSvg from '../../plugins/features/mermaid-svg/remark';
import {colorModes, readCached, renderJob, writeCached, type MermaidSvgOptions} from '../../plugins/features/mermaid-svg/diagrams';
import {withRepeat} from '../../src/shared/mermaid-rendering';

/**
 * Build-time diagrams (plugins/features/mermaid-svg): the remark step swaps each
 * ```mermaid block for the diagram component naming the cached SVGs of both
 * colour modes, with a renderer
 * stand-in (the real Chromium rendering is checked on the built site by
 * tests/e2e/diagrams.spec.ts); and every diagram of the docs has a name, in
 * both languages.
 */

const siteDir = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
let options: MermaidSvgOptions;

type Node = {type: string; name?: string; lang?: string; value?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]};

/** Stands in for Chromium: caches an SVG for each colour mode of a diagram, with ids and a title the way in-page.js finishes them. */
function renderStandIn(source: string, title: string) {
  for (const mode of colorModes) {
    const job = renderJob(source, title, mode, options);
    writeCached(options, job.key, `<svg id="${job.id}" width="100%" style="max-width: 640.5px; min-width: 480px;" viewBox="0 0 640.5 120.25" aria-labelledby="${job.id}-title"><title id="${job.id}-title">${title}</title><marker id="${job.id}-arrowhead"/><text>${mode}</text></svg>`);
  }
}

function transform(markdown: string, path = join(siteDir, 'docs/edge/intro.md')): Node {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMermaidSvg, options);
  return processor.runSync(processor.parse(markdown), {path});
}

const attribute = (node: Node, name: string) => node.attributes!.find((a) => a.name === name)!.value as string;
const diagram = (title: string, source: string) => `\`\`\`mermaid title="${title}"\n${source}\n\`\`\``;

beforeAll(() => {
  options = {theme: {light: 'neutral', dark: 'dark'}, options: {htmlLabels: false}, siteDir, cacheDir: mkdtempSync(join(tmpdir(), 'fulcro-mermaid-test-'))};
});
afterAll(() => rmSync(options.cacheDir!, {recursive: true, force: true}));

describe('the remark step of production builds', () => {
  it('turns a mermaid block into the diagram component with both colour modes, and leaves other code alone', () => {
    const source = 'flowchart LR\n  A[Edge] --> B[Cloud]';
    renderStandIn(source, 'Edge to cloud');
    const tree = transform(`# Page\n\n${diagram('Edge to cloud', source)}\n\n\`\`\`bash title="Terminal"\nfulcroctl things list\n\`\`\`\n`);
    const [imported, , figure, code] = tree.children!;
    expect(imported).toMatchObject({type: 'mdxjsEsm', value: 'import FulcroMermaidDiagram from "@site/src/components/MermaidDiagram";'});
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'FulcroMermaidDiagram'});
    // The SVGs stay out of the page's JavaScript: the component gets their keys and the drawing's size.
    expect(readCached(options, attribute(figure, 'light'))).toContain('<text>light</text>');
    expect(readCached(options, attribute(figure, 'dark'))).toContain('<text>dark</text>');
    expect(attribute(figure, 'title')).toBe('Edge to cloud');
    expect(attribute(figure, 'size')).toBe('641 120 480');
    expect(figure.attributes!.map((a) => a.name)).not.toContain('repeat');
    expect(code).toMatchObject({type: 'code', lang: 'bash', value: 'fulcroctl things list'});
  });

  it('imports nothing into a page without diagrams', () => {
    const tree = transform('# Page\n\n```mermaidish\nnot a diagram\n```\n');
    expect(tree.children!.map((n) => n.type)).toEqual(['heading', 'code']);
  });

  it('gives a diagram repeated on one page ids of its own', () => {
    const source = 'flowchart LR\n  A --> B';
    renderStandIn(source, 'Twice');
    const tree = transform(`${diagram('Twice', source)}\n\n${diagram('Twice', source)}\n`);
    const figures = tree.children!.filter((n) => n.name === 'FulcroMermaidDiagram');
    expect(figures.map((f) => f.attributes!.find((a) => a.name === 'repeat')?.value)).toEqual([undefined, '2']);
    // What the component shows for each: the rendering, with the occurrence's ids.
    const svgs = figures.flatMap((f, i) => ['light', 'dark'].map((mode) => withRepeat(readCached(options, attribute(f, mode))!, attribute(f, mode), i + 1)));
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(svgs[2]).toMatch(/aria-labelledby="mermaid-\w+-2-title"/);
  });

  it('refuses a diagram without a title, naming the file and line', () => {
    expect(() => transform('Intro\n\n```mermaid\nflowchart LR\n  A --> B\n```\n')).toThrow(/docs\/edge\/intro\.md:3: every ```mermaid block needs a title/);
  });

  it('refuses a diagram the plugin did not render, rather than shipping a code block', () => {
    expect(() => transform(diagram('Never rendered', 'flowchart LR\n  X --> Y'))).toThrow(/"Never rendered" has no rendering in the cache/);
  });

  it('keys renderings by source, title, theme and options', () => {
    const base = renderJob('flowchart LR\n  A --> B', 'T', 'light', options);
    expect(renderJob('flowchart LR\n  A --> C', 'T', 'light', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'U', 'light', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'dark', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', {...options, options: {htmlLabels: true}}).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', options).key).toBe(base.key);
    // Theme variables of one colour mode reach that mode's configuration only.
    const tuned = {...options, themeVariables: {dark: {noteTextColor: '#cccccc'}}};
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', tuned)).toEqual(base);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'dark', tuned).config).toEqual({htmlLabels: false, theme: 'dark', themeVariables: {noteTextColor: '#cccccc'}});
  });
});

describe('finding the diagrams to render', () => {
  it('finds the blocks the MDX loader sees, with the same source, in Markdown and MDX', () => {
    const markdown = [
      '---',
      'title: A doc',
      '---',
      '',
      '- In a list:',
      '',
      '  ```mermaid title="Indented"',
      '  flowchart LR',
      '    A --> B',
      '  ```',
      '',
      '````md title="How to write one"',
      '```mermaid title="Only an example"',
      'flowchart LR',
      '```',
      '````',
      '',
      '~~~mermaid title=\'Tildes\'',
      'sequenceDiagram',
      '~~~',
    ].join('\n');
    expect(findDiagrams(markdown, 'doc.md')).toEqual([
      {file: 'doc.md', line: 7, source: 'flowchart LR\n  A --> B', title: 'Indented'},
      {file: 'doc.md', line: 18, source: 'sequenceDiagram', title: 'Tildes'},
    ]);
    const mdx = '<Section id="x" title="X">\n\n```mermaid title="In a section"\nflowchart LR\n  A --> B\n```\n\n</Section>\n';
    expect(findDiagrams(mdx, 'page.mdx')).toEqual([{file: 'page.mdx', line: 3, source: 'flowchart LR\n  A --> B', title: 'In a section'}]);
    // An MDX doc's heading ids are MDX 1 syntax the loader escapes (mdx1Compat): the scan reads them the same way, not as expressions.
    const mdxDoc = '## How it works {#how-it-works}\n\n```mermaid title="With an id above"\nflowchart LR\n  A --> B\n```\n';
    expect(findDiagrams(mdxDoc, 'doc.mdx')).toEqual([{file: 'doc.mdx', line: 3, source: 'flowchart LR\n  A --> B', title: 'With an id above'}]);
    // The remark step, on the MDX parse of the same file, finds the rendering keyed from what the scan found.
    renderStandIn('flowchart LR\n  A --> B', 'In a section');
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkMermaidSvg, options);
    const tree = processor.runSync(processor.parse(mdx), {path: join(siteDir, 'src/pages/page.mdx')}) as unknown as Node;
    expect(tree.children![1].children![0]).toMatchObject({name: 'FulcroMermaidDiagram'});
  });
});

describe('the diagrams of the docs', () => {
  const docsDir = join(siteDir, 'docs');
  const italianDir = join(siteDir, 'i18n/it/docusaurus-plugin-content-docs/current');
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('api/'));
  const diagrams = files
    .map((file) => ({
      file,
      en: findDiagrams(readFileSync(join(docsDir, file), 'utf8'), `docs/${file}`),
      it: existsSync(join(italianDir, file)) ? findDiagrams(readFileSync(join(italianDir, file), 'utf8'), `it/${file}`) : [],
    }))
    .filter(({en, it}) => en.length + it.length > 0);

  it('are there to check', () => {
    expect(diagrams.length).toBeGreaterThan(20);
  });

  it('each have a title in both languages, the Italian one in Italian', () => {
    for (const {file, en, it} of diagrams) {
      expect(it.length, `${file}: the Italian copy has the same diagrams`).toBe(en.length);
      en.forEach((block, i) => {
        expect(block.title, `docs/${file}:${block.line} needs title="…"`).toBeTruthy();
        expect(it[i].title, `Italian ${file}:${it[i].line} needs title="…"`).toBeTruthy();
        expect(it[i].title, `Italian ${file}:${it[i].line}: the title is translated`).not.toBe(block.title);
      });
    }
  });
});
