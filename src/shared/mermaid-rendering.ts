/**
 * What the build-time diagrams (plugins/features/mermaid-svg) and the component that
 * shows them (./index.tsx) agree on: where a rendering is published, and how
 * its ids are made unique when a page repeats a diagram.
 */

/** Where the renderings are published, under the locale's base URL. */
export const publicDir = 'assets/diagrams';

/** The id Mermaid prefixes every id of a rendering with: unique per diagram and colour mode. */
export function diagramId(key: string): string {
  return `mermaid-${key.slice(0, 10)}`;
}

/** A rendering as its `repeat`-th occurrence on a page shows it: the second and later get ids of their own. */
export function withRepeat(svg: string, key: string, repeat: number): string {
  return repeat > 1 ? svg.replaceAll(diagramId(key), `${diagramId(key)}-${repeat}`) : svg;
}

/** The `size` attribute the remark step writes: the viewBox's width and height, and the least width (0: none). */
export function parseSize(size: string): {width: number; height: number; minWidth: number} {
  const [width = 0, height = 0, minWidth = 0] = size.split(' ').map(Number);
  return {width, height, minWidth};
}
