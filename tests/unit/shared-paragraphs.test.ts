import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {italianPagesDir, listMdx, pagesDir} from './lib/mdx-pages';

/**
 * No paragraph twice (issue 29): two pages of the same language may not share
 * a paragraph. Words that must be the same on several pages (a policy, a
 * definition) are written once, in a partial (`_*.mdx`, or a file under a
 * `_`-folder such as `_shared/`), which counts once however many pages
 * import it; otherwise each page says it in its own words and links to the
 * page that explains it in full.
 *
 * The rule, in one sentence: two paragraphs of {@link minWords} words or more,
 * from different files, repeat each other when at least {@link minShared}
 * words of each sit in stretches of {@link stretch} or more consecutive words
 * that the other paragraph has too, after normalisation.
 *
 * - A block of prose is a Markdown paragraph (list items and blockquotes
 *   included), the text inside a kit component (a `<Step>`, an FAQ answer in
 *   `<Question>`), and the prose a component is given as `intro` or `caption`.
 *   Headings, tables and code blocks are not prose.
 * - Normalisation: JSX tags go (their text stays), link targets go (the link
 *   text stays), `<Fact of="…" />` becomes the word `fact`, `<Product />`
 *   becomes `fulcro`; then lower case, every character that is not a letter
 *   or a digit becomes a space, whitespace collapses.
 * - Identical paragraphs share all their words; a near-identical one (a word
 *   changed here and there, a sentence added) still shares most of them,
 *   while two pages that merely use the same phrases ("part of every plan")
 *   stay far below the threshold.
 * - Legal texts (`legal/`) may repeat each other (defined terms, the same
 *   clause in the terms and in the DPA), but not a marketing paragraph.
 */

/** A paragraph this long is checked: shorter blocks (a caption, a one-line answer) are not. */
export const minWords = 30;
/** Words two paragraphs may not have in common. */
export const minShared = 25;
/** The shortest sequence of words that counts as common: shorter ones are just the way people write. */
export const stretch = 5;

export type Block = {file: string; line: number; words: string[]};
export type Finding = {a: Block; b: Block; shared: number; startA: number; startB: number};

/** Attributes whose value is prose a visitor reads as a paragraph. */
const proseAttributes = new Set(['intro', 'caption']);

type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  children?: Node[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: {start: {line: number}};
};

const phrasingTypes = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'break',
  'mdxJsxTextElement',
  'image',
]);
const skippedBlocks = new Set([
  'heading',
  'code',
  'table',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'html',
  'thematicBreak',
  'definition',
]);

/** The visible text of phrasing content: link text without its target, `<Fact>` as `fact`, `<Product />` as its name. */
function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return typeof node.value === 'string' ? node.value : '';
  if (node.type === 'break') return ' ';
  if (node.type === 'image') return '';
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    if (node.name === 'Fact') return ' fact ';
    if (node.name === 'Product') return ' fulcro ';
  }
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return ' ';
  return (node.children ?? []).map(textOf).join('');
}

/** Lower case, letters and digits only, one space between words. */
export function normalise(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** The blocks of prose of one MDX file (see the module comment). */
export function blocksOf(file: string, source: string): Block[] {
  // `{#id}` after a heading would be read as an expression; Docusaurus strips it before MDX does.
  const text = source.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).parse(text) as Node;
  const blocks: Block[] = [];
  const add = (line: number, value: string) => {
    const words = normalise(value);
    if (words.length > 0) blocks.push({file, line, words});
  };
  const visit = (node: Node) => {
    if (skippedBlocks.has(node.type)) return;
    if (node.type === 'mdxJsxFlowElement') {
      for (const attribute of node.attributes ?? []) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          proseAttributes.has(attribute.name ?? '') &&
          typeof attribute.value === 'string'
        ) {
          add(node.position?.start.line ?? 0, attribute.value);
        }
      }
    }
    if (node.type === 'paragraph') {
      add(node.position?.start.line ?? 0, textOf(node));
      return;
    }
    // A component written on one line (`<Question q="…">Answer.</Question>`) holds phrasing content with no paragraph around it.
    const children = node.children ?? [];
    let run: Node[] = [];
    const flush = () => {
      if (run.length > 0) add(run[0].position?.start.line ?? node.position?.start.line ?? 0, run.map(textOf).join(''));
      run = [];
    };
    for (const child of children) {
      if (phrasingTypes.has(child.type)) run.push(child);
      else {
        flush();
        visit(child);
      }
    }
    flush();
  };
  visit(tree);
  return blocks;
}

const isLegal = (file: string) => /(^|\/)legal\//.test(file);

/** The word sequences of {@link stretch} words of a block. */
function shingles(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + stretch <= words.length; i++) out.add(words.slice(i, i + stretch).join(' '));
  return out;
}

/** Which words of `words` sit in a sequence of {@link stretch} words that `other` also has. */
function coveredBy(words: string[], other: Set<string>): boolean[] {
  const covered = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + stretch <= words.length; i++) {
    if (other.has(words.slice(i, i + stretch).join(' '))) covered.fill(true, i, i + stretch);
  }
  return covered;
}

/** Words in common between two blocks (the smaller of the two counts), and where the first common stretch starts in each. */
export function sharedWords(a: string[], b: string[]): {shared: number; startA: number; startB: number} {
  const inA = coveredBy(a, shingles(b));
  const inB = coveredBy(b, shingles(a));
  const count = (covered: boolean[]) => covered.filter(Boolean).length;
  return {
    shared: Math.min(count(inA), count(inB)),
    startA: Math.max(0, inA.indexOf(true)),
    startB: Math.max(0, inB.indexOf(true)),
  };
}

