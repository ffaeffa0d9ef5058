/**
 * The docs' descriptions (plugins/patches/doc-descriptions), for the locale being
 * built: docs plugin id → doc id → description.
 */
declare module '@fulcro/doc-descriptions' {
  const descriptions: Record<string, Record<string, string>>;
  export default descriptions;
}
