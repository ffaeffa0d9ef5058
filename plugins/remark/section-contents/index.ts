import {visit} from 'unist-util-visit';

/**
 * Remark step for MDX pages: gives every `<Contents />` the page's table of contents, the `<Section id="…"
 * title="…">` elements of the same file in order, as a JSON attribute (`entries`). The list is built from the
 * sections a visitor reads, so it cannot drift from them, and an editor writes each title once. Docusaurus's own
 * table of contents collects Markdown headings only, and a section's title is a prop.
 */

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes: JsxAttribute[]};

export type ContentsEntry = {id: string; title: string};

const attribute = (node: JsxNode, name: string) => node.attributes.find((a) => a.name === name)?.value;

export default function remarkSectionContents() {
  return (tree: unknown) => {
    const entries: ContentsEntry[] = [];
    visit(tree as never, 'mdxJsxFlowElement', (node: JsxNode) => {
      if (node.name !== 'Section') return;
      const [id, title] = [attribute(node, 'id'), attribute(node, 'title')];
      if (typeof id === 'string' && typeof title === 'string') entries.push({id, title});
    });
    visit(tree as never, 'mdxJsxFlowElement', (node: JsxNode) => {
      if (node.name !== 'Contents') return;
      node.attributes = node.attributes.filter((a) => a.name !== 'entries');
      node.attributes.push({type: 'mdxJsxAttribute', name: 'entries', value: JSON.stringify(entries)});
    });
  };
}
