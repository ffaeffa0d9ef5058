import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {
  formatFinding,
  frontMatterFindings,
  missingItalianCopies,
  pageKitNames,
  unimportedDrawings,
  unknownComponents,
  unknownFacts,
  unresolvedImports,
} from './lib/editor-errors';
import {pageFrontMatterRules, pageFrontMatterSchema} from './lib/front-matter-rules';
import {
  italianPagesDir,
  listMdx,
  numbersIn,
  pagesDir,
  readPage,
  retypedFigures,
  routeOf,
  type ParsedPage,
} from './lib/mdx-pages';

import {facts} from '../../src/data/facts';
import {matrixRow} from '../../src/data/plans';

/** The kit's component names (the registry MDX pages use) and `<Fact>`. */
const kitNames = pageKitNames();

const english = listMdx(pagesDir);
const italian = listMdx(italianPagesDir);
const files = [...english.pages, ...english.partials];
const dataNumbers = numbersIn(facts);

/** Words of its own (partials excluded) an English page of each family must have. */
const wordRanges: {family: string; pattern: RegExp; min: number; max: number}[] = [
  {
    family: 'comparison, audience, industry, why and guide pages',
    pattern: /^\/(fulcro-(vs|for)-|why-fulcro\/|use-cases\/|guides\/)/,
    min: 500,
    max: 1200,
  },
  {family: 'product pages', pattern: /^\/fulcro-/, min: 400, max: 900},
];

/** Each file is parsed once for all the checks below. */
const parsed = new Map<string, ParsedPage>();
const read = (dir: string, file: string): ParsedPage => {
  const key = `${dir}/${file}`;
  if (!parsed.has(key)) parsed.set(key, readPage(dir, file));
  return parsed.get(key)!;
};

/** Policies and contracts state periods of their own (notice, disclosure windows): only data figures are checked there. */
const documentRoutes = /^\/(legal\/|accessibility$|vulnerability-reporting$)/;

