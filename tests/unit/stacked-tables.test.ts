import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import {visit} from 'unist-util-visit';
import rehypeStackedTables from '../../plugins/rehype/stacked-tables';
import {operationLayout, requestSamplesModule} from '../../plugins/features/api-reference/markdown';
import {product} from '../../src/data/product';

type Element = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Element[]};

/** The tables of an MDX text after the rehype step, as the docs and pages plugins compile them. */
function tables(mdx: string, path = '/site/docs/core/x.mdx'): Element[] {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkRehype, {
      passThrough: ['mdxJsxTextElement', 'mdxJsxFlowElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'],
    })
    .use(rehypeStackedTables);
  const tree = processor.runSync(processor.parse(mdx), {path});
  const found: Element[] = [];
  visit(tree as never, 'element', (node: Element) => {
    if (node.tagName === 'table') found.push(node);
  });
  return found;
}

const cells = (table: Element, tag: string) => {
  const found: Element[] = [];
  visit(table as never, 'element', (node: Element) => {
    if (node.tagName === tag) found.push(node);
  });
  return found;
};

describe('rehype stacked tables: Markdown tables of three columns or more stack on a phone', () => {
  it('marks the table, names every value cell by its column and keeps the table roles', () => {
    const [table] = tables(
      '| Limit | Standard | Pro `tier` |\n|---|---|---|\n| Devices | 2,000 | 20,000 |\n| Users | 1,000 | 5,000 |',
    );
    expect(table.properties?.className).toEqual(['table-stack']);
    expect(table.properties?.role).toBe('table');
    expect(cells(table, 'th').map((th) => th.properties?.role)).toEqual([
      'columnheader',
      'columnheader',
      'columnheader',
    ]);
    const tds = cells(table, 'td');
    expect(tds.map((td) => td.properties?.role)).toEqual(Array(6).fill('cell'));
    // The row's name (the first cell) needs no label; a header's code reads as its text.
    expect(tds.map((td) => td.properties?.dataLabel)).toEqual([
      undefined,
      'Standard',
      'Pro tier',
      undefined,
      'Standard',
      'Pro tier',
    ]);
    expect(cells(table, 'tr').map((tr) => tr.properties?.role)).toEqual(['row', 'row', 'row']);
  });

  it('leaves a table of two columns a table', () => {
    const [table] = tables('| Term | Meaning |\n|---|---|\n| a | b |');
    expect(table.properties?.className).toBeUndefined();
    expect(cells(table, 'td').map((td) => td.properties?.dataLabel)).toEqual([undefined, undefined]);
  });

  it('reads <Product /> in a header as the product name, and stops the build on a header it cannot name', () => {
    const [table] = tables(
      '| | <Product /> | AWS |\n|---|---|---|\n| Edge | Yes | Greengrass |',
      '/site/src/pages/vs.mdx',
    );
    expect(cells(table, 'td').map((td) => td.properties?.dataLabel)).toEqual([undefined, product.name, 'AWS']);
    expect(() => tables('| A | <Fancy /> | C |\n|---|---|---|\n| 1 | 2 | 3 |', '/site/src/pages/vs.mdx')).toThrow(
      /vs\.mdx:1: a table header holds <Fancy>/,
    );
  });
});

describe('API operation pages: the request samples under the endpoint, the operation in one block', () => {
  const page = [
    'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
    '<Heading as={"h1"} children={"Register a thing"}>\n</Heading>',
    '<MethodEndpoint\n  method={"post"}\n  path={"/things"}\n>\n  \n</MethodEndpoint>',
    'Registers a new connectable.',
    '<StatusCodes />',
  ].join('\n\n');

  it('places the samples right after the endpoint and wraps what follows', () => {
    const laid = operationLayout(page, 'create-thing');
    expect(laid.startsWith(`import RequestSamples from "${requestSamplesModule}";`)).toBe(true);
    const order = [
      '</MethodEndpoint>',
      '<RequestSamples />',
      '<div className="api-operation__body">',
      'Registers a new connectable.',
      '<StatusCodes />',
      '</div>',
    ].map((part) => laid.indexOf(part));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    // MDX reads the block's content as Markdown: blank lines around it.
    expect(laid).toContain('<div className="api-operation__body">\n\nRegisters a new connectable.');
  });

  it('refuses a page without exactly one endpoint', () => {
    expect(() => operationLayout('# No endpoint', 'x')).toThrow(/API page x: expected one <MethodEndpoint>/);
  });
});
