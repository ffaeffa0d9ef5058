import {mkdtempSync, readdirSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import {findDiagrams} from '../../plugins/features/mermaid-svg';
import remarkMermaidSvg from '../../plugins/features/mermaid-svg/remark';
import {
  colorModes,
  portraitSource,
  readCached,
  renderJob,
  shownLayouts,
  writeCached,
  type Layout,
  type MermaidSvgOptions,
} from '../../plugins/features/mermaid-svg/diagrams';
import {finish} from '../../plugins/features/mermaid-svg/render';
import {phoneMaxWidth, withRepeat} from '../../src/shared/mermaid-rendering';

/**
 * Build-time diagrams (plugins/features/mermaid-svg): the remark step swaps each
 * ```mermaid block for the diagram component naming the cached SVGs of both
 * colour modes and of each layout it shows, with a renderer stand-in (the real
 * Chromium rendering is checked on the built site by tests/e2e/diagrams.spec.ts);
 * the portrait layout of each kind of diagram; how a rendering is finished (ids,
 * name); and every diagram of the docs has a name, in both languages.
 */

const siteDir = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
let options: MermaidSvgOptions;

type Node = {
  type: string;
  name?: string;
  lang?: string;
  value?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
};

/** Stands in for Chromium: caches an SVG of one layout of a diagram in each colour mode, as render.ts finishes them. */
function renderStandIn(
  source: string,
  title: string,
  {layout = 'wide', width = 400.5}: {layout?: Layout; width?: number} = {},
) {
  for (const mode of colorModes) {
    const job = renderJob(source, title, mode, options, layout);
    writeCached(
      options,
      job.key,
      `<svg id="${job.id}" width="100%" style="max-width: ${width}px;" viewBox="0 0 ${width} 120.25" aria-labelledby="${job.id}-title"><title id="${job.id}-title">${title}</title><marker id="${job.id}-arrowhead"/><text>${mode} ${layout}</text></svg>`,
    );
  }
}

function transform(markdown: string, path = join(siteDir, 'docs/edge/intro.md')): Node {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMermaidSvg, options);
  return processor.runSync(processor.parse(markdown), {path});
}

const attribute = (node: Node, name: string) => node.attributes!.find((a) => a.name === name)!.value as string;
const diagram = (title: string, source: string) => `\`\`\`mermaid title="${title}"\n${source}\n\`\`\``;

beforeAll(() => {
  options = {
    theme: {light: 'neutral', dark: 'dark'},
    options: {htmlLabels: false},
    siteDir,
    cacheDir: mkdtempSync(join(tmpdir(), 'fulcro-mermaid-test-')),
  };
});
afterAll(() => rmSync(options.cacheDir!, {recursive: true, force: true}));

