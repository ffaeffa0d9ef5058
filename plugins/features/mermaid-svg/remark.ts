import {relative} from 'node:path';
import {visit} from 'unist-util-visit';
import {colorModes, missingTitle, readCached, renderJob, titleOf, type MermaidSvgOptions} from './diagrams';

/**
 * Remark step of production builds (docs and pages, before Docusaurus's own
 * plugins): each ```mermaid block becomes
 * `<FulcroMermaidDiagram title="…" light="<key>" dark="<key>" … />`, naming the
 * renderings the plugin (./index.ts) put in the cache before the bundler
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

/**
 * The drawing's size: the viewBox Mermaid gives every SVG, and the least width
 * the renderer lets it shrink to (plugins/features/mermaid-svg/in-page.js), if any.
 */
export function sizeOf(svg: string): {width: number; height: number; minWidth?: number} {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const box = /\sviewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(tag);
  if (!box) throw new Error(`A diagram rendering has no viewBox: ${svg.slice(0, 120)}`);
  const minWidth = /min-width:\s*([\d.]+)px/.exec(tag)?.[1];
  return {width: Math.round(Number(box[1])), height: Math.round(Number(box[2])), ...(minWidth ? {minWidth: Math.round(Number(minWidth))} : {})};
}

type Code = {type: 'code'; lang?: string | null; meta?: string | null; value: string; position?: {start: {line: number}}};
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
      const renderings = colorModes.map((mode) => {
        const job = renderJob(node.value, title, mode, options);
        const svg = readCached(options, job.key);
        if (svg === undefined) {
          throw new Error(`${where}: the diagram "${title}" has no rendering in the cache; the fulcro-mermaid-svg plugin renders every block of docs/, src/pages/ and their i18n copies before the bundler starts.`);
        }
        return {key: job.key, size: sizeOf(svg)};
      });
      // A diagram repeated on the page gets its ids suffixed (see src/components/MermaidDiagram).
      const repeat = (seen.get(renderings[0].key) ?? 0) + 1;
      seen.set(renderings[0].key, repeat);
      diagrams += 1;
      const [light, dark] = renderings;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: diagramComponent.local,
        attributes: [
          {type: 'mdxJsxAttribute', name: 'title', value: title},
          {type: 'mdxJsxAttribute', name: 'light', value: light.key},
          {type: 'mdxJsxAttribute', name: 'dark', value: dark.key},
          // Width and height of the drawing (its viewBox), so that a diagram fetched after an in-app navigation has its place.
          {type: 'mdxJsxAttribute', name: 'size', value: [light.size.width, light.size.height, light.size.minWidth ?? 0].join(' ')},
          ...(repeat > 1 ? [{type: 'mdxJsxAttribute', name: 'repeat', value: String(repeat)}] : []),
        ],
        children: [],
      };
    });
    if (diagrams > 0) tree.children.unshift(importNode(diagramComponent.local, diagramComponent.source));
  };
}
