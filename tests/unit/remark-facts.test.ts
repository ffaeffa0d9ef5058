import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import remarkFacts from '../../plugins/remark/facts';

/** The text a page shows after plugins/remark/facts, and `<Fact>` for any element left for the browser. */
function compiled(mdx: string, path = '/site/src/pages/fulcro-cloud/index.mdx'): string {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFacts);
  const tree = processor.runSync(processor.parse(mdx), {path});
  const parts: string[] = [];
  visit(tree as never, (node: {type: string; value?: string; name?: string}) => {
    if (node.type === 'text') parts.push(node.value ?? '');
    if (node.name === 'Fact') parts.push('<Fact>');
  });
  return parts.join('');
}

describe('remark facts: <Fact> is written into the page at compile time', () => {
  it('writes figures, ports and lists in the page language', () => {
    const mdx =
      'Up to <Fact of="plans.standard.devices" /> devices on port <Fact of="ingestion.mqttTlsPort" />, on <Fact of="testedKubernetes" />.';
    expect(compiled(mdx)).toBe('Up to 2,000 devices on port 8883, on Amazon EKS, Azure AKS, and Google GKE.');
    expect(compiled(mdx, '/site/i18n/it/docusaurus-plugin-content-pages/fulcro-cloud/index.mdx')).toBe(
      'Up to 2.000 devices on port 8883, on Amazon EKS, Azure AKS e Google GKE.',
    );
  });

  it('leaves no <Fact> element for the browser to resolve, inside other components too', () => {
    const mdx =
      '<Section id="a" title="A">\n\n<Fact of="plans.pro.devices" />\n\n- <Fact of="order.evaluationDays" /> days\n\n</Section>';
    expect(compiled(mdx)).toBe('20,00030 days');
  });

  it('stops the build on a name the data does not hold, naming the file, the line and the names meant', () => {
    expect(() =>
      compiled('# Plans\n\nUp to <Fact of="plans.gold.devices" /> devices.', '/site/src/pages/x.mdx'),
    ).toThrow(
      '/site/src/pages/x.mdx:3: <Fact of="plans.gold.devices"> names no fact. Write one of: plans.pro.devices, plans.standard.devices, plans.pro.users (every name is in src/data/facts.ts).',
    );
    // Inside the site, the path is the one the editor knows: relative to the site's root.
    expect(() => compiled('<Fact of="plans.gold.devices" />', `${process.cwd()}/src/pages/x.mdx`)).toThrow(
      /^src\/pages\/x\.mdx:1: <Fact of="plans\.gold\.devices">/,
    );
    expect(() => compiled('<Fact of={name} />')).toThrow('literal strings only');
  });
});
