import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import remarkSectionContents from '../../plugins/remark/section-contents';

/** The `entries` the build gives each `<Contents />` of a page. */
function contents(mdx: string): unknown[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSectionContents);
  const tree = processor.runSync(processor.parse(mdx));
  const found: unknown[] = [];
  visit(tree as never, 'mdxJsxFlowElement', (node: {name: string; attributes: {name: string; value: string}[]}) => {
    if (node.name === 'Contents') found.push(JSON.parse(node.attributes.find((a) => a.name === 'entries')!.value));
  });
  return found;
}

describe('the table of contents of a page (<Contents />)', () => {
  it('lists every section of the page with a title, in order, wherever the list sits', () => {
    const mdx = `<Hero title="Terms">

Effective from today.

</Hero>

<Contents />

<Section id="definitions" title="1. Definitions">

Words.

</Section>

<Section id="orders" title="2. Orders">

<Section id="nested" title="2.1 Nested, still listed">

More words.

</Section>

</Section>

<Section id="computed" title={title}>

A title the build cannot read is left out.

</Section>`;
    expect(contents(mdx)).toEqual([
      [
        {id: 'definitions', title: '1. Definitions'},
        {id: 'orders', title: '2. Orders'},
        {id: 'nested', title: '2.1 Nested, still listed'},
      ],
    ]);
  });

  it('replaces entries an editor wrote by hand, and leaves a page without <Contents /> alone', () => {
    expect(contents(`<Contents entries="[]" />\n\n<Section id="a" title="A">\n\nText.\n\n</Section>`)).toEqual([
      [{id: 'a', title: 'A'}],
    ]);
    expect(contents(`<Section id="a" title="A">\n\nText.\n\n</Section>`)).toEqual([]);
  });
});
