import {relative} from 'node:path';
import {visit} from 'unist-util-visit';
import {missingTitle, shownLayouts, titleOf, type MermaidSvgOptions} from './diagrams';

/**
 * Remark step of production builds (docs and pages, before Docusaurus's own
 * plugins): each ```mermaid block becomes
 * `<FulcroMermaidDiagram title="…" light="<key>" dark="<key>" size="…" narrowLight="<key>" … />`,
 * naming the renderings of each layout it shows (diagrams.ts `shownLayouts`)
 * that the plugin (./index.ts) put in the cache before the bundler
 * started, and the page imports that component for itself (it ships in the
 * chunks of pages with a diagram only). The SVGs themselves stay out of the
 * page's JavaScript: the server bundle reads them from a module only it
 * resolves, and the browser either keeps the server's markup (first load) or
 * fetches the files the plugin writes next to the assets (in-app navigation).
 * No Mermaid code reaches the browser.
 */

const identifier = (name: string) => ({type: 'Identifier', name});

/** `import local from 'source'` as an MDX ESM node, with the estree MDX compiles it from. */
export function importNode(local: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

/** The component the blocks become, imported by each page that has one. */
export const diagramComponent = {local: 'FulcroMermaidDiagram', source: '@site/src/components/MermaidDiagram'};

type Code = {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: {start: {line: number}};
};
type Parent = {children: unknown[]};

export default function remarkMermaidSvg(options: MermaidSvgOptions) {
  return (root: unknown, file: {path?: string}) => {
    const tree = root as Parent;
    // How often each rendering appears on this page: a repeated diagram gets its ids suffixed.
    const seen = new Map<string, number>();
    let diagrams = 0;
    visit(tree as never, 'code', (node: Code, index: number | undefined, parent: Parent | undefined) => {
      if (node.lang !== 'mermaid' || parent === undefined || index === undefined) return;
      const where = `${relative(options.siteDir, file.path ?? '?')}:${node.position?.start.line ?? '?'}`;
      const title = titleOf(node.meta);
      if (!title) throw missingTitle(where);
      const layouts = shownLayouts(node.value, title, options);
      if (layouts === undefined) {
        throw new Error(
          `${where}: the diagram "${title}" has no rendering in the cache; the fulcro-mermaid-svg plugin renders every block of docs/, src/pages/ and their i18n copies before the bundler starts.`,
        );
      }
      if (layouts instanceof Error) throw new Error(`${where}: ${layouts.message}`);
      // A diagram repeated on the page gets its ids suffixed (see src/components/MermaidDiagram).
      const repeat = (seen.get(layouts[0].light) ?? 0) + 1;
      seen.set(layouts[0].light, repeat);
      diagrams += 1;
      const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
      const [wide, narrow] = layouts;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: diagramComponent.local,
        attributes: [
          attribute('title', title),
          // Each layout's renderings and size (its viewBox): the component shows the wide layout from the column
          // width that keeps its labels large enough, and keeps a fetched diagram's place after an in-app navigation.
          attribute('light', wide.light),
          attribute('dark', wide.dark),
          attribute('size', `${wide.width} ${wide.height}`),
          ...(narrow
            ? [
                attribute('narrowLight', narrow.light),
                attribute('narrowDark', narrow.dark),
                attribute('narrowSize', `${narrow.width} ${narrow.height}`),
              ]
            : []),
          ...(repeat > 1 ? [attribute('repeat', String(repeat))] : []),
        ],
        children: [],
      };
    });
    if (diagrams > 0) tree.children.unshift(importNode(diagramComponent.local, diagramComponent.source));
  };
}
