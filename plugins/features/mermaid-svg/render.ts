import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {chromiumArgs, chromiumBinary, chromiumPath} from '../../../tooling/chromium.mjs';
import {fontFaceCss, fontFile} from '../../../src/config/fonts';
import type {RenderJob} from './diagrams';

/**
 * Renders diagrams with mermaid-isomorphic: Mermaid in one headless Chromium
 * (it lays text out with the browser's font metrics), one page per Mermaid
 * configuration, with the site's typeface loaded so that the boxes fit the
 * text the reader's browser draws. The browser is Debian's (tooling/chromium.mjs),
 * never a downloaded one; nothing is fetched from the network.
 */

export type RenderResult = {key: string; svg?: string; error?: string};

/** The site's @font-face rules (src/config/fonts.ts), with the font file inline: the renderer's page is a local file. */
function fontsStylesheet(siteDir: string): string {
  const font = readFileSync(join(siteDir, 'static', fontFile)).toString('base64');
  const css = fontFaceCss.replace(`url('${fontFile}')`, `url('data:font/woff2;base64,${font}')`);
  return `data:text/css;base64,${Buffer.from(css).toString('base64')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Finishes Mermaid's SVG:
 * - every id in it starts with the job's id, so the light and the dark copy of a
 *   diagram, its two layouts, and two diagrams of one page never share a marker
 *   or a gradient (Mermaid names its SVG `renderId` and leaves a few ids unprefixed);
 * - it is named by the block's title: a <title> first child referenced by
 *   aria-labelledby, as Mermaid does for `accTitle` (kept when the source has one).
 */
export function finish(svg: string, renderId: string, job: Pick<RenderJob, 'id' | 'title'>): string {
  // mermaid-isomorphic's ids are `prefix-index`: `fulcro-0-1` must not match in `fulcro-0-12`.
  let out = svg.replace(new RegExp(`${escapeRegExp(renderId)}(?![0-9])`, 'g'), job.id);
  const foreign = [...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id.startsWith(job.id));
  if (foreign.length > 0) {
    const names = [...new Set(foreign)].map(escapeRegExp).join('|');
    // Where an id is named: its own attribute, a `#` reference (url(#…), href, CSS), an ARIA id list.
    const rename = new RegExp(`(\\sid="|#|\\saria-(?:labelledby|describedby)="(?:[^"]*\\s)?)(${names})(?![\\w-])`, 'g');
    out = out.replace(rename, (_, before: string, id: string) => `${before}${job.id}-${id}`);
  }
  const open = /^<svg\b[^>]*>/.exec(out)?.[0];
  if (!open) throw new Error(`Mermaid returned no SVG: ${svg.slice(0, 200)}`);
  if (/\saria-labelledby="/.test(open)) return out;
  const title = `<title id="${job.id}-title">${escapeXml(job.title)}</title>`;
  return `${open.slice(0, -1)} aria-labelledby="${job.id}-title">${title}${out.slice(open.length)}`;
}

/**
 * mermaid-isomorphic, loaded by Node's own require (an ES module: Node 20.19 and later load it): Docusaurus loads
 * the site's plugins through jiti 1, whose imports cannot run the package's `import.meta.resolve`.
 */
const mermaidIsomorphic = (siteDir: string) =>
  createRequire(join(siteDir, 'package.json'))('mermaid-isomorphic') as typeof import('mermaid-isomorphic');

export async function renderInChromium(
  jobs: RenderJob[],
  {siteDir, onResult}: {siteDir: string; onResult: (result: RenderResult) => void},
): Promise<void> {
  if (jobs.length === 0) return;
  const {createMermaidRenderer} = mermaidIsomorphic(siteDir);
  const render = createMermaidRenderer({launchOptions: {executablePath: chromiumPath, args: chromiumArgs}});
  const css = fontsStylesheet(siteDir);
  // One page per configuration, all in one browser (the renderer keeps it open while pages are busy).
  const byConfig = new Map<string, RenderJob[]>();
  for (const job of jobs)
    byConfig.set(JSON.stringify(job.config), [...(byConfig.get(JSON.stringify(job.config)) ?? []), job]);
  try {
    await Promise.all(
      [...byConfig.values()].map(async (group, page) => {
        const prefix = `fulcro-${page}`;
        const results = await render(
          group.map((job) => job.source),
          {css, prefix, mermaidConfig: group[0].config},
        );
        results.forEach((result, i) => {
          const job = group[i];
          if (result.status === 'rejected')
            onResult({key: job.key, error: String((result.reason as Error)?.message ?? result.reason)});
          else onResult({key: job.key, svg: finish(result.value.svg, result.value.id, job)});
        });
      }),
    );
  } catch (error) {
    if (!/\blaunch\b/.test((error as Error).message)) throw error;
    throw new Error(
      `Rendering ${jobs.length} diagram(s) needs Chromium at ${chromiumBinary} (set CHROMIUM_PATH to another binary; ` +
        `README "Add a diagram"): ${(error as Error).message.split('\n')[0]}`,
    );
  }
}
