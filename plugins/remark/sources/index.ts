import {visit, SKIP} from 'unist-util-visit';
import {lookupSource, vendorSources} from '../../../src/data/vendor-sources';
import {formatIsoDate} from '../../../src/shared/dates';
import {formatFinding, nearestNames, sitePath} from '../facts/editor-message';
import {localeOf} from '../facts';

/**
 * Remark step for MDX pages: writes every `<Source of="…" />` as a link to the
 * other vendor's page it names (src/data/vendor-sources.ts) followed by the day
 * that page was last checked, in the page's language: "ThingsBoard: Claiming
 * devices (CE), checked on December 7, 2026". Like `<Fact>`, it is gone from
 * the page once compiled: no component, no data module in the browser. An
 * unknown id fails the build with the file, the line and the ids meant.
 */

type JsxAttribute = {type: string; name?: string; value?: unknown};
type JsxNode = {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: unknown[];
  position?: {start: {line: number}};
};
type Parent = {children: unknown[]};

const checkedOn: Record<string, string> = {en: 'checked on', it: 'verificata il'};

/** The phrasing nodes a `<Source>` becomes in `locale`; throws on an unknown id or a non-literal attribute. */
export function sourceNodes(node: JsxNode, locale: string, where = 'an MDX page'): unknown[] {
  const at = {file: sitePath(where), line: node.position?.start.line};
  const of = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of')?.value;
  if (typeof of !== 'string') {
    throw new Error(
      formatFinding({
        ...at,
        problem: '<Source> takes a literal id only.',
        fix: 'Write of="vendor.page" (src/data/vendor-sources.ts).',
      }),
    );
  }
  const source = lookupSource(of);
  if (!source) {
    const ids = nearestNames(of, Object.keys(vendorSources)).join(', ');
    throw new Error(
      formatFinding({
        ...at,
        problem: `<Source of="${of}"> names no source.`,
        fix: `Write one of: ${ids} (every id is in src/data/vendor-sources.ts).`,
      }),
    );
  }
  return [
    {type: 'link', url: source.url, children: [{type: 'text', value: source.title}]},
    {type: 'text', value: `, ${checkedOn[locale] ?? checkedOn.en} ${formatIsoDate(source.checkedOn, locale)}`},
  ];
}

export default function remarkSources() {
  return (tree: unknown, file: {path?: string}) => {
    const locale = localeOf(file.path);
    visit(tree as never, (node: JsxNode, index: number | undefined, parent: Parent | undefined) => {
      if (node.name !== 'Source' || parent === undefined || index === undefined) return undefined;
      if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
      const nodes = sourceNodes(node, locale, file.path);
      // A <Source /> alone on its line is a block: it becomes a paragraph of its own.
      parent.children.splice(
        index,
        1,
        ...(node.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: nodes}] : nodes),
      );
      return [SKIP, index + (node.type === 'mdxJsxFlowElement' ? 1 : nodes.length)];
    });
  };
}
