import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {DocsContract, jsonExamplesGuide} from './lib/docs-contract';
import {
  contractFinding,
  formatFinding,
  frontMatterFindings,
  guides,
  missingItalianCopies,
  pageKitNames,
  unimportedDrawings,
  unknownComponents,
  unknownFacts,
  unresolvedImports,
} from './lib/editor-errors';
import {docFrontMatterRules, pageFrontMatterRules, pageFrontMatterSchema} from './lib/front-matter-rules';
import {readPage} from './lib/mdx-pages';

/**
 * The line an editor reads for each content mistake, shown on a fixture that
 * makes it (tests/unit/fixtures/editor-errors/, each file wrong in one way):
 * the file, the line, what is wrong and what to write instead. The same
 * functions report over the real site in pages-content, docs-content and
 * docs-contract, which is where "the site has none of these" is checked.
 */

const fixtures = 'tests/unit/fixtures/editor-errors';
const pages = join(fixtures, 'pages');

describe('what an editor reads', () => {
  it('for a doc without its Italian copy', () => {
    const italian = join(fixtures, 'i18n/it/docusaurus-plugin-content-docs/current');
    expect(missingItalianCopies(join(fixtures, 'docs'), italian, ['core/orphan.md']).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/docs/core/orphan.md: has no Italian copy: tests/unit/fixtures/editor-errors/i18n/it/docusaurus-plugin-content-docs/current/core/orphan.md does not exist. Copy this file there and translate it (CONTRIBUTING.md#add-an-italian-copy).',
    ]);
  });

  it('for a front-matter field out of range', () => {
    const path = join(pages, 'about.mdx');
    expect(
      frontMatterFindings(path, readFileSync(path, 'utf8'), pageFrontMatterSchema, pageFrontMatterRules).map(
        formatFinding,
      ),
    ).toEqual([
      'tests/unit/fixtures/editor-errors/pages/about.mdx:3: description is 196 characters; the limit is 160 (search results cut it). Shorten it to at most 160 characters.',
    ]);
  });

  it('for a tag that is not a kit component', () => {
    const path = join(pages, 'kit.mdx');
    expect(unknownComponents(path, readPage(pages, 'kit.mdx'), pageKitNames()).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/pages/kit.mdx:13: <Sectoin> is not a kit component. Did you mean <Section>? The kit: Section, Hero, Actions, Cta, FeatureGrid, Feature, Steps, Step, Figure, CtaBand, Compare, Faq, Question, Callout, Contents, Product, PlanAvailability, Fact, Source (CONTRIBUTING.md#the-page-kit); any other component needs an import line with an @site/… path.',
    ]);
  });

  it('for a <Fact> name that does not exist', () => {
    const path = join(pages, 'facts.mdx');
    expect(unknownFacts(path, readPage(pages, 'facts.mdx')).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/pages/facts.mdx:9: <Fact of="plans.standrd.devices"> names no fact. Write one of: plans.standard.devices, plans.pro.devices, plans.standard.users (every name is in src/data/facts.ts).',
    ]);
  });

  it('for a drawing that does not exist', () => {
    const page = readPage(pages, 'drawing.mdx');
    expect(unresolvedImports(pages, 'drawing.mdx', page).map(formatFinding)).toEqual([
      "tests/unit/fixtures/editor-errors/pages/drawing.mdx:7: import EdgeGatewayDrawing from '@site/src/drawings/edge-gatway': there is no drawing src/drawings/edge-gatway.tsx. Write one of: '@site/src/drawings/edge-gateway', '@site/src/drawings/edge-addons', '@site/src/drawings/edge-sidecar' (the nearest names in src/drawings/; CONTRIBUTING.md#add-a-drawing-or-a-diagram).",
    ]);
    expect(unimportedDrawings(join(pages, 'drawing.mdx'), page).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/pages/drawing.mdx:15: <Figure drawing={EdgeGatwayDrawing}>: the page imports no EdgeGatwayDrawing. Did you mean drawing={EdgeGatewayDrawing}, which the page imports?',
    ]);
  });

  it('for a JSON example that fails its schema', () => {
    const spec = load(readFileSync(join(fixtures, 'openapi/demo.yaml'), 'utf8')) as object;
    const contract = new DocsContract({specs: new Map([['demo', spec]])});
    const path = join(fixtures, 'docs/thing.md');
    const source = readFileSync(path, 'utf8');
    expect(contract.check(path, source).map(contractFinding).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/docs/thing.md:9: the JSON example (schema demo#/components/schemas/Thing) fails: /kind must be one of device, edge. Fix the example or name the right schema.',
    ]);
    // A schema name that does not exist gets the nearest names instead.
    const misnamed = source.replace('schemas/Thing', 'schemas/Thingy');
    expect(contract.check(path, misnamed).map(contractFinding).map(formatFinding)).toEqual([
      'tests/unit/fixtures/editor-errors/docs/thing.md:9: the JSON example names schema "demo#/components/schemas/Thingy", which does not exist (nothing at that pointer). Write one of: demo#/components/schemas/Thing, edge-config, senml (contributing/content.md#docs-checked-against-the-api).',
    ]);
  });

  it('sends the editor to sections of the guides that exist', () => {
    const cited = [...Object.values(guides), pageFrontMatterRules, docFrontMatterRules, jsonExamplesGuide];
    const missing = cited.filter((link) => {
      const [file, anchor] = link.split('#');
      const headings = [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+?)\s*(?:\{#([\w-]+)\})?\s*$/gm)].map(
        ([, text, id]) =>
          id ??
          text
            .toLowerCase()
            .replace(/[^\p{L}\p{N} -]/gu, '')
            .replace(/ /g, '-'),
      );
      return !headings.includes(anchor);
    });
    expect(missing, 'guide sections the messages cite but the guides no longer have').toEqual([]);
  });
});
