import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import remarkFaqStructuredData from '../../plugins/remark/faq-structured-data';

function structuredData(mdx: string, path = 'src/pages/faq/faq-pricing.mdx'): unknown {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFaqStructuredData);
  const tree = processor.runSync(processor.parse(mdx), {path});
  let value: unknown;
  visit(tree as never, 'mdxJsxFlowElement', (node: {name: string; attributes: {name: string; value: string}[]}) => {
    if (node.name === 'Faq') value = JSON.parse(node.attributes.find((a) => a.name === 'structuredData')!.value);
  });
  return value;
}

describe('FAQ structured data', () => {
  const answers = (data: unknown) =>
    (data as {mainEntity: {acceptedAnswer: {text: string}}[]}).mainEntity.map((q) => q.acceptedAnswer.text);

  it('writes figures and the product name as the page shows them, in the page language', () => {
    const mdx = `<Faq>
<Question id="limits" q="How many devices?">
<Product /> Standard admits up to <Fact of="plans.standard.devices" /> devices, on port <Fact of="ingestion.mqttTlsPort" />.
</Question>
</Faq>`;
    expect(answers(structuredData(mdx))).toEqual(['Fulcro Standard admits up to 2,000 devices, on port 8883.']);
    expect(answers(structuredData(mdx, '/site/i18n/it/docusaurus-plugin-content-pages/faq/faq-pricing.mdx'))).toEqual([
      'Fulcro Standard admits up to 2.000 devices, on port 8883.',
    ]);
  });

  it('holds every visible question with its answer text', () => {
    const mdx = `<Faq>
<Question id="trial" q="Is there a free trial?">

No: the first hour of **consultation** is free, and [plans](/pricing) are by quote.

Prices exclude VAT.

</Question>
<Question id="vat" q="Do prices include VAT?">
They exclude VAT.
</Question>
</Faq>`;
    expect(structuredData(mdx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is there a free trial?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'No: the first hour of consultation is free, and plans are by quote. Prices exclude VAT.',
          },
        },
        {
          '@type': 'Question',
          name: 'Do prices include VAT?',
          acceptedAnswer: {'@type': 'Answer', text: 'They exclude VAT.'},
        },
      ],
    });
  });
});
