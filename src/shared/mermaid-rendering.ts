/**
 * What the build-time diagrams (plugins/features/mermaid-svg) and the component that
 * shows them (src/components/MermaidDiagram) agree on: where a rendering is published,
 * how its ids are made unique when a page repeats a diagram, and which of a diagram's
 * layouts a column shows.
 */

/** Where the renderings are published, under the locale's base URL. */
export const publicDir = 'assets/diagrams';

/** The id Mermaid prefixes every id of a rendering with: unique per diagram, layout and colour mode. */
export function diagramId(key: string): string {
  return `mermaid-${key.slice(0, 10)}`;
}

/** A rendering as its `repeat`-th occurrence on a page shows it: the second and later get ids of their own. */
export function withRepeat(svg: string, key: string, repeat: number): string {
  return repeat > 1 ? svg.replaceAll(diagramId(key), `${diagramId(key)}-${repeat}`) : svg;
}

/** The `size` attributes the remark step writes: a rendering's viewBox, "width height". */
export function parseSize(size: string): {width: number; height: number} {
  const [width = 0, height = 0] = size.split(' ').map(Number);
  return {width, height};
}

/**
 * Labels are drawn at 16 px (the `fontSize` of the Mermaid configuration) and shrink with the column:
 * - the authored (landscape) layout is shown while they stay at 12 px or more, three quarters of their size;
 * - below that, the portrait layout (top to bottom, wrapped labels), which must keep them at 11 px or more in
 *   the docs' narrowest column, a 390 px phone's 358 px; the build refuses a diagram whose portrait layout is wider.
 */
export const labelSize = 16;
export const landscapeMinScale = 0.75;
export const phoneColumn = 358;
export const minLabelSize = 11;

/** The widest a diagram's narrowest layout may be drawn (viewBox units): 520. */
export const phoneMaxWidth = Math.floor((phoneColumn * labelSize) / minLabelSize);

/** The least column width (px) that shows a diagram's landscape layout, when it has a portrait one. */
export function landscapeFrom(landscapeWidth: number): number {
  return Math.ceil(landscapeWidth * landscapeMinScale);
}