describe('the remark step of production builds', () => {
  it('turns a mermaid block into the diagram component with both colour modes, and leaves other code alone', () => {
    const source = 'flowchart LR\n  A[Edge] --> B[Cloud]';
    renderStandIn(source, 'Edge to cloud');
    const tree = transform(
      `# Page\n\n${diagram('Edge to cloud', source)}\n\n\`\`\`bash title="Terminal"\nfulcroctl things list\n\`\`\`\n`,
    );
    const [imported, , figure, code] = tree.children!;
    expect(imported).toMatchObject({
      type: 'mdxjsEsm',
      value: 'import FulcroMermaidDiagram from "@site/src/components/MermaidDiagram";',
    });
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'FulcroMermaidDiagram'});
    // The SVGs stay out of the page's JavaScript: the component gets their keys and the drawing's size.
    expect(readCached(options, attribute(figure, 'light'))).toContain('<text>light wide</text>');
    expect(readCached(options, attribute(figure, 'dark'))).toContain('<text>dark wide</text>');
    expect(attribute(figure, 'title')).toBe('Edge to cloud');
    expect(attribute(figure, 'size')).toBe('401 120');
    // Narrow enough for a phone: no portrait layout.
    expect(figure.attributes!.map((a) => a.name)).toEqual(['title', 'light', 'dark', 'size']);
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
    const svgs = figures.flatMap((f, i) =>
      ['light', 'dark'].map((mode) => withRepeat(readCached(options, attribute(f, mode))!, attribute(f, mode), i + 1)),
    );
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(svgs[2]).toMatch(/aria-labelledby="mermaid-\w+-2-title"/);
  });

  it('refuses a diagram without a title, naming the file and line', () => {
    expect(() => transform('Intro\n\n```mermaid\nflowchart LR\n  A --> B\n```\n')).toThrow(
      /docs\/edge\/intro\.md:3: every ```mermaid block needs a title/,
    );
  });

  it('refuses a diagram the plugin did not render, rather than shipping a code block', () => {
    expect(() => transform(diagram('Never rendered', 'flowchart LR\n  X --> Y'))).toThrow(
      /"Never rendered" has no rendering in the cache/,
    );
  });

  it('adds the portrait layout of a diagram too wide for a phone', () => {
    const source = 'flowchart LR\n  A[Sensor] --> B[Gateway] --> C[Cloud]';
    renderStandIn(source, 'Wide', {width: 1200});
    renderStandIn(source, 'Wide', {layout: 'narrow', width: 300});
    const [, , figure] = transform(`# Page\n\n${diagram('Wide', source)}\n`).children!;
    expect(attribute(figure, 'size')).toBe('1200 120');
    expect(readCached(options, attribute(figure, 'narrowLight'))).toContain('<text>light narrow</text>');
    expect(readCached(options, attribute(figure, 'narrowDark'))).toContain('<text>dark narrow</text>');
    expect(attribute(figure, 'narrowSize')).toBe('300 120');
  });

  it("refuses a diagram that no layout fits in a phone's column, naming the file and line", () => {
    const source = 'flowchart LR\n  A[Far too many words] --> B[On one line]';
    renderStandIn(source, 'Too wide', {width: 1200});
    renderStandIn(source, 'Too wide', {layout: 'narrow', width: phoneMaxWidth + 30});
    expect(() => transform(`Intro\n\n${diagram('Too wide', source)}\n`)).toThrow(
      /docs\/edge\/intro\.md:3: the diagram "Too wide" is 550 units wide even in its portrait layout/,
    );
    // A portrait layout no narrower than the authored one is no way out either.
    const pie = 'pie title Share\n  "A" : 1';
    renderStandIn(pie, 'Pie', {width: 600});
    expect((shownLayouts(pie, 'Pie', options) as Error).message).toMatch(
      /"Pie" is 600 units wide even in its only layout/,
    );
  });

  it('keys renderings by source, title, theme and options', () => {
    const base = renderJob('flowchart LR\n  A --> B', 'T', 'light', options);
    expect(renderJob('flowchart LR\n  A --> C', 'T', 'light', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'U', 'light', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'dark', options).key).not.toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', {...options, options: {htmlLabels: true}}).key).not.toBe(
      base.key,
    );
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', options).key).toBe(base.key);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', options, 'narrow').key).not.toBe(base.key);
    // Theme variables of one colour mode reach that mode's configuration only.
    const tuned = {...options, themeVariables: {dark: {noteTextColor: '#cccccc'}}};
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'light', tuned)).toEqual(base);
    expect(renderJob('flowchart LR\n  A --> B', 'T', 'dark', tuned).config).toEqual({
      htmlLabels: false,
      theme: 'dark',
      themeVariables: {noteTextColor: '#cccccc'},
    });
  });
});

describe('the portrait layout', () => {
  it('turns a left-to-right flowchart top to bottom, and keeps a top-to-bottom one', () => {
    expect(portraitSource('flowchart LR\n  A --> B')).toBe('flowchart TB\n  A --> B');
    expect(portraitSource('%% a comment\ngraph RL\n  A --> B')).toBe('%% a comment\ngraph TB\n  A --> B');
    expect(portraitSource('flowchart TD\n  A --> B')).toBe('flowchart TD\n  A --> B');
  });

  it("turns a state diagram's own direction, not a composite state's", () => {
    const source = 'stateDiagram-v2\n    direction LR\n    state Busy {\n        direction LR\n        a --> b\n    }';
    expect(portraitSource(source)).toBe(source.replace('    direction LR\n    state', '    direction TB\n    state'));
  });

  it("spreads the participants of a sequence diagram over a phone's column", () => {
    const config = (count: number) => {
      const participants = Array.from({length: count}, (_, i) => `    participant P${i}`).join('\n');
      const front =
        /^---\nconfig:\n {2}sequence:\n {4}width: (\d+)\n {4}actorMargin: (\d+)\n---\nsequenceDiagram\n/.exec(
          portraitSource(`sequenceDiagram\n${participants}`)!,
        )!;
      return {width: Number(front[1]), actorMargin: Number(front[2])};
    };
    for (const count of [2, 3, 5, 6]) {
      const {width, actorMargin} = config(count);
      // The boxes and the gaps between them fill the column, leaving room for margins and loops.
      expect(count * width + (count - 1) * actorMargin, `${count} participants`).toBeLessThanOrEqual(
        phoneMaxWidth - 72,
      );
      expect(count * width + (count - 1) * actorMargin, `${count} participants`).toBeGreaterThan(
        phoneMaxWidth - 72 - count,
      );
    }
    expect(config(2).width).toBe(160);
    // A block with front matter of its own keeps its configuration.
    const own = '---\nconfig:\n  sequence:\n    width: 90\n---\nsequenceDiagram\n  participant A\n  participant B';
    expect(portraitSource(own)).toBe(own);
  });

  it('has none for other kinds of diagram', () => {
    expect(portraitSource('pie title Pets\n  "Dogs" : 3')).toBeUndefined();
  });
});

