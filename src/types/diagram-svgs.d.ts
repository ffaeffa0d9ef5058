/**
 * The diagrams' SVG renderings, by key (plugins/features/mermaid-svg): the server
 * bundle resolves this to the locale's renderings, the browser bundle to an
 * empty object.
 */
declare module '@fulcro/diagram-svgs' {
  const svgs: Record<string, string>;
  export default svgs;
}
