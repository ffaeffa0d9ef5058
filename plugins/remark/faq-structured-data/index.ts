import {visit} from 'unist-util-visit';
import {product} from '../../../src/data/product';
import {factText, localeOf} from '../facts';

/**
 * Remark step for MDX pages: gives every `<Faq>` a `structuredData` attribute,
 * the schema.org FAQPage (JSON-LD) of the questions it holds, computed from
 * the same words the visitor reads (each `<Question q="…">` and its answer).
 * `<Faq>` puts it in the page head, so search engines get the text the page
 * shows, with no second copy for an editor to keep in step.
 */

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes: JsxAttribute[]; children: unknown[]};
type AnyNode = {type: string; value?: string; name?: string | null; attributes?: JsxAttribute[]; children?: AnyNode[]};

export type FaqEntry = {question: string; answer: string};

/** The FAQPage document for a list of questions and answers. */
export function faqPage(entries: FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}

const blockTypes = new Set(['paragraph', 'listItem', 'heading', 'tableRow', 'mdxJsxFlowElement']);

/** The words a node shows: `<Fact>` and `<Product />` written as the page writes them in its locale. */
function textOf(node: AnyNode, locale: string): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'Product')
    return product.name;
  // remark-facts runs first in the site; a <Fact> is still read here for a tree built without it.
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'Fact')
    return factText(node, locale);
  const parts = (node.children ?? []).map((child) => textOf(child, locale));
  return blockTypes.has(node.type) ? parts.join(' ') : parts.join('');
}

/** Text of an answer: its blocks joined by spaces, white space folded. */
function answerText(node: JsxNode, locale: string): string {
  return (node.children as AnyNode[])
    .map((child) => textOf(child, locale))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

export default function remarkFaqStructuredData() {
  return (tree: unknown, file: {path?: string}) => {
    const locale = localeOf(file.path);
    visit(tree as never, 'mdxJsxFlowElement', (faq: JsxNode) => {
      if (faq.name !== 'Faq') return;
      const entries: FaqEntry[] = [];
      visit(faq as never, 'mdxJsxFlowElement', (question: JsxNode) => {
        if (question.name !== 'Question') return;
        const q = question.attributes.find((a) => a.name === 'q')?.value;
        if (typeof q === 'string') entries.push({question: q, answer: answerText(question, locale)});
      });
      faq.attributes = faq.attributes.filter((a) => a.name !== 'structuredData');
      faq.attributes.push({type: 'mdxJsxAttribute', name: 'structuredData', value: JSON.stringify(faqPage(entries))});
    });
  };
}