/**
 * Pairs of paragraphs from different files that share {@link minShared} words.
 * Each file is given once: a partial is one file of its own, however many
 * pages import it, so its words are never counted against them.
 */
export function sharedParagraphs(files: {file: string; source: string}[]): Finding[] {
  const blocks = files
    .flatMap(({file, source}) => blocksOf(file, source))
    .filter((block) => block.words.length >= minWords);
  const sets = blocks.map((block) => shingles(block.words));
  const byShingle = new Map<string, number[]>();
  sets.forEach((set, index) => {
    for (const shingle of set) byShingle.set(shingle, [...(byShingle.get(shingle) ?? []), index]);
  });
  const pairs = new Set<string>();
  for (const list of byShingle.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [a, b] = [blocks[list[x]], blocks[list[y]]];
        if (a.file === b.file || (isLegal(a.file) && isLegal(b.file))) continue;
        pairs.add(`${list[x]},${list[y]}`);
      }
    }
  }
  return [...pairs].flatMap((pair) => {
    const [a, b] = pair.split(',').map((i) => blocks[Number(i)]);
    const found = sharedWords(a.words, b.words);
    return found.shared >= minShared ? [{a, b, ...found}] : [];
  });
}

/** `a.mdx:12 «each connectable has…» and b.mdx:40 «on standard…» share 42 words` */
export function describeFinding({a, b, shared, startA, startB}: Finding): string {
  const words = (block: Block, start: number) => `«${block.words.slice(start, start + 10).join(' ')} …»`;
  return `${a.file}:${a.line} ${words(a, startA)} and ${b.file}:${b.line} ${words(b, startB)} share ${shared} words (write them once in a partial, or say it in each page's own words and link)`;
}

function readAll(dir: string): {file: string; source: string}[] {
  const {pages, partials} = listMdx(dir);
  return [...pages, ...partials].map((file) => ({
    file: join(dir, file),
    source: readFileSync(join(dir, file), 'utf8'),
  }));
}

describe('no paragraph twice', () => {
  it.each([
    ['English', pagesDir],
    ['Italian', italianPagesDir],
  ])('%s pages share no paragraph outside a partial', (_language, dir) => {
    const files = readAll(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(sharedParagraphs(files).map(describeFinding)).toEqual([]);
  });
});

describe('the shared-paragraph check', () => {
  const policy =
    'Each connectable has a rate and size budget. On the Standard plan that is <Fact of="a" /> messages a second with bursts of <Fact of="b" /> and payloads up to <Fact of="c" /> KiB, and a runaway device is slowed down before it costs you anything at all.';

  it('finds a paragraph two pages share, also when links, tags, case and punctuation differ', () => {
    const a = `---\ntitle: A\n---\n\n<Section id="x" title="X">\n\n${policy}\n\n</Section>\n`;
    const copy = policy.replace('a rate', 'a [rate](/docs/x)').replace('. On the Standard', '; ON THE STANDARD');
    const b = `Intro.\n\n<Faq>\n<Question q="Is there a limit?">\n${copy} See the docs.\n</Question>\n</Faq>\n`;
    const found = sharedParagraphs([
      {file: 'a.mdx', source: a},
      {file: 'b.mdx', source: b},
    ]);
    expect(found).toHaveLength(1);
    expect(found[0].shared).toBeGreaterThanOrEqual(minShared);
    const message = describeFinding(found[0]);
    expect(message).toContain('a.mdx:7 «each connectable has a rate and size budget');
    expect(message).toContain('b.mdx:5 «each connectable has a rate and size budget');
  });

  it('finds a near-identical paragraph, a few words changed', () => {
    const edited = policy
      .replace('Each connectable', 'Every device')
      .replace('a second', 'per second')
      .replace('at all', 'on the bill');
    expect(
      sharedParagraphs([
        {file: 'a.mdx', source: policy},
        {file: 'b.mdx', source: edited},
      ]),
    ).toHaveLength(1);
  });

  it('lets a short sentence in common through', () => {
    const sentence = 'Every connectable has its own certificate, issued during provisioning.';
    expect(
      sharedParagraphs([
        {file: 'a.mdx', source: `${sentence} The rest of page A is different.`},
        {file: 'b.mdx', source: `${sentence} Page B goes on elsewhere.`},
      ]),
    ).toEqual([]);
  });

  it('counts a partial once, however many pages import it', () => {
    const page = (name: string) =>
      `import Policy from './_shared/policy.mdx';\n\n# ${name}\n\n<Policy />\n\nWords of page ${name} alone.\n`;
    const files = [
      {file: 'a.mdx', source: page('A')},
      {file: 'b.mdx', source: page('B')},
      {file: '_shared/policy.mdx', source: policy},
    ];
    expect(sharedParagraphs(files)).toEqual([]);
    // Pasting the partial's words into a page, instead of importing it, is a finding.
    expect(
      sharedParagraphs([...files, {file: 'c.mdx', source: policy}]).map((f) => [f.a.file, f.b.file].sort()),
    ).toEqual([['_shared/policy.mdx', 'c.mdx']]);
  });

  it('lets legal texts repeat each other, but not a marketing paragraph', () => {
    expect(
      sharedParagraphs([
        {file: 'legal/terms.mdx', source: policy},
        {file: 'legal/dpa.mdx', source: policy},
      ]),
    ).toEqual([]);
    expect(
      sharedParagraphs([
        {file: 'legal/terms.mdx', source: policy},
        {file: 'pricing.mdx', source: policy},
      ]),
    ).toHaveLength(1);
  });
});