describe('MDX pages', () => {
  it('exist', () => {
    expect(english.pages.length).toBeGreaterThan(0);
  });

  it.each(files)('%s has an Italian copy', (file) => {
    expect(missingItalianCopies(pagesDir, italianPagesDir, [file]).map(formatFinding)).toEqual([]);
  });

  it('has no Italian page without an English original', () => {
    const all = new Set(files);
    expect([...italian.pages, ...italian.partials].filter((file) => !all.has(file))).toEqual([]);
  });

  it.each(english.pages)('%s has valid front matter in both languages', (file) => {
    for (const dir of [pagesDir, italianPagesDir]) {
      const path = join(dir, file);
      expect(
        frontMatterFindings(path, readFileSync(path, 'utf8'), pageFrontMatterSchema, pageFrontMatterRules).map(
          formatFinding,
        ),
      ).toEqual([]);
    }
    const en = read(pagesDir, file).frontMatter;
    const it = read(italianPagesDir, file).frontMatter;
    const {translation_source: _mark, ...itKeys} = it;
    expect(Object.keys(itKeys).sort(), 'same front-matter keys').toEqual(Object.keys(en).sort());
    expect('story' in en, 'a success story has a `story` block, and only a success story').toBe(
      file.startsWith('success-stories/'),
    );
    if (en.story) {
      const {headline: _en, ...enFacts} = en.story as Record<string, unknown>;
      const {headline: _it, ...itFacts} = it.story as Record<string, unknown>;
      expect(itFacts, 'the Italian story has the same facts').toEqual(enFacts);
    }
    expect(it.title, 'the Italian title is written in Italian').not.toBe(en.title);
    expect(it.description, 'the Italian description is written in Italian').not.toBe(en.description);
  });

  it.each(files)('%s has the same kit components and anchor ids in Italian', (file) => {
    const en = read(pagesDir, file);
    const it = read(italianPagesDir, file);
    expect(it.components.map((c) => c.name)).toEqual(en.components.map((c) => c.name));
    expect(it.ids).toEqual(en.ids);
    const drawings = (page: ParsedPage) =>
      page.components.flatMap((c) => c.attributes.filter((a) => a.name === 'drawing').map((a) => a.value));
    expect(drawings(it), 'the same drawings, in the same places').toEqual(drawings(en));
    const facts = (page: ParsedPage) =>
      page.components.filter((c) => c.name === 'Fact').map((c) => c.attributes.find((a) => a.name === 'of')?.value);
    expect(facts(it), 'the same figures, in the same order').toEqual(facts(en));
    // The same imports, except that the GDPR table ships only its own language's rows.
    const sameLanguage = (imports: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(imports).map(([name, path]) => [name, path.replace(/\/(en|it)-table$/, '/{locale}-table')]),
      );
    expect(sameLanguage(it.imports)).toEqual(sameLanguage(en.imports));
  });

  it.each(files)('%s uses only kit components, existing figures, drawings and plan rows', (file) => {
    for (const dir of [pagesDir, italianPagesDir]) {
      const page = read(dir, file);
      const path = join(dir, file);
      // Each problem is one line an editor reads: file, line, what is wrong, what to write (tests/unit/lib/editor-errors.ts).
      const problems: string[] = [
        ...unresolvedImports(dir, file, page),
        ...unimportedDrawings(path, page),
        ...unknownComponents(path, page, kitNames),
        ...unknownFacts(path, page),
      ].map(formatFinding);
      for (const c of page.components) {
        const at = `${dir}/${file}:${c.line} <${c.name}>`;
        const attr = (name: string) => c.attributes.find((a) => a.name === name)?.value;
        if (c.name === 'PlanAvailability') {
          for (const row of (attr('rows') ?? '').split(','))
            if (!matrixRow(row.trim())) problems.push(`${at}: no pricing-matrix row "${row}"`);
        }
        if (c.name === 'Section' && !attr('id')) problems.push(`${at}: a Section needs an id (its anchor)`);
      }
      // Docusaurus's admonitions and bare <details> are the docs' look: a page uses the kit's <Callout> and <Faq>.
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*:::\w/.test(line))
            problems.push(`${path}:${i + 1}: an admonition (${line.trim()}): write <Callout title="…"> instead`);
          if (/^\s*<details\b/.test(line))
            problems.push(`${path}:${i + 1}: a bare <details>: write <Faq> and <Question q="…"> instead`);
        });
      expect(problems).toEqual([]);
    }
  });

  it.each(files)('%s retypes no figure that the data modules hold', (file) => {
    for (const dir of [pagesDir, italianPagesDir]) {
      const durations = !documentRoutes.test(routeOf(file));
      expect(
        retypedFigures(read(dir, file).texts, dataNumbers, {durations}),
        `${dir}/${file}: use <Fact of="…" />`,
      ).toEqual([]);
    }
  });

  it.each(english.pages)('%s has its own words in the range of its family, and Italian keeps up', (file) => {
    const route = routeOf(file);
    const range = wordRanges.find((r) => r.pattern.test(route));
    const en = read(pagesDir, file).words.length;
    const it = read(italianPagesDir, file).words.length;
    if (range) {
      expect(en, `${route}: ${range.family} have ${range.min}–${range.max} words of their own`).toBeGreaterThanOrEqual(
        range.min,
      );
      expect(en, `${route}: ${range.family} have ${range.min}–${range.max} words of their own`).toBeLessThanOrEqual(
        range.max,
      );
    }
    expect(it, `${route}: the Italian copy has far fewer words than the English page`).toBeGreaterThanOrEqual(
      Math.floor(en * 0.7),
    );
  });
});

describe('the retyped-figure check', () => {
  const numbers = new Set([8883, 2000, 20000]);
  it('flags figures from the data written by hand, in either locale format', () => {
    const texts = [
      {text: 'Connect on port 8883 with TLS.', line: 1},
      {text: 'Up to 2,000 devices and 20.000 on Pro.', line: 2},
      {text: 'Exports are kept for 7 days.', line: 3},
      {text: 'I dati restano 90 giorni.', line: 4},
    ];
    expect(retypedFigures(texts, numbers)).toHaveLength(5);
  });

  it('lets other numbers through', () => {
    const texts = [
      {text: 'MQTT 3.1.1 and 5, RFC 9457, Regulation (EU) 2016/679, Article 83(5).', line: 1},
      {text: ' days, kept for ', line: 2},
    ];
    expect(retypedFigures(texts, numbers)).toEqual([]);
  });
});

describe('drawings', () => {
  const drawings = readdirSync('src/drawings').filter((f) => f.endsWith('.tsx'));

  it('are all shown somewhere', () => {
    const used = new Set(
      files.flatMap((file) =>
        Object.values(read(pagesDir, file).imports)
          .filter((path) => path.startsWith('@site/src/drawings/'))
          .map((path) => `${path.slice('@site/src/drawings/'.length)}.tsx`),
      ),
    );
    // TSX pages and theme components import theirs: the home page (which hands it to its hero), the not-found page.
    for (const file of ['src/components/Home/HomePage.tsx', 'src/theme/NotFound/index.tsx']) {
      for (const m of readFileSync(file, 'utf8').matchAll(/from '@site\/src\/drawings\/([\w-]+)'/g))
        used.add(`${m[1]}.tsx`);
    }
    expect(drawings.filter((file) => !used.has(file))).toEqual([]);
  });
});
