import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkPageImports from '../../plugins/remark-page-imports';

type Node = {type: string; name?: string; value?: unknown; attributes?: {name: string; value: unknown}[]; children?: Node[]};

function transform(mdx: string, path: string): Node {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPageImports);
  return processor.runSync(processor.parse(mdx), {path} as never) as unknown as Node;
}

const imports = (tree: Node) => (tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value);

describe('page-local imports', () => {
  it('imports each drawing a page names into the page, once', () => {
    const tree = transform('<Hero title="x" drawing="edge-gateway" />\n\n<Figure drawing="edge-gateway" />\n\n<Figure drawing="edge-sidecar" />', '/site/src/pages/fulcro-edge/index.mdx');
    expect(imports(tree)).toEqual([
      'import FulcroDrawing_edge_gateway from "@site/src/drawings/edge-gateway";',
      'import FulcroDrawing_edge_sidecar from "@site/src/drawings/edge-sidecar";',
    ]);
    const hero = tree.children!.find((n) => n.name === 'Hero')!;
    expect(hero.attributes!.find((a) => a.name === 'drawing')!.value).toMatchObject({type: 'mdxJsxAttributeValueExpression', value: 'FulcroDrawing_edge_gateway'});
    expect(hero.attributes!.find((a) => a.name === 'drawingName')!.value).toBe('edge-gateway');
  });

  it("gives the GDPR table only the page language's rows", () => {
    const en = transform('<GdprTable caption="x" />', '/site/src/pages/fulcro-gdpr/table.mdx');
    const it = transform('<GdprTable caption="x" />', '/site/i18n/it/docusaurus-plugin-content-pages/fulcro-gdpr/table.mdx');
    expect(imports(en)).toEqual(['import FulcroPage_GdprTable from "@site/src/components/GdprTable/en-table";']);
    expect(imports(it)).toEqual(['import FulcroPage_GdprTable from "@site/src/components/GdprTable/it-table";']);
    expect(en.children!.some((n) => n.name === 'FulcroPage_GdprTable')).toBe(true);
  });
});
