import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';

/**
 * Remark step for MDX pages: gives every `<Faq>` a `structuredData` attribute,
 * the schema.org FAQPage (JSON-LD) of the questions it holds, computed from
 * the same words the visitor reads (each `<Question q="…">` and its answer).
 * `<Faq>` puts it in the page head, so search engines get the text the page
 * shows, with no second copy for an editor to keep in step.
 */

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes: JsxAttribute[]; children: unknown[]};

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

/** Text of an answer: its blocks joined by spaces, white space folded. */
function answerText(node: JsxNode): string {
  return node.children
    .map((child) => toString(child as Parameters<typeof toString>[0]))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export default function remarkFaqStructuredData() {
  return (tree: unknown) => {
    visit(tree as never, 'mdxJsxFlowElement', (faq: JsxNode) => {
      if (faq.name !== 'Faq') return;
      const entries: FaqEntry[] = [];
      visit(faq as never, 'mdxJsxFlowElement', (question: JsxNode) => {
        if (question.name !== 'Question') return;
        const q = question.attributes.find((a) => a.name === 'q')?.value;
        if (typeof q === 'string') entries.push({question: q, answer: answerText(question)});
      });
      faq.attributes = faq.attributes.filter((a) => a.name !== 'structuredData');
      faq.attributes.push({type: 'mdxJsxAttribute', name: 'structuredData', value: JSON.stringify(faqPage(entries))});
    });
  };
}
