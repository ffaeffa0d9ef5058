import {visit} from 'unist-util-visit';
import {product} from '../../../src/data/product';

/**
 * Rehype step for Markdown tables (docs, the API reference's hand-written and
 * generated overviews, MDX pages): marks every table of three columns or more
 * for the site's one responsive table pattern (src/css/custom.css, "One
 * responsive table pattern"). On a phone such a table becomes stacked rows, as
 * the pricing page's matrix does: each row's first cell on a line of its own,
 * then each other cell under the name of its column. So the step
 *
 * - gives the table the class `table-stack`;
 * - writes each body cell's column name into `data-label` (shown by CSS);
 * - sets the ARIA table roles, which keep the table a table for assistive
 *   technology when CSS changes its display.
 *
 * Below three columns a table fits a phone and stays a table. A column name is
 * the header's text; `<Product />` reads as the product's name; a header holding
 * any other component fails the build, naming the file, as its name could not be
 * shown.
 */

type HastNode = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  position?: {start: {line: number}};
};

/** Tables with at least this many columns stack on a phone. */
export const minStackedColumns = 3;

const elements = (node: HastNode | undefined, ...tagNames: string[]): HastNode[] =>
  (node?.children ?? []).filter((child) => child.type === 'element' && tagNames.includes(child.tagName ?? ''));

/** The text of a header cell, as the reader sees it. */
function textOf(node: HastNode, file: string): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    if (node.name === 'Product') return product.name;
    throw new Error(
      `${file}:${node.position?.start.line ?? '?'}: a table header holds <${node.name ?? ''}>, whose text the stacked table of a phone cannot name its column with: write the header as text (or <Product />).`,
    );
  }
  return (node.children ?? []).map((child) => textOf(child, file)).join('');
}

function setProperty(node: HastNode, name: string, value: unknown): void {
  node.properties = {...node.properties, [name]: value};
}

/** Marks one table; returns without change below `minStackedColumns` columns. */
export function stackTable(table: HastNode, file = 'a Markdown file'): void {
  const [head] = elements(table, 'thead');
  const [headRow] = elements(head, 'tr');
  const headers = elements(headRow, 'th', 'td').map((cell) => textOf(cell, file).replace(/\s+/g, ' ').trim());
  if (headers.length < minStackedColumns) return;
  const className: unknown = table.properties?.className;
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(/\s+/)
      : [];
  setProperty(table, 'className', [...classes, 'table-stack']);
  setProperty(table, 'role', 'table');
  for (const section of elements(table, 'thead', 'tbody')) {
    setProperty(section, 'role', 'rowgroup');
    for (const row of elements(section, 'tr')) {
      setProperty(row, 'role', 'row');
      elements(row, 'th', 'td').forEach((cell, column) => {
        if (section.tagName === 'thead') {
          setProperty(cell, 'role', 'columnheader');
          return;
        }
        setProperty(cell, 'role', 'cell');
        if (column > 0 && headers[column]) setProperty(cell, 'dataLabel', headers[column]);
      });
    }
  }
}

export default function rehypeStackedTables() {
  return (tree: HastNode, vfile: {path?: string}): void => {
    visit(tree as never, 'element', (node: HastNode) => {
      if (node.tagName === 'table') stackTable(node, vfile.path);
    });
  };
}