describe('finishing a rendering', () => {
  const job = {id: 'mermaid-0123456789', title: 'Edge <to> cloud'};

  it('names every id after the rendering, and every reference with it', () => {
    const svg =
      '<svg id="fulcro-0-1" viewBox="0 0 10 10"><style>#fulcro-0-1 .node{fill:red}</style>' +
      '<marker id="fulcro-0-1_flowchart-pointEnd"/><marker id="arrowhead"/><g id="root-12"/>' +
      '<path marker-end="url(#fulcro-0-1_flowchart-pointEnd)"/><line marker-start="url(#arrowhead)"/><use href="#root-12"/>' +
      '<g id="fulcro-0-12"/></svg>';
    const out = finish(svg, 'fulcro-0-1', job);
    const ids = [...out.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id) => !id.startsWith(`${job.id}-`) && !id.startsWith(`${job.id}_`) && id !== job.id)).toEqual(
      [],
    );
    // Another rendering's id is not taken for this one's (`fulcro-0-1` is a prefix of `fulcro-0-12`).
    expect(ids).toContain('mermaid-0123456789-fulcro-0-12');
    expect(out).toContain('#mermaid-0123456789 .node');
    expect(out).toContain('url(#mermaid-0123456789_flowchart-pointEnd)');
    expect(out).toContain('url(#mermaid-0123456789-arrowhead)');
    expect(out).toContain('href="#mermaid-0123456789-root-12"');
  });

  it("names the SVG by the block's title, unless the source gave it one", () => {
    const out = finish('<svg id="r-0" viewBox="0 0 10 10"><g/></svg>', 'r-0', job);
    expect(out).toMatch(
      /^<svg id="mermaid-0123456789" viewBox="0 0 10 10" aria-labelledby="mermaid-0123456789-title"><title id="mermaid-0123456789-title">Edge &lt;to&gt; cloud<\/title><g\/>/,
    );
    const titled = '<svg id="r-0" aria-labelledby="chart-title-r-0"><title id="chart-title-r-0">Own</title></svg>';
    expect(finish(titled, 'r-0', job)).toBe(
      '<svg id="mermaid-0123456789" aria-labelledby="mermaid-0123456789-chart-title-mermaid-0123456789"><title id="mermaid-0123456789-chart-title-mermaid-0123456789">Own</title></svg>',
    );
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
      "~~~mermaid title='Tildes'",
      'sequenceDiagram',
      '~~~',
    ].join('\n');
    expect(findDiagrams(markdown, 'doc.md')).toEqual([
      {file: 'doc.md', line: 7, source: 'flowchart LR\n  A --> B', title: 'Indented'},
      {file: 'doc.md', line: 18, source: 'sequenceDiagram', title: 'Tildes'},
    ]);
    const mdx =
      '<Section id="x" title="X">\n\n```mermaid title="In a section"\nflowchart LR\n  A --> B\n```\n\n</Section>\n';
    expect(findDiagrams(mdx, 'page.mdx')).toEqual([
      {file: 'page.mdx', line: 3, source: 'flowchart LR\n  A --> B', title: 'In a section'},
    ]);
    // An MDX doc with explicit heading ids, which plain MDX would read as expressions (the build's loader reads them as ids).
    const mdxDoc =
      '## Limits {#limits}\n\nA figure: <Fact of="commandLimits.keptDays" />.\n\n```mermaid title="With an id above"\nflowchart LR\n  A --> B\n```\n';
    expect(findDiagrams(mdxDoc, 'doc.mdx')).toEqual([
      {file: 'doc.mdx', line: 5, source: 'flowchart LR\n  A --> B', title: 'With an id above'},
    ]);
    // The remark step, on the MDX parse of the same file, finds the rendering keyed from what the scan found.
    renderStandIn('flowchart LR\n  A --> B', 'In a section');
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkMermaidSvg, options);
    const tree = processor.runSync(processor.parse(mdx), {
      path: join(siteDir, 'src/pages/page.mdx'),
    }) as unknown as Node;
    expect(tree.children![1].children![0]).toMatchObject({name: 'FulcroMermaidDiagram'});
  });
});

describe('the diagrams of the docs', () => {
  const docsDir = join(siteDir, 'docs');
  const italianDir = join(siteDir, 'i18n/it/docusaurus-plugin-content-docs/current');
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter(
    (f) => /\.mdx?$/.test(f) && !f.startsWith('api/'),
  );
  const diagrams = files
    .map((file) => ({
      file,
      en: findDiagrams(readFileSync(join(docsDir, file), 'utf8'), `docs/${file}`),
      it: existsSync(join(italianDir, file))
        ? findDiagrams(readFileSync(join(italianDir, file), 'utf8'), `it/${file}`)
        : [],
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
