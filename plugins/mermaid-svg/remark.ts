import {relative} from 'node:path';
import {visit} from 'unist-util-visit';
import {importNode} from '../remark-page-imports';
import {colorModes, missingTitle, readCached, renderJob, titleOf, type MermaidSvgOptions} from './diagrams';

/**
 * Remark step of production builds (docs and pages, before Docusaurus's own
 * plugins): each ```mermaid block becomes
 * `<FulcroMermaidDiagram light="<svg…>" dark="<svg…>" />`, with the SVGs the
 * plugin (./index.ts) rendered into the cache before the bundler started, and
 * the page imports that component for itself (it ships in the chunks of pages
 * with a diagram only). No Mermaid code reaches the browser.
 */

/** The component the blocks become, imported by each page that has one. */
export const diagramComponent = {local: 'FulcroMermaidDiagram', source: '@site/src/components/MermaidDiagram'};

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
      const [light, dark] = colorModes.map((mode) => {
        const job = renderJob(node.value, title, mode, options);
        const svg = readCached(options, job.key);
        if (svg === undefined) {
          throw new Error(`${where}: the diagram "${title}" has no rendering in the cache; the fulcro-mermaid-svg plugin renders every block of docs/, src/pages/ and their i18n copies before the bundler starts.`);
        }
        const repeat = (seen.get(job.key) ?? 0) + 1;
        seen.set(job.key, repeat);
        return repeat === 1 ? svg : svg.replaceAll(job.id, `${job.id}-${repeat}`);
      });
      diagrams += 1;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: diagramComponent.local,
        attributes: [
          {type: 'mdxJsxAttribute', name: 'light', value: light},
          {type: 'mdxJsxAttribute', name: 'dark', value: dark},
        ],
        children: [],
      };
    });
    if (diagrams > 0) tree.children.unshift(importNode(diagramComponent.local, diagramComponent.source));
  };
}
